import { assign, enqueueActions, fromPromise, raise, sendTo, setup } from 'xstate';
import type { StartErrorCode } from '../../domain/startErrors';
import type { FlowOutput } from '../graph/flowMachine';
import { intakeChunk, intakeLoaded, loadIntake } from '../intake/intakeSlot';
import type { FirstScreen } from '../intake/questionView';
import { chooseStartGraph, type StartChoice } from '../intake/startGraph';
import {
  DEFAULT_LINE,
  PRODUCT_LINES,
  bundleFlowOf,
  canBeRated,
  lineFor,
  lineOfFlow,
  lineOfUser,
  type LineFlowId,
  type LineId,
  type LineMachine,
  type LineUser,
} from '../products';
import { readQueryParams, type QueryParams } from '../../app/queryParams';
import { clientOptedOut } from '../../app/privacyChoice';
import type { ExperimentsInput, ExperimentsOutput } from '../../actors/experiments.actor';
import { lazyMachine, type LazyMachine } from '../graph/lazyMachine';
import { resultsSlot } from './resultsSlot';
import type { NodeId } from '../intake/intake.types';
import type { UserSaveTypes } from '../intake/userSave';
import type { InfoPage } from './app.routes';
import type { BundleKind } from '../products/productLine';

// The root machine: which product line and flow runs, when quotes are fetched, and what the URL shows (DESIGN section 2,
// machines/app). It knows the product lines through their registry (src/machines/products), none by name.

/** A finished intake of any registered line: its answers, their server copy, what the flow kept. */
export type FinishedIntake = FlowOutput<LineUser> & UserSaveTypes['output'];

export type AppEvent =
  | { type: 'NAVIGATE'; node: NodeId }
  | { type: 'ROUTE_NOT_FOUND'; path: string }
  | { type: 'SHOW_PAGE'; page: InfoPage; path: string }
  | { type: 'ROUTE_FOUND' }
  | { type: 'EDIT_ANSWERS' }
  | { type: 'DISMISS_NOTICE' }
  /** The experiments changed the start choice before the shopper answered anything: start the chosen flow. */
  | { type: 'START_FLOW' }
  /** Load the results chunk, or the intake chunk, again. */
  | { type: 'RETRY' }
  /** The first question's answer, given before the intake chunk is here: held, then handed to the intake. */
  | { type: 'SUBMIT'; answer: unknown }
  /** Raised once the intake runs: it gets the held answer. */
  | { type: 'HAND_HELD' }
  /**
   * From a line's results: start another line's bundle flow (its `bundleFlow`) with a shopper its intake builds from
   * the finished answers (the auto-to-home bundle, spec 001 section 1); a null bundle lets the answers decide.
   */
  | { type: 'START_LINE'; line: LineId; bundle: BundleKind }
  /** Back from a bundle's flow (or its results) to the results it was started from, their answers as they were. */
  | { type: 'BACK_TO_ORIGIN' };

export type { BundleKind };

/** A page shown over the flow, which keeps its place underneath: an information page or the 404 page. */
export type OverlayPage = { page: InfoPage | 'notFound'; path: string };

/** A returning-user link: `?user_id=...&token=...` (spec 000 section 2: the returning-user page reads user_id). */
export interface ReturningUser {
  userId: string;
  token: string;
}

/** Where the shopper came in: the URL's query parameters and the hash's first segment (spec 000 section 2). */
export interface StartUrl {
  params: QueryParams;
  hashFirstSegment: string;
}

export interface AppInput {
  returning?: ReturningUser;
  start?: StartUrl;
  /** The browser's anonymous id (src/app/anonymousId.ts): experiments bucket by it. */
  anonymousId?: string;
  /** The start page's first question, written by the build beside the page: shown while the intake chunk loads. */
  first?: FirstScreen;
  /**
   * The shopper picked an answer on the prerendered page before the app ran (main.tsx hands it over once the app's
   * screen is up): they have started, so the experiments no longer choose their flow.
   */
  answered?: boolean;
  /**
   * The shopper opted out of the sale or sharing of their data (issue 32): clientOptedOut() (the page's control,
   * Global Privacy Control) as createApp reads it; every results chart gets it (docs/decisions/0095).
   */
  optedOut?: boolean;
}

