import { z } from 'zod/mini';
import { birthdate, email, personName, phone, usState, vehicleYear, yesNo, zip } from './common';
import { MAX_CHARS, text, uuid } from './text';
import { Tracking } from './tracking';

export { Tracking };

// spec 000 section 3. Intake builds a user step by step, so every answer is optional here; the formats are not.

export const NormalizedAddress = z.object({
  streetNumber: z.optional(text(20)),
  streetAddress: text(MAX_CHARS.streetLine).check(z.minLength(1)),
  secondaryAddress: z.optional(text(MAX_CHARS.addressPart)),
  city: text(MAX_CHARS.addressPart).check(z.minLength(1)),
  county: z.optional(text(MAX_CHARS.addressPart)),
  state: usState,
  zip,
  plus4: z.optional(text(MAX_CHARS.code).check(z.regex(/^\d{4}$/))),
  timeZone: z.optional(text(MAX_CHARS.addressPart)),
});
export type NormalizedAddress = z.infer<typeof NormalizedAddress>;

export const Incidents = z.object({
  incidentsPrecheck: z._default(yesNo, 'No'),
  ticketNumber: z.optional(z.number().check(z.int(), z.gte(0), z.lte(9))),
  accidents: z._default(z.array(z.object({ date: text(10), atFault: z.boolean() })).check(z.maxLength(3)), []),
  // Up to 3 entries per incident category (spec 000 section 9): tickets, DUI, suspension and other are violations.
  violations: z._default(z.array(z.object({ date: text(10), type: text(60) })).check(z.maxLength(12)), []),
  hasAtFaultAccident: z.optional(z.boolean()),
  hasDui: z.optional(z.boolean()),
  isDriversLicenseSuspended: z.optional(z.boolean()),
});
export type Incidents = z.infer<typeof Incidents>;

/** The SR-22 filing (spec 000 section 3); its dates are MM/DD/YYYY calendar dates, like a birth date. */
export const Sr22 = z.object({
  isRequired: z.boolean(),
  filingCaseNumber: z.optional(text(MAX_CHARS.code)),
  filingDate: z.optional(birthdate),
  filingEndDate: z.optional(birthdate),
});

export const Operator = z.object({
  id: z.number().check(z.int(), z.gte(1), z.lte(4)),
  isPrimary: z.boolean(),
  relationship: z.optional(z.enum(['Self', 'Spouse', 'Other Relative'])),
  firstName: z.optional(personName),
  lastName: z.optional(personName),
  birthdate: z.optional(birthdate),
  gender: z.optional(z.enum(['Male', 'Female', 'Non-binary'])),
  homeOwnershipStatus: z.optional(z.enum(['Own', 'Rent', 'Live with family'])),
  activeMilitary: z.optional(yesNo),
  militaryAffiliation: z.optional(yesNo),
  maritalStatus: z.optional(yesNo),
  currentlyInsured: z.optional(yesNo),
  carrier: z.optional(text(60)),
  yearsWithCurrentCarrier: z.optional(text(30)),
  creditScore: z.optional(text(30)),
  education: z.optional(text(60)),
  occupation: z.optional(text(60)),
  whyInsured: z.optional(text(60)),
  /** The driver holds a valid licence (spec 000 section 3; asked by the nerd short flow). */
  hasActiveLicense: z.optional(yesNo),
  incidents: z.optional(Incidents),
  sr22: z.optional(Sr22),
});
export type Operator = z.infer<typeof Operator>;

export const Vehicle = z.object({
  id: z.number().check(z.int(), z.gte(1), z.lte(4)),
  year: z.optional(vehicleYear),
  make: z.optional(text(60)),
  model: z.optional(text(80)),
  trim: z.optional(text(120)),
  fullCoverage: z.optional(yesNo),
  ownershipStatus: z.optional(z.enum(['Own', 'Finance', 'Lease'])),
  primaryUse: z.optional(z.enum(['Commute', 'Pleasure', 'Business', 'Other'])),
  annualMileage: z.optional(z.number().check(z.int(), z.gte(0), z.lte(200_000))),
  garagingAddress: z.optional(NormalizedAddress),
});
export type Vehicle = z.infer<typeof Vehicle>;

