import type { AutoUser } from '../../contract/entities';
import { AUTO_FLOW_IDS, DEFAULT_AUTO_FLOW, type AutoFlowId } from '../../contract/flowIds';
import { loadOnce } from '../../app/loadOnce';
import { yieldToMain } from '../../app/yieldToMain';
import type { IntakeMachine } from '../intake/intake.machine';
import type { ProductLine } from './productLine';

// Auto, the first product line (spec 000 sections 2-4): its intake chunk is src/machines/intake/intake.live.ts.

/** Enough answers to rate: a state, a vehicle with its year and a driver with a birthdate (spec 001 section 4). */
export function canBeRated(user: AutoUser): boolean {
  const { policy, vehicles, operators } = user.autoPolicy;
  return Boolean(policy.state) && vehicles.some((v) => v.year) && operators.some((o) => o.birthdate);
}

export const autoLine = {
  id: 'auto' as const,
  flowIds: AUTO_FLOW_IDS,
  defaultFlow: DEFAULT_AUTO_FLOW,
  startFlow: (target) => (target.product === 'auto' ? target.flowId : DEFAULT_AUTO_FLOW),
  // The home-to-auto bundle (docs/decisions/0085) runs the default flow, the home answers shown already answered.
  bundleFlow: DEFAULT_AUTO_FLOW,
  routePrefix: '',
  postQuotesPrefix: '/postQuotesFlow/auto',
  owns: (user) => 'autoPolicy' in user,
  canBeRated,
  loadIntake: loadOnce(() => import('../intake/intake.live').then((m) => m.intakeChunk)),
  loadResults: loadOnce(async () => {
    // The rate-call and bind charts (and the call schemas they import) are half of the results' modules: evaluated a
    // task ahead of the results chart, so neither evaluation is one long task (issue 9; docs/decisions/0049).
    await import('../ratecall/ratecall.machine');
    await yieldToMain();
    const live = await import('../../actors/results.live');
    return { machine: live.liveResultsMachine, postQuotes: live.postQuotesRoutes };
  }),
} satisfies ProductLine<AutoUser, AutoFlowId, IntakeMachine>;
