import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  MAX_EVENTS_PER_BATCH as CONTRACT_MAX,
  ReportErrorRequest,
  TrackEventsRequest,
  TrackingEvent,
  backofficeEndpoints,
} from '../contract/backoffice';
import {
  FLUSH_AT,
  FLUSH_INTERVAL_MS,
  MAX_BEACON_BYTES,
  MAX_EVENTS_PER_BATCH,
  MAX_QUEUED,
  type Post,
  REPORT_PATH,
  TRACK_PATH,
  createDelivery,
  fetchPost,
  retryAfterMs,
} from './delivery';
import { TRACKER_IDLE } from './idle';
import type { TrackingSession } from './types';

const session = (optedOut = false): TrackingSession => ({
  anonymousId: '0b6c4967-d0ab-4706-8b67-150dd4980000',
  correlationId: '7a1f0c2e-1111-4a2b-8c3d-000000000001',
  brand: 'quoteflow',
  embedded: false,
  optedOut: () => optedOut,
});

/** A FormViewed event the contract accepts (parsed by it: a double built from the schema). */
const viewed = (n: number, extra: Record<string, unknown> = {}) =>
  TrackingEvent.parse({
    event: 'FormViewed',
    anonymousId: session().anonymousId,
    formContext: { formName: 'defaultAuto', formType: 'auto', formVersion: '0.1.0' },
    stepContext: { stepName: `step ${n}`, stepId: `make~${n}`, stepNumber: n % 500, stepType: 'question' },
    ...extra,
  }) as Extract<TrackingEvent, { event: 'FormViewed' }>;
const paid = () =>
  TrackingEvent.parse({ event: 'PaidSearchParams', clickIds: { gclid: 'g1' }, utms: {}, sessionSource: 'cnet' });
const report = () =>
  ReportErrorRequest.parse({ kind: 'monitoredEvent', event: 'PageUnload', anonymousId: session().anonymousId });

const TRACKING = { id: 'intake.formViewed', marketing: false };
const MARKETING = { id: 'page.paidSearchParams', marketing: true };

/**
 * A server double: records every body; answers with the statuses given, then as the sandbox does: 400 for a body its
 * contract schema refuses, else 202.
 */
