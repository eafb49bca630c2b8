import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigBatch, bigReport } from './sinkEvents';
import { databases, privateDatabase, type Server, startServer } from './harness';

// The event sinks' quota (issue 27, defect 4; docs/decisions/0067): one client address, or one session from any
// number of addresses, stores at most its quota per window; past it a batch is a 429 with Retry-After and nothing of
// it is stored, while other clients and sessions go on.

/** PostgreSQL keeps rows between runs: markers and the hashing secret are new each run. */
const RUN = randomUUID().slice(0, 8);
const MIB = 1024 * 1024;
const QUOTA = { clientBytes: 2 * MIB, sessionBytes: 1 * MIB };

interface Answer {
  status: number;
  retryAfter: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the wire; each test asserts the shape it expects
  body: any;
}

/** POSTs JSON from the loopback address `from` (127.0.0.0/8 is all loopback on Linux): a client of its own. */
function postFrom(server: Server, from: string, path: string, body: unknown): Promise<Answer> {
  const url = new URL(`/api${path}`, server.base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: text ? JSON.parse(text) : undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe.each(databases)('the event sink quota on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({
      // A database of its own on PostgreSQL: thousands of rows here would crowd the shared one's other files.
      databaseUrl: databaseUrl && (await privateDatabase(databaseUrl, 'quoteflow_sink_quota')),
      // A fresh secret: the counters are keyed by HMAC, so this run's addresses start from zero on a shared database.
      userTokenSecret: `sink-quota-${randomUUID()}-${randomUUID()}`,
      eventSink: QUOTA,
    });
  });
  afterAll(() => server?.close());

  /** Rows and stored JSON bytes of the batches marked `marker`. */
  const stored = async (marker: string) => {
    const result = await server.app.sandboxDb.execute(sql`
      select count(*)::int as rows, coalesce(sum(octet_length(payload::text)), 0)::bigint as bytes
      from telemetry_events where payload->>'conversionType' like ${`${marker}-%`}`);
    const [row] = (result as unknown as { rows: { rows: number; bytes: string | number }[] }).rows;
    return { rows: Number(row.rows), bytes: Number(row.bytes) };
  };

  /** Posts single big events from `from` until one is refused (the quota is full): the rows then stored. */
  const fillUp = async (from: string, session: string | null, marker: string) => {
    for (let i = 0; i < 60; i++) {
      const answer = await postFrom(server, from, '/events', {
        events: bigBatch(session, marker, 400 + i).slice(0, 1),
      });
      if (answer.status === 429) return stored(marker);
      expect(answer.status).toBe(202);
    }
    throw new Error('single events never filled the quota');
  };

  const expectOverQuota = (answer: Answer, code: string) => {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringContaining('nothing was stored'),
      code,
    });
    const retryAfter = Number(answer.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  };

  it('refuses a client past its quota with 429 and Retry-After, and stores nothing more', async () => {
    const marker = `client-${RUN}`;
    const answers: Answer[] = [];
    // 14 batches of about 230 KB: 3 MB, past the 2 MiB quota. No session: only the client's quota counts them.
    for (let i = 0; i < 14; i++) {
      answers.push(await postFrom(server, '127.0.0.1', '/events', { events: bigBatch(null, marker, i) }));
    }
    const statuses = answers.map((a) => a.status);
    const firstRefused = statuses.indexOf(429);
    expect(statuses, 'some batch is refused').toContain(429);
    // Once refused, every later batch of the window is too.
    expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
    expectOverQuota(answers[firstRefused], 'event_quota_client');
    const accepted = firstRefused;
    expect(accepted).toBeGreaterThanOrEqual(8);
    const before = await stored(marker);
    expect(before.rows).toBe(accepted * 50);
    expect(before.bytes).toBeLessThanOrEqual(QUOTA.clientBytes);

    // More big batches store nothing; what room is left (less than a batch) takes single events until it is full.
    for (let i = 0; i < 3; i++) {
      expectOverQuota(
        await postFrom(server, '127.0.0.1', '/events', { events: bigBatch(null, marker, 100 + i) }),
        'event_quota_client',
      );
    }
    expect(await stored(marker)).toEqual(before);
    const full = await fillUp('127.0.0.1', null, marker);
    expect(full.bytes).toBeLessThanOrEqual(QUOTA.clientBytes);
    // Full: the stored size stops growing, error reports included.
    expectOverQuota(await postFrom(server, '127.0.0.1', '/monitoring/errors', bigReport(null)), 'event_quota_client');
    expectOverQuota(
      await postFrom(server, '127.0.0.1', '/events', { events: bigBatch(null, marker, 104).slice(0, 1) }),
      'event_quota_client',
    );
    expect(await stored(marker)).toEqual(full);

    // Another client is unaffected.
    const other = await postFrom(server, '127.0.0.2', '/events', { events: bigBatch(null, marker, 200) });
    expect(other.status).toBe(202);
    expect(other.body).toEqual({ accepted: 50 });
    expect((await stored(marker)).rows).toBe(full.rows + 50);
  });

  it('holds a session to its quota across addresses, and other sessions from those addresses go on', async () => {
    const marker = `session-${RUN}`;
    const session = `anon-${RUN}`;
    const addresses = ['127.0.0.3', '127.0.0.4', '127.0.0.5'];
    const answers: Answer[] = [];
    for (let i = 0; i < 9; i++) {
      answers.push(await postFrom(server, addresses[i % 3], '/events', { events: bigBatch(session, marker, i) }));
    }
    const statuses = answers.map((a) => a.status);
    const firstRefused = statuses.indexOf(429);
    expect(statuses, 'some batch of the session is refused').toContain(429);
    expect(statuses.slice(firstRefused).every((s) => s === 429)).toBe(true);
    expectOverQuota(answers[firstRefused], 'event_quota_session');
    // 1 MiB holds four batches of about 230 KB; each address sent at most two of them (within its own 2 MiB).
    expect(firstRefused).toBe(4);
    const sessionRows = await stored(marker);
    expect(sessionRows.rows).toBe(4 * 50);

    // Filled up with single events, from a fourth address: its error reports are held too.
    const full = await fillUp('127.0.0.6', session, marker);
    expectOverQuota(
      await postFrom(server, '127.0.0.6', '/monitoring/errors', bigReport(session)),
      'event_quota_session',
    );
    // Another session from the same addresses is not held.
    const otherSession = await postFrom(server, addresses[0], '/events', {
      events: bigBatch(`anon-other-${RUN}`, marker, 50),
    });
    expect(otherSession.status).toBe(202);
    // A batch naming the held session among others is refused whole: nothing of it is stored.
    const mixed = [
      ...bigBatch(`anon-third-${RUN}`, marker, 60).slice(0, 25),
      ...bigBatch(session, marker, 61).slice(0, 1),
    ];
    expectOverQuota(await postFrom(server, addresses[1], '/events', { events: mixed }), 'event_quota_session');
    expect((await stored(marker)).rows).toBe(full.rows + 50);
  });

  it('lets concurrent batches from one client store no more than the quota, and no less than fits', async () => {
    const marker = `concurrent-${RUN}`;
    const { storedBytes } = await import('../../server/backoffice/sinkQuota');
    const { trackingRow } = await import('../../server/backoffice/telemetry');
    const batches = Array.from({ length: 16 }, (_, i) => bigBatch(null, marker, 300 + i));
    const cost = batches.map((b) => b.reduce((sum, e) => sum + storedBytes(trackingRow(e)), 0));
    // All at once from a fresh address: on PostgreSQL each waits on the counter's row lock held by the one before.
    const answers = await Promise.all(batches.map((b) => postFrom(server, '127.0.0.7', '/events', { events: b })));
    const charged = answers.reduce((sum, a, i) => sum + (a.status === 202 ? cost[i] : 0), 0);
    for (const a of answers) expect([202, 429]).toContain(a.status);
    // No overshoot: the counted bytes stay within the quota; and no batch that fit was refused.
    expect(charged).toBeLessThanOrEqual(QUOTA.clientBytes);
    expect(QUOTA.clientBytes - charged).toBeLessThan(Math.max(...cost));
    const accepted = answers.filter((a) => a.status === 202).length;
    expect((await stored(marker)).rows).toBe(accepted * 50);
  });
});
