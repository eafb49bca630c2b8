import { z } from 'zod/mini';
import type { EndpointDef } from './endpoint';
import { isoDateTime, text } from './text';

// The session recorder's chunks (issue 33; spec 001 section 9; docs/decisions/0104) and the sandbox's sink reader:
// rrweb events, masked in the page, posted in chunks of at most the recorder's 1,000-event buffer, and what the sink
// stored for one anonymous id read back in the order it was received (for the browser specs and engineers).

/** spec 001 section 9: the recorder buffers 1,000 events; a chunk is at most one buffer. */
export const RECORDING_BUFFER_EVENTS = 1_000;
/** A chunk's sequence within its recording (one per page load): 0, 1, 2, ... */
export const MAX_RECORDING_SEQUENCE = 1_000_000;

const id = (max = 64) => text(max).check(z.trim(), z.minLength(1));

/**
 * One rrweb event: an object with its numeric `type` (rrweb's EventType) and `timestamp` (ms since the epoch); the
 * rest is rrweb's own and kept as sent, after the server's scrub (server/backoffice/recordings.ts).
 */
export const RecordingEvent = z.looseObject({
  type: z.number().check(z.int(), z.minimum(0), z.maximum(99)),
  timestamp: z.number().check(z.minimum(0), z.maximum(8.64e15)),
});
export type RecordingEvent = z.infer<typeof RecordingEvent>;

export const RecordingChunkRequest = z.object({
  anonymousId: id(),
  correlationId: id(),
  /** One per page load: a reload starts a new recording. */
  recordingId: id(),
  sequence: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_RECORDING_SEQUENCE)),
  events: z
    .array(RecordingEvent)
    .check(
      z.minLength(1, 'Send at least one event'),
      z.maxLength(RECORDING_BUFFER_EVENTS, `Send at most ${RECORDING_BUFFER_EVENTS} events`),
    ),
});
export type RecordingChunkRequest = z.infer<typeof RecordingChunkRequest>;

export const RecordingChunkResponse = z.object({ received: z.literal(true), events: z.number() });
export type RecordingChunkResponse = z.infer<typeof RecordingChunkResponse>;

export const SinkReaderParams = z.object({ anonymousId: id() });

/** What the sandbox's sink holds for one anonymous id, each list in the order received. */
export const SinkReaderResponse = z.object({
  events: z.array(
    z.object({
      sink: z.enum(['tracking', 'error']),
      event: text(80),
      anonymousId: z.nullable(text(64)),
      correlationId: z.nullable(text(64)),
      payload: z.record(text(64), z.unknown()),
      receivedAt: isoDateTime(),
    }),
  ),
  recordings: z.array(z.object({ recordingId: text(64), sequence: z.number(), events: z.array(z.unknown()) })),
});
export type SinkReaderResponse = z.infer<typeof SinkReaderResponse>;

export const recordingEndpoints = {
  recordChunk: { method: 'POST', path: '/recordings', body: RecordingChunkRequest, response: RecordingChunkResponse },
  sandboxSink: {
    method: 'GET',
    path: '/sandbox/sink/:anonymousId',
    params: SinkReaderParams,
    response: SinkReaderResponse,
  },
} as const satisfies Record<string, EndpointDef>;
