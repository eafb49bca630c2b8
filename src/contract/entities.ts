import { z } from 'zod';
import { birthdate, email, personName, phone, usState, vehicleYear, yesNo, zip } from './common';

// spec 000 section 3. Intake builds a user step by step, so every answer is optional here; the formats are not.

export const NormalizedAddress = z.object({
  streetNumber: z.string().max(20).optional(),
  streetAddress: z.string().min(1).max(120),
  secondaryAddress: z.string().max(60).optional(),
  city: z.string().min(1).max(60),
  county: z.string().max(60).optional(),
  state: usState,
  zip,
  plus4: z.string().regex(/^\d{4}$/).optional(),
  timeZone: z.string().max(60).optional(),
});
export type NormalizedAddress = z.infer<typeof NormalizedAddress>;

export const Incidents = z.object({
  incidentsPrecheck: yesNo.default('No'),
  ticketNumber: z.number().int().min(0).max(9).optional(),
  accidents: z.array(z.object({ date: z.string().max(10), atFault: z.boolean() })).max(3).default([]),
  violations: z.array(z.object({ date: z.string().max(10), type: z.string().max(60) })).max(3).default([]),
  hasDui: z.boolean().optional(),
  isDriversLicenseSuspended: z.boolean().optional(),
});
export type Incidents = z.infer<typeof Incidents>;

export const Sr22 = z.object({ isRequired: z.boolean() });

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
  carrier: z.string().max(60).optional(),
  yearsWithCurrentCarrier: z.string().max(30).optional(),
  creditScore: z.string().max(30).optional(),
  education: z.string().max(60).optional(),
  occupation: z.string().max(60).optional(),
  whyInsured: z.string().max(60).optional(),
  incidents: Incidents.optional(),
  sr22: Sr22.optional(),
});
export type Operator = z.infer<typeof Operator>;

export const Vehicle = z.object({
  id: z.number().int().min(1).max(4),
  year: vehicleYear.optional(),
  make: z.string().max(60).optional(),
  model: z.string().max(80).optional(),
  trim: z.string().max(120).optional(),
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
  city: z.string().max(60).optional(),
  state: usState.optional(),
  address: NormalizedAddress.optional(),
  isValidAddress: yesNo.optional(),
  previousAddress: NormalizedAddress.optional(),
  coverageTier: CoverageTier.default('MID'),
  coverageBILimit: z.string().max(20).optional(),
  currentPremium: z.string().max(20).optional(),
  whenShopping: z.string().max(40).optional(),
  shoppingIntent: z.string().max(60).optional(),
  interestedInMultiPolicy: yesNo.optional(),
  isAgencyEligible: z.boolean().optional(),
});
export type AutoPolicyDetails = z.infer<typeof AutoPolicyDetails>;

export const Contact = z.object({
  email: email.optional(),
  phoneNumber: phone.optional(),
  consentedToContact: z.boolean().default(true),
  consentToSms: z.boolean().default(true),
  emailConsent: z.boolean().optional(),
});

export const Tracking = z.object({
  anonymousId: z.string().max(64).optional(),
  sessionId: z.string().max(64).optional(),
  quotesRequestId: z.string().max(64).optional(),
  formName: z.string().max(60).optional(),
});

export const AutoUser = z.object({
  userId: z.string().uuid().optional(),
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
