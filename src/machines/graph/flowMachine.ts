import { FOLLOW_UPS, STEPS } from './regions';
export { FOLLOW_UPS, followUpsRunning, STEPS, stepsValue } from './regions';
import type { FlowSpec } from './flowSpec';
import type { ActorMap, Catalogue } from './catalogue';
import { compileFlow, COMPLETE } from './compileFlow';
import { type Companion, type CompanionTypes, type FlowOutput, flowSetup, type NoCompanion } from './flowSetup';
import { type Chart, changedActions, nodeBuild, routeOf, skipRequirements } from './node/build';
import { decidedRules, followUpsRegion, readsFollowUps } from './node/followUps';
import { nodeState } from './node/nodeState';

// The graph-spec compiler (DESIGN section 3), second half: a compiled flow becomes an explicit statechart, one
// state per node, built with the machine's own setup() so every guard, action and param is checked by `tsc`.
// The guards and actions, each generic (a step's work is read from its catalogue entry), are in flowSetup.ts; each
// node's state is composed of one builder per concern (node/).

export {
  flowSetup,
  nodeShows,
  skippedBy,
  type FlowContext,
  type FlowEmitted,
  type FlowEvent,
  type FlowInput,
  type FlowOutput,
  type Companion,
  type CompanionTypes,
  type NoCompanion,
  type StepError,
} from './flowSetup';

/** The routing state a flow starts in when its first node may be skipped (compileFlow.ts `start`). */
export const START = 'start';

/**
 * Builds the explicit statechart of a flow: one state per `stepId~index` node, plus `complete`. A flow whose steps
 * have follow-ups keeps its nodes in a `steps` region, beside a `followUps` region where they run on while the next
 * questions show (docs/decisions/0046).
 */
export function createFlowMachine<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(def: {
  catalogue: Catalogue<U, A>;
  flow: FlowSpec;
  initialUser: () => U;
  /** An actor kept beside the flow and told of changed answers (the intake's user save); none for the bind chains. */
  companion?: Companion<U, C>;
}) {
  const { catalogue, flow, companion } = def;
  const compiled = compileFlow(flow, catalogue);
  const s = flowSetup(catalogue, companion, compiled.edges);
  const following = compiled.nodes.filter((n) => catalogue.step(n.step).followUps?.length);
  const split = following.length > 0;
  const decided = decidedRules(catalogue, compiled.nodes);
  const base = split ? `${flow.id}.${STEPS}` : flow.id;
  const chart: Chart = {
    flow: compiled,
    to: (target) => `#${base}.${target}`,
    ...(split ? { region: `${flow.id}.${FOLLOW_UPS}` } : {}),
    waits: (n) => readsFollowUps(catalogue, compiled, decided, n),
    skips: (n) => skipRequirements(catalogue, n.step),
  };
  const changed = changedActions(companion);
  const states: Record<string, ReturnType<typeof nodeState<U, A, C>>> = {};
  for (const n of compiled.nodes) states[n.id] = nodeState(nodeBuild(s, catalogue, chart, n, changed));
  // A first node with skip rules of its own: the machine starts by routing to the first node that shows.
  const startsByRouting = compiled.start.length !== 1 || compiled.start[0].target !== compiled.initial;
  const first = startsByRouting ? START : compiled.initial;
  const nodes = {
    ...states,
    ...(startsByRouting ? { [START]: { always: routeOf(chart, compiled.start) } } : {}),
    [COMPLETE]: { type: 'final' as const, tags: ['step:complete'], description: 'Every question answered.' },
  };
  // The browser's Back and Forward (docs/decisions/0072): back to a visited node, forward to one BACK left while the
  // answers still route there. Any other node is refused: the flow stays where it is and the URL follows it (spec 000
  // section 2: a flow entered with nothing visited shows its first step).
  const navigate = compiled.nodes.flatMap((n) => [
    {
      guard: { type: 'navigateTo' as const, params: { node: n.id } },
      target: chart.to(n.id),
      actions: [{ type: 'truncateVisited' as const, params: { node: n.id } }],
    },
    {
      guard: { type: 'forwardTo' as const, params: { node: n.id } },
      target: chart.to(n.id),
      actions: [{ type: 'advanceTo' as const, params: { node: n.id } }],
    },
  ]);
  return s.createMachine({
    id: flow.id,
    description: `${flow.description} (${compiled.nodes.length} nodes, compiled from its flow spec.)`,
    context: ({ input }) => ({
      flowId: flow.id,
      user: input?.user ?? def.initialUser(),
      visited: input?.visited ?? [],
      forward: [],
      options: {},
      error: null,
      remembered: input?.remembered ?? {},
      progress: 0,
      suggestQuery: '',
      kept: input?.kept ?? {},
      ahead: null,
      ...(companion ? { extra: companion.extra(input) } : {}),
    }),
    ...(companion
      ? {
          invoke: {
            src: companion.actor,
            id: companion.actor,
            input: ({ context }) => companion.input(context.extra!),
          },
        }
      : {}),
    ...(split
      ? {
          type: 'parallel' as const,
          states: {
            [STEPS]: { initial: first, states: nodes },
            [FOLLOW_UPS]: followUpsRegion(s, catalogue, following, base, changed),
          },
        }
      : { initial: first, states: nodes }),
    on: {
      NAVIGATE: navigate,
      ...Object.fromEntries(
        Object.keys(companion?.events ?? {}).map((type) => [type, { actions: ['companionEvent'] }]),
      ),
    },
    output: ({ context }): FlowOutput<U> & C['output'] => {
      // Finished from a terminal page (its way on): the page is the last node visited.
      const last = context.visited.at(-1);
      const step = last ? compiled.nodes.find((n) => n.id === last)?.step : undefined;
      const exit = step && catalogue.step(step).terminal ? step : undefined;
      return {
        ...companion?.output(context.extra!),
        user: context.user,
        remembered: context.remembered,
        kept: context.kept,
        visited: context.visited,
        ...(exit ? { exit } : {}),
      };
    },
  });
}
