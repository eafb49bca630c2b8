import type { NormalizedAddress } from '../../../src/contract/entities';
import type { HomeUser, RentersUser } from '../../../src/contract/property';
import { acceptsText } from '../answers';
import type { RatecallQuestion } from '../../../src/contract/ratecall';
import { confirmContactQuestion, startDateQuestion } from './commonQuestions';

// The home and renters post-quote chains (spec 001 section 4, display conditions; spec 000 section 4, home and
// renters display conditions), generated from the shopper. Both end at the start date and contact confirmation;
// payment (RC3) follows.

type Q = RatecallQuestion;
const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const street = (a?: { streetAddress: string; city: string }) => (a ? `${a.streetAddress}, ${a.city}` : 'this address');

export const BUILDING_TYPES = [
  'Single family',
  'Duplex',
  'Townhouse',
  'Condo unit',
  'Mobile or manufactured home',
] as const;
export const MANUFACTURED_BUILDING: (typeof BUILDING_TYPES)[number] = 'Mobile or manufactured home';
/** An address the user gave as a text answer's default, when it is one the question accepts. */
function addressDefault(a: NormalizedAddress | undefined): { defaultValue: string } | Record<string, never> {
  if (!a) return {};
  const line = `${[a.streetAddress, a.secondaryAddress].filter(Boolean).join(' ')}, ${a.city}, ${a.state} ${a.zip}`;
  return acceptsText(line) ? { defaultValue: line } : {};
}

const previousAddressQuestion = (a: NormalizedAddress | undefined, showIf?: Q['showIf']): Q => ({
  id: 'policy.previousAddress',
  step: 'previous-address-confirmation',
  entity: 'policy',
  type: 'text',
  required: true,
  prompt: 'What was your previous street address, city and ZIP code?',
  ...(showIf ? { showIf } : {}),
  ...addressDefault(a),
});

export const CONNECTED_HOME_ID = 'property.1.connectedHome';
export const BUILDING_TYPE_ID = 'property.1.buildingType';
const SECURITY_SYSTEMS = ['Central station monitoring', 'Self-monitored smart system', 'Local alarm only'] as const;

function defaultBuildingType(user: HomeUser): string {
  const t =
    `${user.homePolicy.properties[0]?.buildingType ?? ''} ${user.homePolicy.properties[0]?.propertyType ?? ''}`.toLowerCase();
  if (user.homePolicy.policy.policyType === 'Condo' || /condo/.test(t)) return 'Condo unit';
  if (user.homePolicy.policy.policyType === 'Townhome' || /town/.test(t)) return 'Townhouse';
  if (/mobile|manufactured/.test(t)) return MANUFACTURED_BUILDING;
  if (/multi|duplex/.test(t)) return 'Duplex';
  return 'Single family';
}

export function homeRc2Questions(user: HomeUser, today: Date): Q[] {
  const { properties, occupants, policy } = user.homePolicy;
  const property = properties[0];
  const address = property?.propertyAddress ?? policy.address;
  const out: Q[] = [
    {
      id: 'policy.addressConfirmation',
      step: 'address-confirmation',
      entity: 'policy',
      type: 'yesNo',
      required: true,
      prompt: `Have you lived at ${street(address)} for at least 2 years?`,
    },
    previousAddressQuestion(undefined, { questionId: 'policy.addressConfirmation', in: ['No'] }),
    {
      id: BUILDING_TYPE_ID,
      step: 'building-type',
      entity: 'property',
      entityId: 1,
      type: 'select',
      required: true,
      prompt: 'What kind of building is it?',
      options: opts(BUILDING_TYPES),
      defaultValue: defaultBuildingType(user),
    },
  ];
  // spec 001 section 2 (discounts) and section 4: home security provider and system only if the connectedHome
  // discount is chosen. One yesNo with the intake's choice as default (docs/spec-decisions.md: the contract has no
  // checklist type, and connectedHome is the discount the chain's questions depend on).
  const connected = { questionId: CONNECTED_HOME_ID, in: ['Yes'] };
  out.push(
    {
      id: CONNECTED_HOME_ID,
      step: 'discounts',
      entity: 'property',
      entityId: 1,
      type: 'yesNo',
      required: true,
      prompt: 'Is the home protected by a connected device, such as a monitored alarm or smart leak and smoke sensors?',
      defaultValue: property?.discounts?.connectedHome ? 'Yes' : 'No',
    },
    {
      id: 'property.1.securitySystem',
      step: 'home-security-system',
      entity: 'property',
      entityId: 1,
      type: 'select',
      required: true,
      prompt: 'What kind of security system protects the home?',
      options: opts(SECURITY_SYSTEMS),
      showIf: connected,
    },
    {
      id: 'property.1.securityProvider',
      step: 'home-security-provider',
      entity: 'property',
      entityId: 1,
      type: 'text',
      required: true,
      prompt: 'Which company provides it (for example ADT, SimpliSafe, Ring)?',
      showIf: connected,
    },
  );
  out.push({
    id: 'policy.homeSummaryConfirmed',
    step: 'editable-home-summary-details',
    entity: 'policy',
    type: 'confirm',
    required: true,
    prompt: 'Are these details about your home correct?',
  });
  if (occupants.length > 1) {
    out.push({
      id: 'policy.occupantSummaryConfirmed',
      step: 'editable-occupant-summary-details',
      entity: 'policy',
      type: 'confirm',
      required: true,
      prompt: 'Is everyone who lives in the home listed?',
    });
  }
  return [...out, startDateQuestion(today, policy.effectiveDate), confirmContactQuestion()];
}

