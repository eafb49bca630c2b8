import type { PartnerLabel } from '../../../app/queryParams';
import { type AutoUser, KNOCKOUT_CRITERIA, type KnockoutCriterion } from '../../../contract';
import { type Requirement, requirementOf } from '../../requirements';

// spec 000 section 4, "Knockout": an answer matching a white-label partner's knockout criteria, or an accident count
// above the limit, sends the shopper to noneligibleUser. The criteria are the sandbox's `whitelabelKnockouts` rule
// (server/rules/definitions/experiments.json), asked on the way to the knockout page (the page's gate, its answer kept
// as `policy.knockoutCriteria`, docs/decisions/0099). `whitelabelKnockouts` below is the client's copy of the criteria,
// used only when that call fails (the gate's fallback); knockouts.test.ts holds it equal to the rule and its examples.

export { KNOCKOUT_CRITERIA, type KnockoutCriterion };

/** Each criterion's requirement (spec 000 section 4, "Knockout"): the knockout page lists them all. */
export const KNOCKOUT_REQUIREMENTS: Record<KnockoutCriterion, Requirement> = Object.fromEntries(
  KNOCKOUT_CRITERIA.map((c) => [c, requirementOf(`000-4.knockout.${c}`)]),
) as Record<KnockoutCriterion, Requirement>;

/** What the rule reads of the answers (its `answers` input). */
export interface KnockoutAnswers {
  state?: string;
  accidentCount?: number;
  hasDui?: boolean;
  licenseSuspended?: boolean;
  sr22?: boolean;
  currentlyInsured?: boolean;
}

/** The accident count a partner accepts: safeco one, the others two. */
const accidentLimitOf = (partner: PartnerLabel) => (partner === 'safeco' ? 1 : 2);
const DUI_PARTNERS: readonly PartnerLabel[] = ['safeco', 'erika', 'bankrate'];
const SR22_PARTNERS: readonly PartnerLabel[] = ['safeco', 'erika'];
const PRIOR_INSURANCE_PARTNERS: readonly PartnerLabel[] = ['erika', 'ratezip'];
/** Where Safeco writes no auto policy (server/carriers/safeco.ts, the rule's safecoNotWritten fact). */
export const SAFECO_NOT_WRITTEN: readonly string[] = ['AK', 'DC', 'HI', 'MA', 'NJ', 'NY'];

/** The criteria the answers hit for a partner, in the rule's order; empty when none (the gate's fallback). */
export function whitelabelKnockouts(partner: PartnerLabel, a: KnockoutAnswers): KnockoutCriterion[] {
  const hit: KnockoutCriterion[] = [];
  if ((a.accidentCount ?? 0) > accidentLimitOf(partner)) hit.push('accidentLimit');
  if (a.hasDui === true && DUI_PARTNERS.includes(partner)) hit.push('dui');
  if (a.licenseSuspended === true) hit.push('suspendedLicense');
  if (a.sr22 === true && SR22_PARTNERS.includes(partner)) hit.push('sr22');
  if (a.currentlyInsured === false && PRIOR_INSURANCE_PARTNERS.includes(partner)) hit.push('noPriorInsurance');
  if (partner === 'safeco' && SAFECO_NOT_WRITTEN.includes(a.state ?? '')) hit.push('stateNotServed');
  return hit;
}

/** The rule's answers from the shopper's: incidents of every driver, the primary driver's insurance, the state. */
export function knockoutAnswersOf(user: AutoUser): KnockoutAnswers {
  const drivers = user.autoPolicy.operators;
  const insured = drivers[0]?.currentlyInsured;
  return {
    state: user.autoPolicy.policy.state,
    accidentCount: drivers.reduce((n, d) => n + (d.incidents?.accidents.length ?? 0), 0),
    hasDui: drivers.some((d) => d.incidents?.hasDui === true),
    licenseSuspended: drivers.some((d) => d.incidents?.isDriversLicenseSuspended === true),
    sr22: drivers.some((d) => d.sr22?.isRequired === true),
    ...(insured ? { currentlyInsured: insured === 'Yes' } : {}),
  };
}

/** The white-label partner of the flows that list the knockout page: the Safeco-type flows (spec 000 section 4). */
export const KNOCKOUT_PARTNER: PartnerLabel = 'safeco';

/** The criteria the rule answered on the way to the knockout page (or its fallback); none before it was asked. */
export const knockoutCriteriaOf = (user: AutoUser): readonly KnockoutCriterion[] =>
  user.autoPolicy.policy.knockoutCriteria ?? [];
