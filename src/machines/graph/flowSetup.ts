import { assign, emit, sendTo, setup } from 'xstate';
import { Immer, type Draft } from 'immer';
import { ADDRESS_SUGGEST_DELAY_MS, ADDRESS_SUGGEST_MIN_CHARS, PRECHECK_DELAY_MS } from '../../domain/constants';
import { FOLLOW_UP_WAIT_MS } from '../../domain/config';
import { isCodedError, type ErrorCode } from '../../domain/errors';
import type { ActorMap, Call, Catalogue, ChoiceOption, FollowUp, NodeId } from './catalogue';
import type { CompiledFlow, ForwardEdge } from './compileFlow';

// The flow machine's setup (DESIGN section 4): its context, events and output, and every guard and action, each
// generic: what a step does is read from its catalogue entry by name. flowMachine.ts builds the states with it.

/** An error value from the error catalogue, shown on the step it belongs to. */
export interface StepError {
  code: ErrorCode;
  node: NodeId;
}

export interface FlowContext<U, X = undefined> {
  /** What the flow's companion keeps beside the answers (`Companion`; the intake: the answers' server copy). */
  extra?: X;
  flowId: string;
  /** The shopper's answers, in the contract's shape. */
  user: U;
  /** Nodes visited, in order, up to the one shown; BACK pops, NAVIGATE truncates (spec 000 section 4: page visibility). */
  visited: NodeId[];
  /**
   * Nodes visited past the one shown, nearest first, that BACK or a NAVIGATE back left: the browser's Forward returns
   * to them while the answers still route there (docs/decisions/0072). Moving on to another node than the first of
   * them forgets them all.
   */
  forward: NodeId[];
  /** Options fetched for a node (makes, models, trims, address suggestions), keyed by node. */
  options: Partial<Record<NodeId, ChoiceOption[]>>;
  error: StepError | null;
  /** Answers of steps that command rather than store (a summary's Yes or No), so BACK shows them chosen. */
  remembered: Partial<Record<NodeId, unknown>>;
  /** The text suggestions are being asked for (the last SUGGEST). */
  suggestQuery: string;
  /** Highest progress reached, 0-99: progress only increases (spec 000 section 2). */
  progress: number;
  /** What the follow-up calls keep beside the answers, by follow-up id (catalogue.ts `FollowUp.keep`). */
  kept: Record<string, unknown>;
  /** The check asked before the press (docs/decisions/0054): the answer's check input, and how it went. */
  ahead?: Ahead | null;
}

/**
 * A pre-check: the node, its check's input for the drafted answer (`key`: that input as JSON, what a press is matched
 * on), and once it settled, its output or that it failed (a failure is never used: the press asks again).
 */
export interface Ahead {
  node: NodeId;
  key: string;
  input: unknown;
  status: 'asking' | 'answered' | 'failed';
  output?: unknown;
}

export type FlowEvent =
  | { type: 'SUBMIT'; answer: unknown }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'NAVIGATE'; node: NodeId }
  /** The text typed so far, sent when the form wants suggestions; the machine debounces and asks. */
  | { type: 'SUGGEST'; text: string }
  /**
   * The answer as the form holds it, sent on each edit (and `blur` when the shopper leaves a field): on a step whose
   * check may be asked ahead, the machine asks it once a complete answer rests (docs/decisions/0054).
   */
  | { type: 'DRAFT'; answer: unknown; blur?: boolean };

export interface FlowInput<U> {
  /** Answers restored from a returning-user load, an earlier flow or URL parameters. */
  user?: U;
  /** Answers remembered by an earlier run of the flow (back from quotes to edit), so its summaries show them chosen. */
  remembered?: FlowContext<U>['remembered'];
  /** What follow-up calls of an earlier run kept (the phone number the address chain found). */
  kept?: Record<string, unknown>;
  /**
   * Nodes an earlier run of the flow visited, so NAVIGATE can take the shopper back to one of them with every answer
   * kept (a post-quote screen whose answer the carrier refused). Nothing else reads it: the flow still starts at its
   * first node.
   */
  visited?: NodeId[];
}

