// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingChunkRequest, RECORDING_BUFFER_EVENTS } from '../../contract/recording';
import type { TrackingSession } from '../types';
import { createMasking } from './masking';
import { FLUSH_INTERVAL_MS, PENDING_MAX_BYTES, POST_MAX_BYTES, type RecordedEvent, createRecorder } from './recorder';
import { browserTransport, startRecording } from './record';

// The session recorder's buffer with a fake rrweb `record` (issue 33, docs/decisions/0104): chunks of 1,000 events or
// 40 KiB, a flush every 10 s and on page hide (by beacon), sequence numbers per page load, nothing for an opted-out
// shopper; and the masking of typed and personal-looking text.

const textOf = (n: number) => String(n).padStart(4, '0');
const encoder = new TextEncoder();

/** `deferred`: the recorder's idle moments wait for `idle()`; else each comes at once. */
function harness(opts: { optedOut?: () => boolean; beaconOk?: boolean; deferred?: boolean } = {}) {
  const session: TrackingSession = {
    anonymousId: 'anon-recorder',
    correlationId: 'corr-recorder',
    brand: 'quoteflow',
    embedded: false,
    optedOut: opts.optedOut ?? (() => false),
  };
  const posts: string[] = [];
  const beacons: string[] = [];
  let emit: ((e: RecordedEvent) => void) | undefined;
  let recording = false;
  let tick: (() => void) | undefined;
  let hide: (() => void) | undefined;
  const idles: Array<() => void> = [];
  const recorder = createRecorder({
    session,
    recordingId: 'rec-1',
    record: (o) => {
      emit = o.emit;
      recording = true;
      return () => {
        recording = false;
      };
    },
    transport: {
      post: (body) => posts.push(body),
      beacon: (body) => {
        if (opts.beaconOk === false) return false;
        beacons.push(body);
        return true;
      },
    },
    setInterval: (fn, ms) => {
      expect(ms).toBe(FLUSH_INTERVAL_MS);
      tick = fn;
      return 1;
    },
    clearInterval: () => {
      tick = undefined;
    },
    onPageHide: (fn) => {
      hide = fn;
      return () => {
        hide = undefined;
      };
    },
    later: (run) => (opts.deferred ? idles.push(run) : run()),
  });
  /** Every chunk sent, parsed by the contract the server applies. */
  const chunks = (bodies = [...posts, ...beacons]) => bodies.map((b) => RecordingChunkRequest.parse(JSON.parse(b)));
  return {
    recorder,
    posts,
    beacons,
    chunks,
    emit: (e: RecordedEvent) => emit?.(e),
    tick: () => tick?.(),
    hide: () => hide?.(),
    idle: () => {
      for (const run of idles.splice(0)) run();
    },
    idleWaits: () => idles.length,
    recording: () => recording,
    timerOn: () => tick !== undefined,
  };
}

const event = (i: number, pad = 0): RecordedEvent => ({
  type: 3,
  timestamp: 1_700_000_000_000 + i,
  data: { source: 2, text: textOf(i) + 'x'.repeat(pad) },
});