/** Which flow the start graph chose and why (its priority level), and the registered line and flow that run. */
export interface StartDecision {
  line: LineId;
  flowId: LineFlowId;
  reason: StartChoice['reason'];
  facts: StartChoice['facts'];
  /** The start graph chose a product line not registered yet (home): what it chose (products/index.ts `lineFor`). */
  notRegistered?: string;
}

/** The start graph's choice, taken to a registered line's flow. */
export function decideStart(start: StartUrl, experiments: Parameters<typeof chooseStartGraph>[2]): StartDecision {
  const choice = chooseStartGraph(start.params, start.hashFirstSegment, experiments);
  const { line, flowId, notRegistered } = lineFor(choice);
  const { reason, facts } = choice;
  return { line: line.id, flowId, reason, facts, ...(notRegistered ? { notRegistered } : {}) };
}

const NO_URL: StartUrl = { params: readQueryParams({}), hashFirstSegment: '' };

/**
 * What a returning link that did not load tells the shopper: "not found" for a link the server refused (no such user,
 * a bad or revoked token, no policy), "not now" when the server could not answer (no network, a timeout, too many
 * calls, a server or its database down), where the same link works later.
 */
/** What a returning user's failure realises (requirements.test.ts checks these against the catalogue). */
const RETURNING_USER_REQUIREMENTS = [
  {
    id: '001-8.error.user_not_found',
    section: 'spec 001 §8 Error catalogue',
    text: 'A returning user with no policy goes to /.',
  },
  {
    id: '001-8.error.user_load_failed',
    section: 'spec 001 §8 Error catalogue',
    text: 'Returning-user failure goes to /.',
  },
];

function returningNotice(event: unknown): StartErrorCode {
  const status = (event as { error?: { status?: number } }).error?.status;
  if (status === undefined) return 'user_not_found';
  return status === 0 || status === 429 || status === 444 || status >= 500 ? 'user_load_failed' : 'user_not_found';
}

export interface AppContext {
  /** The intake flow the shopper takes (spec 000 section 2: the start graph), kept across reloads; its line has it. */
  flowId: LineFlowId;
  start: StartUrl;
  anonymousId?: string;
  /** The start graph's decision: from the URL at once, then again once the experiments answer. */
  decision: StartDecision;
  /** The experiments as the sandbox answered them (each rule's default where it could not decide). */
  experiments: ExperimentsOutput | null;
  overlay: OverlayPage | null;
  returning: ReturningUser | null;
  /** A notice for the shopper from the error catalogue (a returning user that could not be loaded). */
  notice: StartErrorCode | null;
  /** The finished intake, handed to the rate calls and back to the intake when editing answers. */
  result: FinishedIntake | null;
  /** The finished answers a bundle's flow starts from (START_LINE), until that flow finishes. */
  bundle: { from: LineUser; kind: BundleKind } | null;
  /**
   * The results a bundle's flow was started from (START_LINE): their finished intake and flow, kept through that flow
   * and its results so BACK_TO_ORIGIN returns to them untouched; null otherwise.
   */
  origin: { result: FinishedIntake; flowId: LineFlowId } | null;
  /** The first question's view (from the page) while the intake chunk loads; null when the page had none. */
  first: FirstScreen | null;
  /** An answer to the first question given before the intake ran, handed to it once it does. */
  held: { answer: unknown } | null;
  /**
   * The shopper has answered a question (on the page before the app ran, held, or the intake went past its first
   * step): from then on the flow is theirs, even back on the first question; a late experiment never switches it.
   */
  answered: boolean;
  /** The shopper opted out (AppInput.optedOut): with clientOptedOut() then, the results charts' `optedOut` input. */
  optedOut: boolean;
}

