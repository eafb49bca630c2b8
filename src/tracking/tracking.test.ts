import { describe, expect, it } from 'vitest';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { readQueryParams } from '../app/queryParams';
import { ReportErrorRequest, TrackingEvent } from '../contract/backoffice';
import type { Delivery } from './delivery';
import { CORRELATION_ID_KEY, type PageEnv, readCorrelationId, recordingExcluded, startTracking } from './tracking';
import type { TrackingSession } from './types';

const session: TrackingSession = {
  anonymousId: '0b6c4967-d0ab-4706-8b67-150dd4980000',
  correlationId: '7a1f0c2e-1111-4a2b-8c3d-000000000001',
  brand: 'quoteflow',
  embedded: false,
  optedOut: () => false,
};

function harness(search = '?gclid=g-1', buffered: InspectionEvent[] = []) {
  const tracked: Array<{ event: TrackingEvent; rule: { id: string; marketing: boolean } }> = [];
  const reports: ReportErrorRequest[] = [];
  const flushes: string[] = [];
  let released = false;
  const delivery: Delivery = {
    track: (event, rule) => tracked.push({ event, rule }),
    report: (r) => reports.push(r),
    flush: (reason) => flushes.push(reason),
    release: () => {
      released = true;
    },
    stop: () => {},
    pending: () => ({ events: 0, reports: 0 }),
    dropped: () => 0,
  };
  const listeners = new Map<string, Set<(e: Event) => void>>();
  const env: PageEnv = {
    addEventListener: (t, l) => {
      if (!listeners.has(t)) listeners.set(t, new Set());
      listeners.get(t)!.add(l);
    },
    removeEventListener: (t, l) => void listeners.get(t)?.delete(l),
    visibilityState: () => 'hidden',
    page: () => 'https://quoteflow.test/',
  };
  const fire = (type: string) => {
    for (const l of [...(listeners.get(type) ?? [])]) l(new Event(type));
  };
  const actor = {
    sessionId: 'x:0',
    getSnapshot: () => ({
      context: { flowId: 'defaultAuto', start: { params: readQueryParams({ search, hash: '#/' }) } },
      machine: { id: 'app' },
      tags: new Set(),
    }),
  } as unknown as AnyActorRef;
  const excluded: boolean[] = [];
  const tracker = startTracking(
    { actor, buffered, session },
    {
      delivery,
      env,
      consent: Promise.resolve(),
      vitals: false,
      now: () => new Date('2026-11-30T04:00:00.000Z'),
      recorder: async () => ({
        startRecording: (o: { excluded: boolean }) => {
          excluded.push(o.excluded);
          return { stop() {} };
        },
      }),
    },
  );
  return { tracked, reports, flushes, fire, tracker, excluded, listeners, released: () => released };
}

const snapshot = (tags: string[]) =>
  ({ type: '@xstate.snapshot', snapshot: { tags: new Set(tags) }, event: { type: 'x' } }) as unknown as InspectionEvent;

describe('starting tracking from the lazy chunk', () => {
  it('sends the load events once, stamped with the ids and time, valid by the contract', async () => {
    const h = harness('?siteSource=bankrate&sessionID=p-1&gclid=g-1');
    expect(h.tracked.map((t) => [t.event.event, t.rule.marketing])).toEqual([
      ['SessionIdMapper', false],
      ['PaidSearchParams', true],
    ]);
    for (const { event } of h.tracked) {
      expect(event).toMatchObject({
        anonymousId: session.anonymousId,
        correlationId: session.correlationId,
        timestamp: '2026-11-30T04:00:00.000Z',
      });
      expect(TrackingEvent.safeParse(event).success).toBe(true);
    }
    await Promise.resolve();
    expect(h.released()).toBe(true);
  });

  it('reports PageUnload on page hide mid-flow, by beacon, and not after a purchase', () => {
    const mid = harness('', [snapshot(['step:question'])]);
    mid.fire('pagehide');
    // (The load's McidError too, where this test's anonymous id is not in storage: page.mcidError.)
    const unloads = (h: typeof mid) => h.reports.filter((r) => r.kind === 'monitoredEvent' && r.event === 'PageUnload');
    expect(unloads(mid)).toHaveLength(1);
    expect(unloads(mid)[0]).toMatchObject({
      kind: 'monitoredEvent',
      event: 'PageUnload',
      page: 'https://quoteflow.test/',
    });
    expect(ReportErrorRequest.safeParse(unloads(mid)[0]).success).toBe(true);
    expect(mid.flushes).toEqual(['pagehide']);

    const bought = harness('', [snapshot(['step:question'])]);
    bought.tracker.observe(snapshot(['step:purchaseSuccess']));
    bought.fire('pagehide');
    expect(unloads(bought)).toHaveLength(0);
    expect(bought.flushes).toEqual(['pagehide']);

    const landing = harness('');
    landing.fire('pagehide');
    expect(unloads(landing)).toHaveLength(0);
  });

  it('flushes by beacon when the page hides, and stops cleanly', () => {
    const h = harness('');
    h.fire('visibilitychange');
    expect(h.flushes).toEqual(['pagehide']);
    h.tracker.stop();
    expect([...h.listeners.values()].every((s) => s.size === 0)).toBe(true);
    expect(() => h.tracker.observe(snapshot([]))).not.toThrow();
  });

  it('starts the recorder, excluded for a publisher-network visitor without a white-label partner', async () => {
    const pub = harness('?utm_referrer=pub_network_x');
    const lm = harness('?utm_referrer=pub_network_x&siteSource=libertymutual');
    await new Promise((r) => setTimeout(r, 0));
    expect(pub.excluded).toEqual([true]);
    expect(lm.excluded).toEqual([false]);
    expect(recordingExcluded(undefined)).toBe(false);
  });

  it('keeps one correlation id per browser session', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const id = readCorrelationId(storage);
    expect(readCorrelationId(storage)).toBe(id);
    expect(data.get(CORRELATION_ID_KEY)).toBe(id);
    expect(readCorrelationId(undefined, () => 'fresh')).toBe('fresh');
  });
});
