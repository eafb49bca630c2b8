import type { Draft } from 'immer';
import type { AutoUser, NormalizedAddress } from '../../../contract';
import { RULE_FLOW_NAME_OF, type AutoFlowId } from '../../../contract/flowIds';
import { DEFAULT_PHONE_NUMBER } from '../../../domain/config';
import type { AutoFollowUp } from './question.types';
import { WHEN_SHOPPING } from './options';

// spec 000 section 4, "Zip or address answer triggers address validation ... Success stores the normalized address,
// copies it as garaging address of every vehicle, then sets the phone number, agency eligibility, coverage tiers and
// renters bundling". The state decides the three calls, so they follow the ZIP lookup (the address is validated in
// the ZIP's city and state); the address's own success stores it, the garaging addresses and the renters flag.

/** The address service's answer stored: the policy address, every vehicle's garaging address, the renters bundle. */
export function addressSucceeded(user: Draft<AutoUser>, address: NormalizedAddress): void {
  user.autoPolicy.policy.address = address;
  for (const v of user.autoPolicy.vehicles) v.garagingAddress = address;
  // spec 001 section 1: an auto shopper who rents and wants a bundle gets renters quotes as well (issue 11 reads it).
  user.autoPolicy.policy.isRentersBundle =
    user.autoPolicy.operators[0]?.homeOwnershipStatus === 'Rent' &&
    user.autoPolicy.policy.interestedInMultiPolicy === 'Yes';
}

/** The name the remote rules know a flow by (src/contract/flowIds.ts). */
export const ruleFlowName = (flowId: string | undefined): string | undefined =>
  flowId === undefined ? undefined : (RULE_FLOW_NAME_OF[flowId as AutoFlowId] ?? flowId);

/** The rules' shopper input from the answers and the traffic facts the app put in tracking; unknown fields left out. */
export function eligibilityInput(user: AutoUser): Record<string, unknown> {
  const p = user.autoPolicy.policy;
  const fields = {
    ...ruleShopperInput(user.tracking, { policyType: 'auto', state: p.state, zip: p.zip }),
    // quinstreetIntraflowAvailability reads when the shopper means to buy; smsEnable their consent to texts.
    whenShopping: WHEN_SHOPPING_VALUES.includes(p.whenShopping ?? '') ? p.whenShopping : undefined,
    consentToSms: user.contact.consentToSms,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

const WHEN_SHOPPING_VALUES: readonly string[] = WHEN_SHOPPING.map((o) => o.value);

/** The rules' shopper input of any policy: where it is, and the traffic facts of its tracking. */
export function ruleShopperInput(
  tracking: AutoUser['tracking'],
  policy: { policyType: string; state?: string; zip?: string },
): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    ...policy,
    partner: tracking.sourceName ?? '',
    // The partner's brand is the theme the rules disallow agencies for (spec 000 section 6).
    theme: tracking.sourceName || undefined,
    trafficSource: tracking.source,
    utmCampaign: tracking.sourceCampaign,
    referrer: tracking.sourceReferrer,
    flowName: ruleFlowName(tracking.formName),
    anonymousId: tracking.anonymousId,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** What the eligibility follow-up keeps beside the answers (`kept.eligibility`). */
export interface EligibilityKept {
  emailValidation: boolean;
}

/** Whether the email step asks the server's check: emailValidationEnabled as the eligibility follow-up kept it. */
export const emailValidationOn = (kept: Readonly<Record<string, unknown>>): boolean =>
  (kept.eligibility as EligibilityKept | undefined)?.emailValidation === true;

/** The calls that follow a successful ZIP lookup, asked together; each one's default stands until it answers. */
export const zipFollowUps: AutoFollowUp[] = [
  {
    id: 'phoneNumber',
    actor: 'fetchPhoneNumber',
    input: ({ user }) => ({ trafficSource: user.tracking.sourceName ?? '' }),
    keep: (found) => found.phoneNumber,
    // spec 000 section 8: "Phone-number lookup failure: fallback default number used and an error event reported".
    keepOnFailure: DEFAULT_PHONE_NUMBER,
    error: 'phone_number_lookup_failed',
  },
  {
    id: 'eligibility',
    actor: 'fetchEligibility',
    input: ({ user }) => eligibilityInput(user),
    // Both rules' defaults (false, null): not eligible, so the can-show pages stay hidden (spec 000 section 8).
    // smsEnable and quinstreetIntraflowAvailability default to off: no texted code, no intraflow offer.
    fallback: (user) => {
      Object.assign(user.autoPolicy.policy, {
        isAgencyEligible: false,
        isMutualInsurerEligible: false,
        isSmsEnabled: false,
        hasIntraflowAgencyOffer: false,
      });
    },
    apply: (user, found) => {
      Object.assign(user.autoPolicy.policy, {
        isAgencyEligible: found.agency,
        isMutualInsurerEligible: found.mutualInsurer,
        isSmsEnabled: found.sms,
        hasIntraflowAgencyOffer: found.intraflowOffer,
      });
    },
    // The email check's switch is not an answer: it is kept beside them (emailValidationEnabled's default: off).
    keep: (found): EligibilityKept => ({ emailValidation: found.emailValidation }),
    keepOnFailure: { emailValidation: false } satisfies EligibilityKept,
    decides: ['notAgencyEligible', 'notAgencyOrMutualInsurerEligible', 'noCodeSent'],
    error: 'eligibility_failed',
  },
  {
    id: 'tiers',
    actor: 'fetchCoverageTiers',
    input: ({ user }) => ({ state: user.autoPolicy.policy.state }),
    // spec 000 section 8: without all tier data the coverage level and BI limit pages are hidden, tier details cleared.
    fallback: (user) => {
      user.autoPolicy.policy.hasTierData = false;
    },
    apply: (user) => {
      user.autoPolicy.policy.hasTierData = true;
    },
    keep: (found) => found.tiers,
    decides: ['noTierData'],
    error: 'tier_data_missing',
  },
];
