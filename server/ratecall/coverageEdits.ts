import type { AutoUser } from '../../src/contract/entities';
import type { UsState } from '../../src/domain/constants';
import { coverageProblem } from '../../src/domain/coverageLimits';
import type { CoverageEdit } from '../carriers/property/risk';
import {
  type PropertyCoverageLimit,
  type PropertyPolicyType,
  propertyCoverageLimits,
  propertyCoverageProblem,
} from '../../src/domain/propertyCoverageLimits';
import { AUTO_COVERAGE_OPTIONS } from './constants';
import { RatecallProtocolError } from './types';

// Edited coverages (editable-{product}s, UPDATE_COVERAGE / UPDATE_QUOTE) checked before a re-rate: auto limits must
// be ones the carriers sell and meet the state's financial-responsibility rules (src/domain/coverageLimits.ts, the
// screen's own source); property amounts must be ones the session's carrier writes (src/domain/propertyCoverageLimits.ts).

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

export function checkPropertyCoverageEdits(
  edits: Record<string, string | number>,
  policyType: PropertyPolicyType,
  carrierId: string,
): CoverageEdit {
  const limits: Partial<Record<string, PropertyCoverageLimit>> = propertyCoverageLimits(policyType, carrierId);
  const out: Record<string, number> = {};
  for (const [key, raw] of Object.entries(edits)) {
    const limit = limits[key];
    if (!limit) throw bad(key, `not an editable ${policyType} coverage (editable: ${Object.keys(limits).join(', ')})`);
    if (typeof raw !== 'number') throw bad(key, 'send the amount in dollars as a number');
    const problem = propertyCoverageProblem(limit, raw);
    if (problem) throw bad(key, problem);
    out[key] = raw;
  }
  if (policyType === 'renters' && out.deductible !== undefined) {
    const { deductible, ...rest } = out;
    return { ...rest, deductibles: { allPerils: deductible } };
  }
  return out;
}
