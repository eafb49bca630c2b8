import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { sessionRecordings, telemetryEvents, telemetryQuotas } from '../db/schema';
import type { Db } from '../db/types';
import { safeError } from '../security/safeError';

// The event sinks' retention (issue 27, defect 4; docs/decisions/0067): tracking events, monitored errors and the
// session recorder's chunks (docs/decisions/0104) older than the retention period are deleted at boot and then on a
// timer, in small batches over the received_at index, so a sweep never holds a long lock or a long transaction; the
// quota counters of past windows go the same way.

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
): Promise<{ events: number; recordings: number; counters: number }> {
  // The database's clock, as the quota's windows: every instance sweeps the same rows.
  const batches = { batchRows, stopped: stopped ?? never };
  const events = await deleteOlderThan(
    db,
    telemetryEvents,
    [telemetryEvents.id],
    telemetryEvents.receivedAt,
    sql`make_interval(days => ${opts.retentionDays}::int)`,
    batches,
  );
  // The session recorder's chunks are kept as long as the events they go with (docs/decisions/0104).
  const recordings = await deleteOlderThan(
    db,
    sessionRecordings,
    [sessionRecordings.id],
    sessionRecordings.receivedAt,
    sql`make_interval(days => ${opts.retentionDays}::int)`,
    batches,
  );
  const counters = await deleteOlderThan(
    db,
    telemetryQuotas,
    [telemetryQuotas.scope, telemetryQuotas.keyHash, telemetryQuotas.windowStart],
    telemetryQuotas.windowStart,
    sql`make_interval(secs => ${opts.windowSeconds}::int)`,
    batches,
  );
  return { events, recordings, counters };
}

const never = () => false;

/**
 * Deletes the rows of `table` whose `age` column is further back than `maxAge`, `batchRows` at a time (each batch's
 * rows picked by their primary key `key`), until a batch comes back short or `stopped`; answers the rows deleted.
 */
async function deleteOlderThan(
  db: Db,
  table: PgTable,
  key: PgColumn[],
  age: PgColumn,
  maxAge: SQL,
  { batchRows, stopped }: { batchRows: number; stopped: () => boolean },
): Promise<number> {
  const keys = sql.join(
    key.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const statement = sql`
    delete from ${table} where (${keys}) in (
      select ${keys} from ${table}
      where ${sql.identifier(age.name)} < now() - ${maxAge}
      limit ${batchRows}::int)
    returning 1`;
  let total = 0;
  while (!stopped()) {
    const result = (await db.execute(statement)) as { rows?: unknown[] };
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
          if (deleted.events + deleted.recordings + deleted.counters > 0)
            log.info({ deleted }, 'event sink retention sweep');
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