export const Discounts = z.object({
  defensiveDriver: z.optional(z.boolean()),
  goodStudent: z.optional(z.boolean()),
  paperless: z._default(z.boolean(), true),
  payInFull: z._default(z.boolean(), true),
  multiPolicyDiscount: z.optional(z.object({ home: z.optional(z.boolean()), renter: z.optional(z.boolean()) })),
});
export type Discounts = z.infer<typeof Discounts>;

export const CoverageTier = z.enum(['BASIC', 'LOW', 'MID', 'HIGH']);
export type CoverageTier = z.infer<typeof CoverageTier>;

/** The white-label knockout criteria, in the whitelabelKnockouts rule's order (spec 000 section 4, "Knockout"). */
export const KNOCKOUT_CRITERIA = [
  'accidentLimit',
  'dui',
  'suspendedLicense',
  'sr22',
  'noPriorInsurance',
  'stateNotServed',
] as const;
export const KnockoutCriterion = z.enum(KNOCKOUT_CRITERIA);
export type KnockoutCriterion = z.infer<typeof KnockoutCriterion>;

export const AutoPolicyDetails = z.object({
  zip: z.optional(zip),
  city: z.optional(text(MAX_CHARS.addressPart)),
  state: z.optional(usState),
  address: z.optional(NormalizedAddress),
  isValidAddress: z.optional(yesNo),
  previousAddress: z.optional(NormalizedAddress),
  coverageTier: z._default(CoverageTier, 'MID'),
  coverageBILimit: z.optional(text(20)),
  currentPremium: z.optional(text(20)),
  whenShopping: z.optional(text(40)),
  shoppingIntent: z.optional(text(60)),
  /** spec 000 section 9: howToProceed moreOffers, quickerOffers (the geico-focused flow). */
  howToProceed: z.optional(z.enum(['moreOffers', 'quickerOffers'])),
  interestedInMultiPolicy: z.optional(yesNo),
  isAgencyEligible: z.optional(z.boolean()),
  /** The mutual insurer's agency flag of partnerQuotesAdsEligibility (spec 000 section 4: email, bundling can-show). */
  isMutualInsurerEligible: z.optional(z.boolean()),
  /** The agency's coverage tiers were received for the state; false hides tier and BI limit (spec 000 section 8). */
  hasTierData: z.optional(z.boolean()),
  /** spec 001 section 1: the auto shopper rents and wants a bundle, so renters quotes are asked for too. */
  isRentersBundle: z.optional(z.boolean()),
  /** The smsEnable rule (spec 000 section 4): the phone step texts a code and the verification step asks it. */
  isSmsEnabled: z.optional(z.boolean()),
  /** The quinstreetIntraflowAvailability rule: the phone step offers the partner agency's call mid-questionnaire. */
  hasIntraflowAgencyOffer: z.optional(z.boolean()),
  /**
   * The whitelabelKnockouts rule's answer, asked on the way to the knockout page (its fallback, the client's criteria,
   * when the call fails): the criteria the answers hit, empty when none (docs/decisions/0099).
   */
  knockoutCriteria: z.optional(z.array(KnockoutCriterion).check(z.maxLength(KNOCKOUT_CRITERIA.length))),
});
export type AutoPolicyDetails = z.infer<typeof AutoPolicyDetails>;

export const Contact = z.object({
  email: z.optional(email),
  phoneNumber: z.optional(phone),
  /** A code was sent to the number (spec 000 section 4: verify success marks it valid, failure invalid). */
  isPhoneNumberValid: z.optional(z.boolean()),
  /** The code sent was checked (spec 000 section 4: marks the number verified). */
  isPhoneNumberVerified: z.optional(z.boolean()),
  consentedToContact: z._default(z.boolean(), true),
  consentToSms: z._default(z.boolean(), true),
  emailConsent: z.optional(z.boolean()),
});

export const AutoUser = z.object({
  userId: z.optional(uuid()),
  contact: Contact,
  tracking: z._default(Tracking, {}),
  autoPolicy: z.object({
    discounts: Discounts,
    vehicles: z.array(Vehicle).check(z.maxLength(4)),
    operators: z.array(Operator).check(z.maxLength(4)),
    policy: AutoPolicyDetails,
  }),
});
export type AutoUser = z.infer<typeof AutoUser>;
