import type { AnyActorRef, InspectionEvent } from 'xstate';
import type { TrackingEvent } from '../contract/backoffice';
import { readStoredId } from '../app/anonymousId';
import { clientOptedOut } from '../app/privacyChoice';
import type { QueryParams } from '../app/queryParams';
import { waitForConsent } from './consent';
import { type Delivery, createDelivery } from './delivery';
import { LOAD_RULES } from './loadEvents';
import { reportFailedCalls } from './failedCalls';
import { createObserver } from './observer';
import { RULES } from './rules';
import type { Tap } from './tap';
import { startVitals, stepProperties } from './vitals';
import type { MonitoringPayload, Rule, SnapshotLike, TrackingRule, TrackingSession } from './types';

// The tracking chunk's entry (issue 33, docs/decisions/0103): startApp loads it after the first screen is shown and
// hands it the app actor, the inspection events its tap buffered meanwhile and the session. It builds the delivery
// queue (held until the consent wait ends), the observer with every rule, replays the buffered events, and starts the
// web vitals, the load-time events, failed-call reporting, the page-unload report and the session recorder. Nothing
// here throws into the app.

/** The session recorder's chunk (rrweb), loaded once tracking runs. */
export const loadRecorder = () => import('./recording/record');

export const CORRELATION_ID_KEY = 'quoteflow:correlationId';

/** One id per browser session (sessionStorage): a new tab or a new visit starts another. */
export const readCorrelationId = (
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
  newId?: () => string,
): string => readStoredId(CORRELATION_ID_KEY, storage, newId);

/** The app machine's context, as far as tracking reads it. */
interface AppContextLike {
  anonymousId?: string;
  flowId?: string;
  start?: { params?: QueryParams };
  decision?: { facts?: { brand?: string } };
}
const appContext = (actor: AnyActorRef) =>
  ((actor.getSnapshot() as { context?: AppContextLike }).context ?? {}) as AppContextLike;

/** The tracking session of the app actor: its ids, the partner's session id, the brand, the privacy choice. */
export function trackingSessionOf(actor: AnyActorRef, anonymousId?: string): TrackingSession {
  const context = appContext(actor);
  const params = context.start?.params;
  return {
    anonymousId: anonymousId ?? context.anonymousId ?? crypto.randomUUID(),
    correlationId: readCorrelationId(),
    ...(params?.sessionId ? { partnerSessionId: params.sessionId } : {}),
    brand: context.decision?.facts?.brand ?? 'quoteflow',
    embedded: params?.derived.embedded ?? false,
    optedOut: () => clientOptedOut(),
  };
}

/**
 * The session recorder leaves out a publisher-network visitor without a white-label partner (spec 001 section 6): the
 * app knows both from the URL it started by (utm_referrer containing pub_network; a white-label site source).
 */
export const recordingExcluded = (params: QueryParams | undefined) =>
  params?.derived.publisherNetwork === true && params.derived.whiteLabel === null;

export interface PageEnv {
  addEventListener(type: string, listener: (e: Event) => void, opts?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (e: Event) => void, opts?: AddEventListenerOptions): void;
  visibilityState(): DocumentVisibilityState;
  page(): string;
}

const browserPage = (): PageEnv => ({
  addEventListener: (t, l, o) => window.addEventListener(t, l, o),
  removeEventListener: (t, l, o) => window.removeEventListener(t, l, o),
  visibilityState: () => document.visibilityState,
  page: () => `${location.origin}${location.pathname}`,
});

export interface StartOptions {
  delivery?: Delivery;
  consent?: Promise<unknown>;
  env?: PageEnv;
  rules?: Rule[];
  now?: () => Date;
  /** Web vitals off (tests without a performance timeline). */
  vitals?: boolean;
  /** The recorder's module (tests give their own). */
  recorder?: () => Promise<Pick<Awaited<ReturnType<typeof loadRecorder>>, 'startRecording'>>;
}

/** startApp's call once this chunk is here: the tap's buffered events replayed, later ones observed. */
export function attachTracking(tap: Tap, actor: AnyActorRef, anonymousId?: string) {
  let tracker: ReturnType<typeof startTracking> | undefined;
  const buffered = tap.attach((e) => tracker?.observe(e));
  tracker = startTracking({ actor, buffered, session: trackingSessionOf(actor, anonymousId) });
  return tracker;
}

