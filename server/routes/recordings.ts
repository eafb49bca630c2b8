import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import { RECORDING_QUOTA_SCOPES } from '../backoffice/constants';
import { TooDeep, chunkBytes, scrubRecordingEvent } from '../backoffice/recordings';
import { type QuotaCharge, chargeAndStore, clientOf, quotaKeys } from '../backoffice/sinkQuota';
import type { RouteOptions } from '../context';
import { sessionRecordings, telemetryEvents } from '../db/schema';
import { sendApiError } from '../errors';

// The session recorder's sink (issue 33, spec 001 section 9, docs/decisions/0104) and the sandbox's sink reader: what
// the tracking and error sinks and the recorder stored for one browser, read back in the order received.

type RecordingScope = (typeof RECORDING_QUOTA_SCOPES)[keyof typeof RECORDING_QUOTA_SCOPES];

/** The most rows the reader answers per list: a long walk stores a few hundred events and a few dozen chunks. */
const READER_MAX_ROWS = 5_000;

export const recordingRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const quotaHash = quotaKeys(ctx.userTokenSecret);

  app.post(
    endpoints.recordChunk.path,
    {
      schema: { body: endpoints.recordChunk.body, response: { 202: endpoints.recordChunk.response } },
      config: { endpoint: 'recordChunk' },
    },
    async (req, reply) => {
      const { anonymousId, correlationId, recordingId, sequence } = req.body;
      let events: Record<string, unknown>[];
      try {
        events = req.body.events.map((e, i) => scrubRecordingEvent(e, `body.events.${i}`));
      } catch (err) {
        if (!(err instanceof TooDeep)) throw err;
        return sendApiError(reply, 400, err.message, { field: err.field, code: 'validation_error' });
      }
      const bytes = chunkBytes(events);
      const opts = ctx.eventSink;
      const charges: QuotaCharge<RecordingScope>[] = [];
      if (opts.recordingClientBytes > 0) {
        const key = quotaHash(RECORDING_QUOTA_SCOPES.client, clientOf(req.ip));
        charges.push({ scope: RECORDING_QUOTA_SCOPES.client, key, bytes, limit: opts.recordingClientBytes });
      }
      if (opts.recordingSessionBytes > 0) {
        const key = quotaHash(RECORDING_QUOTA_SCOPES.session, anonymousId);
        charges.push({ scope: RECORDING_QUOTA_SCOPES.session, key, bytes, limit: opts.recordingSessionBytes });
      }
      const outcome = await chargeAndStore(ctx.db, opts.windowSeconds, charges, (tx) =>
        tx.insert(sessionRecordings).values({ anonymousId, correlationId, recordingId, sequence, events }),
      );
      if ('ok' in outcome) return reply.code(202).send({ received: true as const, events: events.length });
      const who = outcome.scope === RECORDING_QUOTA_SCOPES.client ? 'This address' : 'This session';
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      return sendApiError(
        reply,
        429,
        `${who} has recorded its share for now; nothing was stored. Try again in ${outcome.retryAfterSeconds} s.`,
        {
          code: outcome.scope === RECORDING_QUOTA_SCOPES.client ? 'recording_quota_client' : 'recording_quota_session',
        },
      );
    },
  );

  app.get(
    endpoints.sandboxSink.path,
    {
      schema: { params: endpoints.sandboxSink.params, response: { 200: endpoints.sandboxSink.response } },
      config: { endpoint: 'sandboxSink' },
    },
    async (req, reply) => {
      if (!ctx.sinkReader) {
        const message = 'The sandbox sink reader is off (on only on loopback, or with SANDBOX_SINK_READER=on)';
        return sendApiError(reply, 404, message, { code: 'sink_reader_off' });
      }
      const { anonymousId } = req.params;
      const events = await ctx.db
        .select()
        .from(telemetryEvents)
        .where(eq(telemetryEvents.anonymousId, anonymousId))
        .orderBy(asc(telemetryEvents.id))
        .limit(READER_MAX_ROWS);
      const chunks = await ctx.db
        .select({
          recordingId: sessionRecordings.recordingId,
          sequence: sessionRecordings.sequence,
          events: sessionRecordings.events,
        })
        .from(sessionRecordings)
        .where(eq(sessionRecordings.anonymousId, anonymousId))
        .orderBy(asc(sessionRecordings.id))
        .limit(READER_MAX_ROWS);
      return {
        events: events.map((e) => ({
          sink: e.sink === 'error' ? ('error' as const) : ('tracking' as const),
          event: e.event,
          anonymousId: e.anonymousId,
          correlationId: e.correlationId,
          payload: e.payload as Record<string, unknown>,
          receivedAt: e.receivedAt.toISOString(),
        })),
        recordings: chunks.map((c) => ({ ...c, events: c.events as unknown[] })),
      };
    },
  );
};