function server(statuses: Array<number | 'network' | { status: number; retryAfter: string }> = []) {
  const calls: Array<{ path: string; body: unknown; status?: number }> = [];
  const post: Post = async (path, body) => {
    const call: (typeof calls)[number] = { path, body: JSON.parse(body) };
    calls.push(call);
    const schema = path === TRACK_PATH ? TrackEventsRequest : ReportErrorRequest;
    const next = statuses.shift() ?? (schema.safeParse(call.body).success ? 202 : 400);
    if (next === 'network') throw new TypeError('Failed to fetch');
    call.status = typeof next === 'number' ? next : next.status;
    return typeof next === 'number' ? { status: next } : next;
  };
  return { calls, post };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the delivery queue', () => {
  it("speaks the contract's paths and batch bound", () => {
    expect(MAX_EVENTS_PER_BATCH).toBe(CONTRACT_MAX);
    expect(TRACK_PATH).toBe(backofficeEndpoints.trackEvents.path);
    expect(REPORT_PATH).toBe(backofficeEndpoints.reportError.path);
  });

  it('sends nothing while held (the consent wait), then batches what waited through the contract', async () => {
    const s = server();
    const d = createDelivery({ session: session(), post: s.post, now: Date.now });
    for (let i = 0; i < 3; i++) d.track(viewed(i), TRACKING);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 3);
    expect(s.calls).toHaveLength(0);
    d.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0].path).toBe('/events');
    expect(TrackEventsRequest.safeParse(s.calls[0].body).success).toBe(true);
    expect((s.calls[0].body as { events: unknown[] }).events).toHaveLength(3);
    expect(d.pending()).toEqual({ events: 0, reports: 0 });
  });

  it("flushes every 5 s, and at the next idle moment when 20 wait (never within the shopper's tap), in batches of at most 50", async () => {
    const s = server();
    const d = createDelivery({ session: session(), post: s.post, now: Date.now, held: false });
    d.track(viewed(1), TRACKING);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(1);
    for (let i = 0; i < FLUSH_AT; i++) d.track(viewed(i), TRACKING);
    expect(s.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TRACKER_IDLE.fallbackMs);
    expect(s.calls).toHaveLength(2);
    expect((s.calls[1].body as { events: unknown[] }).events).toHaveLength(FLUSH_AT);
    const held = createDelivery({ session: session(), post: s.post, now: Date.now });
    for (let i = 0; i < 120; i++) held.track(viewed(i), TRACKING);
    held.release();
    await vi.advanceTimersByTimeAsync(0);
    const sizes = s.calls.slice(2).map((c) => (c.body as { events: unknown[] }).events.length);
    expect(sizes).toEqual([50, 50, 20]);
  });

  it('retries with backoff 1 s, 2 s, 4 s after failures, and honours Retry-After on a 429', async () => {
    const s = server(['network', 500, 503, { status: 429, retryAfter: '7' }]);
    const d = createDelivery({ session: session(), post: s.post, now: Date.now, held: false });
    d.report(report());
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(TRACKER_IDLE.fallbackMs);
    expect(s.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(s.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(s.calls).toHaveLength(4); // the 429
    await vi.advanceTimersByTimeAsync(6_999);
    expect(s.calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(5);
    expect(s.calls.every((c) => c.path === '/monitoring/errors')).toBe(true);
    expect(d.pending().reports).toBe(0);
  });

  it('caps the backoff at 60 s', async () => {
    const s = server(Array.from({ length: 12 }, () => 500));
    const d = createDelivery({ session: session(), post: s.post, now: Date.now, held: false });
    d.track(viewed(1), TRACKING);
    d.flush('full');
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16000 + 32000);
    expect(s.calls).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(s.calls).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(8);
  });

  it('never retries a 4xx other than 429: the batch is dropped', async () => {
    const s = server([422]);
    const d = createDelivery({ session: session(), post: s.post, now: Date.now, held: false });
    d.track(viewed(1), TRACKING);
    d.flush('full');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(s.calls).toHaveLength(1);
    expect(d.pending().events).toBe(0);
    expect(d.dropped()).toBe(1);
  });

  it('drops marketing events for an opted-out shopper, without throwing', async () => {
    const s = server();
    let out = false;
    const d = createDelivery({ session: { ...session(), optedOut: () => out }, post: s.post, now: Date.now });
    d.track(paid(), MARKETING);
    d.track(viewed(1), TRACKING);
    out = true; // opted out while it waited: it still never leaves
    d.track(paid(), MARKETING);
    expect(() => d.track(null as never, TRACKING)).not.toThrow();
    expect(() => d.report({} as never)).not.toThrow();
    d.release();
    await vi.advanceTimersByTimeAsync(0);
    const sent = s.calls.flatMap((c) => (c.body as { events: Array<{ event: string }> }).events.map((e) => e.event));
    expect(sent).toEqual(['FormViewed']);
    expect(d.dropped()).toBe(4);
  });

  it('splits a batch the server refuses until the bad event goes alone: the good ones are accepted', async () => {
    const s = server();
    const d = createDelivery({ session: session(), post: s.post, now: Date.now });
    for (let i = 0; i < 7; i++) d.track(viewed(i), TRACKING);
    d.track({ ...viewed(7), stepContext: { stepId: '' } } as never, TRACKING);
    for (let i = 8; i < 12; i++) d.track(viewed(i), TRACKING);
    d.release();
    await vi.advanceTimersByTimeAsync(0);
    const accepted = s.calls
      .filter((c) => c.status === 202)
      .flatMap((c) => (c.body as { events: Array<{ stepContext: { stepId: string } }> }).events);
    expect(accepted.map((e) => e.stepContext.stepId).sort()).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11].map((i) => `make~${i}`).sort(),
    );
    expect(d.dropped()).toBe(1);
    expect(d.pending().events).toBe(0);
    expect(s.calls.length).toBeLessThan(12);
  });

  it('stays bounded: the oldest marketing events go first, the non-marketing ones last', async () => {
    const s = server();
    const d = createDelivery({ session: session(), post: s.post, now: Date.now, maxQueued: 10 });
    d.track(paid(), MARKETING);
    for (let i = 0; i < 9; i++) d.track(viewed(i), TRACKING);
    d.track(paid(), MARKETING);
    expect(d.pending().events).toBe(10);
    expect(d.dropped()).toBe(1);
    d.track(viewed(100), TRACKING);
    expect(d.pending().events).toBe(10);
    expect(d.dropped()).toBe(2);
    d.track(viewed(101), TRACKING); // no marketing event left: the oldest event goes
    d.release();
    await vi.advanceTimersByTimeAsync(0);
    const sent = s.calls.flatMap((c) => (c.body as { events: TrackingEvent[] }).events);
    expect(sent.map((e) => e.event)).toEqual(Array(10).fill('FormViewed'));
    expect(sent.map((e) => 'stepContext' in e && e.stepContext.stepId)[0]).toBe('make~1');
    const big = createDelivery({ session: session(), post: server().post });
    for (let i = 0; i < MAX_QUEUED + 30; i++) big.track(viewed(i), TRACKING);
    expect(big.pending().events).toBe(MAX_QUEUED);
  });

  it('on page hide sends what waits by beacon, each beacon JSON under 60 KB, even before the consent wait ends', async () => {
    const beacons: Array<{ path: string; size: number; type: string; body: unknown }> = [];
    const beacon = (path: string, blob: Blob) => {
      beacons.push({ path, size: blob.size, type: blob.type, body: undefined });
      void blob.text().then((t) => {
        beacons.find((b) => b.body === undefined)!.body = JSON.parse(t);
      });
      return true;
    };
    const s = server();
    const d = createDelivery({ session: session(), post: s.post, beacon, now: Date.now });
    const long = 'ü'.repeat(240);
    for (let i = 0; i < 120; i++) d.track(viewed(i, { properties: { a: long, b: long, c: long, d: long } }), TRACKING);
    d.report(report());
    d.flush('pagehide');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.calls).toHaveLength(0);
    expect(beacons[0].path).toBe('/monitoring/errors');
    expect(beacons.every((b) => b.type === 'application/json' && b.size <= MAX_BEACON_BYTES)).toBe(true);
    const events = beacons.slice(1).flatMap((b) => {
      expect(TrackEventsRequest.safeParse(b.body).success).toBe(true);
      return (b.body as { events: unknown[] }).events;
    });
    expect(events).toHaveLength(120);
    expect(d.pending()).toEqual({ events: 0, reports: 0 });
  });

  it('keeps what a refused beacon held, for a later send', () => {
    const d = createDelivery({ session: session(), post: server().post, beacon: () => false });
    d.track(viewed(1), TRACKING);
    d.flush('pagehide');
    expect(d.pending().events).toBe(1);
  });

  it('reads Retry-After as seconds or a date, bounded', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs('999999', 0)).toBe(600_000);
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });

  it('never throws into the app, and an event the server refuses never blocks the queue (any Unicode, any length)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 5000 }), async (name) => {
        const s = server();
        const d = createDelivery({ session: session(), post: s.post, now: Date.now, held: false });
        const event = { ...viewed(1), stepContext: { ...viewed(1).stepContext, stepName: name } };
        expect(() => d.track(event as TrackingEvent, TRACKING)).not.toThrow();
        d.flush('full');
        await vi.advanceTimersByTimeAsync(0);
        expect(d.pending().events).toBe(0);
        expect(s.calls.length).toBe(1);
      }),
      { numRuns: 60 },
    );
  });
});

describe('fetchPost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads each answer to its end: an unread one keeps counting against the page's 64 KiB of keepalive bodies", async () => {
    const answer = new Response(JSON.stringify({ received: 3 }), { status: 202, headers: { 'retry-after': '7' } });
    const fetch = vi.fn(() => Promise.resolve(answer));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchPost(TRACK_PATH, '{"events":[]}')).toEqual({ status: 202, retryAfter: '7' });
    expect(answer.bodyUsed).toBe(true);
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].keepalive).toBe(true);
  });
});
