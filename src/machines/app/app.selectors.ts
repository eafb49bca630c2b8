import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { HomeResultsMachine } from '../homeResults/homeResults.machine';
import type { AppMachine } from './app.machine';
import type { IntakeMachine } from '../intake/intake.machine';
import type { ResultsMachine } from '../results/results.machine';
import type { RatecallMachine } from '../ratecall/ratecall.machine';
import type { NodeId } from '../intake/intake.types';
import { parseNodeId } from '../graph/expandFlow';
import { stepsValue } from '../graph/regions';
import { QUOTES_PATH, nodePath, resultsPath, routePrefixOf, type InfoPage } from './app.routes';
import { lineOfFlow, type LineId } from '../products';
import { isRentersUser } from '../../contract/propertyUser';
import { sameView, type FirstScreen, type QuestionView } from '../intake/questionView';
import { START_ERROR_MESSAGES, START_ERROR_TITLES } from '../../domain/startErrors';
import type { BrandId } from '../../domain/brandId';

// Selectors turn snapshots into what the UI shows; components never read the machine's structure themselves.

export type AppSnapshot = SnapshotFrom<AppMachine>;
export type IntakeSnapshot = SnapshotFrom<IntakeMachine>;
export type ResultsSnapshot = SnapshotFrom<ResultsMachine>;

/** The active node of an intake snapshot (`make~2`), or 'complete'. */
export function selectNode(s: IntakeSnapshot): NodeId | 'complete' {
  const value = stepsValue(s.value);
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as NodeId | 'complete';
}

/** The screen to show: a question step (by tag), loading, or a results state. */
export function selectCurrentStep(
  s: IntakeSnapshot,
): { node: NodeId; step: string; index: number; loading: boolean } | null {
  const node = selectNode(s);
  const parsed = parseNodeId(node);
  if (!parsed) return null;
  return { node: node as NodeId, ...parsed, loading: s.hasTag('state:loading') };
}

export function selectIntakeRef(s: AppSnapshot) {
  return s.children.intake as import('xstate').ActorRefFrom<IntakeMachine> | undefined;
}
export function selectResultsRef(s: AppSnapshot) {
  return s.children.results as import('xstate').ActorRefFrom<ResultsMachine> | undefined;
}
/** The rate-call chart inside the results, once the shopper continued online. */
export function selectOnlineChildRef(
  s: AppSnapshot,
): { subscribe(next: () => void): { unsubscribe(): void } } | undefined {
  const results = selectResultsRef(s)?.getSnapshot();
  return results?.children.ratecall as { subscribe(next: () => void): { unsubscribe(): void } } | undefined;
}
/** A post-quote chain's actor as the route sync sees it: its snapshot's node and visited nodes, and NAVIGATE. */
export interface ChainRefLike {
  getSnapshot(): { value: unknown; status: string; context: { visited: string[] } };
  subscribe(next: () => void): { unsubscribe(): void };
  send(event: { type: 'NAVIGATE'; node: NodeId }): void;
}
/** The post-quote chain the rate call runs now (its child `bind`), once the shopper continued online. */
export function selectChainRef(s: AppSnapshot): ChainRefLike | undefined {
  const online = selectOnlineChildRef(s) as { getSnapshot?(): { children: Record<string, unknown> } } | undefined;
  const chain = online?.getSnapshot?.().children.bind as ChainRefLike | undefined;
  return chain?.getSnapshot().status === 'active' ? chain : undefined;
}
/** The carrier the shopper continued online with. */
export function selectOnlineCarrier(s: AppSnapshot): string | null {
  return selectResultsRef(s)?.getSnapshot().context.chosen?.carrierId ?? null;
}

/** The child whose changes move the URL: the intake's questions, or the results. */
export function selectChildRef(s: AppSnapshot): { subscribe(next: () => void): { unsubscribe(): void } } | undefined {
  return selectIntakeRef(s) ?? selectResultsRef(s);
}

/** The path the URL hash should show for the app's current state. */
export function selectPath(s: AppSnapshot): string {
  if (s.context.overlay) return s.context.overlay.path;
  if (s.matches('quotes')) {
    const results = selectResultsRef(s)?.getSnapshot();
    return results ? resultsPath(results, lineOfFlow(s.context.flowId).postQuotesPrefix) : QUOTES_PATH;
  }
  const intake = selectIntakeRef(s)?.getSnapshot();
  if (intake) return routed(s, nodePath(selectNode(intake), selectLine(s)));
  // Before the intake chunk is here, the first question's own route (docs/decisions/0040).
  return waitingForIntake(s) ? routed(s, firstOf(s)?.path ?? '/') : '/';
}

