import type { FlowSpec } from './flowSpec';
import type { ActorMap, Catalogue, ChoiceOption } from './catalogue';
import { compileFlow, COMPLETE, type CompiledFlow, type ForwardEdge } from './compileFlow';
import type { FlowNode } from './expandFlow';
import { type At, errorOf, type FlowOutput, type FlowSetup, flowSetup, parseOnce } from './flowSetup';

// The graph-spec compiler (DESIGN section 3), second half: a compiled flow becomes an explicit statechart, one
// state per node, built with the machine's own setup() so every guard, action and param is checked by `tsc`.
// The guards and actions, each generic (a step's work is read from its catalogue entry), are in flowSetup.ts.

export {
  flowSetup,
  nodeShows,
  skippedBy,
  type FlowContext,
  type FlowEmitted,
  type FlowEvent,
  type FlowInput,
  type FlowOutput,
  type ServerCopy,
  type StepError,
  type UserSyncEvent,
} from './flowSetup';

/** Options of a load or suggestion: what the actor answered, when it is a list of options. */
function optionsOf(output: unknown): ChoiceOption[] {
  return Array.isArray(output) ? output.filter((o): o is ChoiceOption => typeof o?.value === 'string') : [];
}

/** Whether the catalogue keeps a server copy of the answers: an actor named `userSync` (optional, additive). */
const syncsUser = <U, A extends ActorMap>(catalogue: Catalogue<U, A>) => Object.hasOwn(catalogue.actors, 'userSync');

const showsParams = (n: FlowNode) => ({ step: n.step, index: n.index, loop: n.loop, summary: n.summary });

/** A guarded routing list: each target taken if it shows, the last one unguarded. */
function routeOf(flow: CompiledFlow, edges: ForwardEdge[]) {
  return edges.map((e) => ({
    target: `#${flow.id}.${e.target}`,
    ...(e.guarded && e.node ? { guard: { type: 'shows' as const, params: showsParams(e.node) } } : {}),
  }));
}

/**
 * A check's completion without follow-ups: the same list as `answerRouteOf`'s, each guard asking of the answers after
 * the check's answer is applied (`checkLeadsTo`), the last one unguarded.
 */
function checkRouteOf(flow: CompiledFlow, edges: ForwardEdge[], at: At, saves: boolean) {
  return edges.map((e) => ({
    target: `#${flow.id}.${e.target}`,
    ...(e.guarded && e.node
      ? { guard: { type: 'checkLeadsTo' as const, params: { ...at, next: showsParams(e.node) } } }
      : {}),
    actions: [{ type: 'applyCheck' as const, params: at }, ...(saves ? (['saveUser'] as const) : [])],
  }));
}

/**
 * A node's SUBMIT without a check goes straight to the next node that shows with the answer applied: the same
 * guarded list as a routing state's, each guard asking of the answers after this answer (`leadsTo`), the last one
 * asking only that the answer is valid. One transition per answer instead of two (docs/decisions/0041).
 */
function answerRouteOf(flow: CompiledFlow, edges: ForwardEdge[], at: At, saves: boolean) {
  return edges.map((e) => ({
    target: `#${flow.id}.${e.target}`,
    guard:
      e.guarded && e.node
        ? { type: 'leadsTo' as const, params: { ...at, next: showsParams(e.node) } }
        : { type: 'answerValid' as const, params: at },
    actions: [{ type: 'applyAnswer' as const, params: at }, ...(saves ? (['saveUser'] as const) : [])],
  }));
}

