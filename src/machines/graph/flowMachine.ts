import { assign, sendTo, setup } from 'xstate';
import { Immer, type Draft } from 'immer';
import { ADDRESS_SUGGEST_DELAY_MS, ADDRESS_SUGGEST_MIN_CHARS } from '../../domain/constants';
import { isCodedError, type ErrorCode } from '../../domain/errors';
import type { FlowSpec } from './flowSpec';
import type { ActorMap, Call, Catalogue, ChoiceOption, NodeId } from './catalogue';
import { compileFlow, COMPLETE, type CompiledFlow, type ForwardEdge } from './compileFlow';
import type { FlowNode } from './expandFlow';

// The graph-spec compiler (DESIGN section 3), second half: a compiled flow becomes an explicit statechart, one
// state per node, built with the machine's own setup() so every guard, action and param is checked by `tsc`.
// Every guard and action is generic: what a step does is read from its catalogue entry by name.

export interface ServerCopy {
  userId?: string;
  token?: string;
}

/** An error value from the error catalogue, shown on the step it belongs to. */
export interface StepError {
  code: ErrorCode;
  node: NodeId;
}

export interface FlowContext<U> {
  flowId: string;
  /** The shopper's answers, in the contract's shape. */
  user: U;
  /** Nodes visited, in order; BACK pops, NAVIGATE truncates (spec 000 section 4: page visibility). */
  visited: NodeId[];
  /** Options fetched for a node (makes, models, trims, address suggestions), keyed by node. */
  options: Partial<Record<NodeId, ChoiceOption[]>>;
  error: StepError | null;
  /** Answers of steps that command rather than store (a summary's Yes or No), so BACK shows them chosen. */
  remembered: Partial<Record<NodeId, unknown>>;
  /** The text suggestions are being asked for (the last SUGGEST). */
  suggestQuery: string;
  /** Highest progress reached, 0-99: progress only increases (spec 000 section 2). */
  progress: number;
  /** Server copy of the answers: id and signed returning-user token, once POST /user answered. */
  server: ServerCopy;
  /** The server refused the last save (a 4xx): the answers stay here, the server copy lags until a save passes. */
  saveError: ErrorCode | null;
}

export type FlowEvent =
  | { type: 'SUBMIT'; answer: unknown }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'NAVIGATE'; node: NodeId }
  | { type: 'USER_SAVED'; userId: string; token: string }
  /** The server refused a save (not retried): the catalogue's code and the HTTP status. */
  | { type: 'USER_SAVE_FAILED'; code: ErrorCode; status?: number }
  /** The text typed so far, sent when the form wants suggestions; the machine debounces and asks. */
  | { type: 'SUGGEST'; text: string };

export interface FlowInput<U> {
  /** Answers restored from a returning-user load, an earlier flow or URL parameters. */
  user?: U;
  /** The server copy those answers came from, so later saves update it. */
  server?: ServerCopy;
  /** Answers remembered by an earlier run of the flow (back from quotes to edit), so its summaries show them chosen. */
  remembered?: FlowContext<U>['remembered'];
}

export interface FlowOutput<U> {
  user: U;
  server: ServerCopy;
  /** What BACK would show for steps that store nothing themselves; absent for answers loaded from the server. */
  remembered?: FlowContext<U>['remembered'];
}

/** The answers to save, with the server copy the machine knows (a restored actor's input predates it). */
export type UserSyncEvent<U> = { type: 'SAVE'; user: U; server: ServerCopy };

type At = { node: NodeId; step: string; index: number };

/**
 * The answer of a SUBMIT, parsed by its step once: the `answerValid` guard and `applyAnswer` both ask, keyed by the
 * event object (events are immutable), so the second ask is a lookup.
 */
const parsed = new WeakMap<object, { step: string; result: { success: boolean; data?: unknown } }>();
function parseOnce<U, A extends ActorMap>(catalogue: Catalogue<U, A>, step: string, event: { answer: unknown }) {
  const hit = parsed.get(event);
  if (hit?.step === step) return hit.result;
  const result = catalogue.step(step).parse(event.answer);
  parsed.set(event, { step, result });
  return result;
}