/** A question's path behind the white-label partner's name; the start (`/`) stays as it is. */
const routed = (s: AppSnapshot, path: string): string => (path === '/' ? path : `${selectRoutePrefix(s)}${path}`);

/**
 * Whose quotes a bundle's flow was started from, while that flow or its results show (their "Back to your auto
 * quotes"): the line's, or "renters" for a renter's home-line results; null otherwise.
 */
export const selectOriginQuotes = (s: AppSnapshot): LineId | 'renters' | null => {
  const origin = s.context.origin;
  if (!origin || !(s.matches('intake') || s.matches('quotes'))) return null;
  const line = lineOfFlow(origin.flowId).id;
  const user = origin.result.user;
  return line === 'home' && 'rentersPolicy' in user && isRentersUser(user) ? 'renters' : line;
};

/** The product line the app runs (its flow's). */
export const selectLine = (s: AppSnapshot): LineId => lineOfFlow(s.context.flowId).id;

/** The build's first question, when it is the running flow's (the start page's; never another line's start). */
const firstOf = (s: AppSnapshot) => (s.context.first?.flowId === s.context.flowId ? s.context.first : null);

/** The intake chunk is loading, or did not load: the first question shows from the build's view meanwhile. */
const waitingForIntake = (s: AppSnapshot) =>
  s.hasTag('screen:waitingForIntake') || s.hasTag('screen:intakeUnavailable');

/**
 * The first question while the intake chunk loads (docs/decisions/0040): the build's view, checking a held answer, or
 * told the chunk did not load, with a retry; null once the intake runs, or without a view (the app then shows a loader).
 */
export function selectWaitingView(s: AppSnapshot): QuestionView | null {
  const unavailable = s.hasTag('screen:intakeUnavailable');
  if (!waitingForIntake(s)) return null;
  const view = firstOf(s)?.view;
  if (!view) return null;
  const code = typeof navigator !== 'undefined' && navigator.onLine === false ? 'network_offline' : 'network_error';
  return {
    ...view,
    phase: s.context.held && !unavailable ? 'checking' : 'answering',
    error: unavailable
      ? { title: START_ERROR_TITLES[code], message: START_ERROR_MESSAGES[code], retry: true, field: false }
      : null,
  };
}

/** The screen the app shows, from the app snapshot's `screen:*` tags and its context (src/ui/App.tsx renders it). */
export type Screen =
  | { kind: 'loadingUser' }
  /** The 404 page over the flow; only a shopper who has answered something is told their answers are kept. */
  | { kind: 'notFound'; path: string; hasAnswers: boolean }
  | { kind: 'infoPage'; page: InfoPage }
  /** The results chart, with the server copy of the answers (its returning link). */
  | { kind: 'results'; results: NonNullable<ReturnType<typeof selectResultsRef>>; saved?: { token?: string } }
  /** The home line's results chart (docs/decisions/0082). */
  | { kind: 'homeResults'; results: ActorRefFrom<HomeResultsMachine>; saved?: { token?: string } }
  | { kind: 'resultsUnavailable' }
  | { kind: 'resultsLoading' }
  | { kind: 'question'; intake: NonNullable<ReturnType<typeof selectIntakeRef>>; line: LineId }
  /** The first question while the intake chunk loads or did not load (docs/decisions/0040). */
  | { kind: 'waitingQuestion'; view: QuestionView; first: FirstScreen }
  /** The intake chunk did not load and the page brought no first question. */
  | { kind: 'intakeUnavailable' }
  | { kind: 'intakeLoading' }
  | { kind: 'none' };