export function rentersRc2Questions(user: RentersUser, today: Date): Q[] {
  const { occupants, policy, properties } = user.rentersPolicy;
  const address = properties[0]?.propertyAddress ?? policy.address;
  const out: Q[] = [];
  // spec 000 section 4: renters new-address confirmation when not confirmed.
  if (policy.addressConfirmation !== 'Yes') {
    out.push({
      id: 'policy.newAddressConfirmed',
      step: 'new-address-confirmation',
      entity: 'policy',
      type: 'confirm',
      required: true,
      prompt: `Is ${street(address)} the home you rent (or are moving to)?`,
    });
  }
  // spec 000 section 4: renters previous address when not lived 5+ years (the intake's No; the prior address it knows
  // is the default, so it is confirmed, not typed again).
  if (policy.livedMoreThanFiveYears === 'No') out.push(previousAddressQuestion(policy.priorAddress));
  out.push(
    {
      id: 'policy.interestedPartyInfoConfirmation',
      step: 'interested-party-info-confirmation',
      entity: 'policy',
      type: 'yesNo',
      required: true,
      prompt: 'Does your landlord or property manager need to be listed as an interested party?',
      ...(policy.interestedPartyInfoConfirmation ? { defaultValue: policy.interestedPartyInfoConfirmation } : {}),
    },
    // spec 000 section 4: interested party info when the confirmation is Yes.
    {
      id: 'policy.interestedPartyName',
      step: 'interested-party-info',
      entity: 'policy',
      type: 'text',
      required: true,
      prompt: 'What is the landlord’s or property manager’s name?',
      showIf: { questionId: 'policy.interestedPartyInfoConfirmation', in: ['Yes'] },
      ...(policy.landlordInfo?.name && acceptsText(policy.landlordInfo.name)
        ? { defaultValue: policy.landlordInfo.name }
        : {}),
    },
    {
      id: 'policy.interestedPartyAddress',
      step: 'interested-party-info',
      entity: 'policy',
      type: 'text',
      required: true,
      prompt: 'What is their mailing address?',
      showIf: { questionId: 'policy.interestedPartyInfoConfirmation', in: ['Yes'] },
      ...addressDefault(policy.landlordInfo?.address),
    },
  );
  if (occupants.length > 1) {
    out.push({
      id: 'policy.occupantSummaryConfirmed',
      step: 'editable-occupant-summary-details',
      entity: 'policy',
      type: 'confirm',
      required: true,
      prompt: 'Is everyone who lives with you listed?',
    });
  }
  return [...out, startDateQuestion(today, policy.effectiveDate), confirmContactQuestion()];
}

export function propertyRc2Questions(user: HomeUser | RentersUser, today: Date): Q[] {
  return 'rentersPolicy' in user ? rentersRc2Questions(user, today) : homeRc2Questions(user, today);
}
