import type { Draft } from 'immer';
import { z } from 'zod/mini';
import { yesNo, usState } from '../../contract/common';
import { HouseholdMemberStatus, LicenseReason, SeparatePolicyAnswer } from '../../contract/ratecall';
import { MAX_CHARS, text } from '../../contract/text';
import { DOB_PATTERN, isPhone, isRealDate } from '../../domain/validation';
import { VIN_PATTERN } from '../../domain/vin';
import type { BindUser, UndisclosedDraft } from './bind.types';
import { fitsLicencePattern } from '../../domain/licencePatterns';
import { FREE_TEXT_PATTERN } from '../../domain/names';
import type { BindRuleName } from './rules';

// The post-quote screens (spec 001 section 2), one entry each: its route slug, what it asks and where the answer goes.
// Screens that ask the sandbox's RC2 or RC3 questions name their fields by the question id's last part: the answer
// `{ vin: '...' }` of vehicle-vin for vehicle 2 is stored as `vehicle.2.vin`, the id the sandbox asked.

/** Whose question a screen asks: the loop item's vehicle or driver, the first driver, or the policy or payment. */
export type Entity = 'vehicle' | 'driver' | 'firstDriver' | 'policy' | 'payment' | 'property';

/** rc2, rc3: the sandbox's questions; udo: CHECK_FOR_UDO's answers; client: the app's own screens. */
export type StepSource = 'rc2' | 'rc3' | 'udo' | 'client';

interface Field {
  schema: z.ZodMiniType;
  /** Asked every time the screen shows (else only for some households or answers: the sandbox says which). */
  required?: boolean;
}

export interface BindStepDef {
  id: string;
  /** The route's last segment: /postQuotesFlow/{policyType}/{carrier}/{id}/<slug>. */
  slug: string;
  description: string;
  source: StepSource;
  skip?: readonly BindRuleName[];
  /** Answers QA's generated paths try: one per branch the answer can take. */
  examples: readonly unknown[];
  parse: (answer: unknown) => { success: boolean; data?: unknown };
  apply: (user: Draft<BindUser>, answer: unknown, index: number) => void;
  /** rc2 and rc3 screens: whose questions, and the fields by the question id's last part. */
  entity?: Entity;
  fields?: Readonly<Record<string, Field>>;
  /** A page the chain stops at (undisclosed-drivers-error): only back. */
  terminal?: boolean;
  /** The screen's complete answer before the press is kept (a card the vault saved: `StepContract.keepsDraft`). */
  keepsDraft?: boolean;
}

// ---- Value schemas (the sandbox's question types) ---------------------------------------------------------------

const option = text(MAX_CHARS.id).check(z.trim(), z.minLength(1, 'Choose an option'));
const date = text(MAX_CHARS.code).check(
  z.regex(DOB_PATTERN, 'Enter a date as MM/DD/YYYY'),
  z.refine(isRealDate, 'Enter a real calendar date'),
);
const confirm = z.literal(true, { message: 'Confirm to continue' });
const phone = text(MAX_CHARS.phone).check(z.refine(isPhone, 'Enter a 10-digit US phone number'));
const vin = text(MAX_CHARS.code).check(
  z.trim(),
  z.toUpperCase(),
  z.regex(VIN_PATTERN, 'Enter the 17-character VIN: letters and digits without I, O or Q, the last five digits'),
);
const licence = text(30).check(
  z.trim(),
  z.toUpperCase(),
  z.regex(/^[A-Z0-9*][A-Z0-9* -]{0,29}$/, 'Enter the number as printed on the card'),
);
const freeText = text(120).check(z.trim(), z.regex(FREE_TEXT_PATTERN, 'Use letters, digits and common punctuation'));
const age = z.number().check(z.int(), z.gte(14), z.lte(120));
const driverId = text(1).check(z.regex(/^[1-4]$/, 'Choose a driver'));

// ---- Builders -----------------------------------------------------------------------------------------------------

/** The question id a field of a screen writes, for the loop item `index`. */
export function questionIdOf(user: BindUser, entity: Entity, index: number, field: string): string | null {
  switch (entity) {
    case 'vehicle': {
      const v = user.vehicles[index - 1];
      return v ? `vehicle.${v.id}.${field}` : null;
    }
    case 'driver': {
      const d = user.drivers[index - 1];
      return d ? `driver.${d.id}.${field}` : null;
    }
    case 'firstDriver':
      return user.drivers[0] ? `driver.${user.drivers[0].id}.${field}` : null;
    case 'property':
      // The home's one dwelling: the sandbox asks of `property.1` (server/ratecall/questions/propertyChains.ts).
      return `property.1.${field}`;
    default:
      return `${entity}.${field}`;
  }
}