export function selectScreen(s: AppSnapshot): Screen {
  if (s.hasTag('screen:loadingUser')) return { kind: 'loadingUser' };
  const { overlay } = s.context;
  if (overlay?.page === 'notFound') return { kind: 'notFound', path: overlay.path, hasAnswers: hasAnswers(s) };
  if (overlay) return { kind: 'infoPage', page: overlay.page };
  const results = selectResultsRef(s);
  if (s.hasTag('results:home') && results) {
    const home = results as unknown as ActorRefFrom<HomeResultsMachine>;
    return { kind: 'homeResults', results: home, saved: s.context.result?.server };
  }
  if (s.hasTag('screen:results') && results) return { kind: 'results', results, saved: s.context.result?.server };
  if (s.hasTag('screen:resultsUnavailable')) return { kind: 'resultsUnavailable' };
  if (s.hasTag('screen:results') || s.hasTag('screen:resultsLoading')) return { kind: 'resultsLoading' };
  const intake = selectIntakeRef(s);
  if (s.hasTag('screen:question') && intake) return { kind: 'question', intake, line: selectLine(s) };
  const view = selectWaitingView(s);
  const first = firstOf(s);
  if (view && first) return { kind: 'waitingQuestion', view, first };
  if (s.hasTag('screen:intakeUnavailable')) return { kind: 'intakeUnavailable' };
  if (s.hasTag('screen:waitingForIntake')) return { kind: 'intakeLoading' };
  return { kind: 'none' };
}

/** The shopper has answered something: the intake finished once, or moved past its first question. */
const hasAnswers = (s: AppSnapshot) =>
  s.context.result !== null || (selectIntakeRef(s)?.getSnapshot().context.visited.length ?? 0) > 1;

/** Whether two screens render the same (the selector's equality: a new object for the same screen re-renders nothing). */
export function sameScreen(a: Screen, b: Screen): boolean {
  if (a.kind !== b.kind) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return Object.keys(x).every((key) => {
    if (key === 'view') return sameView(x.view as QuestionView, y.view as QuestionView);
    const token = (screen: Record<string, unknown>) => (screen.saved as { token?: string } | undefined)?.token;
    if (key === 'saved') return token(x) === token(y);
    return x[key] === y[key];
  });
}

/** The rate-call chart of a results snapshot (its child `ratecall`), once the shopper continued online. */
export function selectRatecallOfResults(s: ResultsSnapshot) {
  return s.children.ratecall as import('xstate').ActorRefFrom<RatecallMachine> | undefined;
}

/**
 * The post-quotes phone number (spec 001 section 4) while the shopper is in the post-quotes flow: the number
 * GET_POST_QUOTE_RULES found (the carrier's if mapped, else the source's post-quotes line); undefined outside the
 * flow, before the lookup answered, or when it failed.
 */
export function selectPostQuotesPhoneNumber(s: SnapshotFrom<RatecallMachine>): string | undefined {
  return s.context.online?.rules.phoneNumber ?? undefined;
}

/**
 * The number the header shows: the intake's while it runs; in the post-quotes flow its own number, else the results
 * number (the one the finished intake kept); else the default (spec 000 section 4, spec 001 section 4).
 */
export function headerPhoneNumber(
  found: { intake?: string; postQuotes?: string; results?: string },
  fallback: string,
): string {
  return found.intake ?? found.postQuotes ?? found.results ?? fallback;
}

/** The results phone number a results chart found (the home line's, policyType home, flowLocation results). */
export function selectResultsPhoneNumber(s: ResultsSnapshot | undefined): string | undefined {
  const found = (s?.context as { phoneNumber?: unknown } | undefined)?.phoneNumber;
  return typeof found === 'string' ? found : undefined;
}

/**
 * The header's phone number: the intake's (the address chain's lookup) while it runs, then the one the finished
 * intake kept, on the results too (spec 000 section 4); undefined for the default number.
 */
export function selectHeaderPhoneNumber(s: AppSnapshot): string | undefined {
  const intake = selectIntakeRef(s)?.getSnapshot();
  const found = intake ? intake.context.kept.phoneNumber : s.context.result?.kept?.phoneNumber;
  return typeof found === 'string' ? found : undefined;
}

/** The saved user (id and returning token) the privacy page acts for: the finished intake's, else a returning link's. */
export const selectSavedUser = (s: AppSnapshot): { userId: string; token: string } | null => {
  const server = s.context.result?.server ?? s.context.returning;
  return server?.userId && server.token ? { userId: server.userId, token: server.token } : null;
};

/** The brand the start choice decided from the URL (src/domain/brands.ts): the shell and the question screens read it. */
export const selectBrand = (s: AppSnapshot): BrandId => s.context.decision.facts.brand;

/**
 * The partner name before a question route (spec 000 section 2: "For a white-label partner the path is prefixed with
 * the partner name (not in the post-quotes flow)"): `/safeco`, or '' for any other brand.
 */
export const selectRoutePrefix = (s: AppSnapshot): string => routePrefixOf(selectBrand(s));
