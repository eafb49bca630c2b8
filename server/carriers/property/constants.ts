import type { UsState } from '../../../src/domain/constants';

// Home and renters rating constants (spec 001 section 9 defaults; the rest are sandbox choices, docs/spec-decisions.md).

/** spec 001 section 9: deductible 1000; home liability 300000 and med pay 1000; renters liability 100000, med pay 1000. */
export const HOME_DEFAULTS = { deductible: 1000, personalLiability: 300_000, medicalPayments: 1000 } as const;
export const RENTERS_DEFAULTS = { deductible: 1000, personalLiability: 100_000, medicalPayments: 1000 } as const;

/** Home and renters policies run a year. */
export const PROPERTY_TERM_MONTHS = 12;
export const PROPERTY_MONTHLY_PAYMENTS = 12;

/**
 * Catastrophe load per state, relative to a middle-of-the-country state: hurricane (Gulf and Atlantic coast),
 * tornado and hail (the plains), wildfire (the West). Unlisted states 1.0.
 */
export const STATE_CAT_FACTORS: Partial<Record<UsState, number>> = {
  FL: 2.3,
  LA: 2.4,
  OK: 2.5,
  TX: 1.9,
  KS: 1.9,
  NE: 1.8,
  MS: 1.7,
  AL: 1.6,
  AR: 1.5,
  CO: 1.55,
  SD: 1.45,
  MN: 1.25,
  MO: 1.3,
  IA: 1.15,
  KY: 1.1,
  TN: 1.15,
  GA: 1.15,
  SC: 1.3,
  NC: 1.1,
  MT: 1.2,
  ND: 1.3,
  WY: 1.05,
  CA: 1.0,
  HI: 0.75,
  NY: 1.05,
  NJ: 1.05,
  CT: 1.05,
  MA: 1.05,
  RI: 1.1,
  OH: 0.78,
  IN: 0.95,
  MI: 0.95,
  WI: 0.8,
  IL: 1.05,
  PA: 0.78,
  VA: 0.85,
  WV: 0.8,
  MD: 0.9,
  DE: 0.8,
  DC: 0.8,
  ME: 0.72,
  NH: 0.7,
  VT: 0.7,
  WA: 0.75,
  OR: 0.72,
  ID: 0.78,
  UT: 0.72,
  NV: 0.75,
  AZ: 0.95,
  NM: 1.1,
  AK: 0.95,
};

/** States where wildfire drives property pricing (the West's fire season); a separate load on the dwelling. */
export const WILDFIRE_FACTORS: Partial<Record<UsState, number>> = {
  CA: 1.45,
  CO: 1.15,
  OR: 1.2,
  WA: 1.1,
  MT: 1.15,
  ID: 1.1,
  NV: 1.1,
  AZ: 1.1,
  NM: 1.1,
  UT: 1.08,
};

/**
 * Hurricane-exposed coastal ZIP3 areas (first three digits of the ZIP): the Gulf and southern Atlantic seaboard, plus
 * Long Island and the Jersey shore. Coarse on purpose: ZIP3 areas follow postal routes, not the shoreline.
 */
export const COASTAL_ZIP3: Partial<Record<UsState, readonly string[]>> = {
  FL: [
    '320',
    '321',
    '322',
    '324',
    '325',
    '329',
    '330',
    '331',
    '332',
    '333',
    '334',
    '335',
    '336',
    '337',
    '339',
    '341',
    '342',
    '346',
    '349',
  ],
  LA: ['700', '701', '703', '705', '706'],
  TX: ['775', '776', '779', '783', '784', '785'],
  MS: ['395'],
  AL: ['365', '366'],
  GA: ['313', '314', '315'],
  SC: ['294', '295', '299'],
  NC: ['279', '284', '285'],
  NY: ['115', '117', '119'],
  NJ: ['077', '080', '082', '084'],
};
export const COASTAL_FACTOR = 1.65;

/** Building cost per square foot (dollars, frame construction); unlisted states use the national figure. */
export const NATIONAL_COST_PER_SQFT = 165;
export const COST_PER_SQFT: Partial<Record<UsState, number>> = {
  CA: 260,
  HI: 300,
  AK: 250,
  DC: 260,
  MA: 240,
  NY: 230,
  NJ: 225,
  WA: 220,
  CT: 215,
  OR: 205,
  CO: 200,
  RI: 205,
  MD: 190,
  NH: 190,
  VT: 185,
  ME: 180,
  MN: 180,
  IL: 175,
  FL: 175,
  VA: 175,
  UT: 175,
  NV: 170,
  AZ: 165,
  GA: 155,
  NC: 155,
  TX: 150,
  PA: 165,
  WI: 165,
  MI: 160,
  SC: 150,
  TN: 148,
  MO: 145,
  OH: 145,
  IN: 140,
  IA: 145,
  KS: 140,
  NE: 145,
  LA: 140,
  KY: 135,
  AL: 130,
  OK: 130,
  WV: 130,
  AR: 128,
  MS: 125,
  NM: 150,
  ID: 165,
  MT: 170,
  WY: 165,
  SD: 150,
  ND: 155,
  DE: 175,
};

