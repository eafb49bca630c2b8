import type { CoverageTier } from '../../src/contract/entities';
import type { DriverRisk, RiskProfile, VehicleRisk } from './risk';

// The shared shape of a simulated carrier's rate: base rates per vehicle times multiplicative factors. Each carrier
// passes its own table (server/carriers/<carrier>.ts), so the same shopper prices differently per carrier.

export interface RatingTable {
  /** Six-month liability base and physical-damage base (collision + comprehensive), per vehicle, in dollars. */
  liabilityBase: number;
  physicalBase: number;
  /** Multiplies the shared state factor (stateFactors below); a carrier's regional appetite. */
  stateAdjust?: Partial<Record<string, number>>;
  /** Surcharge per incident, as a fraction (0.2 = +20%). */
  surcharge: {
    violation: number;
    atFault: number;
    otherAccident: number;
    dui: number;
    suspended: number;
    sr22: number;
  };
  credit: Record<'excellent' | 'good' | 'fair' | 'poor', number>;
  tier: Record<CoverageTier, number>;
  youngDriver: number;
  installmentFee: number;
  discount: {
    payInFull: number;
    paperless: number;
    multiPolicy: number;
    homeowner: number;
    loyalty: number;
    married: number;
  };
  lapseSurcharge: number;
}

/** Relative cost of insuring in a state (higher: no-fault, litigation, dense traffic). Unlisted states 1.0. */
const STATE_FACTORS: Partial<Record<string, number>> = {
  MI: 1.85,
  LA: 1.7,
  FL: 1.6,
  NY: 1.45,
  NV: 1.35,
  CA: 1.3,
  NJ: 1.3,
  DE: 1.25,
  RI: 1.25,
  MD: 1.2,
  GA: 1.2,
  TX: 1.15,
  CO: 1.15,
  DC: 1.2,
  PA: 1.05,
  IL: 1.05,
  AZ: 1.05,
  WA: 1.05,
  OH: 0.85,
  IA: 0.8,
  ID: 0.8,
  ME: 0.8,
  VT: 0.8,
  NH: 0.85,
  WI: 0.85,
  IN: 0.9,
  VA: 0.9,
  NC: 0.9,
  OR: 1.0,
};
const VCLASS_FACTORS: Record<string, number> = {
  Sedan: 1.0,
  SUV: 1.06,
  Truck: 1.08,
  Van: 0.94,
  'Two Seaters': 1.35,
  'Special Purpose Vehicle': 1.12,
};
const BI_FACTORS: Record<string, number> = {
  '10/20': 0.75,
  '25/50': 0.85,
  '50/100': 1.0,
  '100/300': 1.12,
  '250/500': 1.25,
};

export function mileageFactor(miles: number): number {
  if (miles < 5_000) return 0.85;
  if (miles < 10_000) return 0.93;
  if (miles < 15_000) return 1.0;
  if (miles < 20_000) return 1.08;
  return 1.18;
}

/** Newer vehicles cost more to repair; old ones are worth little, so physical damage shrinks with age. */
const physicalDamageValue = (v: VehicleRisk) =>
  v.ageYears <= 3 ? 1.2 : v.ageYears <= 10 ? 1.0 : v.ageYears <= 20 ? 0.7 : 0.5;

export function ageFactor(age: number, youngDriver: number): number {
  if (age < 20) return 2.2 * youngDriver;
  if (age < 25) return 1.55 * youngDriver;
  if (age < 30) return 1.18;
  if (age < 65) return 1.0;
  if (age < 75) return 1.07;
  return 1.28;
}

function driverSurcharge(d: DriverRisk, t: RatingTable): number {
  const s = t.surcharge;
  return (
    1 +
    d.violations * s.violation +
    d.atFaultAccidents * s.atFault +
    d.otherAccidents * s.otherAccident +
    (d.dui ? s.dui : 0) +
    (d.suspended ? s.suspended : 0) +
    (d.sr22 ? s.sr22 : 0)
  );
}

/** Six-month premium before pay-plan adjustments, in dollars (unrounded). */
export function sixMonthPremium(risk: RiskProfile, t: RatingTable): number {
  const perVehicle = risk.vehicles.map((v) => {
    const physical = v.fullCoverage ? t.physicalBase * physicalDamageValue(v) : 0;
    const use = v.primaryUse === 'Business' ? 1.15 : v.primaryUse === 'Pleasure' ? 0.92 : 1.0;
    return (t.liabilityBase + physical) * (VCLASS_FACTORS[v.vclass] ?? 1.0) * mileageFactor(v.annualMileage) * use;
  });
  const vehiclesTotal = perVehicle.reduce((a, b) => a + b, 0);
  const drivers = risk.drivers;
  const oldest = Math.max(...drivers.map((d) => ageFactor(d.age, t.youngDriver)));
  const incidents = drivers.reduce((f, d) => f * driverSurcharge(d, t), 1);
  // Extra drivers add exposure: +12% each beyond the first.
  const extraDrivers = 1 + 0.12 * Math.max(0, drivers.length - 1);
  const state =
    (risk.state ? (STATE_FACTORS[risk.state] ?? 1) : 1) * (risk.state ? (t.stateAdjust?.[risk.state] ?? 1) : 1);
  const credit = risk.creditBand === 'not_used' || risk.creditBand === 'unknown' ? 1 : t.credit[risk.creditBand];
  const d = t.discount;
  const discounts =
    (risk.discounts.paperless ? 1 - d.paperless : 1) *
    (risk.discounts.multiPolicy ? 1 - d.multiPolicy : 1) *
    (risk.homeOwnership === 'Own' ? 1 - d.homeowner : 1) *
    (drivers[0]?.married ? 1 - d.married : 1) *
    (risk.yearsWithCarrier && /3|4|5|more/.test(risk.yearsWithCarrier) ? 1 - d.loyalty : 1);
  const lapse = risk.currentlyInsured === false ? 1 + t.lapseSurcharge : 1;
  return (
    vehiclesTotal *
    oldest *
    incidents *
    extraDrivers *
    state *
    credit *
    t.tier[risk.tier] *
    (BI_FACTORS[risk.biLimit] ?? 1.1) *
    discounts *
    lapse
  );
}

/** A middle-of-the-market table; each carrier starts here and states where it differs. */
export const STANDARD_TABLE: RatingTable = {
  liabilityBase: 420,
  physicalBase: 360,
  surcharge: { violation: 0.2, atFault: 0.35, otherAccident: 0.08, dui: 0.8, suspended: 0.6, sr22: 0.45 },
  credit: { excellent: 0.85, good: 0.95, fair: 1.1, poor: 1.35 },
  tier: { BASIC: 0.62, LOW: 0.8, MID: 1.0, HIGH: 1.24 },
  youngDriver: 1.0,
  installmentFee: 0.05,
  discount: { payInFull: 0.07, paperless: 0.03, multiPolicy: 0.1, homeowner: 0.04, loyalty: 0.05, married: 0.05 },
  lapseSurcharge: 0.15,
};