/** The error-catalogue code of a failed call: the actor's own code, else the call's. */
const errorOf = <U>(error: unknown, call: Call<U>): ErrorCode => (isCodedError(error) ? error.code : call.error);

/** Whether a node shows: its loop item exists, a summary is on the last item, and no skip rule applies. */
export function nodeShows<U, A extends ActorMap>(
  catalogue: Catalogue<U, A>,
  user: U,
  p: { step: string; index: number; loop?: string; summary?: boolean },
): boolean {
  if (p.loop) {
    const count = catalogue.loops[p.loop].count(user);
    if (count < p.index || (p.summary && count > p.index)) return false;
  }
  return skippedBy(catalogue, user, p.step, p.index) === null;
}

/** The first skip rule that hides the step, or null when it shows: the devtools print it. */
export function skippedBy<U, A extends ActorMap>(
  catalogue: Catalogue<U, A>,
  user: U,
  step: string,
  index: number,
): string | null {
  for (const name of catalogue.step(step).skip ?? []) if (catalogue.rules[name].test(user, index)) return name;
  return null;
}

/**
 * The answers' copies are frozen only under Vite's dev server and in tests, where a stray mutation should throw: in
 * the build and the benches nothing mutates them (docs/decisions/0020), and freezing each copy was a fifth of an answer.
 */
