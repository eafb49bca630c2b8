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
  frequency: text(20).optional(),
});

/** Payment information on a policy (spec 001 section 3). paymentToken comes from the card vault: never a card number. */
export const PaymentInformation = z.object({
  authorizeRecurringCC: z.boolean().optional(),
  creditCardType: text(30).optional(),
  creditCardTypeInstallment: text(30).optional(),
  installmentAccSameAsDepositAcc: z.boolean().optional(),
  operationAcknowledgement: z.boolean().optional(),
  paymentMethod: text(30).optional(),
  plan: PaymentPlanChoice.optional(),
  paymentPlan: PaymentPlanChoice.optional(),
  transactionConsent: z.boolean().optional(),
  paymentToken: text(80).optional(),
});
export type PaymentInformation = z.infer<typeof PaymentInformation>;

export const HomePolicyType = z.enum(['Home', 'Townhome', 'Condo', 'Renters']);
export type HomePolicyType = z.infer<typeof HomePolicyType>;

export const Occupant = z.object({
  id: z.number().int().min(1).max(4).optional(),
  firstName: personName.optional(),
  lastName: personName.optional(),
  birthdate: birthdate.optional(),
  maritalStatus: yesNo.optional(),
  gender: z.enum(['Male', 'Female', 'Non-binary']).optional(),
  creditScore: text(30).optional(),
  occupation: text(60).optional(),
  militaryAffiliation: yesNo.optional(),
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
  buildingType: text(60).optional(),
  constructionType: text(60).optional(),
  discounts: PropertyDiscounts.optional(),
  fence: z.boolean().optional(),
  fireplace: z
    .object({
      hasfireplace: z.boolean().optional(),
      numberofFireplaces: count(10).optional(),
      fireplaceType: text(40).optional(),
    })
    .optional(),
  floorType: text(40).optional(),
  foundationType: z
    .enum(['Slab', 'Basement', 'Crawl Space', 'Post and Pier', 'Unfinished Basement', 'Other'])
    .optional(),
  garageType: z.enum(['Built In', 'Basement', 'Carport', 'None']).optional(),
  garageVehicles: count(10).optional(),
  heatingAndCooling: text(60).optional(),
  inGroundPool: z.boolean().optional(),
  numberOfCorners: count(50).optional(),
  occupancy: text(40).optional(),
  porch: z.boolean().optional(),
  propertyAddress: NormalizedAddress.optional(),
  propertyStyle: text(60).optional(),
  propertyType: text(60).optional(),
  purchaseDate: text(10).optional(),
  roofGeometryCode: text(20).optional(),
  roofGeometryType: text(40).optional(),
  roofType: text(40).optional(),
  roofAge: count(200).optional(),
  slide: z.boolean().optional(),
  squareFootage: z.number().int().min(0).max(100_000).optional(),
  stories: count(10).optional(),
  swimmingPool: z.boolean().optional(),
  wallType: text(40).optional(),
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
  carrier: text(60).optional(),
  policyExpirationDate: text(10).optional(),
  numberOfFamilies: count(4).optional(),
  effectiveDate: text(10).optional(),
  billingDate: text(10).optional(),
  address: NormalizedAddress.optional(),
  zip: text(MAX_CHARS.code)
    .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code')
    .optional(),
  paymentInformation: PaymentInformation.optional(),
  /** 'escrow' is significant: no card collection, mortgage information instead (spec 001 section 4). */
  paymentMethod: text(30).optional(),
  shoppingInterest: text(60).optional(),
};

export const HomePolicyDetails = z.object({
  ...policyBase,
  policyType: HomePolicyType.default('Home'),
  coverages: HomeCoverages.default({ deductible: 1000, personalLiability: 300_000, medicalPayments: 1000 }),
});

export const HomeUser = z.object({
  userId: uuid().optional(),
  contact: Contact,
  tracking: Tracking.default({}),
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
  autoCarrier: text(60).optional(),
  priorAddress: NormalizedAddress.optional(),
  livedMoreThanFiveYears: yesNo.optional(),
  addressConfirmation: yesNo.optional(),
  interestedPartyInfoConfirmation: yesNo.optional(),
  landlordInfo: z.object({ name: text(80).trim().min(1).optional(), address: NormalizedAddress.optional() }).optional(),
});

export const RentersUser = z.object({
  userId: uuid().optional(),
  contact: Contact,
  tracking: Tracking.default({}),
  rentersPolicy: z.object({
    occupants: z.array(Occupant).max(4),
    /** The new address being rented, when moving (spec 000 section 3: properties (newAddress)). */
    properties: z.array(Property).max(2),
    policy: RentersPolicyDetails,
  }),
});
export type RentersUser = z.infer<typeof RentersUser>;
