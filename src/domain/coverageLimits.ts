import type { UsState } from './constants';
import { PIP_LEVELS, STATE_MINIMUMS, UMPD_STATES } from './stateMinimums';
import { formatDollars } from './quotes';

// The auto coverage limits the carriers sell on editable-coverages (spec 001 section 4) and the state rules each must
// meet (stateMinimums.ts): one source for the screen that offers them and the sandbox that re-rates them
// (server/ratecall/coverageEdits.ts, whose price factors are keyed by these lists).

/** spec 001 section 9: "declined words: no coverage, excluded, decline, none"; the one the app and the sandbox write. */
export const DECLINED = 'No Coverage';

/** Split liability limits, in thousands per person / per accident. */
export const BI_LIMITS = [
  '15/30',
  '20/40',
  '25/50',
  '25/65',
  '30/60',
  '35/70',
  '50/100',
  '100/300',
  '250/500',
  '500/1000',
] as const;
/** Property-damage limits, in dollars. */
export const PD_LIMITS = [
  '5000',
  '10000',
  '15000',
  '20000',
  '25000',
  '30000',
  '50000',
  '100000',
  '250000',
  '500000',
] as const;

/** Every editable auto coverage (the quote's coverage keys, spec 001 section 3) and the limits sold, lowest first. */
export const AUTO_COVERAGE_LIMITS = {
  bodilyInjury: BI_LIMITS,
  propertyDamage: PD_LIMITS,
  uninsuredMotoristBodilyInjury: [DECLINED, ...BI_LIMITS],
  underinsuredMotoristBodilyInjury: [DECLINED, ...BI_LIMITS],
  uninsuredMotoristPropertyDamage: [DECLINED, ...PD_LIMITS],
  underinsuredMotoristPropertyDamage: [DECLINED, ...PD_LIMITS],
  personalInjuryProtection: [
    '2500',
    '3000',
    '4500',
    '5000',
    '8000',
    '10000',
    '15000',
    '20000',
    '25000',
    '40000',
    '50000',
    '60000',
    '100000',
    '150000',
    '250000',
    '500000',
    'Unlimited',
  ],
  medicalPayment: [DECLINED, '1000', '2000', '5000', '10000'],
  tort: ['Limited', 'Full'],
  collision: [DECLINED, '2000', '1000', '500', '250'],
  comprehensive: [DECLINED, '2000', '1000', '500', '250', '100'],
  rental: [DECLINED, '30/900', '40/1200', '50/1500'],
  towing: [DECLINED, '50', '75', '100'],
  customizedEquipment: [DECLINED, '1000', '5000'],
} as const;
export type AutoCoverageKey = keyof typeof AUTO_COVERAGE_LIMITS;
export type AutoCoverageLimit<K extends AutoCoverageKey> = (typeof AUTO_COVERAGE_LIMITS)[K][number];
export const AUTO_COVERAGE_KEYS = Object.keys(AUTO_COVERAGE_LIMITS) as AutoCoverageKey[];
export const isAutoCoverageKey = (key: string): key is AutoCoverageKey => Object.hasOwn(AUTO_COVERAGE_LIMITS, key);

/** '30/60' (thousands) -> [30000, 60000]; anything else (No Coverage) -> [0, 0]. */
const splitLimit = (v: string): [number, number] => {
  const m = /^(\d+)\/(\d+)$/.exec(v);
  return m ? [Number(m[1]) * 1000, Number(m[2]) * 1000] : [0, 0];
};
const amount = (v: string) => (v === 'Unlimited' ? Number.POSITIVE_INFINITY : Number(v) || 0);
const k = (n: number) => `${n / 1000}`;
const below = (value: string, [ma, mb]: readonly [number, number]) => {
  const [a, b] = splitLimit(value);
  return a < ma || b < mb;
};

/** What else a coverage's rules depend on: a financed or leased vehicle's lender requires physical damage. */
export interface CoverageFacts {
  financed: boolean;
}