/** Every registered line's flows, each with its line. */
const LINE_FLOWS = PRODUCT_LINES.flatMap((line) => line.flowIds.map((id) => ({ line: line.id, id })));

/**
 * Every registered flow as an actor named by its flow id, built on first use (a shopper takes one flow; building
 * all of them would cost the first load) from its line's intake chunk, which the app waits for first
 * (`waitingForIntake`). `provide` supplies the real actors at the app root.
 */
export function flowActors(provide: (m: LineMachine) => LineMachine = (m) => m) {
  const entries = LINE_FLOWS.map(({ line, id }) => [id, lazyMachine(() => provide(intakeChunk(line).flowMachine(id)))]);
  return Object.fromEntries(entries) as Record<LineFlowId, LazyMachine<LineMachine>>;
}

/**
 * Every registered line's results chart as an actor `results.<line>`, from the chunk its `loadResults` brought
 * (resultsSlot.ts; docs/decisions/0082).
 */
const resultsActors = Object.fromEntries(PRODUCT_LINES.map((line) => [`results.${line.id}`, resultsSlot(line.id)]));

/** The results state of a line: the default line's is `RESULTS`, another's `RESULTS_<line>`. */
export const resultsStateOf = (line: string): string =>
  line === DEFAULT_LINE.id ? 'RESULTS' : `RESULTS_${line.toUpperCase()}`;

/** One results state per registered line, each invoking the line's chart as `results`. */
const resultsStates = Object.fromEntries(
  PRODUCT_LINES.map((line) => [
    resultsStateOf(line.id),
    {
      description: `The ${line.id} results chart (its line's loadResults), with a fresh quote session on the user.`,
      tags: ['screen:results', `results:${line.id}`],
      invoke: {
        id: 'results',
        src: `results.${line.id}`,
        input: ({ context }: { context: AppContext }) => ({
          user: context.result!.user,
          server: context.result!.server,
          anonymousId: context.anonymousId,
          partner: context.start.params.derived.partner,
          multipleVehicles: context.start.params.eqVehicles,
          // Read again as the results start: an opt-out made since the app started (the privacy page) counts.
          optedOut: context.optedOut === true || clientOptedOut(),
        }),
      },
    },
  ]),
);

/** A new shopper's answers: built from the bundle's auto answers when a bundle started the flow, else fresh. */
function startUser(chunk: ReturnType<typeof intakeChunk>, context: AppContext): LineUser {
  const { bundle } = context;
  return (bundle && chunk.bundleUser?.(bundle.from, bundle.kind)) || chunk.freshUser(context);
}

/** One state per registered line and flow (flow ids are unique across lines), each invoking its flow as `intake`. */
const flowStates = Object.fromEntries(
  LINE_FLOWS.map(({ line, id }) => [
    id,
    {
      description: `The ${line} intake flow '${id}' (src/machines/products).`,
      tags: ['screen:question'],
      // An answer held while the intake chunk loaded goes to the intake once it runs (raised: it exists by then).
      entry: ['handHeldAnswer'],
      invoke: {
        id: 'intake',
        src: id,
        // The intake past its first step: the shopper has answered (kept when they go back).
        onSnapshot: { guard: 'intakeMovedOn', actions: ['markAnswered'] },
        input: ({ context }: { context: AppContext }) => ({
          user: context.result?.user ?? startUser(intakeChunk(line), context),
          server: context.result?.server,
          // Back from quotes, a summary answered No shows chosen again (issue 10).
          remembered: context.result?.remembered,
          // The address chain's phone number stays in the header while the answers are edited.
          kept: context.result?.kept,
        }),
        onDone: {
          target: '#app.quotes',
          actions: [
            {
              type: 'storeResult' as const,
              params: ({ event }: { event: { output: FinishedIntake } }) => ({ output: event.output }),
            },
          ],
        },
      },
    },
  ]),
);