export type Construction = 'masonry' | 'frame' | 'log' | 'manufactured' | 'unknown';
export const CONSTRUCTION_COST: Record<Construction, number> = {
  masonry: 1.08,
  frame: 1,
  log: 1.15,
  manufactured: 0.55,
  unknown: 1,
};
/** Fire and wind resistance: masonry rates best, manufactured homes worst. */
export const CONSTRUCTION_RATE: Record<Construction, number> = {
  masonry: 0.9,
  frame: 1,
  log: 1.2,
  manufactured: 1.45,
  unknown: 1.04,
};

/** Floor area assumed when none was given (ad mapping default 0 means "unknown"): per bedroom, on a base. */
export const SQFT_BASE = 600;
export const SQFT_PER_BEDROOM = 420;
export const DEFAULT_BEDROOMS = { Home: 3, Townhome: 3, Condo: 2, Renters: 2 } as const;
/** A condo unit (HO-6) insures walls-in; a townhome shares walls. */
export const DWELLING_SHARE = { Home: 1, Townhome: 0.9, Condo: 0.25, Renters: 0 } as const;

/** Home base rate in dollars per $1,000 of dwelling coverage, before state and building factors. */
export const HOME_RATE_PER_THOUSAND = 5.2;
/** A condo's walls-in coverage is small but claims-heavy (water): a higher rate per $1,000. */
export const CONDO_RATE_MULTIPLIER = 1.6;
/** Renters base rate in dollars per $1,000 of personal property. */
export const RENTERS_RATE_PER_THOUSAND = 3.6;
/** Renters feel a state's catastrophes less (no dwelling): this share of the state's load applies. */
export const RENTERS_CAT_SHARE = 0.35;
/** Personal property assumed for renters who gave none: a base plus per bedroom. */
export const RENTERS_PP_BASE = 15_000;
export const RENTERS_PP_PER_BEDROOM = 7_500;

/** Liability charge: dollars a year for $100,000, growing with the limit's power below (limits cost less per dollar). */
export const LIABILITY_CHARGE_PER_100K = { home: 18, renters: 14 } as const;
export const LIABILITY_EXPONENT = 0.45;
/** Medical payments to others: dollars a year per $1,000 of limit. */
export const MED_PAY_PER_THOUSAND = { home: 2.5, renters: 2 } as const;
/** Deductible credit: (deductible / 1000) ^ -exponent; renters' small premiums feel the deductible more. */
export const DEDUCTIBLE_EXPONENT = { home: 0.17, renters: 0.22 } as const;
export const MIN_DEDUCTIBLE = 250;

/** Fixed policy fee, dollars a year. */
export const POLICY_FEE = { home: 110, renters: 25 } as const;

/** States that forbid credit in property pricing (CA, MA, MD) plus those where intake never asks it. */
export const PROPERTY_CREDIT_BANNED: readonly UsState[] = ['CA', 'HI', 'MA', 'MD', 'MI'];
export const CREDIT_FACTORS = { excellent: 0.82, good: 0.93, fair: 1.12, poor: 1.45 } as const;

/** Claims in the last five years: surcharge per count (index = claims, last entry for more). */
export const CLAIMS_FACTORS = [0.95, 1.22, 1.5, 1.85] as const;

export const HOME_AGE_FACTORS: readonly [maxYears: number, factor: number][] = [
  [10, 0.85],
  [25, 1],
  [50, 1.12],
  [75, 1.22],
  [Infinity, 1.35],
];
export const ROOF_AGE_FACTORS: readonly [maxYears: number, factor: number][] = [
  [5, 0.9],
  [10, 1],
  [15, 1.12],
  [20, 1.28],
  [Infinity, 1.5],
];
/** Roof age assumed when not asked (spec 000 section 4: roof age is asked only of homes 10+ years old). */
export const ROOF_AGE_IF_UNKNOWN_SHARE = 0.5;

/** Protective-device and lifestyle credits (PropertyDiscounts), multiplied together and capped. */
export const DEVICE_CREDITS = {
  deadbolt: 0.02,
  fireExtinguisher: 0.02,
  smokeDetectors: 0.03,
  fireAlarm: 0.05,
  securityAlarm: 0.05,
  sprinklerSystem: 0.08,
  connectedHome: 0.06,
  nonSmoker: 0.04,
  retired: 0.03,
} as const;
export type DeviceCredit = keyof typeof DEVICE_CREDITS;
export const MAX_DEVICE_CREDIT = 0.25;
export const PAPERLESS_CREDIT = 0.03;

/** Hazards underwriters surcharge. */
export const HAZARD_FACTORS = { swimmingPool: 1.06, slide: 1.05, woodBurnStove: 1.08, multiFamily: 1.1 } as const;

/** A hurricane or wind/hail deductible of at least this share of the dwelling earns the wind credit in cat states. */
export const WIND_DEDUCTIBLE_SHARE = 0.02;
export const WIND_DEDUCTIBLE_CREDIT = 0.12;
