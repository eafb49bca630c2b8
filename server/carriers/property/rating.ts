import { roundCents } from '../../../src/domain/quotes';
import type { UsState } from '../../../src/domain/constants';
import {
  CLAIMS_FACTORS,
  COASTAL_FACTOR,
  CONDO_RATE_MULTIPLIER,
  CONSTRUCTION_COST,
  CONSTRUCTION_RATE,
  COST_PER_SQFT,
  CREDIT_FACTORS,
  DEDUCTIBLE_EXPONENT,
  DEFAULT_BEDROOMS,
  DEVICE_CREDITS,
  DWELLING_SHARE,
  HAZARD_FACTORS,
  HOME_AGE_FACTORS,
  HOME_RATE_PER_THOUSAND,
  LIABILITY_CHARGE_PER_100K,
  LIABILITY_EXPONENT,
  MAX_DEVICE_CREDIT,
  MED_PAY_PER_THOUSAND,
  MIN_DEDUCTIBLE,
  NATIONAL_COST_PER_SQFT,
  PAPERLESS_CREDIT,
  POLICY_FEE,
  RENTERS_CAT_SHARE,
  RENTERS_PP_BASE,
  RENTERS_PP_PER_BEDROOM,
  RENTERS_RATE_PER_THOUSAND,
  ROOF_AGE_FACTORS,
  ROOF_AGE_IF_UNKNOWN_SHARE,
  SQFT_BASE,
  SQFT_PER_BEDROOM,
  STATE_CAT_FACTORS,
  WILDFIRE_FACTORS,
  WIND_DEDUCTIBLE_CREDIT,
  WIND_DEDUCTIBLE_SHARE,
} from './constants';
import type { PropertyPolicyType, PropertyRisk } from './risk';

// Deterministic annual premiums for home (HO-3 / HO-6) and renters (HO-4): coverage amounts times a base rate, times
// the catastrophe, building, claims and credit factors, plus liability and fees. Each carrier passes its own table.

export interface PropertyTable {
  /** Multiplies the base rate: the carrier's overall price level, per policy type. */
  level: Record<PropertyPolicyType, number>;
  /** Multiplies the state's catastrophe load: the carrier's regional appetite. */
  stateAdjust?: Partial<Record<UsState, number>>;
  /** Multiplies the credit factor's distance from 1 (0.5: credit matters half as much). */
  creditWeight: number;
  /** Multiplies the claims surcharge's distance from 1. */
  claimsWeight: number;
  /** Multi-policy credit when bundled with auto at this carrier. */
  bundleCredit: number;
  /** Credit on the full-pay plan; surcharge on the monthly plan. */
  payInFullCredit: number;
  installmentFee: number;
}

const lookupBand = (bands: readonly (readonly [number, number])[], value: number) =>
  (bands.find(([max]) => value <= max) ?? bands[bands.length - 1])[1];
const weighted = (factor: number, weight: number) => 1 + (factor - 1) * weight;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

export function squareFootageOf(risk: PropertyRisk): number {
  if (risk.squareFootage) return risk.squareFootage;
  const bedrooms = risk.bedrooms ?? DEFAULT_BEDROOMS[risk.dwelling];
  return SQFT_BASE + SQFT_PER_BEDROOM * Math.max(1, bedrooms);
}

/** Dwelling coverage (Coverage A): the stated replacement cost, else floor area times the state's building cost. */
export function dwellingCoverage(risk: PropertyRisk): number {
  if (risk.policyType === 'renters') return 0;
  if (risk.coverages.replacementCost) return risk.coverages.replacementCost * DWELLING_SHARE[risk.dwelling];
  const perSqft = (risk.state ? COST_PER_SQFT[risk.state] : undefined) ?? NATIONAL_COST_PER_SQFT;
  const old = risk.homeAgeYears !== null && risk.homeAgeYears > 80 ? 1.12 : 1;
  return roundTo(
    squareFootageOf(risk) * perSqft * CONSTRUCTION_COST[risk.construction] * old * DWELLING_SHARE[risk.dwelling],
    1000,
  );
}

export function personalPropertyCoverage(risk: PropertyRisk): number {
  if (risk.coverages.personalProperty) return risk.coverages.personalProperty;
  if (risk.policyType === 'renters')
    return RENTERS_PP_BASE + RENTERS_PP_PER_BEDROOM * Math.max(1, risk.bedrooms ?? DEFAULT_BEDROOMS.Renters);
  // HO-3 insures contents at half the dwelling; a condo's contents are the bulk of what it insures.
  return risk.dwelling === 'Condo'
    ? roundTo(dwellingCoverage(risk) * 2, 1000)
    : roundTo(dwellingCoverage(risk) * 0.5, 1000);
}

export function catastropheFactor(risk: PropertyRisk, t: PropertyTable): number {
  if (!risk.state) return 1;
  const cat =
    (STATE_CAT_FACTORS[risk.state] ?? 1) * (t.stateAdjust?.[risk.state] ?? 1) * (risk.coastal ? COASTAL_FACTOR : 1);
  return cat * (WILDFIRE_FACTORS[risk.state] ?? 1);
}

export const deductibleFactor = (deductible: number, policyType: PropertyRisk['policyType']) =>
  (Math.max(MIN_DEDUCTIBLE, deductible) / 1000) ** -DEDUCTIBLE_EXPONENT[policyType];

