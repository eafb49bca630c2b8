import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { telemetryEvents } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { databases, privateDatabase, type Server, startServer } from './harness';

// The event sinks' retention (issue 27, defect 4; docs/decisions/0067): tracking events and monitored errors older
// than the retention period are deleted at boot and on a timer; newer ones stay.

const RUN = randomUUID().slice(0, 8);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows of both sinks received `daysAgo` days ago, each event named after the run and `label`. */
async function insertAged(db: Db, label: string, daysAgo: number, count = 3) {
  const receivedAt = new Date(Date.now() - daysAgo * DAY_MS);
  const rows = Array.from({ length: count }, (_, i) => ({
    sink: i % 2 === 0 ? 'tracking' : 'error',
    event: `${label}-${RUN}`,
    anonymousId: `anon-${RUN}`,
    correlationId: null,
    payload: { n: i },
    receivedAt,
  }));
  await db.insert(telemetryEvents).values(rows);
}

async function countOf(db: Db, label: string) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(telemetryEvents)
    .where(inArray(telemetryEvents.event, [`${label}-${RUN}`]));
  return Number(rows[0].n);
}

describe.each(databases)('the event sink retention on $name', ({ databaseUrl: sharedUrl }) => {
  const servers: Server[] = [];
  const dirs: string[] = [];
  // A database of its own on PostgreSQL: these sweeps must not race other files' servers, nor delete their rows.
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    if (sharedUrl) databaseUrl = await privateDatabase(sharedUrl, 'quoteflow_sink_retention');
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  /** A database that outlives a server: PGlite in a directory of its own, or the PostgreSQL of DATABASE_URL. */
  const lasting = () => {
    if (databaseUrl) return { databaseUrl };
    const dir = mkdtempSync(join(tmpdir(), 'qf-sink-'));
    dirs.push(dir);
    return { dataDir: join(dir, 'pglite') };
  };

  it('deletes events and monitored errors past the retention period at boot, and keeps newer ones', async () => {
    const database = lasting();
    const first = await startServer({ ...database, eventSink: { retentionDays: 30 } });
    await insertAged(first.app.sandboxDb, 'boot-old', 31, 7);
    await insertAged(first.app.sandboxDb, 'boot-recent', 29);
    await first.close();

    const second = await startServer({ ...database, eventSink: { retentionDays: 30 } });
    servers.push(second);
    const db = second.app.sandboxDb;
    await vi.waitFor(async () => expect(await countOf(db, 'boot-old')).toBe(0), { timeout: 20_000, interval: 100 });
    expect(await countOf(db, 'boot-recent')).toBe(3);
    // A PGlite directory's first boot migrates and seeds the vehicles: slow on a shared machine.
  }, 90_000);

  it('sweeps again on its timer while the server runs', async () => {
    const server = await startServer({ databaseUrl, eventSink: { retentionDays: 7, sweepIntervalMs: 200 } });
    try {
      const db = server.app.sandboxDb;
      await insertAged(db, 'timer-old', 8);
      await insertAged(db, 'timer-recent', 6);
      await vi.waitFor(async () => expect(await countOf(db, 'timer-old')).toBe(0), { timeout: 20_000, interval: 100 });
      expect(await countOf(db, 'timer-recent')).toBe(3);
    } finally {
      // Its 7-day sweep every 200 ms would race the next test's rows on a shared PostgreSQL.
      await server.close();
    }
  });

  it('deletes in batches until none is left, and drops the quota counters of ended windows', async () => {
    const { sweepTelemetry } = await import('../../server/backoffice/sinkRetention');
    // This server's own sweeps keep ten years: only the call below deletes the rows.
    const server = await startServer({ databaseUrl, eventSink: { retentionDays: 3650 } });
    servers.push(server);
    const db = server.app.sandboxDb;
    await insertAged(db, 'batch-old', 40, 11);
    await insertAged(db, 'batch-recent', 1);
    const key = `key-${RUN}`;
    await db.execute(sql`
      insert into telemetry_quotas (scope, key_hash, window_start, bytes) values
        ('client', ${key}, now() - interval '3 hours', 10),
        ('client', ${key}, now(), 10)`);
    // Batches of 2: the sweep must go on until a batch comes back short (on a shared PostgreSQL another file's server
    // may sweep some of these rows meanwhile, so the count deleted here is not asserted, only what is left).
    await sweepTelemetry(db, { retentionDays: 30, windowSeconds: 3600 }, { batchRows: 2 });
    expect(await countOf(db, 'batch-old')).toBe(0);
    expect(await countOf(db, 'batch-recent')).toBe(3);
    const left = await db.execute(sql`select count(*)::int as n from telemetry_quotas where key_hash = ${key}`);
    expect(Number((left as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(1);
  });
});