export const appMachine = setup({
  types: {} as { context: AppContext; events: AppEvent; input: AppInput | undefined },
  actors: {
    ...flowActors(),
    /** Loads the line's intake chunk and registers it (src/machines/intake/intakeSlot.ts). */
    loadIntake: fromPromise<void, { line: LineId }>(async ({ input }) => void (await loadIntake(input.line))),
    ...resultsActors,
    /** Loads the finished line's results chunk and registers its chart (its `loadResults`, at the app root). */
    loadResults: fromPromise<void, { line: LineId }>(() =>
      Promise.reject(new Error("actor 'loadResults' was not provided")),
    ),
    fetchReturningUser: fromPromise<LineUser, ReturningUser>(() =>
      Promise.reject(new Error("actor 'fetchReturningUser' was not provided")),
    ),
    /** Never rejects: a failed rule or call gives the rule's default (src/actors/experiments.actor.ts). */
    fetchExperiments: fromPromise<ExperimentsOutput, ExperimentsInput>(() =>
      Promise.reject(new Error("actor 'fetchExperiments' was not provided")),
    ),
  },
  guards: {
    isReturning: ({ context }) => context.returning !== null,
    /** A returning shopper's answers that can be rated (by the line's own rule) open the results, not question 1. */
    returningUserComplete: (_, p: { user: LineUser }) => canBeRated(p.user),
    /** The finished intake is this line's. */
    lineIs: ({ context }, p: { line: LineId }) => lineOfFlow(context.flowId).id === p.line,
    flowIs: ({ context }, p: { flow: LineFlowId }) => context.flowId === p.flow,
    /** The line's intake chunk is here (a restored or deep-linked session loads it before the app starts). */
    intakeLoaded: ({ context }) => intakeLoaded(lineOfFlow(context.flowId).id),
    holdsAnswer: ({ context }) => context.held !== null,
    hasResult: ({ context }) => context.result !== null,
    // A session saved before the way back existed has no origin at all: it has none to go back to.
    hasOrigin: ({ context }) => Boolean(context.origin),
    /** Finished answers to start from, and a bundle flow in another line than theirs. */
    canStartLine: ({ context, event }) =>
      context.result !== null &&
      event.type === 'START_LINE' &&
      event.line !== lineOfFlow(context.flowId).id &&
      bundleFlowOf(event.line) !== undefined,
    /** The intake's snapshot shows it past its first step (a graph traversal has no intake: never). */
    intakeMovedOn: ({ context, event }) => {
      const visited = (event as { snapshot?: { context?: { visited?: unknown[] } } }).snapshot?.context?.visited;
      return !context.answered && (visited?.length ?? 0) > 1;
    },
  },
  actions: {
    showOverlay: assign(({ event }) => {
      if (event.type === 'ROUTE_NOT_FOUND') return { overlay: { page: 'notFound' as const, path: event.path } };
      if (event.type === 'SHOW_PAGE') return { overlay: { page: event.page, path: event.path } };
      return {};
    }),
    clearOverlay: assign({ overlay: null }),
    forwardToIntake: sendTo('intake', ({ event }) => event),
    storeResult: assign((_, p: { output: FinishedIntake }) => ({ result: p.output, bundle: null })),
    /** The line's bundle flow, from the finished answers (the auto-to-home bundle). */
    startLine: assign(({ context, event }) =>
      event.type === 'START_LINE' && context.result
        ? {
            bundle: { from: context.result.user, kind: event.bundle },
            origin: { result: context.result, flowId: context.flowId },
            result: null,
            flowId: bundleFlowOf(event.line) ?? context.flowId,
            answered: true,
          }
        : {},
    ),
    /** The results the bundle was started from, as they were: their answers, their flow (the bundle's dropped). */
    backToOrigin: assign(({ context }) =>
      context.origin
        ? { result: context.origin.result, flowId: context.origin.flowId, origin: null, bundle: null }
        : {},
    ),
    // A returning user of another line than the URL's (a home user's link on /) runs that line's default flow.
    storeReturningUser: assign(({ context }, p: { user: LineUser }) => {
      const line = lineOfUser(p.user) ?? lineOfFlow(context.flowId);
      const flowId = line.id === lineOfFlow(context.flowId).id ? context.flowId : line.defaultFlow;
      return { result: { user: p.user, server: { ...context.returning! } }, returning: null, flowId };
    }),
    returningUserFailed: assign(({ event }) => ({ returning: null, notice: returningNotice(event) })),
    dismissNotice: assign({ notice: null }),
    holdAnswer: assign({
      held: ({ event }) => (event.type === 'SUBMIT' ? { answer: event.answer } : null),
      answered: true,
    }),
    markAnswered: assign({ answered: true }),
    handHeldAnswer: raise({ type: 'HAND_HELD' } as AppEvent),
    giveHeldAnswer: sendTo('intake', ({ context }) => ({ type: 'SUBMIT', answer: context.held?.answer })),
    dropHeldAnswer: assign({ held: null }),
    /**
     * The experiments decide the start graph again. A different flow starts only if the shopper has not answered
     * anything yet (still on the first question of a fresh start, never answered): experiments never move a shopper
     * who has started, however late they answer.
     */
    applyExperiments: enqueueActions(({ context, enqueue, self }, p: { output: ExperimentsOutput }) => {
      const decision = decideStart(context.start, p.output.values);
      enqueue.assign({ experiments: p.output });
      if (decision.flowId === context.flowId) return void enqueue.assign({ decision });
      // The intake child's visited nodes (a graph traversal runs no children: nothing visited then).
      const app = self.getSnapshot() as {
        children?: { intake?: { getSnapshot(): { context: { visited: unknown[] } } } };
      };
      const visited = app.children?.intake?.getSnapshot().context.visited.length ?? 0;
      const untouched = !context.answered && context.result === null && context.held === null && visited <= 1;
      if (!untouched) return;
      enqueue.assign({ decision, flowId: decision.flowId });
      enqueue.raise({ type: 'START_FLOW' });
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => {
    const start = input?.start ?? NO_URL;
    // Chosen from the URL at once, every experiment at its default, so the first question shows without waiting.
    const decision = decideStart(start, {});
    return {
      flowId: decision.flowId,
      start,
      anonymousId: input?.anonymousId,
      decision,
      experiments: null,
      overlay: null,
      result: null,
      bundle: null,
      origin: null,
      returning: input?.returning ?? null,
      notice: null,
      first: input?.first ?? null,
      held: null,
      answered: input?.answered === true,
      optedOut: input?.optedOut === true,
    };
  },
  // The experiments the start graph reads, asked once per session start (spec 000 section 2; spec 001 section 7).
  invoke: {
    id: 'experiments',
    src: 'fetchExperiments',
    input: ({ context }) => ({
      params: context.start.params,
      hashFirstSegment: context.start.hashFirstSegment,
      anonymousId: context.anonymousId,
    }),
    onDone: { actions: [{ type: 'applyExperiments', params: ({ event }) => ({ output: event.output }) }] },
  },
  initial: 'start',
  on: {
    ROUTE_NOT_FOUND: { actions: ['showOverlay'] },
    SHOW_PAGE: { actions: ['showOverlay'] },
    ROUTE_FOUND: { actions: ['clearOverlay'] },
    // "Back to your auto quotes" from a bundle's flow or its results: the results it left, loaded again.
    BACK_TO_ORIGIN: { guard: 'hasOrigin', target: '.quotes', actions: ['backToOrigin'] },
  },
  states: {
    start: { always: [{ guard: 'isReturning', target: 'loadingReturningUser' }, { target: 'intake' }] },
    loadingReturningUser: {
      description: 'GET /user/{user_id} with the signed token; failure starts a fresh quote (spec 000 section 7).',
      tags: ['state:loading', 'screen:loadingUser'],
      invoke: {
        src: 'fetchReturningUser',
        id: 'fetchReturningUser',
        input: ({ context }) => context.returning!,
        onDone: [
          {
            guard: { type: 'returningUserComplete', params: ({ event }) => ({ user: event.output }) },
            target: 'quotes',
            actions: [{ type: 'storeReturningUser', params: ({ event }) => ({ user: event.output }) }],
          },
          {
            target: 'intake',
            actions: [{ type: 'storeReturningUser', params: ({ event }) => ({ user: event.output }) }],
          },
        ],
        // Returning-user failure or no policy goes to the start (spec 001 section 8), with a notice.
        onError: {
          target: 'intake',
          actions: ['returningUserFailed'],
          // The catalogue's entries (src/machines/requirements.ts) written out: it stays out of the start page.
          meta: { requirements: RETURNING_USER_REQUIREMENTS },
        },
      },
    },
    intake: {
      description:
        'The questionnaire: the compiled flow the start graph chose, one state per registered line and flow.',
      initial: 'waitingForIntake',
      states: {
        waitingForIntake: {
          description:
            "The intake chunk loads (docs/decisions/0040): the first question shows from the build's view, its answer is held.",
          tags: ['state:waitingForIntake', 'screen:waitingForIntake'],
          always: { guard: 'intakeLoaded', target: 'choosing' },
          invoke: {
            src: 'loadIntake',
            id: 'loadIntake',
            input: ({ context }) => ({ line: lineOfFlow(context.flowId).id }),
            onDone: 'choosing',
            onError: 'intakeUnavailable',
          },
          on: {
            SUBMIT: { actions: ['holdAnswer'] },
            // Nothing to navigate yet: only the first question exists.
            NAVIGATE: { actions: ['clearOverlay'] },
          },
        },
        intakeUnavailable: {
          description: 'The intake chunk did not load (offline): the first question says so and offers a retry.',
          tags: ['screen:intakeUnavailable'],
          on: {
            RETRY: 'waitingForIntake',
            SUBMIT: { target: 'waitingForIntake', actions: ['holdAnswer'] },
            NAVIGATE: { actions: ['clearOverlay'] },
          },
        },
        choosing: {
          always: LINE_FLOWS.map(({ id }) => ({
            guard: { type: 'flowIs' as const, params: { flow: id } },
            target: id,
          })),
        },
        ...flowStates,
      },
      on: {
        START_FLOW: { target: 'intake', reenter: true },
        NAVIGATE: { actions: ['clearOverlay', 'forwardToIntake'] },
        DISMISS_NOTICE: { actions: ['dismissNotice'] },
        HAND_HELD: { guard: 'holdsAnswer', actions: ['giveHeldAnswer', 'dropHeldAnswer'] },
      },
    },
    quotes: {
      description: 'The results (spec 001 section 4), whose chart hands a chosen quote to the rate-call lifecycle.',
      initial: 'LOADING_RESULTS',
      states: {
        LOADING_RESULTS: {
          description: "The finished line's results chunk.",
          tags: ['state:loading', 'screen:resultsLoading'],
          invoke: {
            src: 'loadResults',
            id: 'loadResults',
            input: ({ context }) => ({ line: lineOfFlow(context.flowId).id }),
            onDone: PRODUCT_LINES.map((line) => ({
              guard: { type: 'lineIs' as const, params: { line: line.id } },
              target: resultsStateOf(line.id),
            })),
            onError: 'RESULTS_UNAVAILABLE',
          },
        },
        ...resultsStates,
        RESULTS_UNAVAILABLE: {
          description: 'The results chunk did not load (offline): the page says so and offers a retry.',
          tags: ['screen:resultsUnavailable'],
          on: { RETRY: 'LOADING_RESULTS' },
        },
      },
      on: {
        EDIT_ANSWERS: { target: 'intake' },
        START_LINE: { guard: 'canStartLine', target: 'intake', actions: ['startLine'] },
        // The browser's back button from results returns to the questions, answers kept.
        NAVIGATE: { target: 'intake', actions: ['clearOverlay'] },
      },
    },
  },
});

export type AppMachine = typeof appMachine;
