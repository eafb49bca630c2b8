import { and, not, stateIn } from 'xstate';
import { FOLLOW_UPS, SETTLED, STEPS } from './regions';
export { FOLLOW_UPS, followUpsRunning, STEPS, stepsValue } from './regions';
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

/**
 * Where a flow's states are: a flow with follow-ups is two regions (`steps`, the nodes, and `followUps`, the calls
 * that run on beside them); else the nodes are the machine's own states. `to` names a node (or `complete`) by id.
 */
interface Chart {
  flow: CompiledFlow;
  to: (target: string) => string;
  /** The follow-ups region's id when the flow has one. */
  region?: string;
  /** Whether a node's way on asks a follow-up's answer: it waits for the follow-ups still running (`readsFollowUps`). */
  waits: (n: FlowNode) => boolean;
}

/** A guarded routing list: each target taken if it shows, the last one unguarded. */
function routeOf(chart: Chart, edges: ForwardEdge[]) {
  return edges.map((e) => ({
    target: chart.to(e.target),
    ...(e.guarded && e.node ? { guard: { type: 'shows' as const, params: showsParams(e.node) } } : {}),
  }));
}

/**
 * A check's completion without follow-ups: the same list as `answerRouteOf`'s, each guard asking of the answers after
 * the check's answer is applied (`checkLeadsTo`), the last one unguarded.
 */
