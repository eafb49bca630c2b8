import { z } from 'zod/mini';
import { birthdate, personName, usState, yesNo } from './common';
import { Contact, NormalizedAddress, Tracking } from './entities';
import { MAX_CHARS, text, uuid } from './text';

// spec 000 section 3: the home user and the renters user. Intake builds them step by step, so answers are optional;
// their formats are not. Defaults are spec 000 section 9 / 001 section 9 (deductible 1000, liability, med pay).

export const PaymentPlanChoice = z.object({
  depositAmount: z.optional(z.number().check(z.nonnegative())),
  totalAmount: z.optional(z.number().check(z.nonnegative())),
  numberOfPayments: z.optional(z.number().check(z.int(), z.gte(1), z.lte(12))),
  frequency: z.optional(text(20)),
});

/** Payment information on a policy (spec 001 section 3). paymentToken comes from the card vault: never a card number. */
export const PaymentInformation = z.object({
  authorizeRecurringCC: z.optional(z.boolean()),
  creditCardType: z.optional(text(30)),
  creditCardTypeInstallment: z.optional(text(30)),
  installmentAccSameAsDepositAcc: z.optional(z.boolean()),
  operationAcknowledgement: z.optional(z.boolean()),
  paymentMethod: z.optional(text(30)),
  plan: z.optional(PaymentPlanChoice),
  paymentPlan: z.optional(PaymentPlanChoice),
  transactionConsent: z.optional(z.boolean()),
  paymentToken: z.optional(text(80)),
});
export type PaymentInformation = z.infer<typeof PaymentInformation>;

export const HomePolicyType = z.enum(['Home', 'Townhome', 'Condo', 'Renters']);
export type HomePolicyType = z.infer<typeof HomePolicyType>;

export const Occupant = z.object({
  id: z.optional(z.number().check(z.int(), z.gte(1), z.lte(4))),
  firstName: z.optional(personName),
  lastName: z.optional(personName),
  birthdate: z.optional(birthdate),
  maritalStatus: z.optional(yesNo),
  gender: z.optional(z.enum(['Male', 'Female', 'Non-binary'])),
  creditScore: z.optional(text(30)),
  occupation: z.optional(text(60)),
  militaryAffiliation: z.optional(yesNo),
  /** Property claims in the last five years. */
  claims: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10))),
});
export type Occupant = z.infer<typeof Occupant>;

const count = (max: number) => z.number().check(z.int(), z.gte(0), z.lte(max));
const yearBuilt = z.number().check(z.int(), z.gte(1700), z.lte(2100));

export const PropertyDiscounts = z.object({
  deadbolt: z.optional(z.boolean()),
  fireExtinguisher: z.optional(z.boolean()),
  sprinklerSystem: z.optional(z.boolean()),
  smokeDetectors: z.optional(z.boolean()),
  securityAlarm: z.optional(z.boolean()),
  centralAir: z.optional(z.boolean()),
  fireAlarm: z.optional(z.object({ hasFireAlarm: z.optional(z.boolean()) })),
  nonSmoker: z.optional(z.boolean()),
  retired: z.optional(z.boolean()),
  inventory: z.optional(z.boolean()),
  paperless: z._default(z.boolean(), true),
  connectedHome: z.optional(z.boolean()),
});

/** spec 000 section 9: foundation and garage options. */
export const FoundationType = z.enum([
  'Slab',
  'Basement',
  'Crawl Space',
  'Post and Pier',
  'Unfinished Basement',
  'Other',
]);
export const GarageType = z.enum(['Built In', 'Basement', 'Carport', 'None']);

export const Property = z.object({
  bedrooms: z.optional(count(10)),
  bathrooms: z.optional(count(10)),
  halfbathrooms: z.optional(count(10)),
  buildingType: z.optional(text(60)),
  constructionType: z.optional(text(60)),
  discounts: z.optional(PropertyDiscounts),
  fence: z.optional(z.boolean()),
  fireplace: z.optional(
    z.object({
      hasfireplace: z.optional(z.boolean()),
      numberofFireplaces: z.optional(count(10)),
      fireplaceType: z.optional(text(40)),
    }),
  ),
  floorType: z.optional(text(40)),
  foundationType: z.optional(FoundationType),
  garageType: z.optional(GarageType),
  garageVehicles: z.optional(count(10)),
  heatingAndCooling: z.optional(text(60)),
  inGroundPool: z.optional(z.boolean()),
  numberOfCorners: z.optional(count(50)),
  occupancy: z.optional(text(40)),
  porch: z.optional(z.boolean()),
  propertyAddress: z.optional(NormalizedAddress),
  propertyStyle: z.optional(text(60)),
  propertyType: z.optional(text(60)),
  purchaseDate: z.optional(text(10)),
  roofGeometryCode: z.optional(text(20)),
  roofGeometryType: z.optional(text(40)),
  roofType: z.optional(text(40)),
  roofAge: z.optional(count(200)),
  slide: z.optional(z.boolean()),
  squareFootage: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100_000))),
  stories: z.optional(count(10)),
  swimmingPool: z.optional(z.boolean()),
  wallType: z.optional(text(40)),
  woodBurnStove: z.optional(z.boolean()),
  yearBuilt: z.optional(yearBuilt),
});
export type Property = z.infer<typeof Property>;

