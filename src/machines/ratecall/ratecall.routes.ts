import type { SnapshotFrom } from 'xstate';
import { BIND_POLICY_TYPES, type BindPolicyType, isBindCarrierFor, policyTypeOfShopper } from '../bind/bind.types';
import type { BindMachine } from '../bind/bind.machine';
import { POST_QUOTES_BASE } from '../bind/constants';
import { parseBindPath, purchaseSuccessPath, routeOfNode } from '../bind/routes';
import type { PostQuotesRouting } from '../app/resultsSlot';
import type { NodeId } from '../graph/catalogue';
import type { RatecallMachine } from './ratecall.machine';
import { sessionPolicyType } from './ratecall.types';

// The post-quote routes of a rate-call session (spec 001 section 2): the chain's screen under the session's policy
// type, /postQuotesFlow/{policyType}/{carrier}/{id}/<slug> (auto, home or renters: the API's policy type),
// purchase success at its own path. In the results chunks (the screens' slugs are the chains' data); the app's route
// sync reaches them through the results slot (resultsSlot.ts). Line-agnostic: the policy type is the session's.

type RatecallSnapshot = SnapshotFrom<RatecallMachine>;
type ChainSnapshot = SnapshotFrom<BindMachine>;

const isPolicyType = (p: string | undefined): p is BindPolicyType =>
  (BIND_POLICY_TYPES as readonly (string | undefined)[]).includes(p);

/** The chain a waiting state runs (its child `bind`), while it asks. */
export function activeChainOf(rc: RatecallSnapshot): ChainSnapshot | undefined {
  const chain = (rc.children as { bind?: { getSnapshot(): ChainSnapshot } }).bind?.getSnapshot();
  return chain?.status === 'active' ? chain : undefined;
}

/** The node a chain shows, or its last one while it routes between nodes. */
export function chainNodeOf(chain: ChainSnapshot): NodeId | undefined {
  const { value } = chain;
  return typeof value === 'object' && value !== null ? (Object.keys(value)[0] as NodeId) : chain.context.visited.at(-1);
}

/** The stages latest first: while a call is out (or handed off), the URL stays on the last screen answered. */
const STAGES_LATEST_FIRST = ['payment', 'coverages', 'postMvr', 'preMvr'] as const;

/** The path of a session online with `carrier`: the chain's screen, purchase success, or the last screen answered. */
export function postQuotesPathOf(carrier: string, rc: RatecallSnapshot): string {
  const { online, user } = rc.context;
  const policyType = online ? sessionPolicyType(online) : policyTypeOfShopper(user);
  const landing = `${POST_QUOTES_BASE}/${policyType}/${carrier}/1/post-quotes-landing`;
  if (!isBindCarrierFor(policyType, carrier)) return landing;
  if (rc.hasTag('step:purchaseSuccess')) return purchaseSuccessPath(policyType, carrier);
  const chain = activeChainOf(rc);
  const node = chain ? chainNodeOf(chain) : undefined;
  if (node) return routeOfNode(policyType, carrier, node);
  const asked = rc.context.online?.asked ?? {};
  for (const stage of STAGES_LATEST_FIRST) {
    const last = asked[stage]?.visited.at(-1);
    if (last) return routeOfNode(policyType, carrier, last);
  }
  return landing;
}

/**
 * The chain's node a post-quote path names, when the shopper has been there (the back and forward buttons: a node
 * visited, or one ahead that Back left), else null: the chain stays where it is and the URL follows it
 * (docs/decisions/0072).
 */
export function visitedNodeOfPath(carrier: string, chain: ChainSnapshot, path: string): NodeId | null {
  const policyType = parseBindPath(path)?.policyType;
  if (!isPolicyType(policyType) || !isBindCarrierFor(policyType, carrier)) return null;
  const known = [...chain.context.visited, ...chain.context.forward];
  return known.findLast((node) => routeOfNode(policyType, carrier, node) === path) ?? null;
}

/**
 * The post-quote screens' paths, for the app's route sync: registered with each results chunk that runs the chart
 * (auto's, and the home line's: decision 0088), whichever the shopper's line loads.
 */
export const postQuotesRoutes: PostQuotesRouting = {
  pathOf: (carrier, ratecall) => postQuotesPathOf(carrier, ratecall as RatecallSnapshot),
  nodeOfPath: (carrier, chain, path) => visitedNodeOfPath(carrier, chain as ChainSnapshot, path),
};
