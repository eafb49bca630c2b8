import type { CoverageTier } from '../../src/contract/entities';
import type { RiskProfile } from './risk';

// Coverage limits per tier (spec 001 section 3: tiers BASIC Florida only, LOW, MID, HIGH), as the quote's map.

/** spec 001 section 9: "declined words: no coverage, excluded, decline, none". */
export const DECLINED = 'No Coverage';

const TIERS: Record<CoverageTier, Record<string, string>> = {
  BASIC: { propertyDamage: '10000', uninsuredMotorist: DECLINED, collision: DECLINED, comprehensive: DECLINED, rental: DECLINED, towing: DECLINED },
  LOW: { propertyDamage: '25000', uninsuredMotorist: '25/50', collision: '1000', comprehensive: '1000', rental: DECLINED, towing: DECLINED },
  MID: { propertyDamage: '50000', uninsuredMotorist: '50/100', collision: '500', comprehensive: '500', rental: '30/900', towing: '75' },
  HIGH: { propertyDamage: '100000', uninsuredMotorist: '100/300', collision: '250', comprehensive: '250', rental: '50/1500', towing: '100', medicalPayments: '5000' },
};

/** States with personal injury protection (no-fault or add-on PIP). */
const PIP_STATES = new Set(['FL', 'HI', 'KS', 'KY', 'MA', 'MI', 'MN', 'NJ', 'NY', 'ND', 'PA', 'UT', 'DE', 'MD', 'OR']);

export function coveragesFor(risk: RiskProfile): Record<string, string> {
  const tier = { ...TIERS[risk.tier] };
  // Liability-only vehicles decline physical damage (spec 000 section 4: full coverage asked of owned vehicles).
  if (risk.vehicles.every((v) => !v.fullCoverage)) {
    tier.collision = DECLINED;
    tier.comprehensive = DECLINED;
  }
  return {
    bodilyInjury: risk.biLimit,
    ...tier,
    ...(risk.state && PIP_STATES.has(risk.state) ? { personalInjuryProtection: '10000' } : {}),
  };
}