describe('the recorder buffer', () => {
  it('sends a chunk of 1,000 events as the buffer fills, numbering the chunks', () => {
    const h = harness();
    // Events of 37 bytes: 1,000 of them stay under the 40 KiB that would send the buffer first.
    for (let i = 0; i < 2 * RECORDING_BUFFER_EVENTS + 5; i += 1) h.emit({ type: 3, timestamp: 1_700_000_000_000 + i });
    const sent = h.chunks();
    expect(sent.map((c) => c.events.length)).toEqual([1000, 1000]);
    expect(sent.map((c) => c.sequence)).toEqual([0, 1]);
    expect(sent.every((c) => c.recordingId === 'rec-1' && c.anonymousId === 'anon-recorder')).toBe(true);
    h.tick();
    const all = h.chunks();
    expect(all.map((c) => c.sequence)).toEqual([0, 1, 2]);
    expect(all.flatMap((c) => c.events.map((e) => e.timestamp))).toEqual(
      Array.from({ length: 2005 }, (_, i) => 1_700_000_000_000 + i),
    );
  });

  it('flushes every 10 s, and sends nothing when nothing was recorded', () => {
    const h = harness();
    h.tick();
    expect(h.posts).toEqual([]);
    h.emit(event(1));
    h.emit(event(2));
    h.tick();
    expect(h.chunks().map((c) => c.events.length)).toEqual([2]);
    expect(h.beacons).toEqual([]);
  });

  it('sends the buffer once it holds 40 KiB, so the page hide sends the rest in one beacon, in order', () => {
    const h = harness();
    // 200 events of about 1 KB: more than three beacons' worth, which a hiding page could not send together.
    for (let i = 0; i < 200; i += 1) h.emit(event(i, 1_000));
    expect(h.posts.length).toBeGreaterThanOrEqual(4);
    for (const body of h.posts) expect(encoder.encode(body).length).toBeLessThanOrEqual(PENDING_MAX_BYTES + 2_000);
    h.hide();
    expect(h.beacons).toHaveLength(1);
    expect(encoder.encode(h.beacons[0]).length).toBeLessThanOrEqual(PENDING_MAX_BYTES);
    const sent = h.chunks([...h.posts, ...h.beacons]);
    expect(sent.map((c) => c.sequence)).toEqual(sent.map((_, i) => i));
    expect(sent.flatMap((c) => c.events.map((e) => e.timestamp - 1_700_000_000_000))).toEqual(
      Array.from({ length: 200 }, (_, i) => i),
    );
  });

  it("keeps an event inside the shopper's tap, and sizes and sends the buffer at the next idle moment", () => {
    const h = harness({ deferred: true });
    for (let i = 0; i < 200; i += 1) h.emit(event(i, 1_000));
    // One idle wait for the whole burst, nothing sent within it.
    expect(h.idleWaits()).toBe(1);
    expect(h.posts).toEqual([]);
    h.idle();
    expect(h.chunks().flatMap((c) => c.events.map((e) => e.timestamp - 1_700_000_000_000))).toEqual(
      Array.from({ length: 200 }, (_, i) => i),
    );
    // A page hidden before its idle moment still sends what it kept, each beacon under the browser's bound, in order.
    for (let i = 200; i < 300; i += 1) h.emit(event(i, 1_000));
    h.hide();
    expect(h.beacons.length).toBeGreaterThanOrEqual(2);
    for (const body of h.beacons) expect(encoder.encode(body).length).toBeLessThanOrEqual(60 * 1024);
    h.idle();
    const sent = h.chunks([...h.posts, ...h.beacons]);
    expect(sent.map((c) => c.sequence)).toEqual(sent.map((_, i) => i));
    expect(sent.flatMap((c) => c.events.map((e) => e.timestamp - 1_700_000_000_000))).toEqual(
      Array.from({ length: 300 }, (_, i) => i),
    );
  });

  it('falls back to a post when the browser refuses the beacon', () => {
    const h = harness({ beaconOk: false });
    h.emit(event(1));
    h.hide();
    expect(h.chunks(h.posts).map((c) => c.events.length)).toEqual([1]);
  });

  it('splits a full buffer of big events into posts under the server limit', () => {
    const h = harness();
    for (let i = 0; i < RECORDING_BUFFER_EVENTS; i += 1) h.emit(event(i, 2_000));
    expect(h.posts.length).toBeGreaterThan(3);
    for (const body of h.posts) expect(encoder.encode(body).length).toBeLessThanOrEqual(POST_MAX_BYTES);
    expect(h.chunks().reduce((n, c) => n + c.events.length, 0)).toBe(RECORDING_BUFFER_EVENTS);
  });

  it('records nothing for a shopper who opted out before it started', () => {
    const h = harness({ optedOut: () => true });
    expect(h.recording()).toBe(false);
    h.emit(event(1));
    h.tick();
    h.hide();
    expect([...h.posts, ...h.beacons]).toEqual([]);
  });

  it('stops and drops the buffer when the shopper opts out while recorded', () => {
    let optedOut = false;
    const h = harness({ optedOut: () => optedOut });
    h.emit(event(1));
    h.tick();
    expect(h.posts).toHaveLength(1);
    h.emit(event(2));
    optedOut = true;
    h.tick();
    expect(h.posts).toHaveLength(1);
    expect(h.recording()).toBe(false);
    expect(h.timerOn()).toBe(false);
    h.emit(event(3));
    h.hide();
    expect(h.posts).toHaveLength(1);
    expect(h.beacons).toEqual([]);
  });

  it('sends what is buffered when stopped, then nothing more', () => {
    const h = harness();
    h.emit(event(1));
    h.recorder.stop();
    expect(h.chunks().map((c) => c.events.length)).toEqual([1]);
    expect(h.recording()).toBe(false);
    h.emit(event(2));
    h.tick();
    expect(h.posts).toHaveLength(1);
  });

  it('keeps any text whole across chunks (full Unicode, very long strings)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ minLength: 5_000, maxLength: 40_000 })),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        (texts) => {
          const h = harness();
          texts.forEach((text, i) => h.emit({ type: 3, timestamp: i, data: { text } }));
          h.hide();
          const got = h.chunks().flatMap((c) => c.events.map((e) => (e.data as { text: string }).text));
          expect(got).toEqual(texts);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('the browser transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a chunk alive only as the page hides: a live page's would take the tracking events' 64 KiB", () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetch);
    const transport = browserTransport('/api/recordings');
    transport.post('{"live":1}', false);
    transport.post('{"hiding":1}', true);
    transport.post(`{"big":"${'x'.repeat(70 * 1024)}"}`, true);
    expect(fetch.mock.calls.map((c) => (c as unknown as [string, RequestInit])[1].keepalive)).toEqual([
      false,
      true,
      false,
    ]);
  });
});

