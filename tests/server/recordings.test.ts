import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv, sandboxTools } from '../../server/env';
import { sweepTelemetry } from '../../server/backoffice/sinkRetention';
import { sessionRecordings } from '../../server/db/schema';
import type { AutoUser } from '../../src/contract/entities';
import { RecordingChunkRequest, SinkReaderResponse } from '../../src/contract/recording';
import { anyString, hostileString } from './arbitraries';
import { autoUser } from './fixtures';
import { databases, type Server, startServer, V2 } from './harness';
import { purchaseEvents } from './sinkEvents';

// Issue 33's session recorder sink (docs/decisions/0104): chunks stored per anonymous id under their own quota, the
// server's scrub of anything the page left unmasked, deletion with the shopper's data, retention, and the sandbox's
// sink reader (on only where the other sandbox tools are).

const RUN = Math.random().toString(36).slice(2, 10);
const MIB = 1024 * 1024;

/** rrweb's shapes, as the recorder sends them: a full snapshot with an input, an input event, a mutation. */
function chunk(anonymousId: string, sequence = 0, extra: Record<string, unknown>[] = []): RecordingChunkRequest {
  const body = {
    anonymousId,
    correlationId: `corr-${RUN}`,
    recordingId: `rec-${RUN}`,
    sequence,
    events: [
      { type: 4, timestamp: 1_700_000_000_000, data: { href: 'http://127.0.0.1/', width: 800, height: 600 } },
      {
        type: 2,
        timestamp: 1_700_000_000_001,
        data: {
          node: {
            type: 0,
            id: 1,
            childNodes: [
              { type: 2, id: 2, tagName: 'input', attributes: { type: 'text', value: '*****' }, childNodes: [] },
              {
                type: 2,
                id: 3,
                tagName: 'p',
                attributes: { class: 'summary' },
                childNodes: [{ type: 3, id: 4, textContent: '**** ***' }],
              },
            ],
          },
          initialOffset: { top: 0, left: 0 },
        },
      },
      { type: 3, timestamp: 1_700_000_000_002, data: { source: 5, id: 2, text: '*****', isChecked: false } },
      ...extra,
    ],
  };
  // A double built from the contract: the test's own chunk must be one the contract accepts.
  return RecordingChunkRequest.parse(body);
}

describe.each(databases)('session recordings on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl, rateLimit: false });
  });
  afterAll(() => server.close());

  const post = (body: unknown) => server.call('POST', '/api/recordings', { body });
  const read = async (anonymousId: string) => {
    const res = await server.call('GET', `/api/sandbox/sink/${anonymousId}`);
    expect(res.status).toBe(200);
    return SinkReaderResponse.parse(res.body);
  };

  it('stores a chunk and reads it back with the sinks events, each in the order received', async () => {
    const anon = `anon-rec-${RUN}-1`;
    expect((await post(chunk(anon, 0))).status).toBe(202);
    const second = await post(chunk(anon, 1));
    expect(second.status).toBe(202);
    expect(second.body).toEqual({ received: true, events: 3 });
    const tracked = purchaseEvents(anon, `session-${RUN}`).slice(0, 3);
    expect((await server.call('POST', '/api/events', { body: { events: tracked } })).status).toBe(202);
    const sink = await read(anon);
    expect(sink.recordings.map((r) => [r.recordingId, r.sequence])).toEqual([
      [`rec-${RUN}`, 0],
      [`rec-${RUN}`, 1],
    ]);
    expect(sink.recordings[0].events).toEqual(chunk(anon).events);
    expect(sink.events.map((e) => [e.sink, e.event])).toEqual(tracked.map((e) => ['tracking', e.event]));
    // Another browser's reader sees none of it.
    expect(await read(`anon-rec-${RUN}-other`)).toEqual({ events: [], recordings: [] });
  });

  it('masks input values and redacts personal text the page left unmasked', async () => {
    const anon = `anon-rec-${RUN}-2`;
    const leaky = chunk(anon, 0, [
      {
        type: 3,
        timestamp: 1_700_000_000_003,
        data: { source: 5, id: 2, text: 'Zebulon Quartermaine', isChecked: false },
      },
      {
        type: 3,
        timestamp: 1_700_000_000_004,
        data: {
          source: 0,
          adds: [{ parentId: 3, node: { type: 3, id: 9, textContent: 'write to zeb.q@example.com or 415-555-2671' } }],
          attributes: [{ id: 2, attributes: { value: '4111 1111 1111 1111' } }],
          texts: [],
          removes: [],
        },
      },
    ]);
    expect((await post(leaky)).status).toBe(202);
    const stored = JSON.stringify((await read(anon)).recordings);
    for (const secret of ['Zebulon', 'Quartermaine', 'zeb.q@example.com', '415-555-2671', '4111 1111 1111 1111']) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('"text":"********************"');
    expect(stored).toContain('write to');
  });

  it.each([
    ['body.events', { events: [] }],
    ['body.events', { events: Array.from({ length: 1001 }, (_, i) => ({ type: 3, timestamp: i })) }],
    ['body.events.0.type', { events: [{ type: 'full', timestamp: 1 }] }],
    ['body.events.1.timestamp', { events: [{ type: 3, timestamp: 1 }, { type: 3 }] }],
    ['body.events.0', { events: ['not an event'] }],
    ['body.sequence', { sequence: -1 }],
    ['body.recordingId', { recordingId: '' }],
    ['body.anonymousId', { anonymousId: 'x'.repeat(65) }],
  ])('answers 400 naming %s', async (field, change) => {
    const res = await post({ ...chunk(`anon-rec-${RUN}-bad`), ...change });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('refuses an event nested deeper than any page, naming it', async () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 1_000; i += 1) deep = { c: [deep] };
    const res = await post(chunk(`anon-rec-${RUN}-deep`, 0, [{ type: 3, timestamp: 5, data: deep }]));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('body.events.3');
  });

  it('stores any text, never answering 500 (full Unicode, NUL, lone surrogates, very long strings, any key)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ key: anyString(12), text: hostileString(40, 20_000) }), { minLength: 1, maxLength: 4 }),
        async (pairs) => {
          const anon = `anon-rec-${RUN}-fuzz`;
          const data = Object.fromEntries(
            pairs.map((p) => [p.key, { textContent: p.text, attributes: { value: p.text } }]),
          );
          const body = chunk(anon, 0, [{ type: 3, timestamp: 7, data }]);
          const res = await post(body);
          if (Object.hasOwn(data, '__proto__')) {
            // A prototype-poisoning key is the one thing refused, and the 400 names it (server/security/jsonBody.ts).
            expect(res.status).toBe(400);
            expect(res.body.field).toBe(`body.events.${body.events.length - 1}.data.__proto__`);
          } else {
            expect(res.status).toBe(202);
          }
        },
      ),
      { numRuns: 25, examples: [[[{ key: '__proto__', text: '' }]], [[{ key: 'constructor', text: 'x' }]]] },
    );
  });

  it('deletes the recordings with the shopper on a privacy delete', async () => {
    const anon = `anon-rec-${RUN}-delete`;
    const user: AutoUser = { ...autoUser(), tracking: { sessionId: `session-${RUN}`, anonymousId: anon } };
    const created = await server.call('POST', '/api/user', { body: user, headers: V2 });
    expect(created.status).toBe(201);
    const { userId, returningToken } = created.body as { userId: string; returningToken: string };
    expect((await post(chunk(anon))).status).toBe(202);
    expect((await read(anon)).recordings).toHaveLength(1);
    const res = await server.call('POST', '/api/privacy/delete', {
      body: { userId },
      headers: { 'x-user-token': returningToken },
    });
    expect(res.status).toBe(200);
    expect((await read(anon)).recordings).toEqual([]);
  });

  it('sweeps chunks older than the retention period', async () => {
    const db = server.app.sandboxDb;
    const anon = `anon-rec-${RUN}-old`;
    expect((await post(chunk(anon, 0))).status).toBe(202);
    expect((await post(chunk(anon, 1))).status).toBe(202);
    await db.execute(
      sql`update session_recordings set received_at = now() - interval '31 days' where anonymous_id = ${anon} and sequence = 0`,
    );
    await sweepTelemetry(db, { retentionDays: 30, windowSeconds: 3600 });
    const left = await db.select().from(sessionRecordings).where(eq(sessionRecordings.anonymousId, anon));
    expect(left.map((r) => r.sequence)).toEqual([1]);
  });
});

