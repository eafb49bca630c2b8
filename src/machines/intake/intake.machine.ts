import { compileFlow, type CompiledFlow } from '../graph/compileFlow';
import type { FlowSpec } from '../graph/flowSpec';
import { intakeSetup } from './intake.setup';
import { initialUser } from './initialUser';
import type { AutoUser } from '../../contract';

type StatesConfig = Parameters<typeof intakeSetup.createMachine>[0]['states'];

export interface IntakeOutput {
  user: AutoUser;
  server: { userId?: string; token?: string };
}

/** Builds the explicit statechart of a flow: one state per `stepId~index` node, plus `complete`. */
export function createIntakeMachine(spec: FlowSpec, compiled: CompiledFlow = compileFlow(spec)) {
  const navigate = compiled.nodes.map((n) => ({
    guard: { type: 'navigateTo' as const, params: { node: n.id } },
    target: `.${n.id}`,
    actions: [{ type: 'truncateVisited' as const, params: { node: n.id } }],
  }));
  return intakeSetup.createMachine({
    id: spec.id,
    description: `Intake flow '${spec.id}' (${compiled.nodes.length} nodes), compiled from its flow spec.`,
    context: ({ input }) => ({
      flowId: spec.id,
      user: input?.user ?? initialUser(),
      visited: [],
      options: {},
      error: null,
      progress: 0,
      suggestQuery: '',
      server: input?.server ?? {},
      saveError: null,
    }),
    invoke: { src: 'userSync', id: 'userSync', input: ({ context }) => ({ server: context.server }) },
    initial: compiled.initial,
    // The compiler emits plain config objects; their names are checked against setup() by the flow-spec tests.
    states: compiled.states as StatesConfig,
    on: {
      // Unvisited nodes redirect to the flow's first step (spec 000 section 2).
      NAVIGATE: [...navigate, { target: `.${compiled.initial}`, actions: ['resetVisited'] }],
      USER_SAVED: { actions: ['storeServerUser'] },
      USER_SAVE_FAILED: { actions: ['storeSaveError'] },
    },
    output: ({ context }): IntakeOutput => ({ user: context.user, server: context.server }),
  });
}

export type IntakeMachine = ReturnType<typeof createIntakeMachine>;
