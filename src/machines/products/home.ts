import { type PropertyUser, propertyPolicyOf } from '../../contract/propertyUser';
import { DEFAULT_HOME_FLOW, HOME_FLOW_IDS, HOME_FLOW_OF_VARIANT, type HomeFlowId } from '../../contract/flowIds';
import { loadOnce } from '../../app/loadOnce';
import type { HomeMachine } from '../home/home.machine';
import type { ProductLine } from './productLine';

// Home, townhome, condo and renters (spec 000 sections 2-5 and 9): one line, the policy type an answer of its flows
// (docs/decisions/0081). Its intake chunk is src/machines/home/intake.live.ts.

/** Enough answers to rate: a policy type, a validated address and the shopper's birthdate (spec 001 section 4). */
export function canBeRated(user: PropertyUser): boolean {
  const { policy, occupants } = propertyPolicyOf(user);
  return Boolean(policy.policyType && policy.address && occupants[0]?.birthdate);
}

export const homeLine = {
  id: 'home' as const,
  flowIds: HOME_FLOW_IDS,
  defaultFlow: DEFAULT_HOME_FLOW,
  startFlow: (target) => (target.product === 'home' ? HOME_FLOW_OF_VARIANT[target.variant] : DEFAULT_HOME_FLOW),
  // The auto-to-home and auto-to-renters bundles start on the transition page (spec 000 section 2).
  // The transition page first: the start variant a bundled shopper's flow is (skipRules' bundlingKnown reads it).
  bundleFlow: HOME_FLOW_OF_VARIANT.transition,
  routePrefix: '/home',
  postQuotesPrefix: '/postQuotesFlow/home',
  owns: (user) => 'homePolicy' in user || 'rentersPolicy' in user,
  canBeRated,
  loadIntake: loadOnce(() => import('../home/intake.live').then((m) => m.homeIntakeChunk)),
  // The results chart with its real actors, a chunk of its own (docs/decisions/0082).
  loadResults: loadOnce(() => import('../../actors/homeResults.live').then((m) => m.homeResultsChunk)),
} satisfies ProductLine<PropertyUser, HomeFlowId, HomeMachine>;
