import type { Draft } from 'immer';
import type { AnyActorLogic, InputFrom, OutputFrom } from 'xstate';
import type { ErrorCode } from '../../domain/errors';

// What the flow compiler needs to know of a product: its steps' contracts, its skip rules, its loops and its actors.
// The auto intake, the home and renters intakes and the post-quote chains each provide one (DESIGN section 3).

/** A node of a compiled flow: `stepId~index` (spec 000 section 2: route nodes are keyed by step id, '~', index). */
export type NodeId = `${string}~${number}`;

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

/** The actors a catalogue's steps invoke (and a flow's companion, flowSetup.ts `Companion`), by name. */
export type ActorMap = Record<string, AnyActorLogic>;

/**
 * What a step's server call is given: the answers so far, what the follow-ups kept (`FollowUp.keep`), the item index,
 * and the answer or text being checked.
 */
export interface CallArgs<U, T = unknown> {
  user: U;
  /** What the flow's follow-ups kept (decision 0046): `{}` before they answer. */
  kept: Readonly<Record<string, unknown>>;
  index: number;
  /** The parsed answer (checks) or the typed text (suggestions). */
  answer: T;
}

/**
 * One server call of a step, owned by the step's catalogue entry: which actor, its input, how its output is applied,
 * and the error-catalogue code a failure shows when the actor's error carries none.
 */
export interface StepCall<U, A extends ActorMap, K extends keyof A & string, T = unknown> {
  actor: K;
  input(args: CallArgs<U, T>): InputFrom<A[K]>;
  /** A check's result applied to the answers (an immer recipe); loads and suggestions store their output as options. */
  apply?(user: Draft<U>, output: OutputFrom<A[K]>, index: number): void;
  error: ErrorCode;
  /**
   * Whether the check may be asked before the press (docs/decisions/0054), for these answers (the email rule on).
   * Only for a call without side effects whose answer depends on its input alone (a lookup, a validation): never a
   * call that sends something (a phone code).
   */
  ahead?(args: CallArgs<U, T>): boolean;
}

/**
 * A call as the compiler sees it: the actor by name, its input and output no longer tied to it by type. A catalogue
 * declares each call as a `StepCall` of its own actor and stores it as this: methods are compared bivariantly, which
 * is what lets that widening type-check without a cast, and the machine only ever hands `apply` the output of the
 * very actor it invoked for the call.
 */
export interface Call<U, T = unknown> {
  actor: string;
  input(args: CallArgs<U, T>): unknown;
  apply?(user: Draft<U>, output: unknown, index: number): void;
  error: ErrorCode;
  /** Asked before the press, on a complete answer the shopper paused on (see `StepCall.ahead`). */
  ahead?(args: CallArgs<U, T>): boolean;
}

/**
 * A call a step makes once its check has passed, alongside the others (spec 000 section 4: the address-success
 * chain). It never blocks the shopper: `fallback` is applied before it is asked (a remote rule's default), so a
 * failure, or the flow's bounded wait running out, leaves that; its output is applied like a check's. Each call is
 * asked once per answer: the machine never retries it.
 */
export interface FollowUp<U> extends Call<U> {
  /** Names the call: its invoke id, its slot in the context's `kept`, and its error event. */
  id: string;
  /** What the answers hold until the call answers, and keep when it fails or times out (the rule's default). */
  fallback?(user: Draft<U>, index: number): void;
  /** What of its output the flow keeps beside the answers (a phone number to show, tier details). */
  keep?(output: unknown): unknown;
  /** What is kept until it answers, and when it fails (a default phone number); nothing when absent. */
  keepOnFailure?: unknown;
  /**
   * The skip rules whose verdict its answer (or its fallback) can change: a node whose way on asks one of them waits
   * for the follow-ups still running (flowMachine.ts); declarations.test.ts checks the list against the answers.
   */
  decides?: readonly string[];
}

/**
 * A remote decision asked on the way to a step, before its skip rules are read (docs/decisions/0099: the
 * whitelabelKnockouts rule before the knockout page). A node's way on asks it when the step is the next that would
 * show were the rules it `decides` passed; its output is applied to the answers, which those rules then read; on a
 * failure `fallback` is applied instead, so a failed call neither lets everyone through nor stops everyone.
 */
export interface Gate<U> extends Call<U> {
  /** The skip rules of the step that read what it applies. */
  decides: readonly string[];
  fallback(user: Draft<U>): void;
}

/** A gate as a catalogue declares it: its input and apply typed by its own actor (see `StepCall`). */
export interface StepGate<U, A extends ActorMap, K extends keyof A & string> extends StepCall<U, A, K, undefined> {
  decides: readonly string[];
  fallback(user: Draft<U>): void;
}

/** A follow-up as a catalogue declares it: its input, apply and keep typed by its own actor (see `StepCall`). */
export interface StepFollowUp<U, A extends ActorMap, K extends keyof A & string> extends StepCall<U, A, K, undefined> {
  id: string;
  fallback?(user: Draft<U>, index: number): void;
  keep?(output: OutputFrom<A[K]>): unknown;
  keepOnFailure?: unknown;
  decides?: readonly string[];
}