const dollars = z.number().check(z.int(), z.gte(0), z.lte(50_000_000));

export const HomeCoverages = z.object({
  deductible: z._default(dollars, 1000),
  deductibles: z.optional(
    z.object({ allPerils: z.optional(dollars), windAndHail: z.optional(dollars), hurricane: z.optional(dollars) }),
  ),
  personalLiability: z._default(dollars, 300_000),
  medicalPayments: z._default(dollars, 1000),
  otherStructures: z.optional(dollars),
  personalProperty: z.optional(dollars),
  replacementCost: z.optional(dollars),
});
export type HomeCoverages = z.infer<typeof HomeCoverages>;

export const RentersCoverages = z.object({
  deductibles: z._default(z.object({ allPerils: z._default(dollars, 1000) }), { allPerils: 1000 }),
  personalLiability: z._default(dollars, 100_000),
  medicalPayments: z._default(dollars, 1000),
  personalProperty: z.optional(dollars),
  lossOfUse: z.optional(dollars),
});
export type RentersCoverages = z.infer<typeof RentersCoverages>;

const policyBase = {
  bundlePolicies: z.optional(z.array(text(30)).check(z.maxLength(10))),
  carrier: z.optional(text(60)),
  policyExpirationDate: z.optional(text(10)),
  numberOfFamilies: z.optional(count(4)),
  effectiveDate: z.optional(text(10)),
  billingDate: z.optional(text(10)),
  address: z.optional(NormalizedAddress),
  zip: z.optional(text(MAX_CHARS.code).check(z.regex(/^\d{5}$/, 'Enter a 5-digit ZIP code'))),
  paymentInformation: z.optional(PaymentInformation),
  /** 'escrow' is significant: no card collection, mortgage information instead (spec 001 section 4). */
  paymentMethod: z.optional(text(30)),
  shoppingInterest: z.optional(text(60)),
  /** The ZIP lookup's state and city: the address is validated in them (spec 000 section 4). */
  state: z.optional(usState),
  city: z.optional(text(60)),
  /** Started from a finished auto shopper's answers (the auto-to-home or auto-to-renters bundle, spec 000 section 4). */
  isAutoBundle: z.optional(z.boolean()),
  /**
   * The home prefill (POST /home/prefill, spec 001 section 4): InProgress, then Completed (also on failure); whether
   * facts were found, and the shopper's verdict on them (No: they edit the details themselves).
   */
  prefill: z.optional(
    z.object({
      status: z.enum(['InProgress', 'Completed']),
      found: z.boolean(),
      confirmed: z.optional(yesNo),
    }),
  ),
};

export const HomePolicyDetails = z.object({
  ...policyBase,
  policyType: z._default(HomePolicyType, 'Home'),
  coverages: z._default(HomeCoverages, { deductible: 1000, personalLiability: 300_000, medicalPayments: 1000 }),
});

export const HomeUser = z.object({
  userId: z.optional(uuid()),
  contact: Contact,
  tracking: z._default(Tracking, {}),
  homePolicy: z.object({
    occupants: z.array(Occupant).check(z.maxLength(4)),
    properties: z.array(Property).check(z.maxLength(2)),
    policy: HomePolicyDetails,
  }),
});
export type HomeUser = z.infer<typeof HomeUser>;

export const RentersPolicyDetails = z.object({
  ...policyBase,
  policyType: z._default(z.literal('Renters'), 'Renters'),
  coverages: z._default(RentersCoverages, {
    deductibles: { allPerils: 1000 },
    personalLiability: 100_000,
    medicalPayments: 1000,
  }),
  autoCarrier: z.optional(text(60)),
  priorAddress: z.optional(NormalizedAddress),
  livedMoreThanFiveYears: z.optional(yesNo),
  addressConfirmation: z.optional(yesNo),
  interestedPartyInfoConfirmation: z.optional(yesNo),
  landlordInfo: z.optional(
    z.object({ name: z.optional(text(80).check(z.trim(), z.minLength(1))), address: z.optional(NormalizedAddress) }),
  ),
});

export const RentersUser = z.object({
  userId: z.optional(uuid()),
  contact: Contact,
  tracking: z._default(Tracking, {}),
  rentersPolicy: z.object({
    occupants: z.array(Occupant).check(z.maxLength(4)),
    /** The new address being rented, when moving (spec 000 section 3: properties (newAddress)). */
    properties: z.array(Property).check(z.maxLength(2)),
    policy: RentersPolicyDetails,
  }),
});
export type RentersUser = z.infer<typeof RentersUser>;

export { type PropertyUser, isRentersUser, propertyPolicyOf } from './propertyUser';