export interface FlowOutput<U> {
  user: U;
  /** What BACK would show for steps that store nothing themselves; absent for answers loaded from the server. */
  remembered?: FlowContext<U>['remembered'];
  /** The terminal page whose way on finished the flow (a knockout's send-to-short-flow), else absent. */
  exit?: string;
  /** What the follow-up calls kept (the address chain's phone number), for the pages after the flow. */
  kept?: Record<string, unknown>;
  /** The nodes visited, in order (a later run's `visited`, to go back to one of them). */
  visited?: NodeId[];
}

/**
 * What the flow reports without stopping for it: a follow-up call failed (its default stands), or the bounded wait
 * for the follow-ups ran out. Listeners subscribe with `actor.on(type, ...)`; no answer is in it.
 */
export type FlowEmitted =
  | { type: 'FOLLOW_UP_FAILED'; followUp: string; code: ErrorCode }
  | { type: 'FOLLOW_UPS_TIMED_OUT'; node: NodeId }
  /** A gate's call failed: its fallback decided (catalogue.ts `Gate`). */
  | { type: 'GATE_FAILED'; step: string; code: ErrorCode };

/** The types of a flow's companion (`Companion`). */
export interface CompanionTypes {
  /** What it keeps in the context's `extra`. */
  extra: unknown;
  /** What it adds to the flow's input and output. */
  input: object;
  output: object;
}

/** A flow without a companion (the post-quote chains). */
export interface NoCompanion {
  extra: undefined;
  input: object;
  output: object;
}

/**
 * An actor a product keeps beside its flow, which the compiler knows only by these hooks (the intake's user save,
 * src/machines/intake/userSave.ts): invoked at the flow's root under its actor's name, sent `changed` each time the
 * answers change (an answer, a check or the follow-ups applied), its events folded into the context's `extra`.
 */
export interface Companion<U, C extends CompanionTypes> {
  /** The catalogue's actor to invoke (also its id). */
  actor: string;
  /** The `extra` a flow starts with, from its input. */
  extra: (input: C['input'] | undefined) => C['extra'];
  /** The actor's input. */
  input: (extra: C['extra']) => unknown;
  /** What it is sent when the answers changed. */
  changed: (user: U, extra: C['extra']) => { type: string };
  /**
   * Each event it sends back, by type: the `extra` after it. The flow does not know these events' shapes: each is
   * handed to its own fold (typed by the product), and the flow's event type does not list them.
   */
  events: Record<string, (extra: C['extra'], event: never) => C['extra']>;
  /** What the flow's output adds. */
  output: (extra: C['extra']) => C['output'];
}

export type At = { node: NodeId; step: string; index: number };

/** The error-catalogue code of a failed call: the actor's own code, else the call's. */
export const errorOf = <U>(error: unknown, call: Call<U>): ErrorCode => (isCodedError(error) ? error.code : call.error);

/** What a `shows` guard asks of the node it would route to. */
export type ShowsParams = { step: string; index: number; loop?: string; summary?: boolean };

