import type { ReportErrorRequest, TrackingEvent } from '../contract/backoffice';
import { config } from '../config';
import { TRACKER_IDLE, whenIdle } from './idle';
import type { TrackingSession, TrackingSink } from './types';

// The delivery queue of the tracking layer (issue 33, docs/decisions/0103): the events the rules build wait here and
// go to the sandbox's sinks (`POST /events` in batches of at most 50, `POST /monitoring/errors` one report a call)
// without ever blocking a step or throwing into the app. Nothing leaves before the consent wait is over (consent.ts:
// `release()`); on page hide what waits goes by `navigator.sendBeacon`.
// The contract's schemas (src/contract/backoffice.ts) are classic zod, which no client chunk may load (build/budget.ts
// CLIENT_FORBIDDEN_MODULES): the rules build events typed by the contract, the tests check every built event and batch
// against its schemas, and the server is the check at run time. A batch it refuses with a 400 is split in halves until
// the refused event goes alone and is dropped, so one bad event never costs its batch's good ones. A send the queue
// decides inside the shopper's tap (a full batch, a report) goes at the next idle moment (idle.ts), after the paint.

/** The contract's batch bound (TrackEventsRequest; delivery.test.ts holds the two equal). */
export const MAX_EVENTS_PER_BATCH = 50;
export const TRACK_PATH = '/events';
export const REPORT_PATH = '/monitoring/errors';

/** The queue's bound: past it the oldest marketing event is dropped first, a non-marketing event last. */
export const MAX_QUEUED = 500;
/** A batch goes once this many events wait, else on the next interval. */
export const FLUSH_AT = 20;
export const FLUSH_INTERVAL_MS = 5_000;
/** Backoff after a failed send: 1 s, 2 s, 4 s ... up to a minute. */
export const FIRST_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 60_000;
/** The longest Retry-After honoured: a longer one is read as this. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;
/** A beacon's body stays under this (browsers refuse a beacon past 64 KiB of queued data). */
export const MAX_BEACON_BYTES = 60_000;

/** The answer of a POST: its status and Retry-After header; a network failure rejects. */
export interface PostAnswer {
  status: number;
  retryAfter?: string | null;
}
export type Post = (path: string, body: string) => Promise<PostAnswer>;
export type Beacon = (path: string, body: Blob) => boolean;

export interface DeliveryOptions {
  session: TrackingSession;
  post?: Post;
  beacon?: Beacon;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** When a full batch or a report goes: the next idle moment by default; a test runs it at once. */
  later?: (run: () => void) => void;
  /** Nothing is sent until `release()` (the consent wait); true by default. */
  held?: boolean;
  maxQueued?: number;
}

export interface Delivery extends TrackingSink {
  /** The consent wait is over: what waits may go. */
  release(): void;
  /** Stops the timers (what waits stays unsent unless flushed first). */
  stop(): void;
  /** What waits now (tests and the devtools). */
  pending(): { events: number; reports: number };
  /** Events and reports dropped: invalid, opted out, over the bound, or refused with a 4xx. */
  dropped(): number;
}

interface Queued {
  event: TrackingEvent;
  marketing: boolean;
}

const url = (path: string) => `${config.apiBase}${path}`;

/**
 * fetch with keepalive: a send started as the page hides still completes. The answer's body is read to its end: until
 * then the browser counts the request against the page's 64 KiB of keepalive bodies in flight, and after a few
 * batches every keepalive fetch (and beacon) would be refused.
 */
export const fetchPost: Post = async (path, body) => {
  const res = await fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: body.length < MAX_BEACON_BYTES,
    credentials: 'same-origin',
  });
  await res.text().catch(() => '');
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
};

export const navigatorBeacon: Beacon = (path, body) => {
  try {
    return typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? navigator.sendBeacon(url(path), body)
      : false;
  } catch {
    return false;
  }
};