/** Why `value` of coverage `key` breaks `state`'s rules (stateMinimums.ts), in words; null when it meets them. */
export function coverageProblem(key: string, value: string, state: UsState, facts: CoverageFacts): string | null {
  const m = STATE_MINIMUMS[state];
  const um = m.uninsured;
  switch (key) {
    case 'bodilyInjury':
      return m.bodilyInjuryCompulsory && below(value, m.bodilyInjury)
        ? `${value} is below ${state}'s minimum of ${k(m.bodilyInjury[0])}/${k(m.bodilyInjury[1])}`
        : null;
    case 'propertyDamage':
      return amount(value) < m.propertyDamage ? `${value} is below ${state}'s minimum of ${m.propertyDamage}` : null;
    case 'uninsuredMotoristBodilyInjury':
      return um && below(value, um.bodilyInjury)
        ? `${state} requires uninsured motorist coverage of at least ${k(um.bodilyInjury[0])}/${k(um.bodilyInjury[1])}`
        : null;
    case 'underinsuredMotoristBodilyInjury':
      return um?.underinsured && below(value, um.bodilyInjury)
        ? `${state} requires underinsured motorist coverage of at least ${k(um.bodilyInjury[0])}/${k(um.bodilyInjury[1])}`
        : null;
    case 'uninsuredMotoristPropertyDamage':
    case 'underinsuredMotoristPropertyDamage':
      if (!UMPD_STATES.has(state))
        return value === DECLINED ? null : `uninsured motorist property damage is not sold in ${state}`;
      return key === 'uninsuredMotoristPropertyDamage' && um?.propertyDamage && amount(value) < um.propertyDamage
        ? `${state} requires uninsured motorist property damage of at least ${um.propertyDamage}`
        : null;
    case 'personalInjuryProtection': {
      const levels = PIP_LEVELS[state];
      if (!levels) return `personal injury protection is not sold in ${state}`;
      return levels.includes(value) ? null : `${state} sells personal injury protection of ${levels.join(', ')}`;
    }
    case 'tort':
      return m.tortChoice ? null : `${state} has no tort choice`;
    case 'medicalPayment':
      return m.medicalPayments !== null && amount(value) < m.medicalPayments
        ? `${state} requires medical payments of at least ${m.medicalPayments}`
        : null;
    case 'collision':
    case 'comprehensive':
      return value === DECLINED && facts.financed
        ? `a financed or leased vehicle's lender requires ${key} coverage`
        : null;
    default:
      return null;
  }
}

/** The limits of `key` a shopper in `state` may choose: those sold that meet the state's rules (none: not editable). */
export function coverageChoices(key: string, state: UsState, facts: CoverageFacts): string[] {
  if (!isAutoCoverageKey(key)) return [];
  return (AUTO_COVERAGE_LIMITS[key] as readonly string[]).filter((v) => coverageProblem(key, v, state, facts) === null);
}

const splitDollars = ([a, b]: readonly [number, number]) => `${formatDollars(a)} / ${formatDollars(b)}`;

/** The state's minimum for a coverage it requires, in words ("$25,000 / $50,000"); null where it requires none. */
export function stateMinimumOf(key: string, state: UsState): string | null {
  const m = STATE_MINIMUMS[state];
  switch (key) {
    case 'bodilyInjury':
      return m.bodilyInjuryCompulsory ? splitDollars(m.bodilyInjury) : null;
    case 'propertyDamage':
      return formatDollars(m.propertyDamage);
    case 'uninsuredMotoristBodilyInjury':
      return m.uninsured ? splitDollars(m.uninsured.bodilyInjury) : null;
    case 'underinsuredMotoristBodilyInjury':
      return m.uninsured?.underinsured ? splitDollars(m.uninsured.bodilyInjury) : null;
    case 'uninsuredMotoristPropertyDamage':
      return m.uninsured?.propertyDamage ? formatDollars(m.uninsured.propertyDamage) : null;
    case 'personalInjuryProtection':
      return m.pip === null ? null : formatDollars(m.pip);
    case 'medicalPayment':
      return m.medicalPayments === null ? null : formatDollars(m.medicalPayments);
    default:
      return null;
  }
}