/**
 * A spec rule a state or transition realises (docs/decisions/0079): its id in src/machines/requirements.ts, the spec
 * section, and the rule in a sentence. The compiler puts them in `meta.requirements`; readers treat them as optional.
 */
export interface Requirement {
  id: string;
  section: string;
  text: string;
}

/** A skip rule (spec 000 section 4): true skips the step. What the compiler may assume of it is declared with it. */
export interface SkipRule<U> {
  test: (user: U, index: number) => boolean;
  /** The spec rule it realises: on the nodes it can hide and the routes that pass over them. */
  requirement?: Requirement;
  /** `item`: the value depends on the loop item (one value per index); `flow`: one value for the whole flow. */
  scope: 'flow' | 'item';
  /** Item rules that can only be true at these indices (driver 2's marital status); false everywhere else. */
  onlyAt?: readonly number[];
  /**
   * Every step whose answer, side effects or server check can change the rule's value. The compiler relies on it to
   * leave out transitions no answer can take; a test checks it against every step's sampled answers.
   */
  changedBy: readonly string[];
  /**
   * Of an item rule's `changedBy`, the steps that change its value only for the item they are asked for (driver 2's
   * accidents never change driver 1's tickets), and those that change it only for later items (a summary or driver
   * 1's marital status adding or removing items). The compiler then knows which items' values a step leaves as they
   * were; any other step may change any item's value.
   */
  sameItem?: readonly string[];
  laterItems?: readonly string[];
  /**
   * What the rule's value tells of other rules (an item rule's at the same item) and of the loops' counts, true for
   * every answers: a licence rule and its complement, one state excluding the others, "one driver" bounding the
   * drivers, neither agency nor mutual-insurer eligible implying not agency eligible. Optional; the compiler then
   * leaves out transitions these facts rule out, and takes a false rule to make false every rule implying it.
   */
  implies?: { whenTrue?: RuleFacts; whenFalse?: RuleFacts };
}

/** Facts a rule's value implies: other rules' values, and loops' item counts as inclusive [min, max] bounds. */
export interface RuleFacts {
  rules?: Readonly<Record<string, boolean>>;
  counts?: Readonly<Record<string, readonly [number, number]>>;
  /** At least one of these loops' counts lies in its bounds ("more than one vehicle or more than one driver"). */
  someCount?: Readonly<Record<string, readonly [number, number]>>;
  /**
   * At least one of these rules has the value given ("the home details are known only for a renter or when
   * prefilled": known and not a renter, so prefilled). A conjunction of facts implying another, said as a clause.
   */
  someRule?: Readonly<Record<string, boolean>>;
}

/** A loop's items (vehicles, drivers): how many exist, and which steps can add or remove them. */
export interface LoopDef<U> {
  count: (user: U) => number;
  /** Items that always exist (the first vehicle, the first driver). */
  min: number;
  changedBy: readonly string[];
}

/** What the compiler and the flow machine need of one step. The product's catalogue adds its copy and form. */
export interface StepContract<U, R extends string = string> {
  id: string;
  /** The spec sentence behind the step: the state's description in the inspector. */
  description: string;
  /** Parses a submitted answer (the catalogue's zod schema). */
  parse: (answer: unknown) => { success: boolean; data?: unknown };
  /** Writes a parsed answer and its side effects into the answers (an immer recipe). */
  apply: (user: Draft<U>, answer: unknown, index: number) => void;
  skip?: readonly R[];
  /**
   * The spec rules the step realises besides its skip rules (its answer's side effects, a knockout page's criteria,
   * its calls' error routes): the node's `meta.requirements`.
   */
  requirements?: readonly Requirement[];
  /** The answer is a command, not stored in the answers (a summary's Yes or No): the machine keeps it for BACK. */
  remember?: boolean;
  /**
   * A complete answer the screen holds before the press (DRAFT: a card the vault saved) is kept in `remembered`, so
   * the browser's Back and Forward show it again (docs/decisions/0072).
   */
  keepsDraft?: boolean;
  /**
   * A page the flow stops at when it shows (a knockout): no later step follows it. Its one answer is the way on: it
   * finishes the flow at once, and the flow's output names the page (`exit`), so whoever runs the flow sends the
   * shopper elsewhere. It must have a skip rule, or nothing after it could ever show.
   */
  terminal?: boolean;
  /** Options fetched before answering (makes of a year). */
  load?: Call<U>;
  /** A server check of the answer before moving on (zip lookup, address validation). */
  check?: Call<U>;
  /** Suggestions asked while the shopper types, never blocking the answer (address autocomplete). */
  suggest?: Call<U>;
  /** Calls made together once the check passes, each with its default and its error path (needs a `check`). */
  followUps?: readonly FollowUp<U>[];
  /** A remote decision asked on the way to this step, before its skip rules (`Gate`). */
  gate?: Gate<U>;
}

export interface Catalogue<U, A extends ActorMap, R extends string = string> {
  step: (id: string) => StepContract<U, R>;
  rules: Record<R, SkipRule<U>>;
  loops: Record<string, LoopDef<U>>;
  actors: A;
}
