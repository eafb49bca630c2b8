import type { AutoUser } from '../../src/contract/entities';
import type { UsState } from '../../src/domain/constants';
import { coverageProblem } from '../../src/domain/coverageLimits';
import type { CoverageEdit } from '../carriers/property/risk';
import { AUTO_COVERAGE_OPTIONS, PROPERTY_COVERAGE_LIMITS } from './constants';
import { RatecallProtocolError } from './types';

// Edited coverages (editable-{product}s, UPDATE_COVERAGE / UPDATE_QUOTE) checked before a re-rate: auto limits must
// be ones the carriers sell and meet the state's financial-responsibility rules (src/domain/coverageLimits.ts, the
// screen's own source); property amounts must be ones the carriers write.

const FIELD = 'body.requestDetails.coverages';
const bad = (key: string, message: string) =>
  new RatecallProtocolError(400, `${FIELD}.${key}: ${message}`, 'invalid_coverage', `${FIELD}.${key}`);

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
    const financed = user.autoPolicy.vehicles.some(
      (v) => v.ownershipStatus === 'Lease' || v.ownershipStatus === 'Finance',
    );
    const problem = state ? coverageProblem(key, value, state, { financed }) : null;
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
