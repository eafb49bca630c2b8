import { z } from 'zod';
import { birthdate, personName, yesNo } from './common';
import { Contact, NormalizedAddress, Tracking } from './entities';
import { MAX_CHARS, text, uuid } from './text';

// spec 000 section 3: the home user and the renters user. Intake builds them step by step, so answers are optional;
// their formats are not. Defaults are spec 000 section 9 / 001 section 9 (deductible 1000, liability, med pay).

export const PaymentPlanChoice = z.object({
  depositAmount: z.number().nonnegative().finite().optional(),
  totalAmount: z.number().nonnegative().finite().optional(),
  numberOfPayments: z.number().int().min(1).max(12).optional(),
  frequency: z.optional(text(20)),
});

/** Payment information on a policy (spec 001 section 3). paymentToken comes from the card vault: never a card number. */
export const PaymentInformation = z.object({
  authorizeRecurringCC: z.boolean().optional(),
  creditCardType: z.optional(text(30)),
  creditCardTypeInstallment: z.optional(text(30)),
  installmentAccSameAsDepositAcc: z.boolean().optional(),
  operationAcknowledgement: z.boolean().optional(),
  paymentMethod: z.optional(text(30)),
  plan: PaymentPlanChoice.optional(),
  paymentPlan: PaymentPlanChoice.optional(),
  transactionConsent: z.boolean().optional(),
  paymentToken: z.optional(text(80)),
});
export type PaymentInformation = z.infer<typeof PaymentInformation>;

export const HomePolicyType = z.enum(['Home', 'Townhome', 'Condo', 'Renters']);
export type HomePolicyType = z.infer<typeof HomePolicyType>;

export const Occupant = z.object({
  id: z.number().int().min(1).max(4).optional(),
  firstName: z.optional(personName),
  lastName: z.optional(personName),
  birthdate: z.optional(birthdate),
  maritalStatus: z.optional(yesNo),
  gender: z.enum(['Male', 'Female', 'Non-binary']).optional(),
  creditScore: z.optional(text(30)),
  occupation: z.optional(text(60)),
  militaryAffiliation: z.optional(yesNo),
  /** Property claims in the last five years. */
  claims: z.number().int().min(0).max(10).optional(),
});
export type Occupant = z.infer<typeof Occupant>;

const count = (max: number) => z.number().int().min(0).max(max);
const yearBuilt = z.number().int().min(1700).max(2100);

export const PropertyDiscounts = z.object({
  deadbolt: z.boolean().optional(),
  fireExtinguisher: z.boolean().optional(),
  sprinklerSystem: z.boolean().optional(),
  smokeDetectors: z.boolean().optional(),
  securityAlarm: z.boolean().optional(),
  centralAir: z.boolean().optional(),
  fireAlarm: z.object({ hasFireAlarm: z.boolean().optional() }).optional(),
  nonSmoker: z.boolean().optional(),
  retired: z.boolean().optional(),
  inventory: z.boolean().optional(),
  paperless: z.boolean().default(true),
  connectedHome: z.boolean().optional(),
});

export const Property = z.object({
  bedrooms: count(10).optional(),
  bathrooms: count(10).optional(),
  halfbathrooms: count(10).optional(),
  buildingType: z.optional(text(60)),
  constructionType: z.optional(text(60)),
  discounts: PropertyDiscounts.optional(),
  fence: z.boolean().optional(),
  fireplace: z
    .object({
      hasfireplace: z.boolean().optional(),
      numberofFireplaces: count(10).optional(),
      fireplaceType: z.optional(text(40)),
    })
    .optional(),
  floorType: z.optional(text(40)),
  foundationType: z
    .enum(['Slab', 'Basement', 'Crawl Space', 'Post and Pier', 'Unfinished Basement', 'Other'])
    .optional(),
  garageType: z.enum(['Built In', 'Basement', 'Carport', 'None']).optional(),
  garageVehicles: count(10).optional(),
  heatingAndCooling: z.optional(text(60)),
  inGroundPool: z.boolean().optional(),
  numberOfCorners: count(50).optional(),
  occupancy: z.optional(text(40)),
  porch: z.boolean().optional(),
  propertyAddress: z.optional(NormalizedAddress),
  propertyStyle: z.optional(text(60)),
  propertyType: z.optional(text(60)),
  purchaseDate: z.optional(text(10)),
  roofGeometryCode: z.optional(text(20)),
  roofGeometryType: z.optional(text(40)),
  roofType: z.optional(text(40)),
  roofAge: count(200).optional(),
  slide: z.boolean().optional(),
  squareFootage: z.number().int().min(0).max(100_000).optional(),
  stories: count(10).optional(),
  swimmingPool: z.boolean().optional(),
  wallType: z.optional(text(40)),
  woodBurnStove: z.boolean().optional(),
  yearBuilt: yearBuilt.optional(),
});
export type Property = z.infer<typeof Property>;

