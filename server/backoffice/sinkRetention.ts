import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types';
import { safeError } from '../security/safeError';

// The event sinks' retention (issue 27, defect 4; docs/decisions/0067): tracking events and monitored errors older
// than the retention period are deleted at boot and then on a timer, in small batches over the received_at index, so
// a sweep never holds a long lock or a long transaction; the quota counters of past windows go the same way.

export interface SinkRetentionOptions {
  /** Rows received longer ago than this are deleted. */
  retentionDays: number;
  /** The quota's window: counters of windows that ended are deleted. */
  windowSeconds: number;
}

/** Rows deleted per statement: a few hundred milliseconds of work at most, then the next request gets its turn. */
export const SWEEP_BATCH_ROWS = 5_000;

/** Deletes what the retention period and the quota windows no longer keep; answers the rows deleted. */
export async function sweepTelemetry(
  db: Db,
  opts: SinkRetentionOptions,
  { batchRows = SWEEP_BATCH_ROWS, stopped }: { batchRows?: number; stopped?: () => boolean } = {},
): Promise<{ events: number; counters: number }> {
  // The database's clock, as the quota's windows: every instance sweeps the same rows.
  const events = await inBatches(
    () => sql`
      delete from telemetry_events where id in (
        select id from telemetry_events
        where received_at < now() - make_interval(days => ${opts.retentionDays}::int)
        limit ${batchRows}::int)
      returning 1`,
    db,
    batchRows,
    stopped ?? never,
  );
  const counters = await inBatches(
    () => sql`
      delete from telemetry_quotas where (scope, key_hash, window_start) in (
        select scope, key_hash, window_start from telemetry_quotas
        where window_start < now() - make_interval(secs => ${opts.windowSeconds}::int)
        limit ${batchRows}::int)
      returning 1`,
    db,
    batchRows,
    stopped ?? never,
  );
  return { events, counters };
}

const never = () => false;

async function inBatches(
  statement: () => ReturnType<typeof sql>,
  db: Db,
  batchRows: number,
  stopped: () => boolean,
): Promise<number> {
  let total = 0;
  while (!stopped()) {
    const result = (await db.execute(statement())) as { rows?: unknown[] };
    const deleted = result.rows?.length ?? 0;
    total += deleted;
    if (deleted < batchRows) break;
  }
  return total;
}

/**
 * Sweeps now and then every `intervalMs` (the timer unref'd: it never keeps the process alive); `stop` ends the
 * timer and waits for a sweep under way, which stops between batches. A failed sweep is logged and tried next time.
 */
export function startSweeper(db: Db, opts: SinkRetentionOptions, intervalMs: number, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  let stopping = false;
  const sweep = () => {
    if (running || stopping) return;
    running = sweepTelemetry(db, opts, { stopped: () => stopping })
      .then(
        (deleted) => {
          if (deleted.events + deleted.counters > 0) log.info({ deleted }, 'event sink retention sweep');
        },
        (err: unknown) => log.warn({ err: safeError(err) }, 'event sink retention sweep failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
