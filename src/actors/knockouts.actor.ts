import { fromPromise } from 'xstate';
import { KnockoutCriterion } from '../contract';
import type { CodedError } from '../domain/errors';
import type { IntakeActors } from '../machines/intake/intake.actors';
import { callEndpoint, loadChunk } from './http';

// The whitelabelKnockouts rule (spec 000 section 4, "Knockout"; docs/decisions/0099), asked on the way to the
// knockout page with the white-label partner and the answers it reads. It answers the criteria hit, empty when none.
// Anything else rejects with knockout_rule_failed, and the page's gate falls back on the client's copy of the
// criteria: never everyone through, never everyone stopped.

const rulesEndpoints = loadChunk(() => import('../contract/rules').then((m) => m.rulesEndpoints));

export const KNOCKOUT_RULE = 'whitelabelKnockouts';
const failed: CodedError = { code: 'knockout_rule_failed' };

/** The rule's value as criteria; undefined when it is not a list of known criteria (null: the rule did not decide). */
export function readKnockouts(value: unknown): KnockoutCriterion[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const criteria = value.map((c) => KnockoutCriterion.safeParse(c));
  return criteria.every((c) => c.success) ? [...new Set(criteria.map((c) => c.data!))] : undefined;
}

/** POST /rules-engine/evaluate with whitelabelKnockouts alone. */
export const fetchKnockouts: IntakeActors['fetchKnockouts'] = fromPromise(async ({ input, signal }) => {
  const { evaluateRules } = await rulesEndpoints();
  const body = { rules: [{ name: KNOCKOUT_RULE, input }] };
  const answer = await callEndpoint(evaluateRules, { body, signal }, 'knockout_rule_failed');
  const criteria = readKnockouts(answer.results[KNOCKOUT_RULE]?.value);
  if (!criteria) throw failed;
  return criteria;
});