export const liabilityCharge = (limit: number, policyType: PropertyRisk['policyType']) =>
  limit <= 0 ? 0 : LIABILITY_CHARGE_PER_100K[policyType] * (limit / 100_000) ** LIABILITY_EXPONENT;

export function deviceCredit(risk: PropertyRisk): number {
  const kept = risk.credits.reduce((f, c) => f * (1 - DEVICE_CREDITS[c]), 1);
  return Math.max(1 - MAX_DEVICE_CREDIT, kept);
}

/** Unasked roof age (spec 000 section 4: asked only of homes 10+ years old): about half the home's age. */
export const roofAgeOf = (risk: PropertyRisk): number =>
  risk.roofAgeYears ?? (risk.homeAgeYears === null ? 10 : Math.round(risk.homeAgeYears * ROOF_AGE_IF_UNKNOWN_SHARE));

export const roofFactor = (risk: PropertyRisk): number => lookupBand(ROOF_AGE_FACTORS, roofAgeOf(risk));

/** The shopper-level factors every policy type shares: claims, credit, devices, paperless. */
function householdFactor(risk: PropertyRisk, t: PropertyTable): number {
  const claims = weighted(CLAIMS_FACTORS[Math.min(risk.claims, CLAIMS_FACTORS.length - 1)], t.claimsWeight);
  const credit =
    risk.creditBand === 'not_used' || risk.creditBand === 'unknown'
      ? 1
      : weighted(CREDIT_FACTORS[risk.creditBand], t.creditWeight);
  return claims * credit * deviceCredit(risk) * (risk.paperless ? 1 - PAPERLESS_CREDIT : 1);
}

function homeAnnual(risk: PropertyRisk, t: PropertyTable): number {
  const dwelling = dwellingCoverage(risk);
  const rate = HOME_RATE_PER_THOUSAND * t.level.home * (risk.dwelling === 'Condo' ? CONDO_RATE_MULTIPLIER : 1);
  const age = risk.homeAgeYears === null ? 1 : lookupBand(HOME_AGE_FACTORS, risk.homeAgeYears);
  const h = risk.hazards;
  const hazards =
    (h.swimmingPool ? HAZARD_FACTORS.swimmingPool : 1) *
    (h.slide ? HAZARD_FACTORS.slide : 1) *
    (h.woodBurnStove ? HAZARD_FACTORS.woodBurnStove : 1) *
    (risk.numberOfFamilies > 1 ? HAZARD_FACTORS.multiFamily : 1);
  const cat = catastropheFactor(risk, t);
  const windCredit =
    cat > 1.3 &&
    risk.coverages.windDeductible !== null &&
    risk.coverages.windDeductible >= dwelling * WIND_DEDUCTIBLE_SHARE
      ? 1 - WIND_DEDUCTIBLE_CREDIT
      : 1;
  const property =
    (dwelling / 1000) *
    rate *
    cat *
    windCredit *
    age *
    roofFactor(risk) *
    CONSTRUCTION_RATE[risk.construction] *
    hazards *
    deductibleFactor(risk.coverages.deductible, 'home');
  const liability =
    liabilityCharge(risk.coverages.personalLiability, 'home') +
    (risk.coverages.medicalPayments / 1000) * MED_PAY_PER_THOUSAND.home;
  return (property + liability * t.level.home) * householdFactor(risk, t) + POLICY_FEE.home;
}

function rentersAnnual(risk: PropertyRisk, t: PropertyTable): number {
  const contents = personalPropertyCoverage(risk);
  const cat = weighted(catastropheFactor(risk, t), RENTERS_CAT_SHARE);
  const property =
    (contents / 1000) *
    RENTERS_RATE_PER_THOUSAND *
    t.level.renters *
    cat *
    deductibleFactor(risk.coverages.deductible, 'renters');
  const liability =
    liabilityCharge(risk.coverages.personalLiability, 'renters') +
    (risk.coverages.medicalPayments / 1000) * MED_PAY_PER_THOUSAND.renters;
  return (property + liability * t.level.renters) * householdFactor(risk, t) + POLICY_FEE.renters;
}

/** Annual premium in dollars, unrounded, before pay-plan and bundle adjustments. */
export const annualPremium = (risk: PropertyRisk, t: PropertyTable) =>
  risk.policyType === 'home' ? homeAnnual(risk, t) : rentersAnnual(risk, t);

export interface PropertyPrice {
  fullPay: number;
  monthlyTotal: number;
  /** The term price when bought together with the bundled policy (multi-policy credit). */
  bundled: number;
}

export function priceOf(risk: PropertyRisk, t: PropertyTable, existingCustomer: boolean): PropertyPrice {
  const annual = annualPremium(risk, t) * (existingCustomer ? 1 - t.bundleCredit : 1);
  return {
    fullPay: roundCents(annual * (1 - t.payInFullCredit)),
    monthlyTotal: roundCents(annual * (1 + t.installmentFee)),
    bundled: roundCents(annual * (existingCustomer ? 1 : 1 - t.bundleCredit) * (1 - t.payInFullCredit)),
  };
}

/** A middle-of-the-market table; each carrier starts here and states where it differs. */
export const STANDARD_PROPERTY_TABLE: PropertyTable = {
  level: { home: 1, renters: 1 },
  creditWeight: 1,
  claimsWeight: 1,
  bundleCredit: 0.12,
  payInFullCredit: 0.05,
  installmentFee: 0.04,
};
