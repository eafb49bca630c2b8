import type { RecordingChunkRequest } from '../../contract/recording';
import { RECORDING_BUFFER_EVENTS } from '../../contract/recording';
import { TRACKER_IDLE, whenIdle } from '../idle';
import type { TrackingSession } from '../types';

// The session recorder's buffer (issue 33; spec 001 section 9; docs/decisions/0104), apart from rrweb so that a test
// drives it with a fake `record`: events are buffered up to 1,000 and sent as a chunk when the buffer is full, every
// 10 s, once it holds 40 KiB, and on page hide (then by sendBeacon, each beacon under 64 KB); every chunk carries the
// page load's recordingId and the next sequence number. A shopper who opts out stops the recording: what is buffered
// is dropped, nothing more is sent. rrweb hands an event over inside the shopper's tap (its mutation observer runs as
// the next screen commits): the recorder only keeps it then, and sizes and sends at the next idle moment (idle.ts).

/** rrweb's `record`, as much of it as the recorder uses: it calls `emit` per event and answers a stop function. */
export type RecordFn = (options: { emit: (event: RecordedEvent) => void }) => (() => void) | undefined;
export interface RecordedEvent {
  type: number;
  timestamp: number;
  [key: string]: unknown;
}

/** How chunks leave the page: fetch while it lives, sendBeacon as it hides. */
export interface ChunkTransport {
  /** A fetch; `hiding`: the page is going away, so it must outlive it (keepalive, which shares the beacons' 64 KiB). */
  post(body: string, hiding: boolean): void;
  /** False when the browser refused it (too big, quota): the recorder then tries `post`. */
  beacon(body: string): boolean;
}

export const FLUSH_INTERVAL_MS = 10_000;
/** Browsers refuse a beacon (and a keepalive fetch) over 64 KiB in flight: each one stays under this. */
export const BEACON_MAX_BYTES = 60 * 1024;
/** A chunk sent by fetch stays well under the server's 1 MiB body limit (server/security/transport.ts). */
export const POST_MAX_BYTES = 512 * 1024;
/**
 * The most the buffer holds before it is sent: a browser lets a hiding page have 64 KiB of beacons and keepalive
 * fetches in flight, all of them together (the tracking events' beacon too), so what waits for the page hide stays
 * well under that.
 */
export const PENDING_MAX_BYTES = 40 * 1024;

export interface RecorderDeps {
  session: TrackingSession;
  record: RecordFn;
  transport: ChunkTransport;
  recordingId: string;
  /** The page's timers and its pagehide event; a test passes its own. */
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  onPageHide?: (fn: () => void) => () => void;
  /** When the buffer is sized and a full one sent: the next idle moment by default; a test runs it at once. */
  later?: (run: () => void) => void;
}

const encoder = new TextEncoder();
const bytesOf = (s: string) => encoder.encode(s).length;

export function createRecorder(deps: RecorderDeps): {
  stop(): void;
  flush(reason: 'full' | 'interval' | 'pagehide'): void;
} {
  const { session, transport, recordingId } = deps;
  const every = deps.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const clear = deps.clearInterval ?? ((h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>));
  const later = deps.later ?? ((run: () => void) => whenIdle(run, TRACKER_IDLE));
  let buffer: RecordedEvent[] = [];
  /** The JSON size of each buffered event sized so far (the first `sizes.length`), and their sum. */
  let sizes: number[] = [];
  let pending = 0;
  let sequence = 0;
  let stopped = false;
  let checking = false;

  /** Sizes the events kept since the last look. */
  const measure = () => {
    for (let i = sizes.length; i < buffer.length; i++) {
      const bytes = bytesOf(JSON.stringify(buffer[i])) + 1;
      sizes.push(bytes);
      pending += bytes;
    }
  };

  const envelope = (events: RecordedEvent[]): RecordingChunkRequest => ({
    anonymousId: session.anonymousId,
    correlationId: session.correlationId,
    recordingId,
    sequence: sequence++,
    events,
  });

  /** Splits the events into bodies under `max` bytes each (one event bigger than that goes alone). */
  const pieces = (events: RecordedEvent[], eventBytes: number[], max: number): RecordedEvent[][] => {
    // The envelope's own bytes, with room for a long sequence number.
    const overhead = bytesOf(
      JSON.stringify({
        anonymousId: session.anonymousId,
        correlationId: session.correlationId,
        recordingId,
        sequence: 1e6,
        events: [],
      }),
    );
    const out: RecordedEvent[][] = [];
    let current: RecordedEvent[] = [];
    let size = overhead;
    for (const [i, event] of events.entries()) {
      const bytes = eventBytes[i];
      if (current.length > 0 && size + bytes > max) {
        out.push(current);
        current = [];
        size = overhead;
      }
      current.push(event);
      size += bytes;
    }
    if (current.length > 0) out.push(current);
    return out;
  };

  const flush = (reason: 'full' | 'interval' | 'pagehide') => {
    if (stopped || buffer.length === 0) return;
    if (session.optedOut()) {
      end();
      return;
    }
    measure();
    const events = buffer;
    const eventBytes = sizes;
    buffer = [];
    sizes = [];
    pending = 0;
    const hiding = reason === 'pagehide';
    for (const piece of pieces(events, eventBytes, hiding ? BEACON_MAX_BYTES : POST_MAX_BYTES)) {
      const body = JSON.stringify(envelope(piece));
      if (!hiding || !transport.beacon(body)) transport.post(body, hiding);
    }
  };

  // An opted-out shopper is never recorded at all.
  if (session.optedOut()) return { stop() {}, flush() {} };

  const stopRecording = deps.record({
    emit(event) {
      if (stopped) return;
      buffer.push(event);
      if (checking) return;
      checking = true;
      later(() => {
        checking = false;
        if (stopped) return;
        measure();
        if (buffer.length >= RECORDING_BUFFER_EVENTS || pending >= PENDING_MAX_BYTES) flush('full');
      });
    },
  });
  const timer = every(() => flush('interval'), FLUSH_INTERVAL_MS);
  const offPageHide = deps.onPageHide?.(() => flush('pagehide'));

  /** Ends the recording and drops what is buffered (an opt-out: nothing more leaves the page). */
  function end() {
    if (stopped) return;
    stopped = true;
    buffer = [];
    sizes = [];
    pending = 0;
    clear(timer);
    offPageHide?.();
    stopRecording?.();
  }

  return {
    /** Sends what is buffered (unless the shopper opted out meanwhile), then ends the recording. */
    stop() {
      flush('interval');
      end();
    },
    flush,
  };
}
