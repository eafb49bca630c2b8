import type { HouseholdMemberStatus, LicenseReason, UndisclosedOperatorAnswer } from '../../contract/ratecall';
import type { BindCarrier, UndisclosedDraft } from './bind.types';

// The undisclosed-driver rules (spec 000 section 4 "answer side effects", spec 001 section 4 "Undisclosed-driver
// rules"), as the client applies them to decide which post-MVR screen comes next and what it sends CHECK_FOR_UDO.
// The sandbox applies the same rules (server/ratecall/undisclosed.ts); a test checks both agree on every answer.

/** safeco asks only whether the person lives in the household, then errors; the others ask the whole chain. */
export type UdoChain = 'householdOnly' | 'full';
export const udoChainOf = (carrierId: BindCarrier): UdoChain => (carrierId === 'safeco' ? 'householdOnly' : 'full');

/** Reasons for holding no licence that an agent must handle (a named-driver exclusion): the error page. */
export const AGENT_ONLY_REASONS: readonly LicenseReason[] = ['SUSPENDED_LICENSE', 'LICENSE_REVOKED'];

export interface UndisclosedResolution {
  unlistedReason?: HouseholdMemberStatus;
  reasonNotHoldingLicense?: LicenseReason;
  /** added: rated on the policy; excluded: listed with its unlisted reason; hard_stop: undisclosed-drivers-error. */
  outcome: 'added' | 'excluded' | 'hard_stop';
}

/** Which screen of the chain the draft still needs, or null when it is complete. */
export function nextUndisclosedQuestion(
  d: UndisclosedDraft,
  chain: UdoChain,
): 'household' | 'activeInsurance' | 'licenseStatus' | 'reasonNoLicense' | null {
  if (!d.householdMemberStatus) return 'household';
  if (d.householdMemberStatus !== 'YES_PART_OF_HOUSEHOLD' || chain === 'householdOnly') return null;
  if (!d.hasSeparatePolicy) return 'activeInsurance';
  if (d.hasSeparatePolicy !== 'None') return null;
  if (!d.hasActiveLicense) return 'licenseStatus';
  if (d.hasActiveLicense === 'Yes') return null;
  return d.reasonNotHoldingLicense ? null : 'reasonNoLicense';
}

/** The screens a draft's answers make the chain ask (the skip rules read it): household is always asked. */
export function asksActiveInsurance(d: UndisclosedDraft | undefined, chain: UdoChain): boolean {
  return chain === 'full' && d?.householdMemberStatus === 'YES_PART_OF_HOUSEHOLD';
}
export function asksLicenseStatus(d: UndisclosedDraft | undefined, chain: UdoChain): boolean {
  return asksActiveInsurance(d, chain) && d?.hasSeparatePolicy === 'None';
}
export function asksReasonNoLicense(d: UndisclosedDraft | undefined, chain: UdoChain): boolean {
  return asksLicenseStatus(d, chain) && d?.hasActiveLicense === 'No';
}

/** The rules: a complete draft's unlisted reason, licence reason and outcome; null while answers are missing. */
export function resolveUndisclosedAnswer(d: UndisclosedDraft, chain: UdoChain): UndisclosedResolution | null {
  if (nextUndisclosedQuestion(d, chain) !== null) return null;
  // Person not in the household: their status becomes the unlisted reason, licence reason UNKNOWN.
  if (d.householdMemberStatus !== 'YES_PART_OF_HOUSEHOLD')
    return { unlistedReason: d.householdMemberStatus, reasonNotHoldingLicense: 'UNKNOWN', outcome: 'excluded' };
  // safeco cannot add a household member online: undisclosed-drivers-error.
  if (chain === 'householdOnly') return { outcome: 'hard_stop' };
  // Household member with other insurance.
  if (d.hasSeparatePolicy === 'Yes')
    return {
      unlistedReason: 'HAS_OTHER_INSURANCE',
      reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES',
      outcome: 'excluded',
    };
  // Member answering No to insurance: reason OTHER, no licence reason.
  if (d.hasSeparatePolicy === 'No') return { unlistedReason: 'OTHER', outcome: 'excluded' };
  // Insured-none with an active licence: drives the household's vehicles, added and rated.
  if (d.hasActiveLicense === 'Yes')
    return { reasonNotHoldingLicense: 'VALID_LICENSE_DRIVES_VEHICLES', outcome: 'added' };
  // Insured-none without a licence: the chosen no-licence reason.
  const reason = d.reasonNotHoldingLicense as LicenseReason;
  if (reason === 'DRIVING_WITH_LEARNERS_PERMIT') return { reasonNotHoldingLicense: reason, outcome: 'added' };
  return {
    unlistedReason: 'DOES_NOT_HAVE_LICENSE',
    reasonNotHoldingLicense: reason,
    outcome: AGENT_ONLY_REASONS.includes(reason) ? 'hard_stop' : 'excluded',
  };
}

/** Whether any operator's answers end the online purchase (the chain's undisclosed-drivers-error page shows). */
export function undisclosedHardStop(drafts: readonly UndisclosedDraft[], chain: UdoChain): boolean {
  return drafts.some((d) => resolveUndisclosedAnswer(d, chain)?.outcome === 'hard_stop');
}

/** CHECK_FOR_UDO's `undisclosedOperators`: only the answers the chain asked, in the contract's shape. */
export function undisclosedAnswersOf(
  drafts: readonly UndisclosedDraft[],
  chain: UdoChain,
): UndisclosedOperatorAnswer[] | null {
  const out: UndisclosedOperatorAnswer[] = [];
  for (const d of drafts) {
    if (nextUndisclosedQuestion(d, chain) !== null || !d.householdMemberStatus) return null;
    out.push({
      id: d.id,
      householdMemberStatus: d.householdMemberStatus,
      ...(asksActiveInsurance(d, chain) ? { hasSeparatePolicy: d.hasSeparatePolicy } : {}),
      ...(asksLicenseStatus(d, chain) ? { hasActiveLicense: d.hasActiveLicense } : {}),
      ...(asksReasonNoLicense(d, chain) ? { reasonNotHoldingLicense: d.reasonNotHoldingLicense } : {}),
    });
  }
  return out;
}
