import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { QueryParams } from '../../app/queryParams';
import type { StartTarget } from '../intake/startGraph';
import type { z } from 'zod/mini';
import type { QuestionView } from '../intake/questionView';
import type { ResultsChunk } from '../app/resultsSlot';

// A product line (auto now; home and renters by issues 30 and 31) is a module the app runs without knowing which it
// is: its flows, the intake chunk that brings its catalogue, flow registry and fresh user, the rule that says its
// answers can be rated, and its post-quote routes. Adding one is a module like auto.ts and a line in index.ts.

/**
 * Which bundle a line's results offered: auto-to-home for an owner, auto-to-renters for a renter, home-to-auto for a
 * home or renters shopper (docs/decisions/0085); null lets the answers decide.
 */
export type BundleKind = 'autoToHome' | 'autoToRenters' | 'homeToAuto' | null;

/** What the app knows of a new shopper when a flow starts: the URL, the browser's anonymous id, the flow taken. */
export interface StartContext<F extends string = string> {
  start: { params: QueryParams };
  anonymousId?: string;
  flowId: F;
}

/**
 * What a product line's intake chunk gives the app (src/machines/intake/intake.live.ts for auto): its catalogue, its
 * flow registry and the flow compiler, loaded after the start page's first question (docs/decisions/0040).
 */
export interface IntakeChunk<U = unknown, F extends string = string, M extends AnyStateMachine = AnyStateMachine> {
  /** A registered flow's machine, built from the line's registry and catalogue. */
  flowMachine(flowId: F): M;
  /** A new shopper's answers, with what the URL already says. */
  freshUser(context: StartContext<F>): U;
  /**
   * A new shopper built from another line's finished answers (the auto-to-home bundle, spec 001 section 1), for the
   * bundle the results offered; absent (or null) where the line builds none.
   */
  bundleUser?(from: unknown, bundle: BundleKind): U | null;
  /**
   * A question: its answer check (its schema), its form (`choice`, `email`: the tracking layer sends a choice's value,
   * never typed text) and how its answer reads from the shopper's answers.
   */
  questionOf(step: string): {
    schema: z.ZodMiniType<unknown>;
    form?: string;
    read?(user: never, index: number): unknown;
  };
  /** Every question's route: its entity and path segment, by step id. */
  routes: Record<string, { entity: string; segment: string }>;
  selectQuestionView(s: SnapshotFrom<M>): QuestionView | null;
}

export interface ProductLine<U = unknown, F extends string = string, M extends AnyStateMachine = AnyStateMachine> {
  /** The policy type it sells, as the start graph, the API and the post-quote routes name it. */
  id: StartTarget['product'];
  /** Its flows, by id (src/contract/flowIds.ts): the app machine has a state for each. */
  flowIds: readonly F[];
  defaultFlow: F;
  /** The flow the start graph's choice of this line runs. */
  startFlow(target: StartTarget): F;
  /**
   * The flow a bundle from another line's results starts (the auto-to-home bundle, spec 001 section 1: the home line's
   * transition page); absent where no bundle leads into this line.
   */
  bundleFlow?: F;
  /** Its question routes' prefix: '' for auto (`#/drivers/1/name`), '/home' for home (`#/home/occupant/1/name`). */
  routePrefix: string;
  /** The post-quote pages' route prefix (spec 001 section 2), `/postQuotesFlow/<policy type>`. */
  postQuotesPrefix: string;
  /** Whether a user (any line's, as the API stores it) is this line's shopper: by the policy it carries. */
  owns(user: object): boolean;
  /** Enough answers to rate: a returning shopper with them opens the results, not question 1. */
  canBeRated(user: U): boolean;
  /** Loads its intake chunk once (a failed load is forgotten, so a retry loads it again). */
  loadIntake(): Promise<IntakeChunk<U, F, M>>;
  /**
   * Loads its results chunk once (the results chart with its real actors; docs/decisions/0082): the app's `quotes`
   * state runs it for a shopper who finished this line's intake. A line without one shows the results unavailable.
   */
  loadResults?(): Promise<ResultsChunk>;
}
