import { z } from 'zod';
import { birthdate, email, personName, phone, usState, vehicleYear, yesNo, zip } from './common';
import { MAX_CHARS, text, uuid } from './text';

// spec 000 section 3. Intake builds a user step by step, so every answer is optional here; the formats are not.

export const NormalizedAddress = z.object({
  streetNumber: text(20).optional(),
  streetAddress: text(MAX_CHARS.streetLine).min(1),
  secondaryAddress: text(MAX_CHARS.addressPart).optional(),
  city: text(MAX_CHARS.addressPart).min(1),
  county: text(MAX_CHARS.addressPart).optional(),
  state: usState,
  zip,
  plus4: text(MAX_CHARS.code)
    .regex(/^\d{4}$/)
    .optional(),
  timeZone: text(MAX_CHARS.addressPart).optional(),
});
export type NormalizedAddress = z.infer<typeof NormalizedAddress>;

export const Incidents = z.object({
  incidentsPrecheck: yesNo.default('No'),
  ticketNumber: z.number().int().min(0).max(9).optional(),
  accidents: z
    .array(z.object({ date: text(10), atFault: z.boolean() }))
    .max(3)
    .default([]),
  // Up to 3 entries per incident category (spec 000 section 9): tickets, DUI, suspension and other are violations.
  violations: z
    .array(z.object({ date: text(10), type: text(60) }))
    .max(12)
    .default([]),
  hasAtFaultAccident: z.boolean().optional(),
  hasDui: z.boolean().optional(),
  isDriversLicenseSuspended: z.boolean().optional(),
});
export type Incidents = z.infer<typeof Incidents>;

/** The SR-22 filing (spec 000 section 3); its dates are MM/DD/YYYY calendar dates, like a birth date. */
export const Sr22 = z.object({
  isRequired: z.boolean(),
  filingCaseNumber: text(MAX_CHARS.code).optional(),
  filingDate: birthdate.optional(),
  filingEndDate: birthdate.optional(),
});

export const Operator = z.object({
  id: z.number().int().min(1).max(4),
  isPrimary: z.boolean(),
  relationship: z.enum(['Self', 'Spouse', 'Other Relative']).optional(),
  firstName: personName.optional(),
  lastName: personName.optional(),
  birthdate: birthdate.optional(),
  gender: z.enum(['Male', 'Female', 'Non-binary']).optional(),
  homeOwnershipStatus: z.enum(['Own', 'Rent', 'Live with family']).optional(),
  activeMilitary: yesNo.optional(),
  militaryAffiliation: yesNo.optional(),
  maritalStatus: yesNo.optional(),
  currentlyInsured: yesNo.optional(),
  carrier: text(60).optional(),
  yearsWithCurrentCarrier: text(30).optional(),
  creditScore: text(30).optional(),
  education: text(60).optional(),
  occupation: text(60).optional(),
  whyInsured: text(60).optional(),
  /** The driver holds a valid licence (spec 000 section 3; asked by the nerd short flow). */
  hasActiveLicense: yesNo.optional(),
  incidents: Incidents.optional(),
  sr22: Sr22.optional(),
});
export type Operator = z.infer<typeof Operator>;

export const Vehicle = z.object({
  id: z.number().int().min(1).max(4),
  year: vehicleYear.optional(),
  make: text(60).optional(),
  model: text(80).optional(),
  trim: text(120).optional(),
  fullCoverage: yesNo.optional(),
  ownershipStatus: z.enum(['Own', 'Finance', 'Lease']).optional(),
  primaryUse: z.enum(['Commute', 'Pleasure', 'Business', 'Other']).optional(),
  annualMileage: z.number().int().min(0).max(200_000).optional(),
  garagingAddress: NormalizedAddress.optional(),
});
export type Vehicle = z.infer<typeof Vehicle>;

export const Discounts = z.object({
  defensiveDriver: z.boolean().optional(),
  goodStudent: z.boolean().optional(),
  paperless: z.boolean().default(true),
  payInFull: z.boolean().default(true),
  multiPolicyDiscount: z.object({ home: z.boolean().optional(), renter: z.boolean().optional() }).optional(),
});
export type Discounts = z.infer<typeof Discounts>;

export const CoverageTier = z.enum(['BASIC', 'LOW', 'MID', 'HIGH']);
export type CoverageTier = z.infer<typeof CoverageTier>;

export const AutoPolicyDetails = z.object({
  zip: zip.optional(),
  city: text(MAX_CHARS.addressPart).optional(),
  state: usState.optional(),
  address: NormalizedAddress.optional(),
  isValidAddress: yesNo.optional(),
  previousAddress: NormalizedAddress.optional(),
  coverageTier: CoverageTier.default('MID'),
  coverageBILimit: text(20).optional(),
  currentPremium: text(20).optional(),
  whenShopping: text(40).optional(),
  shoppingIntent: text(60).optional(),
  /** spec 000 section 9: howToProceed moreOffers, quickerOffers (the geico-focused flow). */
  howToProceed: z.enum(['moreOffers', 'quickerOffers']).optional(),
  interestedInMultiPolicy: yesNo.optional(),
  isAgencyEligible: z.boolean().optional(),
});
export type AutoPolicyDetails = z.infer<typeof AutoPolicyDetails>;

export const Contact = z.object({
  email: email.optional(),
  phoneNumber: phone.optional(),
  /** A code was sent to the number (spec 000 section 4: verify success marks it valid, failure invalid). */
  isPhoneNumberValid: z.boolean().optional(),
  /** The code sent was checked (spec 000 section 4: marks the number verified). */
  isPhoneNumberVerified: z.boolean().optional(),
  consentedToContact: z.boolean().default(true),
  consentToSms: z.boolean().default(true),
  emailConsent: z.boolean().optional(),
});

export const Tracking = z.object({
  anonymousId: text(64).optional(),
  sessionId: text(64).optional(),
  quotesRequestId: text(64).optional(),
  formName: text(60).optional(),
});

export const AutoUser = z.object({
  userId: uuid().optional(),
  contact: Contact,
  tracking: Tracking.default({}),
  autoPolicy: z.object({
    discounts: Discounts,
    vehicles: z.array(Vehicle).max(4),
    operators: z.array(Operator).max(4),
    policy: AutoPolicyDetails,
  }),
});
export type AutoUser = z.infer<typeof AutoUser>;
