import type { SnapshotFrom } from 'xstate';
import type { AppMachine } from './app.machine';
import type { IntakeMachine } from '../intake/intake.machine';
import type { ResultsMachine } from '../results/results.machine';
import type { RatecallMachine } from '../ratecall/ratecall.machine';
import type { NodeId } from '../intake/intake.types';
import { parseNodeId } from '../graph/expandFlow';
import { stepsValue } from '../graph/regions';
import { QUOTES_PATH, nodePath, resultsPath } from './app.routes';
import { lineOfFlow } from '../products';
import type { QuestionView } from '../intake/questionView';
import { START_ERROR_MESSAGES, START_ERROR_TITLES } from '../../domain/startErrors';

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
  if (intake) return nodePath(selectNode(intake));
  // Before the intake chunk is here, the first question's own route (docs/decisions/0040).
  return s.matches({ intake: 'waitingForIntake' }) || s.matches({ intake: 'intakeUnavailable' })
    ? (s.context.first?.path ?? '/')
    : '/';
}

/**
 * The first question while the intake chunk loads (docs/decisions/0040): the build's view, checking a held answer, or
 * told the chunk did not load, with a retry; null once the intake runs, or without a view (the app then shows a loader).
 */
export function selectWaitingView(s: AppSnapshot): QuestionView | null {
  const unavailable = s.matches({ intake: 'intakeUnavailable' });
  if (!unavailable && !s.matches({ intake: 'waitingForIntake' })) return null;
  const view = s.context.first?.view;
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

/**
 * The header's phone number: the intake's (the address chain's lookup) while it runs, then the one the finished
 * intake kept, on the results too (spec 000 section 4); undefined for the default number.
 */
export function selectHeaderPhoneNumber(s: AppSnapshot): string | undefined {
  const intake = selectIntakeRef(s)?.getSnapshot();
  const found = intake ? intake.context.kept.phoneNumber : s.context.result?.kept?.phoneNumber;
  return typeof found === 'string' ? found : undefined;
}