describe('the recording quota', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({
      rateLimit: false,
      eventSink: { recordingSessionBytes: 1 * MIB, recordingClientBytes: Math.round(1.8 * MIB), sessionBytes: 1 * MIB },
    });
  });
  afterAll(() => server.close());

  /** A chunk of about 400 KiB: two fit a session's 1 MiB, a third does not; four fit the address's 1.8 MiB. */
  const big = (anonymousId: string) => {
    const c = chunk(anonymousId);
    c.events.push({ type: 5, timestamp: 9, data: { tag: 'pad', payload: { blob: 'q'.repeat(400 * 1024) } } });
    return c;
  };

  it('refuses a session over its share with 429 and Retry-After, and leaves its events quota alone', async () => {
    const anon = `anon-quota-${RUN}`;
    for (let i = 0; i < 2; i += 1)
      expect((await server.call('POST', '/api/recordings', { body: big(anon) })).status).toBe(202);
    const over = await server.call('POST', '/api/recordings', { body: big(anon) });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('recording_quota_session');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // The session's tracking events are counted apart: still accepted.
    const events = await server.call('POST', '/api/events', {
      body: { events: purchaseEvents(anon, `session-${RUN}`).slice(0, 1) },
    });
    expect(events.status).toBe(202);
    // Another session from the same address still has room until the address's own share is spent.
    expect((await server.call('POST', '/api/recordings', { body: big(`${anon}-b`) })).status).toBe(202);
    expect((await server.call('POST', '/api/recordings', { body: big(`${anon}-c`) })).status).toBe(202);
    const client = await server.call('POST', '/api/recordings', { body: big(`${anon}-d`) });
    expect(client.status).toBe(429);
    expect(client.body.code).toBe('recording_quota_client');
  });

  it('answers a chunk over the body limit with 413, not 500', async () => {
    const c = chunk(`anon-limit-${RUN}`, 0, [{ type: 5, timestamp: 9, data: 'x'.repeat(1100 * 1024) }]);
    const res = await server.call('POST', '/api/recordings', { body: c });
    expect(res.status).toBe(413);
  });
});

describe.each([
  { host: 'the default host (loopback)', env: {}, on: true },
  { host: 'every interface (HOST=0.0.0.0)', env: { HOST: '0.0.0.0' }, on: false },
  { host: 'every interface, switched on', env: { HOST: '0.0.0.0', SANDBOX_SINK_READER: 'on' }, on: true },
  { host: 'loopback, switched off', env: { SANDBOX_SINK_READER: 'off' }, on: false },
])('the sink reader on $host', ({ env, on }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false, ...sandboxTools(readEnv(env)) });
  });
  afterAll(() => server.close());

  it(on ? 'reads back a browser sink' : 'is off and says so', async () => {
    const res = await server.call('GET', `/api/sandbox/sink/anon-reader-${RUN}`);
    expect(res.status).toBe(on ? 200 : 404);
    if (!on) expect(res.body.code).toBe('sink_reader_off');
  });
});
