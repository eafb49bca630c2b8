import type { ResolvedOperator, UndisclosedOperatorAnswer } from '../../src/contract/ratecall';
import { RatecallProtocolError } from './types';

// The undisclosed-driver rules of spec 001 section 4 (and spec 000 section 4, answer side effects), applied to the
// shopper's post-MVR answers. Which answers each carrier asks is its post-MVR chain: safeco asks only whether the
// person lives in the household, then errors; the direct carriers (liberty's chain) ask household, active insurance,
// license status and the reason for no license.

export type UdoChain = 'householdOnly' | 'full';
export const udoChainOf = (carrierId: string): UdoChain => (carrierId === 'safeco' ? 'householdOnly' : 'full');

/** Reasons for holding no license that still leave the carrier unable to finish online (a named-driver exclusion). */
const AGENT_ONLY_REASONS = new Set(['SUSPENDED_LICENSE', 'LICENSE_REVOKED']);

const missing = (index: number, field: string, message: string) =>
  new RatecallProtocolError(
    400,
    `body.requestDetails.undisclosedOperators.${index}.${field}: ${message}`,
    'answer_required',
    `body.requestDetails.undisclosedOperators.${index}.${field}`,
  );

/**
 * One operator's resolution. outcome: added (rated on the policy), excluded (listed with its unlistedReason), or
 * hard_stop (undisclosed-drivers-error: an agent must finish). Throws 400 when the chain needs an answer not sent.
 */
export function resolveUndisclosed(
  op: ResolvedOperator,
  a: UndisclosedOperatorAnswer,
  chain: UdoChain,
  index: number,
): ResolvedOperator {
  const base: ResolvedOperator = {
    id: op.id,
    firstName: op.firstName,
    lastName: op.lastName,
    externalOperatorId: op.externalOperatorId,
    householdMemberStatus: a.householdMemberStatus,
    outcome: 'pending',
  };
  // Person not in the household: their status becomes the unlisted reason, license reason UNKNOWN.
  if (a.householdMemberStatus !== 'YES_PART_OF_HOUSEHOLD') {
    return {
      ...base,
      unlistedReason: a.householdMemberStatus,
      reasonNotHoldingLicense: 'UNKNOWN',
      outcome: 'excluded',
    };
  }
  if (chain === 'householdOnly') return { ...base, outcome: 'hard_stop' };
  if (!a.hasSeparatePolicy)
    throw missing(index, 'hasSeparatePolicy', 'say whether this household member has their own insurance');
  // Household member with other insurance.
  if (a.hasSeparatePolicy === 'Yes') {
    return {
      ...base,
      unlistedReason: 'HAS_OTHER_INSURANCE',
      reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES',
      outcome: 'excluded',
    };
  }
  // Member answering No to insurance: reason OTHER, no license reason.
  if (a.hasSeparatePolicy === 'No') return { ...base, unlistedReason: 'OTHER', outcome: 'excluded' };
  if (!a.hasActiveLicense)
    throw missing(index, 'hasActiveLicense', 'say whether this household member has an active license');
  // Insured-none with an active license: drives the household's vehicles, so the carrier adds and rates them.
  if (a.hasActiveLicense === 'Yes')
    return { ...base, reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES', outcome: 'added' };
  // Insured-none without a license: the chosen no-license reason.
  const reason = a.reasonNotHoldingLicense;
  if (!reason) throw missing(index, 'reasonNotHoldingLicense', 'choose why this household member holds no license');
  if (reason === 'VALID_LICENSE_DRIVES_VEHICLES') {
    throw new RatecallProtocolError(
      400,
      `body.requestDetails.undisclosedOperators.${index}.reasonNotHoldingLicense: contradicts hasActiveLicense No`,
      'invalid_answer',
      `body.requestDetails.undisclosedOperators.${index}.reasonNotHoldingLicense`,
    );
  }
  if (reason === 'DRIVING_WITH_LEARNERS_PERMIT') return { ...base, reasonNotHoldingLicense: reason, outcome: 'added' };
  return {
    ...base,
    unlistedReason: 'DOES_NOT_HAVE_LICENSE',
    reasonNotHoldingLicense: reason,
    outcome: AGENT_ONLY_REASONS.has(reason) ? 'hard_stop' : 'excluded',
  };
}