export function startTracking(
  app: { actor: AnyActorRef; buffered: InspectionEvent[]; session: TrackingSession },
  opts: StartOptions = {},
): { observe(e: InspectionEvent): void; stop(): void } {
  const { session } = app;
  const env = opts.env ?? browserPage();
  const now = opts.now ?? (() => new Date());
  const delivery = opts.delivery ?? createDelivery({ session });
  const ids = () => ({
    anonymousId: session.anonymousId,
    correlationId: session.correlationId,
    ...(session.partnerSessionId ? { sessionId: session.partnerSessionId } : {}),
  });
  const track = (payload: object, rule: { id: string; marketing: boolean }) =>
    delivery.track({ ...payload, ...ids(), timestamp: now().toISOString() } as TrackingEvent, rule);
  const report = (r: MonitoringPayload) =>
    delivery.report({
      ...r,
      anonymousId: session.anonymousId,
      correlationId: session.correlationId,
      page: env.page(),
      occurredAt: now().toISOString(),
    } as Parameters<Delivery['report']>[0]);
  const cleanups: Array<() => void> = [];
  const safely = (run: () => void) => {
    try {
      run();
    } catch {
      // the tracker never breaks the app
    }
  };

  // The consent wait: what the rules build meanwhile waits in the queue.
  void (opts.consent ?? waitForConsent()).then(
    () => delivery.release(),
    () => delivery.release(),
  );

  const rules = opts.rules ?? RULES;
  const observer = createObserver({ rules, session, sink: delivery });
  let purchased = false;
  let stepShown = false;
  const observe = (e: InspectionEvent) =>
    safely(() => {
      if (e.type === '@xstate.snapshot') {
        const s = e.snapshot as Partial<SnapshotLike>;
        const tags = s.tags ? [...s.tags] : [];
        if (tags.includes('step:purchaseSuccess')) purchased = true;
        if (tags.some((t) => t.startsWith('step:'))) stepShown = true;
      }
      observer.observe(e);
    });
  for (const e of app.buffered) observe(e);

  // Load-time events: the rules triggered on load (this module's and any of RULES'), once, on the app's snapshot.
  safely(() => {
    const after = app.actor.getSnapshot() as SnapshotLike;
    const t = {
      kind: 'app' as const,
      machineId: after.machine?.id ?? 'app',
      actorId: app.actor.sessionId,
      event: { type: 'xstate.load' },
      before: undefined,
      after,
    };
    const seen = new Set<string>();
    for (const rule of [...rules, ...LOAD_RULES]) {
      if (rule.trigger.on !== 'load' || seen.has(rule.id)) continue;
      seen.add(rule.id);
      if (rule.sink === 'monitoring') for (const payload of rule.build(t, session)) report(payload);
      else for (const payload of rule.build(t, session)) track(payload, rule);
    }
  });

  if (opts.vitals !== false)
    safely(() => {
      const vitals = startVitals({
        step: observer.step,
        onStep: observer.onStep,
        track: (p) => track(p, { id: 'page.webVitals', marketing: false }),
      });
      cleanups.push(() => vitals.stop());
      const onHidden = () => {
        if (env.visibilityState() === 'hidden') safely(() => vitals.flush());
      };
      env.addEventListener('visibilitychange', onHidden, { capture: true });
      cleanups.push(() => env.removeEventListener('visibilitychange', onHidden, { capture: true }));
    });

  safely(() => cleanups.push(reportFailedCalls(report)));

  // Page hide: a shopper leaving mid-flow (a step shown, no purchase) is a monitored PageUnload; then what waits goes
  // by beacon. visibilitychange to hidden flushes too (a mobile browser may never fire pagehide).
  const onPageHide = () =>
    safely(() => {
      if (stepShown && !purchased) {
        const step = observer.step();
        report({ kind: 'monitoredEvent', event: 'PageUnload', details: stepProperties(step) } as MonitoringPayload);
      }
      delivery.flush('pagehide');
    });
  const onVisibility = () => {
    if (env.visibilityState() === 'hidden') safely(() => delivery.flush('pagehide'));
  };
  env.addEventListener('pagehide', onPageHide);
  env.addEventListener('visibilitychange', onVisibility);
  cleanups.push(() => {
    env.removeEventListener('pagehide', onPageHide);
    env.removeEventListener('visibilitychange', onVisibility);
  });

  // The session recorder, its own lazy chunk (rrweb).
  let stopped = false;
  void (opts.recorder ?? loadRecorder)()
    .then((m) => {
      if (stopped) return;
      const recording = m.startRecording({ session, excluded: recordingExcluded(appContext(app.actor).start?.params) });
      cleanups.push(() => recording.stop());
    })
    .catch(() => undefined);

  return {
    observe,
    stop() {
      stopped = true;
      for (const cleanup of cleanups.splice(0)) safely(cleanup);
      safely(() => delivery.flush('interval'));
      delivery.stop();
    },
  };
}

export type { TrackingRule };