function checkRouteOf(chart: Chart, edges: ForwardEdge[], at: At, saves: boolean, also: string[] = []) {
  return edges.map((e) => ({
    target: [chart.to(e.target), ...also],
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
function answerRouteOf(chart: Chart, edges: ForwardEdge[], at: At, saves: boolean) {
  return edges.map((e) => ({
    target: chart.to(e.target),
    guard:
      e.guarded && e.node
        ? { type: 'leadsTo' as const, params: { ...at, next: showsParams(e.node) } }
        : { type: 'answerValid' as const, params: at },
    actions: [{ type: 'applyAnswer' as const, params: at }, ...(saves ? (['saveUser'] as const) : [])],
  }));
}
/**
 * A press on an answer the pre-check already answered (docs/decisions/0054): the check's completion list
 * (`checkRouteOf`), each guard asking of the answers after the answer and the pre-check's output (`aheadLeadsTo`),
 * the last one that the pre-check answered this answer; the answer, then the output, applied.
 */
function aheadRouteOf(chart: Chart, edges: ForwardEdge[], at: At, saves: boolean, also: string[] = []) {
  return edges.map((e) => ({
    target: [chart.to(e.target), ...also],
    guard:
      e.guarded && e.node
        ? { type: 'aheadLeadsTo' as const, params: { ...at, next: showsParams(e.node) } }
        : { type: 'aheadAnswered' as const, params: at },
    actions: [
      { type: 'applyAnswer' as const, params: at },
      { type: 'applyAhead' as const, params: at },
      ...(saves ? (['saveUser'] as const) : []),
    ],
  }));
}

/** The follow-ups still running: the region is not resting (a flow without the region has none). */
const followUpsPending = (chart: Chart) => not(stateIn(`#${chart.region}.${SETTLED}`));

function nodeState<U, A extends ActorMap>(s: FlowSetup<U, A>, catalogue: Catalogue<U, A>, chart: Chart, n: FlowNode) {
  const { flow } = chart;
  const q = catalogue.step(n.step);
  const at: At = { node: n.id, step: n.step, index: n.index };
  const args = (context: { user: U; kept: Record<string, unknown> }, answer: unknown) => ({
    user: context.user,
    kept: context.kept,
    index: n.index,
    answer,
  });
  const suggest = q.suggest;
  const saves = syncsUser(catalogue);
  const edges = flow.edges.get(n.id)!;
  // A node whose way on asks a follow-up's answer waits for the follow-ups still running in `following`, then routes.
  const waits = chart.region !== undefined && chart.waits(n);
  const self = chart.to(n.id);
  const waitFirst = (actions: readonly [{ type: 'applyAnswer' | 'applyCheck'; params: At }]) =>
    waits ? [{ guard: followUpsPending(chart), target: `${self}.following`, actions }] : [];
  const check = q.check;
  const followUps = q.followUps ?? [];
  // A check the catalogue lets be asked ahead: a region of `answering` asks it on a complete answer that rests.
  const ahead = check?.ahead ? check : undefined;
  // A check's answer starts the node's follow-ups in the follow-ups region (anew when it is answered again).
  const starts = followUps.length ? [`#${chart.region}.${n.id}`] : [];
  const suggestions = s.createStateConfig({
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
                input: ({ context }) => suggest.input(args(context, context.suggestQuery)),
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
  });
  const suggestOn = suggest
    ? {
        SUGGEST: {
          guard: 'worthSuggesting' as const,
          target: '.typing',
          reenter: true,
          actions: ['storeSuggestQuery' as const],
        },
      }
    : {};
  /**
   * The check asked ahead (docs/decisions/0054): a new complete answer the step's schema accepts rests a moment (or
   * the shopper leaves the field), then the check is asked with the input the press would ask it with. A changed
   * answer starts again, stopping the call in flight (its AbortSignal); the same answer asks nothing more. Its output
   * waits in the context for the press; a failure shows nothing (the press asks again, with the step's error path).
   */
  const precheck = ahead
    ? s.createStateConfig({
        description: `The check asked before the press: ${ahead.actor}, once a complete answer rests.`,
        initial: 'idle',
        states: {
          idle: {},
          resting: {
            after: { precheckDelay: 'asking' },
            on: { DRAFT: { guard: and([{ type: 'draftAsked', params: at }, 'blurred']), target: 'asking' } },
          },
          asking: {
            invoke: {
              src: ahead.actor,
              id: `precheck:${ahead.actor}`,
              input: ({ context }) => context.ahead?.input,
              onDone: { target: 'answered', actions: [{ type: 'storeAhead', params: at }] },
              onError: { target: 'idle', actions: [{ type: 'aheadFailed', params: at }] },
            },
          },
          answered: {},
        },
        on: {
          DRAFT: [
            { guard: { type: 'draftAsked', params: at } },
            {
              guard: and([{ type: 'draftWorthChecking', params: at }, 'blurred']),
              target: '.asking',
              reenter: true,
              actions: [{ type: 'holdDraft', params: at }],
            },
            {
              guard: { type: 'draftWorthChecking', params: at },
              target: '.resting',
              reenter: true,
              actions: [{ type: 'holdDraft', params: at }],
            },
            { guard: { type: 'aheadHeld', params: at }, target: '.idle', reenter: true, actions: ['dropAhead'] },
          ],
        },
      })
    : undefined;
  const answering = s.createStateConfig({
    ...(precheck
      ? {
          type: 'parallel' as const,
          states: { ...(suggest ? { suggestions: { ...suggestions, on: suggestOn } } : {}), precheck },
        }
      : suggestions),
    on: {
      // A terminal node's answer is its way on: it finishes the flow at once (catalogue.ts `terminal`), once the
      // follow-ups still running have answered (the flow's output carries what they found).
      SUBMIT: q.terminal
        ? [
            ...(waits
              ? [
                  {
                    guard: and([{ type: 'answerValid' as const, params: at }, followUpsPending(chart)]),
                    target: `${self}.following`,
                    actions: [{ type: 'applyAnswer' as const, params: at }],
                  },
                ]
              : []),
            {
              guard: { type: 'answerValid', params: at },
              target: chart.to(COMPLETE),
              actions: [{ type: 'applyAnswer', params: at }, ...(saves ? (['saveUser'] as const) : [])],
            },
          ]
        : q.check
          ? [
              // The pre-check answered this very answer: on at once, as the check's completion goes (`checking`).
              ...(ahead && waits && !followUps.length
                ? [
                    {
                      guard: and([{ type: 'aheadAnswered' as const, params: at }, followUpsPending(chart)]),
                      target: `${self}.following`,
                      actions: [
                        { type: 'applyAnswer' as const, params: at },
                        { type: 'applyAhead' as const, params: at },
                      ],
                    },
                  ]
                : []),
              ...(ahead && waits && followUps.length
                ? [
                    {
                      guard: { type: 'aheadAnswered' as const, params: at },
                      target: [`${self}.following`, ...starts],
                      actions: [
                        { type: 'applyAnswer' as const, params: at },
                        { type: 'applyAhead' as const, params: at },
                      ],
                    },
                  ]
                : ahead
                  ? aheadRouteOf(chart, edges, at, saves, starts)
                  : []),
              // Else the check is asked now (joining the pre-check's call when it is still in flight: src/actors).
              {
                guard: { type: 'answerValid' as const, params: at },
                target: 'checking',
                actions: [{ type: 'applyAnswer' as const, params: at }],
              },
            ]
          : [
              ...(waits
                ? [
                    {
                      guard: and([{ type: 'answerValid' as const, params: at }, followUpsPending(chart)]),
                      target: `${self}.following`,
                      actions: [{ type: 'applyAnswer' as const, params: at }],
                    },
                  ]
                : []),
              ...answerRouteOf(chart, edges, at, saves),
            ],
      // Beside a pre-check, the suggestions are a region of their own (they restart it alone).
      ...(precheck ? {} : suggestOn),
    },
  });
  const load = q.load;
  if (followUps.length && !check) throw new Error(`Step '${n.step}' has follow-ups but no check to follow`);
  return s.createStateConfig({
    tags: [`step:${n.step}`, ...(q.terminal ? ['state:terminal'] : [])],
    description: q.description,
    entry: [{ type: 'enterNode', params: { ...at, progress: flow.progress.get(n.id) ?? -1 } }],
    initial: load ? 'loading' : 'answering',
    states: {
      answering,
      // Answered while follow-ups it reads still run: it waits for them (or the region's bounded wait), then routes.
      ...(waits
        ? {
            following: {
              tags: ['state:loading', 'state:following'],
              always: { guard: not(followUpsPending(chart)), target: 'routing' },
            },
            routing: {
              entry: saves ? ['saveUser' as const] : [],
              always: q.terminal ? { target: chart.to(COMPLETE) } : routeOf(chart, edges),
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
                input: ({ context }) => load.input(args(context, undefined)),
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
                    args(context, event.type === 'SUBMIT' ? parseOnce(catalogue, n.step, event).data : undefined),
                  ),
                // Straight to the next node that shows with the check's answer applied (as SUBMIT's list:
                // answerRouteOf), its follow-ups started beside it; a way on that reads follow-ups still running
                // waits for them first.
                onDone: [
                  ...(waits && !followUps.length ? waitFirst([{ type: 'applyCheck', params: at }]) : []),
                  ...(waits && followUps.length
                    ? [
                        {
                          target: [`${self}.following`, ...starts],
                          actions: [{ type: 'applyCheck' as const, params: at }],
                        },
                      ]
                    : checkRouteOf(chart, edges, at, saves, starts)),
                ],
                onError: {
                  target: 'answering',
                  actions: [
                    { type: 'setError', params: ({ event }) => ({ ...at, code: errorOf(event.error, check) }) },
                  ],
                },
              },
            },
          }
        : {}),
    },
    on: {
      BACK: flow.predecessors.get(n.id)!.map((p) => ({
        guard: { type: 'cameFrom' as const, params: { node: p } },
        target: chart.to(p),
        actions: ['popVisited' as const],
      })),
    },
  });
}

/**
 * A node's follow-ups in the follow-ups region: they run together beside the next questions; each one's default
 * stands until it answers (spec 000 section 4; never a retry). The region rests again when all have answered or the
 * bounded wait runs out, and the answers are saved with what they found.
 */
function followingState<U, A extends ActorMap>(s: FlowSetup<U, A>, catalogue: Catalogue<U, A>, n: FlowNode) {
  const at: At = { node: n.id, step: n.step, index: n.index };
  const followUps = catalogue.step(n.step).followUps ?? [];
  return s.createStateConfig({
    description: `The follow-ups of ${n.id}'s answer, running beside the next questions.`,
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
                input: ({ context }) =>
                  f.input({ user: context.user, kept: context.kept, index: n.index, answer: undefined }),
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
    onDone: { target: SETTLED, actions: syncsUser(catalogue) ? ['saveUser' as const] : [] },
    after: {
      followUpWait: {
        target: SETTLED,
        actions: [{ type: 'followUpsTimedOut', params: at }, ...(syncsUser(catalogue) ? (['saveUser'] as const) : [])],
      },
    },
  });
}

/** The rules some follow-up of the flow's steps can decide (catalogue.ts `FollowUp.decides`). */
function decidedRules<U, A extends ActorMap>(catalogue: Catalogue<U, A>, nodes: FlowNode[]): Set<string> {
  return new Set(nodes.flatMap((n) => (catalogue.step(n.step).followUps ?? []).flatMap((f) => f.decides ?? [])));
}

/**
 * Whether a node's way on asks a follow-up's answer: one of its guarded next nodes has a skip rule a follow-up
 * decides, or it can finish the flow (whose output carries what the follow-ups found).
 */
function readsFollowUps<U, A extends ActorMap>(
  catalogue: Catalogue<U, A>,
  flow: CompiledFlow,
  decided: Set<string>,
  n: FlowNode,
): boolean {
  if (catalogue.step(n.step).terminal) return true;
  return flow.edges
    .get(n.id)!
    .some(
      (e) =>
        e.target === COMPLETE ||
        (e.guarded && e.node !== undefined && (catalogue.step(e.node.step).skip ?? []).some((r) => decided.has(r))),
    );
}

/** The routing state a flow starts in when its first node may be skipped (compileFlow.ts `start`). */
export const START = 'start';

/**
 * Builds the explicit statechart of a flow: one state per `stepId~index` node, plus `complete`. A flow whose steps
 * have follow-ups keeps its nodes in a `steps` region, beside a `followUps` region where they run on while the next
 * questions show (docs/decisions/0046).
 */
export function createFlowMachine<U, A extends ActorMap>(def: {
  catalogue: Catalogue<U, A>;
  flow: FlowSpec;
  initialUser: () => U;
}) {
  const { catalogue, flow } = def;
  const compiled = compileFlow(flow, catalogue);
  const s = flowSetup(catalogue);
  const following = compiled.nodes.filter((n) => catalogue.step(n.step).followUps?.length);
  const split = following.length > 0;
  const decided = decidedRules(catalogue, compiled.nodes);
  const base = split ? `${flow.id}.${STEPS}` : flow.id;
  const chart: Chart = {
    flow: compiled,
    to: (target) => `#${base}.${target}`,
    ...(split ? { region: `${flow.id}.${FOLLOW_UPS}` } : {}),
    waits: (n) => readsFollowUps(catalogue, compiled, decided, n),
  };
  const states: Record<string, ReturnType<typeof nodeState<U, A>>> = {};
  for (const n of compiled.nodes) states[n.id] = nodeState(s, catalogue, chart, n);
  // A first node with skip rules of its own: the machine starts by routing to the first node that shows.
  const startsByRouting = compiled.start.length !== 1 || compiled.start[0].target !== compiled.initial;
  const first = startsByRouting ? START : compiled.initial;
  const nodes = {
    ...states,
    ...(startsByRouting ? { [START]: { always: routeOf(chart, compiled.start) } } : {}),
    [COMPLETE]: { type: 'final' as const, tags: ['step:complete'], description: 'Every question answered.' },
  };
  // Unvisited nodes redirect to the flow's first step (spec 000 section 2).
  const navigate = [
    ...compiled.nodes.map((n) => ({
      guard: { type: 'navigateTo' as const, params: { node: n.id } },
      target: chart.to(n.id),
      actions: [{ type: 'truncateVisited' as const, params: { node: n.id } }],
    })),
    { target: chart.to(first), actions: ['resetVisited' as const] },
  ];
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
      ahead: null,
    }),
    // A catalogue without a `userSync` actor (the post-quote chains: their answers go to the rate call) saves nothing.
    ...(syncsUser(catalogue)
      ? { invoke: { src: 'userSync', id: 'userSync', input: ({ context }) => ({ server: context.server }) } }
      : {}),
    ...(split
      ? {
          type: 'parallel' as const,
          states: {
            [STEPS]: { initial: first, states: nodes },
            [FOLLOW_UPS]: {
              description:
                "The calls that follow a check's answer (the address-success chain), run beside the next questions.",
              initial: SETTLED,
              states: {
                // Resting: no follow-up running. It finishes with the flow.
                [SETTLED]: { always: { guard: stateIn(`#${base}.${COMPLETE}`), target: 'done' } },
                ...Object.fromEntries(following.map((n) => [n.id, followingState(s, catalogue, n)])),
                done: { type: 'final' as const },
              },
            },
          },
        }
      : { initial: first, states: nodes }),
    on: {
      NAVIGATE: navigate,
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
