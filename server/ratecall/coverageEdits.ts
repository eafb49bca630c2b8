import type { AutoUser } from '../../src/contract/entities';
import type { UsState } from '../../src/domain/constants';
import type { CoverageEdit } from '../carriers/property/risk';
import { DECLINED } from '../coverages/constants';
import { PIP_LEVELS, STATE_MINIMUMS, UMPD_STATES } from '../data/stateMinimums';
import { AUTO_COVERAGE_OPTIONS, PROPERTY_COVERAGE_LIMITS } from './constants';
import { RatecallProtocolError } from './types';

// Edited coverages (editable-{product}s, UPDATE_COVERAGE / UPDATE_QUOTE) checked before a re-rate: auto limits must
// be ones the carriers sell and meet the state's financial-responsibility rules (server/data/stateMinimums.ts);
// property amounts must be ones the carriers write.

const FIELD = 'body.requestDetails.coverages';
const bad = (key: string, message: string) =>
  new RatecallProtocolError(400, `${FIELD}.${key}: ${message}`, 'invalid_coverage', `${FIELD}.${key}`);

/** '30/60' (thousands) -> [30000, 60000]; 'No Coverage' -> [0, 0]. */
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

/** Why this value breaks the state's rules (server/data/stateMinimums.ts), or null. */
function stateProblem(key: string, value: string, state: UsState, user: AutoUser): string | null {
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
      return value === DECLINED &&
        user.autoPolicy.vehicles.some((v) => v.ownershipStatus === 'Lease' || v.ownershipStatus === 'Finance')
        ? `a financed or leased vehicle's lender requires ${key} coverage`
        : null;
    default:
      return null;
  }
}

export function checkAutoCoverageEdits(
  edits: Record<string, string | number>,
  state: UsState | null,
  user: AutoUser,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(edits)) {
    const options = AUTO_COVERAGE_OPTIONS[key];
    if (!options)
      throw bad(key, `not an editable coverage (editable: ${Object.keys(AUTO_COVERAGE_OPTIONS).join(', ')})`);
    const value = String(raw);
    if (!(value in options)) throw bad(key, `choose one of: ${Object.keys(options).join(', ')}`);
    const problem = state ? stateProblem(key, value, state, user) : null;
    if (problem) throw bad(key, problem);
    out[key] = value;
  }
  return out;
}

const HOME_KEYS = [
  'deductible',
  'personalLiability',
  'medicalPayments',
  'personalProperty',
  'otherStructures',
  'replacementCost',
] as const;
const RENTERS_KEYS = ['deductible', 'personalLiability', 'medicalPayments', 'personalProperty', 'lossOfUse'] as const;
type PropertyKey = (typeof HOME_KEYS)[number] | (typeof RENTERS_KEYS)[number];

function checkAmount(key: PropertyKey, value: number): string | null {
  const limit = PROPERTY_COVERAGE_LIMITS[key];
  if (Array.isArray(limit)) return limit.includes(value) ? null : `choose one of: ${limit.join(', ')}`;
  const range = limit as { min: number; max: number };
  return value >= range.min && value <= range.max ? null : `enter an amount from ${range.min} to ${range.max}`;
}

export function checkPropertyCoverageEdits(
  edits: Record<string, string | number>,
  policyType: 'home' | 'renters',
): CoverageEdit {
  const keys: readonly string[] = policyType === 'home' ? HOME_KEYS : RENTERS_KEYS;
  const out: Record<string, number> = {};
  for (const [key, raw] of Object.entries(edits)) {
    if (!keys.includes(key)) throw bad(key, `not an editable ${policyType} coverage (editable: ${keys.join(', ')})`);
    if (typeof raw !== 'number') throw bad(key, 'send the amount in dollars as a number');
    const problem = checkAmount(key as PropertyKey, raw);
    if (problem) throw bad(key, problem);
    out[key] = raw;
  }
  if (policyType === 'renters' && out.deductible !== undefined) {
    const { deductible, ...rest } = out;
    return { ...rest, deductibles: { allPerils: deductible } };
  }
  return out;
}