/** Retry-After in delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  if (!value?.trim()) return undefined;
  const v = value.trim();
  const ms = /^\d+$/.test(v) ? Number(v) * 1000 : Date.parse(v) - now;
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS);
}

const isEvent = (e: unknown): e is TrackingEvent =>
  typeof e === 'object' && e !== null && typeof (e as { event?: unknown }).event === 'string';
const isReport = (r: unknown): r is ReportErrorRequest =>
  typeof r === 'object' && r !== null && typeof (r as { kind?: unknown }).kind === 'string';

export function createDelivery(opts: DeliveryOptions): Delivery {
  const post = opts.post ?? fetchPost;
  const beacon = opts.beacon ?? navigatorBeacon;
  const now = opts.now ?? Date.now;
  const setTimer = opts.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const maxQueued = opts.maxQueued ?? MAX_QUEUED;
  const later = opts.later ?? ((run: () => void) => whenIdle(run, TRACKER_IDLE));
  const { session } = opts;

  let events: Queued[] = [];
  let reports: ReportErrorRequest[] = [];
  let held = opts.held ?? true;
  let stopped = false;
  let sending = false;
  let failures = 0;
  /** No interval send before this time (a backoff or a Retry-After). */
  let waitUntil = 0;
  let timer: unknown;
  let droppedCount = 0;
  /** The batch size now: halved after a refused batch, doubled back after each accepted one. */
  let batchMax = MAX_EVENTS_PER_BATCH;
  /** The batch or report a fetch is sending now. */
  let inFlight: Array<Queued | ReportErrorRequest> = [];

  const dropMarketingIfOptedOut = () => {
    if (!session.optedOut()) return;
    const before = events.length;
    events = events.filter((q) => !q.marketing);
    droppedCount += before - events.length;
  };

  const bound = () => {
    while (events.length + reports.length > maxQueued) {
      const marketing = events.findIndex((q) => q.marketing);
      if (marketing >= 0) events.splice(marketing, 1);
      else if (events.length > 0) events.shift();
      else reports.shift();
      droppedCount += 1;
    }
  };

  const schedule = (ms: number) => {
    if (stopped || timer !== undefined) return;
    timer = setTimer(() => {
      timer = undefined;
      void send('interval');
    }, ms);
  };

  /** A send at the next idle moment (one waits at a time): never within the call that queued the event. */
  let soon = false;
  const sendSoon = () => {
    if (soon) return;
    soon = true;
    later(() => {
      soon = false;
      void send('full');
    });
  };

  const backoff = (retryAfter?: number) => {
    failures += 1;
    const wait = retryAfter ?? Math.min(FIRST_BACKOFF_MS * 2 ** (failures - 1), MAX_BACKOFF_MS);
    waitUntil = now() + wait;
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    schedule(wait);
  };

  /** Sends one batch or one report; the next goes when this one is answered. */
  async function send(reason: 'interval' | 'full'): Promise<void> {
    if (held || stopped || sending) return;
    if (now() < waitUntil) return schedule(waitUntil - now());
    dropMarketingIfOptedOut();
    const report = reports[0];
    const batch = report ? undefined : events.slice(0, batchMax);
    if (!report && !batch?.length) return;
    sending = true;
    inFlight = report ? [report] : batch!;
    try {
      const body = report ? JSON.stringify(report) : JSON.stringify({ events: batch!.map((q) => q.event) });
      const answer = await post(report ? REPORT_PATH : TRACK_PATH, body);
      const { status } = answer;
      const refused = status >= 400 && status < 500 && status !== 429;
      if (refused && batch && batch.length > 1) {
        // One of them is bad: the halves go apart (at once), until the bad one goes alone.
        batchMax = Math.ceil(batch.length / 2);
      } else if ((status >= 200 && status < 300) || refused) {
        // Sent, or refused for good (a 4xx other than 429 is never retried): either way it leaves the queue.
        if (report) reports = reports.filter((r) => r !== report);
        else events = events.filter((q) => !batch!.includes(q));
        if (refused) droppedCount += 1;
        else if (batch) batchMax = Math.min(MAX_EVENTS_PER_BATCH, batchMax * 2);
        failures = 0;
        waitUntil = 0;
      } else backoff(status === 429 ? retryAfterMs(answer.retryAfter, now()) : undefined);
    } catch {
      backoff();
    } finally {
      sending = false;
      inFlight = [];
    }
    const more = reports.length > 0 || events.length >= FLUSH_AT || batchMax < MAX_EVENTS_PER_BATCH;
    if (failures === 0 && more && (reports.length > 0 || events.length > 0)) void send(reason);
    else if (reports.length > 0 || events.length > 0) schedule(Math.max(FLUSH_INTERVAL_MS, waitUntil - now()));
  }

  /** Page hide: everything that waits, in beacons under 60 KB each; what a browser refuses stays queued. */
  function beaconAll() {
    dropMarketingIfOptedOut();
    // What is on the way already is left to its fetch (keepalive): sending it twice would count it twice.
    reports = reports.filter((r) => inFlight.includes(r) || !sendBeacon(REPORT_PATH, JSON.stringify(r)));
    let rest = events.filter((q) => !inFlight.includes(q));
    const left: Queued[] = [];
    while (rest.length > 0) {
      let n = Math.min(rest.length, MAX_EVENTS_PER_BATCH);
      let body = JSON.stringify({ events: rest.slice(0, n).map((q) => q.event) });
      while (byteLength(body) > MAX_BEACON_BYTES && n > 1) {
        n = Math.ceil(n / 2);
        body = JSON.stringify({ events: rest.slice(0, n).map((q) => q.event) });
      }
      // A single event over the bound cannot go by beacon: it waits for a fetch, should the page come back.
      if (byteLength(body) > MAX_BEACON_BYTES || !sendBeacon(TRACK_PATH, body)) left.push(...rest.slice(0, n));
      rest = rest.slice(n);
    }
    events = [...events.filter((q) => inFlight.includes(q)), ...left];
  }

  const sendBeacon = (path: string, body: string) => {
    try {
      return beacon(path, new Blob([body], { type: 'application/json' }));
    } catch {
      return false;
    }
  };

  return {
    track(event, rule) {
      try {
        if (stopped || (rule.marketing && session.optedOut())) {
          droppedCount += 1;
          return;
        }
        if (!isEvent(event)) {
          droppedCount += 1;
          return;
        }
        events.push({ event, marketing: rule.marketing });
        bound();
        if (events.length >= FLUSH_AT) sendSoon();
        else schedule(FLUSH_INTERVAL_MS);
      } catch {
        // never into the app
      }
    },
    report(report) {
      try {
        if (stopped) return;
        if (!isReport(report)) {
          droppedCount += 1;
          return;
        }
        reports.push(report);
        bound();
        sendSoon();
      } catch {
        // never into the app
      }
    },
    flush(reason) {
      try {
        if (reason === 'pagehide') {
          // The page is going: the consent wait ends with it (the privacy choice at hand decides, decision 0103).
          held = false;
          beaconAll();
        } else void send(reason);
      } catch {
        // never into the app
      }
    },
    release() {
      if (!held) return;
      held = false;
      void send('interval');
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
    },
    pending: () => ({ events: events.length, reports: reports.length }),
    dropped: () => droppedCount,
  };
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
