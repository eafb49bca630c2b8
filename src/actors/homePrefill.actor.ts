import { fromPromise } from 'xstate';
import { type PropertyUser, isRentersUser } from '../contract/property';
import type { HomeActors, HomePrefillFound } from '../machines/home/home.actors';
import { callEndpoint, loadChunk } from './http';

// The home prefill (spec 000 section 7, POST /home/prefill; spec 001 section 4: status InProgress then Completed, also
// on failure): asked when the propertyPrefill rule says so (a home, townhome or condo whose address was validated, not
// a mobile home). It never blocks the shopper: a refused rule, a failed call or nothing found all read as nothing
// found, and the home details are asked instead.

const coverageEndpoints = loadChunk(() => import('../contract/coverages').then((m) => m.coverageEndpoints));
const rulesEndpoints = loadChunk(() => import('../contract/rules').then((m) => m.rulesEndpoints));

const NOTHING: HomePrefillFound = { found: false, replacementCost: null };

/** The propertyPrefill rule's shopper input (server/rules/inputs.ts) from the home answers. */
export function prefillRuleInput(user: PropertyUser): Record<string, unknown> | null {
  if (isRentersUser(user)) return null;
  const { policy, properties } = user.homePolicy;
  return {
    policyType: policy.policyType.toLowerCase(),
    addressValidated: policy.address !== undefined,
    state: policy.state,
    propertyType: properties[0]?.propertyType,
  };
}

async function prefill(user: PropertyUser, signal: AbortSignal): Promise<HomePrefillFound> {
  const input = prefillRuleInput(user);
  if (!input || isRentersUser(user)) return NOTHING;
  const { evaluateRules } = await rulesEndpoints();
  const rules = await callEndpoint(
    evaluateRules,
    { body: { rules: [{ name: 'propertyPrefill', input }] }, signal },
    'home_prefill_failed',
  );
  if (rules.results.propertyPrefill?.value !== true) return NOTHING;
  const { homePrefill } = await coverageEndpoints();
  const answer = await callEndpoint(homePrefill, { body: user, signal }, 'home_prefill_failed');
  const property = answer.data.properties[0];
  return answer.status === 'found' && property
    ? { found: true, property, replacementCost: answer.data.replacementCost }
    : NOTHING;
}

export const fetchHomePrefill: HomeActors['fetchHomePrefill'] = fromPromise(({ input, signal }) =>
  prefill(input, signal).catch(() => NOTHING),
);
