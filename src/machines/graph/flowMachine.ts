import { assign, emit, sendTo, setup } from 'xstate';
import { produce, type Draft } from 'immer';
import { ADDRESS_SUGGEST_DELAY_MS, ADDRESS_SUGGEST_MIN_CHARS } from '../../domain/constants';
import { FOLLOW_UP_WAIT_MS } from '../../domain/config';
import { isCodedError, type ErrorCode } from '../../domain/errors';
import type { FlowSpec } from './flowSpec';
import type { ActorMap, Call, Catalogue, ChoiceOption, FollowUp, NodeId } from './catalogue';
import { compileFlow, COMPLETE, type CompiledFlow } from './compileFlow';
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
  /** What the follow-up calls keep beside the answers, by follow-up id (catalogue.ts `FollowUp.keep`). */
  kept: Record<string, unknown>;
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
}

export interface FlowOutput<U> {
  user: U;
  server: ServerCopy;
  /** The terminal page whose way on finished the flow (a knockout's send-to-short-flow), else absent. */
  exit?: string;
}

/**
 * What the flow reports without stopping for it: a follow-up call failed (its default stands), or the bounded wait
 * for the follow-ups ran out. Listeners subscribe with `actor.on(type, ...)`; no answer is in it.
 */
export type FlowEmitted =
  | { type: 'FOLLOW_UP_FAILED'; followUp: string; code: ErrorCode }
  | { type: 'FOLLOW_UPS_TIMED_OUT'; node: NodeId };

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

export function flowSetup<U, A extends ActorMap>(catalogue: Catalogue<U, A>) {
  const actors: ActorMap = catalogue.actors;
  const update = (user: U, recipe: (draft: Draft<U>) => void): U => produce(user, recipe);
  return setup({
    types: {} as {
      context: FlowContext<U>;
      events: FlowEvent;
      input: FlowInput<U> | undefined;
      output: FlowOutput<U>;
      emitted: FlowEmitted;
    },
    actors,
    delays: { suggestDelay: ADDRESS_SUGGEST_DELAY_MS, followUpWait: FOLLOW_UP_WAIT_MS },
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
      /** Before the follow-ups are asked, each one's default stands, in the answers and in what is kept. */
      startFollowUps: assign(({ context }, p: At) => {
        const followUps = catalogue.step(p.step).followUps ?? [];
        const kept = { ...context.kept };
        for (const f of followUps) kept[f.id] = f.keepOnFailure;
        return {
          kept,
          user: update(context.user, (d) => {
            for (const f of followUps) f.fallback?.(d, p.index);
          }),
        };
      }),
      applyFollowUp: assign(({ context }, p: At & { id: string; output: unknown }) => {
        const f = followUpOf(catalogue, p.step, p.id);
        return {
          user: f.apply ? update(context.user, (d) => f.apply!(d, p.output, p.index)) : context.user,
          kept: f.keep ? { ...context.kept, [f.id]: f.keep(p.output) } : context.kept,
        };
      }),
      followUpFailed: emit((_, p: { id: string; code: ErrorCode }) => ({
        type: 'FOLLOW_UP_FAILED' as const,
        followUp: p.id,
        code: p.code,
      })),
      followUpsTimedOut: emit((_, p: At) => ({ type: 'FOLLOW_UPS_TIMED_OUT' as const, node: p.node })),
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

function followUpOf<U, A extends ActorMap>(catalogue: Catalogue<U, A>, step: string, id: string): FollowUp<U> {
  const f = catalogue.step(step).followUps?.find((x) => x.id === id);
  if (!f) throw new Error(`Step '${step}' has no follow-up '${id}'`);
  return f;
}

/** Options of a load or suggestion: what the actor answered, when it is a list of options. */
function optionsOf(output: unknown): ChoiceOption[] {
  return Array.isArray(output) ? output.filter((o): o is ChoiceOption => typeof o?.value === 'string') : [];
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
  const route = flow.edges.get(n.id)!.map((e) => ({
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
            actions: [{ type: 'applyAnswer', params: at }, 'saveUser'],
          }
        : {
            guard: { type: 'answerValid', params: at },
            target: q.check ? 'checking' : 'routing',
            actions: [{ type: 'applyAnswer', params: at }],
          },
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
      ...(q.terminal ? {} : { routing: { entry: ['saveUser' as const], always: route } }),
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
                  target: followUps.length ? 'following' : 'routing',
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
  return s.createMachine({
    id: flow.id,
    description: `${flow.description} (${compiled.nodes.length} nodes, compiled from its flow spec.)`,
    context: ({ input }) => ({
      flowId: flow.id,
      user: input?.user ?? def.initialUser(),
      visited: [],
      options: {},
      error: null,
      remembered: {},
      progress: 0,
      suggestQuery: '',
      server: input?.server ?? {},
      saveError: null,
      kept: {},
    }),
    invoke: { src: 'userSync', id: 'userSync', input: ({ context }) => ({ server: context.server }) },
    initial: compiled.initial,
    states: {
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
        { target: `.${compiled.initial}`, actions: ['resetVisited' as const] },
      ],
      USER_SAVED: { actions: ['storeServerUser'] },
      USER_SAVE_FAILED: { actions: ['storeSaveError'] },
    },
    output: ({ context }): FlowOutput<U> => {
      // Finished from a terminal page (its way on): the page is the last node visited.
      const last = context.visited.at(-1);
      const step = last ? compiled.nodes.find((n) => n.id === last)?.step : undefined;
      const exit = step && catalogue.step(step).terminal ? step : undefined;
      return { user: context.user, server: context.server, ...(exit ? { exit } : {}) };
    },
  });
}