const dollars = z.number().int().min(0).max(50_000_000);

export const HomeCoverages = z.object({
  deductible: dollars.default(1000),
  deductibles: z
    .object({ allPerils: dollars.optional(), windAndHail: dollars.optional(), hurricane: dollars.optional() })
    .optional(),
  personalLiability: dollars.default(300_000),
  medicalPayments: dollars.default(1000),
  otherStructures: dollars.optional(),
  personalProperty: dollars.optional(),
  replacementCost: dollars.optional(),
});
export type HomeCoverages = z.infer<typeof HomeCoverages>;

export const RentersCoverages = z.object({
  deductibles: z.object({ allPerils: dollars.default(1000) }).default({ allPerils: 1000 }),
  personalLiability: dollars.default(100_000),
  medicalPayments: dollars.default(1000),
  personalProperty: dollars.optional(),
  lossOfUse: dollars.optional(),
});
export type RentersCoverages = z.infer<typeof RentersCoverages>;

const policyBase = {
  bundlePolicies: z.array(text(30)).max(10).optional(),
  carrier: z.optional(text(60)),
  policyExpirationDate: z.optional(text(10)),
  numberOfFamilies: count(4).optional(),
  effectiveDate: z.optional(text(10)),
  billingDate: z.optional(text(10)),
  address: z.optional(NormalizedAddress),
  zip: z.optional(text(MAX_CHARS.code).check(z.regex(/^\d{5}$/, 'Enter a 5-digit ZIP code'))),
  paymentInformation: PaymentInformation.optional(),
  /** 'escrow' is significant: no card collection, mortgage information instead (spec 001 section 4). */
  paymentMethod: z.optional(text(30)),
  shoppingInterest: z.optional(text(60)),
};

export const HomePolicyDetails = z.object({
  ...policyBase,
  policyType: HomePolicyType.default('Home'),
  coverages: HomeCoverages.default({ deductible: 1000, personalLiability: 300_000, medicalPayments: 1000 }),
});

export const HomeUser = z.object({
  userId: z.optional(uuid()),
  contact: Contact,
  tracking: z._default(Tracking, {}),
  homePolicy: z.object({
    occupants: z.array(Occupant).max(4),
    properties: z.array(Property).max(2),
    policy: HomePolicyDetails,
  }),
});
export type HomeUser = z.infer<typeof HomeUser>;

export const RentersPolicyDetails = z.object({
  ...policyBase,
  policyType: z.literal('Renters').default('Renters'),
  coverages: RentersCoverages.default({
    deductibles: { allPerils: 1000 },
    personalLiability: 100_000,
    medicalPayments: 1000,
  }),
  autoCarrier: z.optional(text(60)),
  priorAddress: z.optional(NormalizedAddress),
  livedMoreThanFiveYears: z.optional(yesNo),
  addressConfirmation: z.optional(yesNo),
  interestedPartyInfoConfirmation: z.optional(yesNo),
  landlordInfo: z
    .object({ name: z.optional(text(80).check(z.trim(), z.minLength(1))), address: z.optional(NormalizedAddress) })
    .optional(),
});

export const RentersUser = z.object({
  userId: z.optional(uuid()),
  contact: Contact,
  tracking: z._default(Tracking, {}),
  rentersPolicy: z.object({
    occupants: z.array(Occupant).max(4),
    /** The new address being rented, when moving (spec 000 section 3: properties (newAddress)). */
    properties: z.array(Property).max(2),
    policy: RentersPolicyDetails,
  }),
});
export type RentersUser = z.infer<typeof RentersUser>;
