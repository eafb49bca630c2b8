import type { AgencyCoveragesResponse, PartnerCoveragesResponse } from '../../src/contract/coverages';
import type { CoverageTier } from '../../src/contract/entities';
import type { UsState } from '../../src/domain/constants';
import type { Db } from '../db/types';
import type { Outcome, Refusal } from '../errors';
import { splitText, thousands } from './limits';
import { autoCoverageOptions, homeCoverageOptions } from './partnerOptions';
import type { AutoOptionSet, HomeOptionSet } from './partners';
import { partnerVariants, readAgencyTiers, readPartnerOptions } from './store';
import { minimumOf } from './tiers';

// What the coverage routes answer (spec 000/001 section 7): agency tier details and partner coverage options.

export function stateMinimumSummary(state: UsState): AgencyCoveragesResponse['stateMinimum'] {
  const min = minimumOf(state);
  return {
    bodilyInjury: splitText(thousands(min.bodilyInjury)),
    bodilyInjuryCompulsory: min.bodilyInjuryCompulsory,
    propertyDamage: String(min.propertyDamage),
    personalInjuryProtection: min.pip === null ? null : String(min.pip),
    uninsuredMotoristBodilyInjury: min.uninsured ? splitText(thousands(min.uninsured.bodilyInjury)) : null,
    ...(min.since ? { since: min.since } : {}),
  };
}

export async function agencyCoverages(
  db: Db,
  state: UsState,
  tier: CoverageTier | 'ALL',
  empty: boolean,
): Promise<AgencyCoveragesResponse> {
  return {
    state,
    tiers: empty ? [] : await readAgencyTiers(db, state, tier),
    stateMinimum: stateMinimumSummary(state),
  };
}

export async function partnerCoverages(
  db: Db,
  policyType: 'auto' | 'home',
  partner: string,
  state: UsState,
  carrier: string | undefined,
  empty: boolean,
): Promise<Outcome<PartnerCoveragesResponse, Refusal<404, 'unknown_partner' | 'unknown_carrier'>>> {
  const variants = (await partnerVariants(db, partner))
    .filter((v) => v.policyType === policyType)
    .map((v) => v.variant);
  if (variants.length === 0) {
    return { status: 404, code: 'unknown_partner', message: `No ${policyType} coverages for partner ${partner}` };
  }
  const variant = policyType === 'home' ? '*' : (carrier ?? variants[0]);
  if (!variants.includes(variant)) {
    return { status: 404, code: 'unknown_carrier', message: `Partner ${partner} does not quote carrier ${carrier}` };
  }
  const base = { partner, carrier: policyType === 'auto' ? variant : null, state, policyType };
  if (empty) return { ok: { ...base, coverages: [] } };
  if (policyType === 'auto') {
    const row = await readPartnerOptions<AutoOptionSet>(db, partner, 'auto', variant, state);
    return { ok: { ...base, coverages: row ? autoCoverageOptions(row.options, state) : [] } };
  }
  const row = await readPartnerOptions<HomeOptionSet>(db, partner, 'home', variant, state);
  return { ok: { ...base, coverages: row ? homeCoverageOptions(row.options, state) : [] } };
}
