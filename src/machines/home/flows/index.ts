import { DEFAULT_HOME_FLOW, type HomeFlowId } from '../../../contract/flowIds';
import { createHomeMachine, type HomeMachine } from '../home.machine';
import { DEFAULT_HOME_ORDER, defineHomeFlow, type HomeFlow } from './homeFlow';

// The home flow registry (spec 000 section 2, start-graph level 7): the default home order, the same with the ZIP
// asked first (zip continuity: a URL zip, the start-rate variant A), and the transition page first (bundlingInterest=Yes,
// or the auto results' "Get your home quote").
export const homeFlows = {
  defaultHome: defineHomeFlow({
    id: 'defaultHome',
    description: 'Default home order (spec 000 section 2).',
    entry: { search: '', hash: '#/home' },
    steps: DEFAULT_HOME_ORDER,
  }),
  zipContinuityHome: defineHomeFlow({
    id: 'zipContinuityHome',
    description: 'Default home order with the ZIP asked first (spec 000 section 2, zip continuity).',
    entry: { search: '', hash: '#/home?policyType=renters&zip=78701' },
    steps: ['zipcodeContinuity', ...DEFAULT_HOME_ORDER],
  }),
  transitionHome: defineHomeFlow({
    id: 'transitionHome',
    description:
      'The home transition page, then the default home order (bundlingInterest=Yes, the auto-to-home bundle).',
    entry: { search: '', hash: '#/home?bundlingInterest=Yes' },
    steps: ['transition', ...DEFAULT_HOME_ORDER],
  }),
} as const satisfies Record<HomeFlowId, HomeFlow>;

const built = new Map<HomeFlowId, HomeMachine>();
/** A registered home flow's machine, built once. */
export function homeMachineOf(id: HomeFlowId = DEFAULT_HOME_FLOW): HomeMachine {
  const known = built.get(id);
  if (known) return known;
  const m = createHomeMachine(homeFlows[id]);
  built.set(id, m);
  return m;
}