describe('startRecording', () => {
  it('loads nothing and records nothing for an excluded visitor or an opted-out shopper', () => {
    const session = { anonymousId: 'a', correlationId: 'c', brand: 'b', embedded: false, optedOut: () => false };
    expect(() => startRecording({ session, excluded: true }).stop()).not.toThrow();
    expect(() =>
      startRecording({ session: { ...session, optedOut: () => true }, excluded: false }).stop(),
    ).not.toThrow();
  });
});

describe('the masking', () => {
  const el = (html: string, selector: string) => {
    document.body.innerHTML = html;
    return document.querySelector(selector);
  };

  it('masks every input value and remembers what was typed in text fields only', () => {
    const m = createMasking();
    const input = el('<input type="text" id="n">', '#n');
    const radio = el('<input type="radio" id="r" value="on">', '#r');
    expect(m.maskInput('Zebulon Quartermaine', input)).toBe('*'.repeat(20));
    expect(m.maskInput('on', radio)).toBe('**');
    const p = el('<p id="p">Thanks, Zebulon Quartermaine! Your quote is on its way.</p>', '#p');
    expect(m.maskText('Thanks, Zebulon Quartermaine! Your quote is on its way.', p)).toBe(
      'Thanks, ******* ************! Your quote is on its way.',
    );
  });

  it('masks whole words only', () => {
    const m = createMasking();
    m.maskInput('Ann', el('<input id="n">', '#n'));
    const p = el('<p id="p">x</p>', '#p');
    expect(m.maskText('Annual plan for Ann', p)).toBe('Annual plan for ***');
  });

  it('masks the whole text of the review and summary blocks', () => {
    const m = createMasking();
    const dd = el('<div class="qf-review"><dd id="d">12 Elm Street</dd></div>', '#d');
    expect(m.maskText('12 Elm Street', dd)).toBe('** *** ******');
    const marked = el('<div data-private><span id="s">Blue sedan</span></div>', '#s');
    expect(m.maskText('Blue sedan', marked)).toBe('**** *****');
  });

  it.each([
    ['write to zeb.q@example.com', 'write to *****************'],
    ['call (415) 555-2671', 'call ***** ********'],
    ['card 4111 1111 1111 1111', 'card **** **** **** ****'],
    ['born 04/12/1986', 'born **********'],
    ['VIN 1HGCM82633A004352', 'VIN *****************'],
    ['zip 78701', 'zip *****'],
  ])('masks personal-looking text anywhere: %s', (text, masked) => {
    const m = createMasking();
    expect(m.maskText(text, el('<p id="p">x</p>', '#p'))).toBe(masked);
  });
});