/** Whether a node shows: its loop item exists, a summary is on the last item, and no skip rule applies. */
export function nodeShows<U, A extends ActorMap>(catalogue: Catalogue<U, A>, user: U, p: ShowsParams): boolean {
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
 * Whether the way on from `from` asks a gate (catalogue.ts `Gate`): the first of its edges that shows, the gated
 * step's own decided rules passed, goes to a gated step. Another node showing first needs no decision.
 */
export function reachesGate<U, A extends ActorMap>(
  catalogue: Catalogue<U, A>,
  edges: CompiledFlow['edges'],
  user: U,
  from: NodeId,
): boolean {
  for (const e of edges.get(from) ?? []) {
    if (!e.guarded || !e.node) return false;
    const gate = catalogue.step(e.node.step).gate;
    if (gate) {
      const { loop, index, summary, step } = e.node;
      const loopOk =
        !loop ||
        (catalogue.loops[loop].count(user) >= index && !(summary && catalogue.loops[loop].count(user) > index));
      const rest = (catalogue.step(step).skip ?? []).filter((r) => !gate.decides.includes(r));
      if (loopOk && !rest.some((r) => catalogue.rules[r].test(user, index))) return true;
    } else if (nodeShows(catalogue, user, e.node)) return false;
  }
  return false;
}

/** The node routing goes to from `from` with these answers: the first of its edges that shows, else the last one. */
export function nextNode<U, A extends ActorMap>(
  catalogue: Catalogue<U, A>,
  edges: CompiledFlow['edges'],
  user: U,
  from: NodeId,
): string | undefined {
  const shows = (e: ForwardEdge) => !e.guarded || !e.node || nodeShows(catalogue, user, e.node);
  return edges.get(from)?.find(shows)?.target;
}

/**
 * Whether NAVIGATE may go forward to `node`: it is one of the nodes ahead that BACK left, and the answers as they are
 * now still route there, node by node, from the one shown (a changed answer that takes another way forgets them).
 */
export function stillAhead<U, A extends ActorMap>(
  catalogue: Catalogue<U, A>,
  edges: CompiledFlow['edges'],
  context: Pick<FlowContext<U, unknown>, 'user' | 'visited' | 'forward'>,
  node: NodeId,
): boolean {
  const until = context.forward.indexOf(node);
  let at = context.visited.at(-1);
  for (let i = 0; i <= until; i += 1) {
    if (!at || nextNode(catalogue, edges, context.user, at) !== context.forward[i]) return false;
    at = context.forward[i];
  }
  return until >= 0;
}

function followUpOf<U, A extends ActorMap>(catalogue: Catalogue<U, A>, step: string, id: string): FollowUp<U> {
  const f = catalogue.step(step).followUps?.find((x) => x.id === id);
  if (!f) throw new Error(`Step '${step}' has no follow-up '${id}'`);
  return f;
}

/**
 * The answers' copies are frozen only under Vite's dev server and in tests, where a stray mutation should throw: in
 * the build and the benches nothing mutates them (docs/decisions/0020), and freezing each copy was a fifth of an answer.
 */
const immer = new Immer({ autoFreeze: (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true });

export function flowSetup<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  catalogue: Catalogue<U, A>,
  companion?: Companion<U, C>,
  /** The compiled flow's edges, which a NAVIGATE forward follows (none: it never goes forward). */
  edges: CompiledFlow['edges'] = new Map(),
) {
  const actors: ActorMap = catalogue.actors;
  const update = (user: U, recipe: (draft: Draft<U>) => void): U => immer.produce(user, recipe);
  const parse = (p: At, event: { answer: unknown }) => catalogue.step(p.step).parse(event.answer);
  /** The answers with a parsed answer applied (its write and side effects). */
  const withAnswer = (user: U, p: At, answer: unknown): U =>
    update(user, (d) => catalogue.step(p.step).apply(d, answer, p.index));
  /** The answers with a check's output applied, as its call says (a check without `apply` changes nothing). */
  const withCheck = (user: U, p: At, output: unknown): U => {
    const apply = catalogue.step(p.step).check?.apply;
    return apply ? update(user, (d) => apply(d, output, p.index)) : user;
  };
  /**
   * The check input of a drafted or submitted answer the step's schema accepts, as the check state would build it
   * (the answers with the answer applied), its JSON (what a press is matched on), and whether it may be asked ahead.
   */
  const checkInputOf = (context: FlowContext<U, C['extra']>, event: FlowEvent, p: At) => {
    if (event.type !== 'DRAFT' && event.type !== 'SUBMIT') return undefined;
    const parsed = parse(p, event);
    if (!parsed.success) return undefined;
    const check = catalogue.step(p.step).check!;
    const args = {
      user: withAnswer(context.user, p, parsed.data),
      kept: context.kept,
      index: p.index,
      answer: parsed.data,
    };
    const input = check.input(args);
    return { input, key: JSON.stringify(input), ahead: check.ahead?.(args) === true };
  };
  /** Whether a draft is a complete answer whose check may be asked ahead: its input, else undefined. */
  const draftOf = (context: FlowContext<U, C['extra']>, event: FlowEvent, p: At) =>
    event.type === 'DRAFT' ? checkInputOf(context, event, p) : undefined;
  return setup({
    types: {} as {
      context: FlowContext<U, C['extra']>;
      events: FlowEvent;
      input: (FlowInput<U> & C['input']) | undefined;
      output: FlowOutput<U> & C['output'];
      emitted: FlowEmitted;
    },
    actors,
    delays: {
      suggestDelay: ADDRESS_SUGGEST_DELAY_MS,
      followUpWait: FOLLOW_UP_WAIT_MS,
      precheckDelay: PRECHECK_DELAY_MS,
    },
    guards: {
      /** Suggestions are asked for from a few characters on. */
      worthSuggesting: ({ event }) => event.type === 'SUGGEST' && event.text.trim().length >= ADDRESS_SUGGEST_MIN_CHARS,
      shows: ({ context }, p: ShowsParams) => nodeShows(catalogue, context.user, p),
      /** The way on from the node asks a gate first (`reachesGate`). */
      reachesGate: ({ context }, p: { node: NodeId }) => reachesGate(catalogue, edges, context.user, p.node),
      answerValid: ({ event }, p: At) => event.type === 'SUBMIT' && parse(p, event).success,
      /** A complete answer held before the press, on a step that keeps it (`keepsDraft`). */
      draftValid: ({ event }, p: At) => event.type === 'DRAFT' && parse(p, event).success,
      /** The shopper left a field: a resting answer is checked now. */
      blurred: ({ event }) => event.type === 'DRAFT' && event.blur === true,
      /** A draft whose check input is the one already asked ahead (or waiting to be): nothing new to ask. */
      draftAsked: ({ context, event }, p: At) =>
        context.ahead?.node === p.node && draftOf(context, event, p)?.key === context.ahead.key,
      /** A new complete answer whose check may be asked ahead (the email rule on): it is, once it rests. */
      draftWorthChecking: ({ context, event }, p: At) => draftOf(context, event, p)?.ahead === true,
      /** Something asked ahead for this node that an incomplete or changed answer drops. */
      aheadHeld: ({ context }, p: At) => context.ahead?.node === p.node,
      /** The pre-check answered this very submitted answer: the press goes on as the check's completion would. */
      aheadAnswered: ({ context, event }, p: At) =>
        event.type === 'SUBMIT' &&
        context.ahead?.node === p.node &&
        context.ahead.status === 'answered' &&
        checkInputOf(context, event, p)?.key === context.ahead.key,
      cameFrom: ({ context }, p: { node: NodeId }) => context.visited.at(-2) === p.node,
      /** NAVIGATE back is accepted only for visited nodes (spec 000 section 2). */
      navigateTo: ({ context, event }, p: { node: NodeId }) =>
        event.type === 'NAVIGATE' && event.node === p.node && context.visited.includes(p.node),
      /** NAVIGATE forward: to a node BACK left, while the answers still route there (`stillAhead`). */
      forwardTo: ({ context, event }, p: { node: NodeId }) =>
        event.type === 'NAVIGATE' && event.node === p.node && stillAhead(catalogue, edges, context, p.node),
    },
    actions: {
      enterNode: assign(({ context }, p: At & { progress: number }) => {
        // Already last visited: BACK or NAVIGATE brought the shopper here and set the nodes ahead themselves.
        const arrived = context.visited.at(-1) === p.node;
        return {
          visited: arrived ? context.visited : [...context.visited, p.node],
          // Moving on keeps the nodes ahead only while it goes the way they went; another way forgets them.
          forward: arrived ? context.forward : context.forward[0] === p.node ? context.forward.slice(1) : [],
          error: context.error?.node === p.node ? context.error : null,
          progress: Math.max(context.progress, p.progress),
          // What was asked ahead belongs to the node it was asked on: coming back asks again, as a press did before.
          ahead: context.ahead?.node === p.node ? context.ahead : null,
        };
      }),
      applyAnswer: assign(({ context, event }, p: At) => {
        if (event.type !== 'SUBMIT') return {};
        const answer = parse(p, event).data;
        return {
          error: null,
          user: withAnswer(context.user, p, answer),
          // A kept draft gives way to the answer pressed (keepsDraft): the screen shows the latest.
          ...(catalogue.step(p.step).remember || catalogue.step(p.step).keepsDraft
            ? { remembered: { ...context.remembered, [p.node]: answer } }
            : {}),
        };
      }),
      /** A complete answer held before the press, kept as BACK keeps a command's: the screen shows it again. */
      keepDraft: assign(({ context, event }, p: At) =>
        event.type === 'DRAFT' ? { remembered: { ...context.remembered, [p.node]: parse(p, event).data } } : {},
      ),
      storeOptions: assign(({ context }, p: At & { options: ChoiceOption[] }) => ({
        options: { ...context.options, [p.node]: p.options },
      })),
      applyCheck: assign(({ context, event }, p: At) => ({
        error: null,
        user: 'output' in event ? withCheck(context.user, p, event.output) : context.user,
      })),
      setError: assign((_, p: At & { code: ErrorCode }) => ({ error: { node: p.node, code: p.code } })),
      /** A new complete answer to check ahead: its input, asked once it rests. */
      holdDraft: assign(({ context, event }, p: At) => {
        const d = draftOf(context, event, p);
        return d ? { ahead: { node: p.node, key: d.key, input: d.input, status: 'asking' as const } } : {};
      }),
      dropAhead: assign({ ahead: null }),
      storeAhead: assign(({ context, event }, p: At) =>
        context.ahead?.node === p.node && 'output' in event
          ? { ahead: { ...context.ahead, status: 'answered' as const, output: event.output } }
          : {},
      ),
      /** A failed pre-check is not shown and never used: the press asks again, with the step's own error path. */
      aheadFailed: assign(({ context }, p: At) =>
        context.ahead?.node === p.node ? { ahead: { ...context.ahead, status: 'failed' as const } } : {},
      ),
      /** The press on a pre-checked answer: the pre-check's output applied, as a check's completion applies it. */
      applyAhead: assign(({ context }, p: At) =>
        context.ahead?.node === p.node ? { error: null, user: withCheck(context.user, p, context.ahead.output) } : {},
      ),
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
      /** A gate's answer applied to the answers, which its step's skip rules then read. */
      applyGate: assign(({ context }, p: { step: string; output: unknown }) => {
        const gate = catalogue.step(p.step).gate!;
        return { user: gate.apply ? update(context.user, (d) => gate.apply!(d, p.output, 0)) : context.user };
      }),
      /** A gate's call failed: its fallback decides (never everyone through, never everyone stopped). */
      gateFallback: assign(({ context }, p: { step: string }) => ({
        user: update(context.user, (d) => catalogue.step(p.step).gate!.fallback(d)),
      })),
      gateFailed: emit((_, p: { step: string; code: ErrorCode }) => ({
        type: 'GATE_FAILED' as const,
        step: p.step,
        code: p.code,
      })),
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
      /** BACK: the node left is the first one ahead. */
      popVisited: assign(({ context }) => ({
        visited: context.visited.slice(0, -1),
        forward: [...context.visited.slice(-1), ...context.forward],
      })),
      /** NAVIGATE back: the nodes after the target are ahead. */
      truncateVisited: assign(({ context }, p: { node: NodeId }) => {
        const at = context.visited.indexOf(p.node) + 1;
        return { visited: context.visited.slice(0, at), forward: [...context.visited.slice(at), ...context.forward] };
      }),
      /** NAVIGATE forward: the nodes up to the target are visited again, in order. */
      advanceTo: assign(({ context }, p: { node: NodeId }) => {
        const at = context.forward.indexOf(p.node) + 1;
        return { visited: [...context.visited, ...context.forward.slice(0, at)], forward: context.forward.slice(at) };
      }),
      /** The answers changed: the companion is told (`Companion.changed`). */
      answersChanged: sendTo(companion?.actor ?? '', ({ context }) => companion!.changed(context.user, context.extra!)),
      /** An event of the companion's, folded into what it keeps. */
      companionEvent: assign(({ context, event }) => {
        const fold = companion?.events[event.type];
        return fold ? { extra: fold(context.extra!, event as never) } : {};
      }),
    },
  });
}

export type FlowSetup<U, A extends ActorMap, C extends CompanionTypes = NoCompanion> = ReturnType<
  typeof flowSetup<U, A, C>
>;