type Common = Pick<BindStepDef, 'id' | 'slug' | 'description' | 'skip' | 'examples'> & {
  /** A check across the screen's fields: the field it names and its message when the answer fails it. */
  across?: { test: (answer: Record<string, unknown>) => boolean; field: string; message: string };
};

/** The licence number fits its state's formats (spec 000 section 5), when the screen asks both. */
const LICENCE_FITS_STATE: Common['across'] = {
  test: (a) =>
    typeof a.licenseState !== 'string' ||
    typeof a.licenseNumber !== 'string' ||
    fitsLicencePattern(a.licenseState, a.licenseNumber),
  field: 'licenseNumber',
  message: "Enter the number as printed on the card: it does not match the state's license format",
};

/** A screen asking the sandbox's questions: its answer is an object of its fields, and nothing else. */
function asks(source: 'rc2' | 'rc3', entity: Entity, fields: Record<string, Field>, c: Common): BindStepDef {
  const { across, ...common } = c;
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, f] of Object.entries(fields)) shape[key] = f.required ? f.schema : z.optional(f.schema);
  const schema = across
    ? z
        .strictObject(shape)
        .check(
          z.refine((a: Record<string, unknown>) => across.test(a), { message: across.message, path: [across.field] }),
        )
    : z.strictObject(shape);
  return {
    ...common,
    source,
    entity,
    fields,
    parse: (answer) => z.safeParse(schema, answer),
    apply: (user, answer, index) => {
      const given = answer as Record<string, unknown>;
      for (const key of Object.keys(fields)) {
        const id = questionIdOf(user as BindUser, entity, index, key);
        if (!id) continue;
        const value = given[key];
        if (value === undefined) delete user.answers[id];
        else user.answers[id] = value as string | number | boolean;
      }
    },
  };
}

const rc2 = (entity: Entity, fields: Record<string, Field>, common: Common) => asks('rc2', entity, fields, common);
const req = (schema: z.ZodMiniType): Field => ({ schema, required: true });
const opt = (schema: z.ZodMiniType): Field => ({ schema });

/** A screen of the app's own (no sandbox question): its schema and what it writes. */
function own<T>(
  source: 'client' | 'udo',
  schema: z.ZodMiniType<T>,
  write: (user: Draft<BindUser>, answer: T, index: number) => void,
  common: Common,
): BindStepDef {
  return {
    ...common,
    source,
    parse: (answer) => z.safeParse(schema, answer),
    apply: (user, answer, index) => write(user, answer as T, index),
  };
}

/** The undisclosed operator of the loop item (drafts are created from CHECK_FOR_UDO's list). */
function draftAt(user: Draft<BindUser>, index: number): Draft<UndisclosedDraft> | undefined {
  return user.undisclosed[index - 1];
}

const cardToken = text(MAX_CHARS.id).check(z.regex(/^[A-Za-z0-9_-]{8,}$/, 'The card form gave no token'));
/** The card screen's answer: the vault's token, and what the vault lets the app show of the card (never its number). */
const CardAnswer = z.strictObject({
  paymentToken: cardToken,
  brand: z.optional(text(31).check(z.regex(/^[a-z][a-z-]{0,30}$/))),
  last4: z.optional(text(4).check(z.regex(/^\d{4}$/))),
});

/** The card screen: the token is the RC3 answer; the brand and last four are kept beside it for the review. */
function withShownCard(step: BindStepDef): BindStepDef {
  return {
    ...step,
    // A card saved in the frame and not yet continued with stays saved across Back and Forward.
    keepsDraft: true,
    parse: (answer) => z.safeParse(CardAnswer, answer),
    apply: (user, answer, index) => {
      const { brand, last4, ...token } = answer as z.output<typeof CardAnswer>;
      step.apply(user, token, index);
      if (brand && last4) user.card = { brand, last4 };
      else delete user.card;
    },
  };
}

const SAMPLE_VIN = '2T1BURHE0JC074321';

// ---- The screens --------------------------------------------------------------------------------------------------

