import { DECLINED } from '../coverages/constants';
import { covers, parseSplit, splitText, thousands } from '../coverages/limits';
import { minimumOf, tierDetails } from '../coverages/tiers';
import type { RiskProfile } from './risk';

// A quote's coverage map (spec 001 section 3), read from the one tier table (server/coverages/tiers.ts) that the
// agency tier call also serves: the shopper's tier in the shopper's state.

export { DECLINED };

const PHYSICAL_DAMAGE = ['collision', 'comprehensive', 'rental', 'customizedEquipment'] as const;

export function coveragesFor(risk: RiskProfile): Record<string, string> {
  // BASIC outside Florida rates as LOW (risk.ts); the table agrees.
  const details = tierDetails(risk.state, risk.tier) ?? tierDetails(risk.state, 'LOW');
  const coverages: Record<string, string> = {};
  if (!details) return coverages;
  const { tier: _tier, label: _label, subheading: _subheading, ...limits } = details;
  for (const [key, value] of Object.entries(limits)) if (value !== null) coverages[key] = value;

  // The BI limit the shopper chose (or the tier's default), never below the state minimum.
  const minimum = thousands(minimumOf(risk.state).bodilyInjury);
  const chosen = parseSplit(risk.biLimit);
  coverages.bodilyInjury = splitText(chosen && covers(chosen, minimum) ? chosen : minimum);

  // Liability-only vehicles decline physical damage (spec 000 section 4: full coverage asked of owned vehicles).
  if (risk.vehicles.every((v) => !v.fullCoverage)) for (const key of PHYSICAL_DAMAGE) coverages[key] = DECLINED;
  return coverages;
}