const immer = new Immer({ autoFreeze: (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true });

export function flowSetup<U, A extends ActorMap>(catalogue: Catalogue<U, A>) {
  const actors: ActorMap = catalogue.actors;
  const update = (user: U, recipe: (draft: Draft<U>) => void): U => immer.produce(user, recipe);
  return setup({
    types: {} as {
      context: FlowContext<U>;
      events: FlowEvent;
      input: FlowInput<U> | undefined;
      output: FlowOutput<U>;
    },
    actors,
    delays: { suggestDelay: ADDRESS_SUGGEST_DELAY_MS },
    guards: {
      /** Suggestions are asked for from a few characters on. */
      worthSuggesting: ({ event }) => event.type === 'SUGGEST' && event.text.trim().length >= ADDRESS_SUGGEST_MIN_CHARS,
      shows: ({ context }, p: { step: string; index: number; loop?: string; summary?: boolean }) =>
        nodeShows(catalogue, context.user, p),
      answerValid: ({ event }, p: At) => event.type === 'SUBMIT' && parseOnce(catalogue, p.step, event).success,
      cameFrom: ({ context }, p: { node: NodeId }) => context.visited.at(-2) === p.node,
      /** NAVIGATE is accepted only for visited nodes (spec 000 section 2). */
      navigateTo: ({ context, event }, p: { node: NodeId }) =>
        event.type === 'NAVIGATE' && event.node === p.node && context.visited.includes(p.node),
    },
    actions: {
      enterNode: assign(({ context }, p: At & { progress: number }) => ({
        visited: context.visited.at(-1) === p.node ? context.visited : [...context.visited, p.node],
        error: context.error?.node === p.node ? context.error : null,
        progress: Math.max(context.progress, p.progress),
      })),
      applyAnswer: assign(({ context, event }, p: At) => {
        if (event.type !== 'SUBMIT') return {};
        const answer = parseOnce(catalogue, p.step, event).data;
        const step = catalogue.step(p.step);
        return {
          error: null,
          user: update(context.user, (d) => step.apply(d, answer, p.index)),
          ...(step.remember ? { remembered: { ...context.remembered, [p.node]: answer } } : {}),
        };
      }),
      storeOptions: assign(({ context }, p: At & { options: ChoiceOption[] }) => ({
        options: { ...context.options, [p.node]: p.options },
      })),
      applyCheck: assign(({ context }, p: At & { output: unknown }) => {
        const call = catalogue.step(p.step).check!;
        return {
          error: null,
          user: call.apply ? update(context.user, (d) => call.apply!(d, p.output, p.index)) : context.user,
        };
      }),
      setError: assign((_, p: At & { code: ErrorCode }) => ({ error: { node: p.node, code: p.code } })),
      storeSuggestQuery: assign(({ event }) => (event.type === 'SUGGEST' ? { suggestQuery: event.text.trim() } : {})),
      /** A failed suggestion call never blocks the answer: the shopper is told and keeps typing (spec 000 section 8). */
      suggestFailed: assign(({ context }, p: At & { code: ErrorCode }) => ({
        options: { ...context.options, [p.node]: [] },
        error: { node: p.node, code: p.code },
      })),
      popVisited: assign(({ context }) => ({ visited: context.visited.slice(0, -1) })),
      truncateVisited: assign(({ context }, p: { node: NodeId }) => ({
        visited: context.visited.slice(0, context.visited.indexOf(p.node) + 1),
      })),
      resetVisited: assign({ visited: [] as NodeId[], error: null }),
      saveUser: sendTo(
        'userSync',
        ({ context }): UserSyncEvent<U> => ({
          type: 'SAVE',
          user: context.user,
          server: context.server,
        }),
      ),
      storeServerUser: assign(({ event }) =>
        event.type === 'USER_SAVED' ? { server: { userId: event.userId, token: event.token }, saveError: null } : {},
      ),
      storeSaveError: assign(({ event }) => (event.type === 'USER_SAVE_FAILED' ? { saveError: event.code } : {})),
    },
  });
}

type FlowSetup<U, A extends ActorMap> = ReturnType<typeof flowSetup<U, A>>;

/** Options of a load or suggestion: what the actor answered, when it is a list of options. */
function optionsOf(output: unknown): ChoiceOption[] {
  return Array.isArray(output) ? output.filter((o): o is ChoiceOption => typeof o?.value === 'string') : [];
}

/** Whether the catalogue keeps a server copy of the answers: an actor named `userSync` (optional, additive). */
const syncsUser = <U, A extends ActorMap>(catalogue: Catalogue<U, A>) => Object.hasOwn(catalogue.actors, 'userSync');

/** A guarded routing list: each target taken if it shows, the last one unguarded. */
function routeOf(flow: CompiledFlow, edges: ForwardEdge[]) {
  return edges.map((e) => ({
    target: `#${flow.id}.${e.target}`,
    ...(e.guarded && e.node
      ? {
          guard: {
            type: 'shows' as const,
            params: { step: e.node.step, index: e.node.index, loop: e.node.loop, summary: e.node.summary },
          },
        }
      : {}),
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
  const route = routeOf(flow, flow.edges.get(n.id)!);
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
      // A terminal node takes no answer: the shopper can only go back (catalogue.ts `terminal`).
      ...(q.terminal
        ? {}
        : {
            SUBMIT: {
              guard: { type: 'answerValid', params: at },
              target: q.check ? 'checking' : 'routing',
              actions: [{ type: 'applyAnswer', params: at }],
            },
          }),
      ...(suggest
        ? { SUGGEST: { guard: 'worthSuggesting', target: '.typing', reenter: true, actions: ['storeSuggestQuery'] } }
        : {}),
    },
  });
  const load = q.load;
  const check = q.check;
  return s.createStateConfig({
    tags: [`step:${n.step}`, ...(q.terminal ? ['state:terminal'] : [])],
    description: q.description,
    entry: [{ type: 'enterNode', params: { ...at, progress: flow.progress.get(n.id) ?? -1 } }],
    initial: load ? 'loading' : 'answering',
    states: {
      answering,
      ...(q.terminal ? {} : { routing: { entry: syncsUser(catalogue) ? ['saveUser' as const] : [], always: route } }),
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
                onDone: {
                  target: 'routing',
                  actions: [{ type: 'applyCheck', params: ({ event }) => ({ ...at, output: event.output }) }],
                },
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
      visited: [],
      options: {},
      error: null,
      remembered: input?.remembered ?? {},
      progress: 0,
      suggestQuery: '',
      server: input?.server ?? {},
      saveError: null,
    }),
    // A catalogue without a `userSync` actor (the post-quote chains: their answers go to the rate call) saves nothing.
    ...(syncsUser(catalogue)
      ? { invoke: { src: 'userSync', id: 'userSync', input: ({ context }) => ({ server: context.server }) } }
      : {}),
    initial: startsByRouting ? START : compiled.initial,
    states: {
      ...(startsByRouting ? { [START]: { always: routeOf(compiled, compiled.start) } } : {}),
      ...states,
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
    output: ({ context }): FlowOutput<U> => ({
      user: context.user,
      server: context.server,
      remembered: context.remembered,
    }),
  });
}