function nodeState<U, A extends ActorMap>(
  s: FlowSetup<U, A>,
  catalogue: Catalogue<U, A>,
  flow: CompiledFlow,
  n: FlowNode,
) {
  const q = catalogue.step(n.step);
  const at: At = { node: n.id, step: n.step, index: n.index };
  const args = (user: U, answer: unknown) => ({ user, index: n.index, answer });
  const suggest = q.suggest;
  const answering = s.createStateConfig({
    ...(suggest
      ? {
          initial: 'idle',
          states: {
            idle: {},
            typing: { after: { suggestDelay: 'suggesting' } },
            suggesting: {
              tags: ['state:suggesting'],
              invoke: {
                src: suggest.actor,
                id: suggest.actor,
                input: ({ context }) => suggest.input(args(context.user, context.suggestQuery)),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'storeOptions', params: ({ event }) => ({ ...at, options: optionsOf(event.output) }) },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'suggestFailed', params: ({ event }) => ({ ...at, code: errorOf(event.error, suggest) }) },
                  ],
                },
              },
            },
          },
        }
      : {}),
    on: {
      // A terminal node's answer is its way on: it finishes the flow at once (catalogue.ts `terminal`).
      SUBMIT: q.terminal
        ? {
            guard: { type: 'answerValid', params: at },
            target: `#${flow.id}.${COMPLETE}`,
            actions: [{ type: 'applyAnswer', params: at }, ...(syncsUser(catalogue) ? (['saveUser'] as const) : [])],
          }
        : q.check
          ? {
              guard: { type: 'answerValid', params: at },
              target: 'checking',
              actions: [{ type: 'applyAnswer', params: at }],
            }
          : answerRouteOf(flow, flow.edges.get(n.id)!, at, syncsUser(catalogue)),
      ...(suggest
        ? { SUGGEST: { guard: 'worthSuggesting', target: '.typing', reenter: true, actions: ['storeSuggestQuery'] } }
        : {}),
    },
  });
  const load = q.load;
  const check = q.check;
  const followUps = q.followUps ?? [];
  if (followUps.length && !check) throw new Error(`Step '${n.step}' has follow-ups but no check to follow`);
  // The follow-ups run together; the flow moves on when all have answered or the bounded wait runs out, with each
  // one's default standing where it did not answer (spec 000 section 4; never a retry).
  const following = s.createStateConfig({
    tags: ['state:loading', 'state:following'],
    entry: [{ type: 'startFollowUps', params: at }],
    type: 'parallel',
    states: Object.fromEntries(
      followUps.map((f) => [
        f.id,
        s.createStateConfig({
          initial: 'calling',
          states: {
            calling: {
              invoke: {
                src: f.actor,
                id: f.id,
                input: ({ context }) => f.input(args(context.user, undefined)),
                onDone: {
                  target: 'answered',
                  actions: [
                    { type: 'applyFollowUp', params: ({ event }) => ({ ...at, id: f.id, output: event.output }) },
                  ],
                },
                onError: {
                  target: 'answered',
                  actions: [
                    { type: 'followUpFailed', params: ({ event }) => ({ id: f.id, code: errorOf(event.error, f) }) },
                  ],
                },
              },
            },
            answered: { type: 'final' },
          },
        }),
      ]),
    ),
    onDone: 'routing',
    after: { followUpWait: { target: 'routing', actions: [{ type: 'followUpsTimedOut', params: at }] } },
  });
  return s.createStateConfig({
    tags: [`step:${n.step}`, ...(q.terminal ? ['state:terminal'] : [])],
    description: q.description,
    entry: [{ type: 'enterNode', params: { ...at, progress: flow.progress.get(n.id) ?? -1 } }],
    initial: load ? 'loading' : 'answering',
    states: {
      answering,
      // After the follow-ups (all answered, or the wait ran out) a routing state picks the next node.
      ...(followUps.length
        ? {
            routing: {
              entry: syncsUser(catalogue) ? ['saveUser' as const] : [],
              always: routeOf(flow, flow.edges.get(n.id)!),
            },
          }
        : {}),
      ...(load
        ? {
            loading: {
              tags: ['state:loading'],
              invoke: {
                src: load.actor,
                id: load.actor,
                input: ({ context }) => load.input(args(context.user, undefined)),
                onDone: {
                  target: 'answering',
                  actions: [
                    { type: 'storeOptions', params: ({ event }) => ({ ...at, options: optionsOf(event.output) }) },
                  ],
                },
                onError: {
                  target: 'loadFailed',
                  actions: [{ type: 'setError', params: ({ event }) => ({ ...at, code: errorOf(event.error, load) }) }],
                },
              },
            },
            loadFailed: { on: { RETRY: 'loading' } },
          }
        : {}),
      ...(check
        ? {
            checking: {
              tags: ['state:loading'],
              invoke: {
                src: check.actor,
                id: check.actor,
                // Entered from SUBMIT: the parsed answer is what gets checked.
                input: ({ context, event }) =>
                  check.input(
                    args(context.user, event.type === 'SUBMIT' ? parseOnce(catalogue, n.step, event).data : undefined),
                  ),
                // With follow-ups to ask the flow moves on from `following`; else straight to the next node that
                // shows with the check's answer applied (as SUBMIT's list: answerRouteOf).
                onDone: followUps.length
                  ? { target: 'following', actions: [{ type: 'applyCheck', params: at }] }
                  : checkRouteOf(flow, flow.edges.get(n.id)!, at, syncsUser(catalogue)),
                onError: {
                  target: 'answering',
                  actions: [
                    { type: 'setError', params: ({ event }) => ({ ...at, code: errorOf(event.error, check) }) },
                  ],
                },
              },
            },
            ...(followUps.length ? { following } : {}),
          }
        : {}),
    },
    on: {
      BACK: flow.predecessors.get(n.id)!.map((p) => ({
        guard: { type: 'cameFrom' as const, params: { node: p } },
        target: `#${flow.id}.${p}`,
        actions: ['popVisited' as const],
      })),
    },
  });
}