const steps: BindStepDef[] = [
  own('client', z.strictObject({}), () => {}, {
    id: 'postQuotesLanding',
    slug: 'post-quotes-landing',
    description:
      'The post-quotes landing: what buying online takes; skipped by the remote rule skipPostQuotesLandingPage, and for the Liberty-Mutual and Safeco types, which have no post-quotes page.',
    skip: ['landingSkipped', 'brandWithoutPostQuotesPage'],
    examples: [{}],
  }),
  rc2(
    'policy',
    { proofOfResidency: req(option) },
    {
      id: 'proofOfResidency',
      slug: 'proof-of-residency',
      description: 'How the shopper can show they live in the state: safeco in NC (spec 000 section 9).',
      skip: ['notProofOfResidencyState'],
      examples: [{ proofOfResidency: 'North Carolina driver license' }],
    },
  ),
  // Vehicles: grouped on vehicle-more-details, or broken out (spec 001 section 4, the breakout experiments).
  rc2(
    'vehicle',
    {
      isRideShare: opt(yesNo),
      isVehicleDeliveryUsage: opt(yesNo),
      primaryUse: opt(option),
      purchaseDate: opt(date),
      leaseCompanyName: opt(freeText),
      primaryDriverId: opt(driverId),
      vin: opt(vin),
    },
    {
      id: 'vehicleMoreDetails',
      slug: 'vehicle-more-details',
      description:
        "The vehicle's details on one screen (grouped): ride-sharing, deliveries, use, purchase, lease, driver and VIN.",
      examples: [{ isRideShare: 'No', isVehicleDeliveryUsage: 'No' }],
    },
  ),
  rc2(
    'vehicle',
    { isRideShare: opt(yesNo), isVehicleDeliveryUsage: opt(yesNo) },
    {
      id: 'vehicleUsage',
      slug: 'vehicle-more-details',
      description:
        "The vehicle's use for ride-sharing and deliveries (breakout: its other details have their screens).",
      examples: [{ isRideShare: 'No', isVehicleDeliveryUsage: 'No' }],
    },
  ),
  rc2(
    'vehicle',
    { primaryUse: req(option) },
    {
      id: 'vehiclePrimaryUse',
      slug: 'vehicle-primary-use',
      description: 'How the vehicle is mainly used (breakout).',
      examples: [{ primaryUse: 'Commute' }],
    },
  ),
  rc2(
    'vehicle',
    { purchaseDate: req(date) },
    {
      id: 'vehiclePurchaseDate',
      slug: 'vehicle-purchase-date',
      description: 'When the vehicle was bought or leased (breakout).',
      examples: [{ purchaseDate: '03/15/2022' }],
    },
  ),
  rc2(
    'vehicle',
    { leaseCompanyName: req(freeText) },
    {
      id: 'vehicleLeaseDetails',
      slug: 'vehicle-lease-details',
      description: 'The company leasing or financing the vehicle (breakout); only for a leased or financed vehicle.',
      skip: ['notLeasedOrFinanced'],
      examples: [{ leaseCompanyName: 'Ally Financial' }],
    },
  ),
  rc2(
    'vehicle',
    { primaryDriverId: req(driverId) },
    {
      id: 'vehiclePrimaryDriver',
      slug: 'vehicle-primary-driver',
      description: 'Who drives the vehicle most (breakout); only with more than one driver.',
      skip: ['singleDriver'],
      examples: [{ primaryDriverId: '1' }],
    },
  ),
  rc2(
    'vehicle',
    { vin: req(vin) },
    {
      id: 'vehicleVin',
      slug: 'vehicle-vin',
      description: "The vehicle's VIN (breakout: first or last; root's chain starts here).",
      examples: [{ vin: SAMPLE_VIN }],
    },
  ),
  rc2(
    'policy',
    { vehicleSummaryConfirmed: req(confirm) },
    {
      id: 'vehicleSummary',
      slug: 'editable-vehicle-summary-details',
      description: 'The vehicles to confirm; skipped with one driver and one vehicle, except branch.',
      skip: ['oneDriverOneVehicle'],
      examples: [{ vehicleSummaryConfirmed: true }],
    },
  ),
  // Drivers: grouped on driver-more-details, or broken out.
  rc2(
    'driver',
    {
      relationship: opt(option),
      hasActiveLicense: opt(yesNo),
      licenseStatus: opt(option),
      licenseState: opt(usState),
      licenseNumber: opt(licence),
      permitNumber: opt(licence),
    },
    {
      id: 'driverMoreDetails',
      slug: 'driver-more-details',
      across: LICENCE_FITS_STATE,
      description: "The driver's relationship (not the shopper's own) and licence, grouped on one screen.",
      examples: [{ hasActiveLicense: 'Yes', licenseState: 'OH', licenseNumber: 'RS123456' }],
    },
  ),
  rc2(
    'driver',
    { relationship: req(option) },
    {
      id: 'driverRelationship',
      slug: 'driver-more-details',
      description: 'How a driver other than the shopper is related to them (breakout).',
      examples: [{ relationship: 'Spouse' }],
    },
  ),
  rc2(
    'driver',
    { hasActiveLicense: req(yesNo) },
    {
      id: 'hasActiveDriversLicense',
      slug: 'has-active-drivers-license',
      description: 'Whether the driver has an active US licence (breakout).',
      examples: [{ hasActiveLicense: 'Yes' }, { hasActiveLicense: 'No' }],
    },
  ),
  rc2(
    'driver',
    { licenseStatus: req(option) },
    {
      id: 'driverLicenseStatus',
      slug: 'driver-license-status',
      description: "The licence's status (breakout); only without an active licence.",
      skip: ['hasActiveLicence'],
      examples: [{ licenseStatus: 'Learner permit' }, { licenseStatus: 'Suspended' }],
    },
  ),
  rc2(
    'driver',
    { licenseState: req(usState), licenseNumber: req(licence) },
    {
      id: 'driversLicense',
      slug: 'drivers-license',
      across: LICENCE_FITS_STATE,
      description: "The licence's state and number (breakout); only with an active licence.",
      skip: ['noActiveLicence'],
      examples: [{ licenseState: 'OH', licenseNumber: 'RS123456' }],
    },
  ),
  rc2(
    'driver',
    { permitNumber: req(licence) },
    {
      id: 'driverLearnersPermitNumber',
      slug: 'driver-learners-permit-number',
      description: "The learner's permit number (breakout); only for a driver on a permit.",
      skip: ['notOnLearnerPermit'],
      examples: [{ permitNumber: 'LP1234567' }],
    },
  ),
  rc2(
    'driver',
    { licenseObtainedAge: req(age) },
    {
      id: 'driverLicenseObtainedAge',
      slug: 'driver-license-obtained-age',
      description: 'How old the driver was when first licensed.',
      examples: [{ licenseObtainedAge: 16 }],
    },
  ),
  rc2(
    'driver',
    { criminalMotorConviction: req(yesNo) },
    {
      id: 'criminalMotorConviction',
      slug: 'criminal-motor-conviction',
      description: 'A criminal motor-vehicle conviction in 5 years: Liberty Mutual, MD and NJ (spec 000 section 9).',
      skip: ['notCriminalConvictionState'],
      examples: [{ criminalMotorConviction: 'No' }],
    },
  ),
  rc2(
    'driver',
    { sr22CaseNumber: req(freeText), sr22FilingState: opt(usState) },
    {
      id: 'sr22MoreDetails',
      slug: 'SR22-more-details',
      description: "The SR-22 filing's case number and state; only when a filing is required.",
      skip: ['noSr22'],
      examples: [{ sr22CaseNumber: 'CASE-2291', sr22FilingState: 'OH' }],
    },
  ),
  rc2(
    'policy',
    { interstateCommute: req(yesNo) },
    {
      id: 'interstateCommute',
      slug: 'interstate-commute',
      description: 'Whether anyone drives to another state for work or school: Liberty Mutual, PA.',
      skip: ['notInterstateCommuteState'],
      examples: [{ interstateCommute: 'No' }],
    },
  ),
  rc2(
    'firstDriver',
    { priorInsuranceCarrier: req(option) },
    {
      id: 'priorInsurance',
      slug: 'prior-insurance',
      description: "The first driver's most recent insurer: Liberty Mutual, MA.",
      skip: ['notPriorInsuranceState'],
      examples: [{ priorInsuranceCarrier: 'Allstate' }],
    },
  ),
  rc2(
    'policy',
    { driverSummaryConfirmed: req(confirm) },
    {
      id: 'driverSummary',
      slug: 'editable-driver-summary-details',
      description: 'The drivers to confirm; skipped with one driver and one vehicle, except branch.',
      skip: ['oneDriverOneVehicle'],
      examples: [{ driverSummaryConfirmed: true }],
    },
  ),
  rc2(
    'policy',
    { vehicleDriverSummaryConfirmed: req(confirm) },
    {
      id: 'vehicleDriverSummary',
      slug: 'editable-vehicle-driver-summary-details',
      description: 'Each vehicle matched to its driver; only with more than one vehicle or driver.',
      skip: ['notSeveralVehiclesOrDrivers'],
      examples: [{ vehicleDriverSummaryConfirmed: true }],
    },
  ),
  rc2(
    'firstDriver',
    { hasCancelledInsurance: opt(yesNo), yearsContinuouslyInsured: opt(option) },
    {
      id: 'driverInsuranceHistory',
      slug: 'driver-insurance-history',
      description: "The first driver's cancellations and years continuously insured (safeco).",
      examples: [{ hasCancelledInsurance: 'No', yearsContinuouslyInsured: '3-4 years' }],
    },
  ),
  rc2(
    'policy',
    { currentPolicyExpirationDate: req(date) },
    {
      id: 'policyExpiration',
      slug: 'policy-expiration',
      description: 'When the current policy ends (safeco); only when the first driver is insured.',
      skip: ['firstDriverNotInsured'],
      examples: [{ currentPolicyExpirationDate: '12/31/2026' }],
    },
  ),
  rc2(
    'policy',
    { existingCarrierPolicy: opt(yesNo) },
    {
      id: 'carrierExistingPolicyConfirm',
      slug: 'carrier-existing-policy-confirm',
      description: 'Whether the shopper already has another policy with the carrier (safeco).',
      examples: [{ existingCarrierPolicy: 'No' }],
    },
  ),
  rc2(
    'policy',
    { nonAutoPolicies: opt(option) },
    {
      id: 'nonAutoBundlePolicies',
      slug: 'non-auto-bundle-policies',
      description: 'Other policies to bundle (safeco).',
      examples: [{ nonAutoPolicies: 'None' }],
    },
  ),
  rc2(
    'policy',
    { rightTrackEnroll: req(yesNo) },
    {
      id: 'rightTrackDiscountProgram',
      slug: 'right-track-discount-program',
      description: 'Joining the RightTrack safe-driving programme (safeco).',
      examples: [{ rightTrackEnroll: 'No' }, { rightTrackEnroll: 'Yes' }],
    },
  ),
  rc2(
    'policy',
    { rightTrackPhone: req(phone) },
    {
      id: 'rightTrackDiscountProgramMobileNo',
      slug: 'right-track-discount-program-mobile-no',
      description: 'The mobile number for the RightTrack app; only when enrolling.',
      skip: ['notEnrollingRightTrack'],
      examples: [{ rightTrackPhone: '6175550123' }],
    },
  ),
  rc2(
    'policy',
    { effectiveDate: opt(date) },
    {
      id: 'coverageStartDate',
      slug: 'coverage-start-date',
      description: 'When the new policy starts ({product}-start-date).',
      examples: [{ effectiveDate: '12/01/2026' }],
    },
  ),
  rc2(
    'policy',
    { contactConfirmed: req(confirm) },
    {
      id: 'confirmContactInformation',
      slug: 'confirm-contact-information',
      description: 'The email address and phone number the policy documents go to, confirmed.',
      examples: [{ contactConfirmed: true }],
    },
  ),
  // Home and renters (issue 31; spec 001 section 4 display conditions, spec 000 section 4 home and renters): the
  // sandbox's questions of server/ratecall/questions/propertyChains.ts. The chains are per policy type, so "home only"
  // and "renters only" are the chain's choice, not a skip rule.
  rc2(
    'policy',
    { addressConfirmation: req(yesNo) },
    {
      id: 'addressConfirmation',
      slug: 'address-confirmation',
      description: 'Whether the home owner has lived at the insured address for at least 2 years (home).',
      examples: [{ addressConfirmation: 'Yes' }, { addressConfirmation: 'No' }],
    },
  ),
  rc2(
    'policy',
    // The sandbox accepts any free text of up to 120 letters, digits and common punctuation (acceptsText), and
    // offers the renter's intake prior address as "500 Main St, Columbus, OH 43215".
    { previousAddress: req(freeText) },
    {
      id: 'previousAddressConfirmation',
      slug: 'previous-address-confirmation',
      description:
        'The previous street address, city and ZIP: a home owner there under 2 years, a renter there under 5.',
      skip: ['previousAddressKnown'],
      examples: [{ previousAddress: '500 Main St, Columbus, OH 43215' }],
    },
  ),
  rc2(
    'policy',
    { newAddressConfirmed: req(confirm) },
    {
      id: 'newAddressConfirmation',
      slug: 'new-address-confirmation',
      description:
        'The rented home (or the one moved to) confirmed; only when the intake did not confirm it (renters).',
      skip: ['rentersAddressConfirmed'],
      examples: [{ newAddressConfirmed: true }],
    },
  ),
  rc2(
    'property',
    { buildingType: req(option) },
    {
      id: 'buildingType',
      slug: 'building-type',
      description: 'What kind of building the home is: single family, duplex, townhouse, condo unit, manufactured.',
      examples: [{ buildingType: 'Single family' }],
    },
  ),
  rc2(
    'property',
    { connectedHome: req(yesNo) },
    {
      id: 'propertyDiscounts',
      slug: 'discounts',
      description: 'The connected-home discount: a monitored alarm or smart sensors protect the home.',
      examples: [{ connectedHome: 'No' }, { connectedHome: 'Yes' }],
    },
  ),
  rc2(
    'property',
    { securitySystem: req(option) },
    {
      id: 'homeSecuritySystem',
      slug: 'home-security-system',
      description: 'What kind of security system protects the home; only with the connected-home discount.',
      skip: ['noConnectedHome'],
      examples: [{ securitySystem: 'Central station monitoring' }],
    },
  ),
  rc2(
    'property',
    { securityProvider: req(freeText) },
    {
      id: 'homeSecurityProvider',
      slug: 'home-security-provider',
      description: 'The company providing the security system; only with the connected-home discount.',
      skip: ['noConnectedHome'],
      examples: [{ securityProvider: 'ADT' }],
    },
  ),
  rc2(
    'policy',
    { homeSummaryConfirmed: req(confirm) },
    {
      id: 'homeSummary',
      slug: 'editable-home-summary-details',
      description: "The home's details to confirm (home).",
      examples: [{ homeSummaryConfirmed: true }],
    },
  ),
  rc2(
    'policy',
    { occupantSummaryConfirmed: req(confirm) },
    {
      id: 'occupantSummary',
      slug: 'editable-occupant-summary-details',
      description: 'Everyone who lives in the home, to confirm; only with more than one occupant.',
      skip: ['singleOccupant'],
      examples: [{ occupantSummaryConfirmed: true }],
    },
  ),
  rc2(
    'policy',
    { interestedPartyInfoConfirmation: req(yesNo) },
    {
      id: 'interestedPartyConfirmation',
      slug: 'interested-party-info-confirmation',
      description: 'Whether the landlord or property manager is to be listed as an interested party (renters).',
      examples: [{ interestedPartyInfoConfirmation: 'No' }, { interestedPartyInfoConfirmation: 'Yes' }],
    },
  ),
  rc2(
    'policy',
    { interestedPartyName: req(freeText), interestedPartyAddress: req(freeText) },
    {
      id: 'interestedPartyInfo',
      slug: 'interested-party-info',
      description: "The interested party's name and mailing address; only when they are to be listed.",
      skip: ['noInterestedParty'],
      examples: [
        {
          interestedPartyName: 'Oak Street Property Management',
          interestedPartyAddress: '12 Oak St, Columbus, OH 43215',
        },
      ],
    },
  ),
  // The fast-track carrier: preferred contact method, then the reach-out time; an agent finishes the purchase.
  rc2(
    'policy',
    { preferredContactMethod: req(option) },
    {
      id: 'helpFinalizePolicyConnectAgent',
      slug: 'help-finalize-policy-connect-agent',
      description: 'How an agent should reach the shopper to finalise the policy (fast-track).',
      examples: [{ preferredContactMethod: 'Phone call' }],
    },
  ),
  rc2(
    'policy',
    { reachOutTime: req(option) },
    {
      id: 'fastTrackReachOut',
      slug: 'fast-track-reach-out',
      description: 'When the agent should reach out (fast-track; calendlyAvailability and agencyOperatingHours).',
      examples: [{ reachOutTime: 'As soon as possible' }],
    },
  ),
  // Post-MVR: undisclosed drivers (spec 001 section 4; the rules are undisclosed.ts).
  own(
    'udo',
    z.strictObject({ householdMemberStatus: HouseholdMemberStatus }),
    (u, a, i) => {
      const d = draftAt(u, i);
      if (!d) return;
      d.householdMemberStatus = a.householdMemberStatus;
      delete d.hasSeparatePolicy;
      delete d.hasActiveLicense;
      delete d.reasonNotHoldingLicense;
    },
    {
      id: 'undisclosedDriversHousehold',
      slug: 'undisclosed-drivers-household',
      description: 'Whether a driver the driving record found lives in the household.',
      examples: [{ householdMemberStatus: 'YES_PART_OF_HOUSEHOLD' }, { householdMemberStatus: 'UNKNOWN_PERSON' }],
    },
  ),
  own(
    'udo',
    z.strictObject({ hasSeparatePolicy: SeparatePolicyAnswer }),
    (u, a, i) => {
      const d = draftAt(u, i);
      if (!d) return;
      d.hasSeparatePolicy = a.hasSeparatePolicy;
      delete d.hasActiveLicense;
      delete d.reasonNotHoldingLicense;
    },
    {
      id: 'undisclosedDriversActiveInsurance',
      slug: 'undisclosed-drivers-active-insurance',
      description: 'Whether the household member has insurance of their own, other insurance, or none.',
      skip: ['udoNotAskedInsurance'],
      examples: [{ hasSeparatePolicy: 'Yes' }, { hasSeparatePolicy: 'No' }, { hasSeparatePolicy: 'None' }],
    },
  ),
  own(
    'udo',
    z.strictObject({ hasActiveLicense: yesNo }),
    (u, a, i) => {
      const d = draftAt(u, i);
      if (!d) return;
      d.hasActiveLicense = a.hasActiveLicense;
      delete d.reasonNotHoldingLicense;
    },
    {
      id: 'undisclosedDriversLicenseStatus',
      slug: 'undisclosed-drivers-license-status',
      description: 'Whether the uninsured household member has an active licence.',
      skip: ['udoNotAskedLicence'],
      examples: [{ hasActiveLicense: 'Yes' }, { hasActiveLicense: 'No' }],
    },
  ),
  own(
    'udo',
    z.strictObject({
      reasonNotHoldingLicense: LicenseReason.check(
        z.refine((r) => r !== 'VALID_LICENSE_DRIVES_VEHICLES', 'Choose why they hold no license'),
      ),
    }),
    (u, a, i) => {
      const d = draftAt(u, i);
      if (d) d.reasonNotHoldingLicense = a.reasonNotHoldingLicense;
    },
    {
      id: 'undisclosedDriversReasonNoLicense',
      slug: 'undisclosed-drivers-reason-no-license',
      description: 'Why the household member holds no licence; suspended or revoked ends the online purchase.',
      skip: ['udoNotAskedReason'],
      examples: [{ reasonNotHoldingLicense: 'NEVER_HAD_LICENSE' }, { reasonNotHoldingLicense: 'SUSPENDED_LICENSE' }],
    },
  ),
  {
    terminal: true,
    id: 'undisclosedDriversError',
    slug: 'undisclosed-drivers-error',
    description:
      'An agent must finish the purchase: a household member holding no licence for a reason the carrier cannot take online.',
    source: 'client',
    skip: ['udoNoLicenceHardStop'],
    // Its one answer is its way on (the flow compiler's terminal page): the chain ends, naming this page as its exit,
    // and the shopper is handed to an agent.
    examples: [true],
    parse: (answer) => (answer === true ? { success: true, data: true } : { success: false }),
    apply: () => {},
  },
  {
    terminal: true,
    id: 'undisclosedDriversHouseholdError',
    slug: 'undisclosed-drivers-error',
    description: 'An agent must finish the purchase: safeco cannot add a household member online.',
    source: 'client',
    skip: ['udoNoHouseholdHardStop'],
    // As undisclosedDriversError: its one answer is its way on to an agent.
    examples: [true],
    parse: (answer) => (answer === true ? { success: true, data: true } : { success: false }),
    apply: () => {},
  },
  // Editable coverages (spec 001 section 4), after the re-rate.
  own(
    'client',
    z.strictObject({ acceptUpdatedPrice: confirm }),
    (u) => {
      u.acceptUpdatedPrice = true;
    },
    {
      id: 'proceedWithUpdatedPrice',
      slug: 'proceed-with-updated-price',
      description:
        'The re-rated price, to accept before going on (safeco, and any carrier whose coverages are not edited); only when the price changed.',
      skip: ['rateUnchanged', 'priceComparedOnCoverages'],
      examples: [{ acceptUpdatedPrice: true }],
    },
  ),
  own(
    'client',
    z.strictObject({
      coverages: z
        .record(text(40).check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/)), text(20).check(z.trim(), z.minLength(1)))
        .check(z.refine((c) => Object.keys(c).length <= 30, 'Send at most 30 coverages')),
    }),
    (u, a) => {
      u.coverages = a.coverages;
    },
    {
      id: 'editableCoverages',
      slug: 'editable-coverages',
      description: 'The coverages, editable against the state minimums (POST /rules-engine/ adjusts the selection).',
      skip: ['coveragesNotEditable'],
      examples: [{ coverages: {} }],
    },
  ),
  own(
    'client',
    z.strictObject({ nextAction: z.enum(['proceed', 'connectAgent']) }),
    (u, a) => {
      u.nextAction = a.nextAction;
    },
    {
      id: 'proceedUpdatedPriceConnectAgent',
      slug: 'proceed-updated-price-connect-agent',
      description: 'Proceed with the updated price, or connect to an agent; fastBind goes straight on to payment.',
      skip: ['fastBind'],
      examples: [{ nextAction: 'proceed' }, { nextAction: 'connectAgent' }],
    },
  ),
  // Payment (RC3): payment method, plan, secure card collection, recurring payments, disclosures, final summary.
  asks(
    'rc3',
    'payment',
    { paymentMethod: req(option) },
    {
      id: 'paymentMethod',
      slug: 'payment-method',
      description: 'How the shopper pays: card, or escrow for home policies.',
      examples: [{ paymentMethod: 'card' }, { paymentMethod: 'escrow' }],
    },
  ),
  asks(
    'rc3',
    'payment',
    { mortgageLender: req(freeText), loanNumber: req(freeText) },
    {
      id: 'mortgageInformation',
      slug: 'mortgage-information',
      description: 'The mortgage lender and loan number; only when a home policy is paid by escrow.',
      skip: ['notEscrowPayment'],
      examples: [{ mortgageLender: 'Huntington National Bank', loanNumber: 'LN-0042-7781' }],
    },
  ),
  asks(
    'rc3',
    'payment',
    { paymentPlan: req(z.enum(['fullPayPlan', 'monthlyPayPlan'])) },
    {
      id: 'paymentInfoCollect',
      slug: 'payment-info-collect',
      description: "The pay plan: in full, or monthly with a deposit; a card's only (escrow pays yearly).",
      skip: ['escrowPayment'],
      examples: [{ paymentPlan: 'fullPayPlan' }, { paymentPlan: 'monthlyPayPlan' }],
    },
  ),
  withShownCard(
    asks(
      'rc3',
      'payment',
      { paymentToken: req(cardToken) },
      {
        id: 'vgsCollect',
        slug: 'vgs-collect',
        description:
          "Secure card collection in the vault's frame: only its token (and the brand and last four it shows) reaches the app; not for escrow.",
        skip: ['escrowPayment'],
        examples: [{ paymentToken: 'tok_sample_4242', brand: 'visa', last4: '4242' }],
      },
    ),
  ),
  asks(
    'rc3',
    'payment',
    { authorizeRecurringCC: req(confirm) },
    {
      id: 'recurringPayments',
      slug: 'recurring-payments',
      description: 'The recurring card authorisation; only for the monthly plan (so never for escrow).',
      skip: ['notMonthlyPlan', 'escrowPayment'],
      examples: [{ authorizeRecurringCC: true }],
    },
  ),
  {
    ...own(
      'client',
      z
        .record(text(60).check(z.regex(/^disclosure\.[A-Za-z0-9]+$/, 'Name a disclosure')), confirm)
        .check(z.refine((r) => Object.keys(r).length > 0, 'Accept the disclosures')),
      (u, a) => {
        for (const id of Object.keys(u.answers)) if (id.startsWith('payment.disclosure.')) delete u.answers[id];
        for (const key of Object.keys(a)) u.answers[`payment.${key}`] = true;
      },
      {
        id: 'reviewDisclosures',
        slug: 'review-disclosures',
        description: "The carrier's disclosures, each accepted before the purchase is reviewed.",
        examples: [{ 'disclosure.applicationStatements': true }],
      },
    ),
    source: 'rc3',
    entity: 'payment',
  },
  asks(
    'rc3',
    'payment',
    { transactionConsent: opt(confirm), eSignDocument: req(confirm) },
    {
      id: 'finalSummary',
      slug: 'final-summary',
      description: "The purchase reviewed before it is submitted (WCAG 3.3.4): today's charge and e-signature.",
      examples: [{ transactionConsent: true, eSignDocument: true }],
    },
  ),
];

export const BIND_STEPS: ReadonlyMap<string, BindStepDef> = new Map(steps.map((s) => [s.id, s]));

/** Route slugs of screens outside the chains' machines: purchase success is the rate call's PURCHASED state. */
export const PURCHASE_SUCCESS_SLUG = 'purchase-success';

export function bindStepOf(id: string): BindStepDef {
  const s = BIND_STEPS.get(id);
  if (!s) throw new Error(`No post-quote step '${id}'`);
  return s;
}
