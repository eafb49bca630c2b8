import type { CoverageTier } from '../../src/contract/entities';
import { DECLINED } from '../../src/domain/coverageLimits';

// Named constants of the coverage reference data (spec 001 section 3 tiers, section 9 labels and subheadings).

/** spec 001 section 9: "declined words: no coverage, excluded, decline, none" (the client's: src/domain). */
export { DECLINED };

export const TIER_ORDER: readonly CoverageTier[] = ['BASIC', 'LOW', 'MID', 'HIGH'];
/** spec 000 section 9: BASIC (Minimum) is offered in Florida only. */
export const BASIC_TIER_STATES: readonly string[] = ['FL'];

/**
 * spec 001 section 3 labels and section 9 subheadings. The spec gives three subheadings for four tiers; BASIC's is
 * ours, and the other three follow the intake's tier question (src/machines/intake/questions/options.ts).
 */
export const TIER_COPY: Record<CoverageTier, { label: string; subheading: string }> = {
  BASIC: { label: 'Minimum', subheading: 'The state minimum, nothing more' },
  LOW: { label: 'Low', subheading: 'Basic coverage to keep it legal' },
  MID: { label: 'Medium', subheading: 'A higher level of comfort and protection' },
  HIGH: { label: 'High', subheading: 'Peace of mind for (just about) anything' },
};

/** Split liability limits sold, in thousands per person / per accident. */
export const BI_LADDER: readonly (readonly [number, number])[] = [
  [15, 30],
  [20, 40],
  [25, 50],
  [30, 60],
  [50, 100],
  [100, 300],
  [250, 500],
  [500, 1000],
];
/** Property-damage limits sold, in dollars. */
export const PD_LADDER: readonly number[] = [5_000, 10_000, 15_000, 20_000, 25_000, 50_000, 100_000, 250_000, 500_000];

/** The floor of each tier above the state minimum (MID and HIGH), as limits and per-tier physical-damage choices. */
export const TIER_FLOORS = {
  MID: { bodilyInjury: [50, 100] as const, propertyDamage: 50_000 },
  HIGH: { bodilyInjury: [100, 300] as const, propertyDamage: 100_000 },
};

export const TIER_OPTIONAL: Record<
  CoverageTier,
  {
    collision: string;
    comprehensive: string;
    rental: string;
    towing: string;
    medicalPayment: string;
    customizedEquipment: string;
  }
> = {
  BASIC: {
    collision: DECLINED,
    comprehensive: DECLINED,
    rental: DECLINED,
    towing: DECLINED,
    medicalPayment: DECLINED,
    customizedEquipment: DECLINED,
  },
  LOW: {
    collision: '1000',
    comprehensive: '1000',
    rental: DECLINED,
    towing: DECLINED,
    medicalPayment: DECLINED,
    customizedEquipment: DECLINED,
  },
  MID: {
    collision: '500',
    comprehensive: '500',
    rental: '30/900',
    towing: '75',
    medicalPayment: '2000',
    customizedEquipment: '1000',
  },
  HIGH: {
    collision: '250',
    comprehensive: '250',
    rental: '50/1500',
    towing: '100',
    medicalPayment: '5000',
    customizedEquipment: '5000',
  },
};

/**
 * Home defaults: spec 000 section 9 gives deductible 1000, personal liability 300000 and medical payments 1000; the
 * percentages are the common HO-3 form's (other structures 10% and personal property 50% of dwelling, loss of use 20%).
 */
export const HOME_DEFAULTS = {
  dwelling: '100',
  otherStructures: '10',
  personalProperty: '50',
  lossOfUse: '20',
  personalLiability: '300000',
  medicalPayments: '1000',
  allPerils: '1000',
} as const;
/** Percent-of-dwelling hurricane deductibles; Florida sells 2%, 5% and 10% (Fla. Stat. 627.701). */
export const HURRICANE_OPTIONS = ['1', '2', '5'] as const;
export const FLORIDA_HURRICANE_OPTIONS = ['2', '5', '10'] as const;
export const WIND_HAIL_OPTIONS = ['1', '2', '5'] as const;

/**
 * Percentage hurricane deductibles (Insurance Information Institute: 19 states and DC have them); Florida's lowest
 * is 2%. Wind-and-hail percentage deductibles are sold where hail is the main loss (plains and mountain states).
 */
export const HURRICANE_DEDUCTIBLE_STATES: readonly string[] = [
  'AL',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'LA',
  'ME',
  'MD',
  'MA',
  'MS',
  'NJ',
  'NY',
  'NC',
  'PA',
  'RI',
  'SC',
  'TX',
  'VA',
];
export const WIND_HAIL_DEDUCTIBLE_STATES: readonly string[] = [
  'AR',
  'CO',
  'IA',
  'KS',
  'MN',
  'MO',
  'MT',
  'ND',
  'NE',
  'NM',
  'OK',
  'SD',
  'TX',
  'WY',
];