/** The routing state a flow starts in when its first node may be skipped (compileFlow.ts `start`). */
export const START = 'start';

/** Builds the explicit statechart of a flow: one state per `stepId~index` node, plus `complete`. */
export function createFlowMachine<U, A extends ActorMap>(def: {
  catalogue: Catalogue<U, A>;
  flow: FlowSpec;
  initialUser: () => U;
}) {
  const { catalogue, flow } = def;
  const compiled = compileFlow(flow, catalogue);
  const s = flowSetup(catalogue);
  const states: Record<string, ReturnType<typeof nodeState<U, A>>> = {};
  for (const n of compiled.nodes) states[n.id] = nodeState(s, catalogue, compiled, n);
  // A first node with skip rules of its own: the machine starts by routing to the first node that shows.
  const startsByRouting = compiled.start.length !== 1 || compiled.start[0].target !== compiled.initial;
  return s.createMachine({
    id: flow.id,
    description: `${flow.description} (${compiled.nodes.length} nodes, compiled from its flow spec.)`,
    context: ({ input }) => ({
      flowId: flow.id,
      user: input?.user ?? def.initialUser(),
      visited: input?.visited ?? [],
      options: {},
      error: null,
      remembered: input?.remembered ?? {},
      progress: 0,
      suggestQuery: '',
      server: input?.server ?? {},
      saveError: null,
      kept: input?.kept ?? {},
    }),
    // A catalogue without a `userSync` actor (the post-quote chains: their answers go to the rate call) saves nothing.
    ...(syncsUser(catalogue)
      ? { invoke: { src: 'userSync', id: 'userSync', input: ({ context }) => ({ server: context.server }) } }
      : {}),
    initial: startsByRouting ? START : compiled.initial,
    states: {
      ...states,
      ...(startsByRouting ? { [START]: { always: routeOf(compiled, compiled.start) } } : {}),
      [COMPLETE]: { type: 'final', tags: ['step:complete'], description: 'Every question answered.' },
    },
    on: {
      // Unvisited nodes redirect to the flow's first step (spec 000 section 2).
      NAVIGATE: [
        ...compiled.nodes.map((n) => ({
          guard: { type: 'navigateTo' as const, params: { node: n.id } },
          target: `.${n.id}`,
          actions: [{ type: 'truncateVisited' as const, params: { node: n.id } }],
        })),
        { target: `.${startsByRouting ? START : compiled.initial}`, actions: ['resetVisited' as const] },
      ],
      USER_SAVED: { actions: ['storeServerUser'] },
      USER_SAVE_FAILED: { actions: ['storeSaveError'] },
    },
    output: ({ context }): FlowOutput<U> => {
      // Finished from a terminal page (its way on): the page is the last node visited.
      const last = context.visited.at(-1);
      const step = last ? compiled.nodes.find((n) => n.id === last)?.step : undefined;
      const exit = step && catalogue.step(step).terminal ? step : undefined;
      return {
        user: context.user,
        server: context.server,
        remembered: context.remembered,
        kept: context.kept,
        visited: context.visited,
        ...(exit ? { exit } : {}),
      };
    },
  });
}
