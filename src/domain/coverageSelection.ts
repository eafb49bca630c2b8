import type { RulesCoverageResult, RulesCoverageSelection } from '../contract/rules';
import { DECLINED_COVERAGE_PATTERN, US_STATES, type UsState } from './constants';

// A quote's coverage map (its keys, spec 001 section 3) as the selection POST /rules-engine/ checks, and the check's
// answer back in the quote's keys, each message under the coverage it names. The quote's physical-damage limits are
// the policy's, so every vehicle sends the same ones; the answer's are the first vehicle's.

/** The quote's policy coverages under the names the rules engine gives them. */
const POLICY_KEYS = {
  bodilyInjury: 'bodilyInjury',
  propertyDamage: 'propertyDamage',
  uninsuredMotoristBodilyInjury: 'uninsuredMotorist',
  underinsuredMotoristBodilyInjury: 'underinsuredMotorist',
  personalInjuryProtection: 'personalInjuryProtection',
  medicalPayment: 'medicalPayments',
} as const;
type QuoteKey = keyof typeof POLICY_KEYS;
const VEHICLE_KEYS = ['comprehensive', 'collision', 'rental', 'towing'] as const;

const SPLIT = /^\d{1,4}\/\d{1,5}$/;
const DOLLARS = /^\d{1,7}$/;
/** The contract's form of each coverage (src/contract/rules.ts): split limits or dollars, or a declined word. */
const SPLIT_KEYS: ReadonlySet<string> = new Set([
  'bodilyInjury',
  'uninsuredMotorist',
  'underinsuredMotorist',
  'rental',
]);
const fits = (ruleKey: string, value: string) =>
  DECLINED_COVERAGE_PATTERN.test(value) || (SPLIT_KEYS.has(ruleKey) ? SPLIT : DOLLARS).test(value);

export const isUsState = (s: string): s is UsState => (US_STATES as readonly string[]).includes(s);

/**
 * The selection to check: the quote's coverages the rules read, in `state`, one entry per vehicle (ids 1 to 4). A
 * limit the rules cannot read ('Unlimited' personal injury protection) is left out, so it is never adjusted.
 */
export function rulesSelectionOf(
  coverages: Readonly<Record<string, string>>,
  state: UsState,
  vehicleIds: readonly number[],
): RulesCoverageSelection {
  const policy: Record<string, string> = {};
  for (const [quoteKey, ruleKey] of Object.entries(POLICY_KEYS)) {
    const value = coverages[quoteKey];
    if (value !== undefined && fits(ruleKey, value)) policy[ruleKey] = value;
  }
  const vehicle: Record<string, string> = {};
  for (const key of VEHICLE_KEYS) {
    const value = coverages[key];
    if (value !== undefined && fits(key, value)) vehicle[key] = value;
  }
  const ids = [...new Set(vehicleIds.filter((id) => Number.isInteger(id) && id >= 1 && id <= 4))];
  return {
    state,
    policyCoverages: policy as RulesCoverageSelection['policyCoverages'],
    vehicleCoverages: (ids.length ? ids : [1]).map((vehicleId) => ({ vehicleId, coverages: { ...vehicle } })),
  };
}

/** What the check answered, in the quote's keys: the adjusted limits and, by coverage, why each changed. */
export interface CoverageCheck {
  valid: boolean;
  /** The checked selection's limits, adjusted where the rules changed them (only the coverages sent). */
  coverages: Record<string, string>;
  /** The rules' messages by the quote's coverage key, in the engine's order. */
  messages: Record<string, string[]>;
}

const QUOTE_KEY_OF: Record<string, string> = Object.fromEntries(
  Object.entries(POLICY_KEYS).map(([quoteKey, ruleKey]) => [ruleKey, quoteKey as QuoteKey]),
);

/** The quote key a message's dotted field names (policyCoverages.uninsuredMotorist, vehicleCoverages.0.coverages.x). */
function quoteKeyOf(field: string): string | null {
  const policy = /^policyCoverages\.(\w+)$/.exec(field);
  if (policy) return QUOTE_KEY_OF[policy[1]] ?? null;
  const vehicle = /^vehicleCoverages\.\d+\.coverages\.(\w+)$/.exec(field);
  return vehicle && (VEHICLE_KEYS as readonly string[]).includes(vehicle[1]) ? vehicle[1] : null;
}

export function coverageCheckOf(result: RulesCoverageResult): CoverageCheck {
  const coverages: Record<string, string> = {};
  for (const [ruleKey, value] of Object.entries(result.coverages.policyCoverages)) {
    const quoteKey = QUOTE_KEY_OF[ruleKey];
    if (quoteKey && typeof value === 'string') coverages[quoteKey] = value;
  }
  const first = result.coverages.vehicleCoverages[0]?.coverages ?? {};
  for (const key of VEHICLE_KEYS) {
    const value = first[key];
    if (typeof value === 'string') coverages[key] = value;
  }
  const messages: Record<string, string[]> = {};
  for (const m of result.messages) {
    const key = quoteKeyOf(m.coverage);
    if (!key) continue;
    const list = messages[key] ?? [];
    if (!list.includes(m.message)) messages[key] = [...list, m.message];
  }
  return { valid: result.valid, coverages, messages };
}
