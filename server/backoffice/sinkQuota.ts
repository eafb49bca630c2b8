import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { telemetryEvents } from '../db/schema';
import type { TelemetryRow } from './telemetry';

// The event sinks' quota (issue 27, defect 4; docs/decisions/0067): what one client address and one session may store
// in telemetry_events per window, in bytes. The counts live in telemetry_quotas, in the database, so two API instances
// on one PostgreSQL share them; each batch is charged and stored in one transaction whose conditional upserts lock the
// counters' rows, so concurrent batches queue on them and the count never passes the quota.

export interface SinkQuotaOptions {
  /** Bytes one client address may store per window; 0 turns the client quota off. */
  clientBytes: number;
  /** Bytes one session (an event's anonymous id, else its session id) may store per window; 0 turns it off. */
  sessionBytes: number;
  /** The fixed window the counts are kept per, in seconds. */
  windowSeconds: number;
}

export type QuotaScope = 'client' | 'session';

export type StoreOutcome<T> = { ok: T } | { scope: QuotaScope; retryAfterSeconds: number };

/** A row's cost: the bytes of its text and JSON, plus a fixed allowance for the row's header, id, time and index entries. */
export const ROW_OVERHEAD_BYTES = 100;
export function storedBytes(row: TelemetryRow): number {
  return (
    ROW_OVERHEAD_BYTES +
    Buffer.byteLength(row.sink) +
    Buffer.byteLength(row.event) +
    Buffer.byteLength(row.anonymousId ?? '') +
    Buffer.byteLength(row.correlationId ?? '') +
    Buffer.byteLength(JSON.stringify(row.payload))
  );
}

/**
 * The client an address stands for: an IPv4 address itself (IPv4-mapped IPv6 too), an IPv6 address's /64, the
 * network one host is usually given (counting single IPv6 addresses, one host could take a fresh quota per address).
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Keyed hashes: the counters hold neither addresses nor ids. */
export function quotaKeys(secret: string) {
  const key = createHmac('sha256', secret).update('event-sink-quota').digest();
  return (scope: string, value: string) => createHmac('sha256', key).update(`${scope}:${value}`).digest('base64url');
}

class OverQuota extends Error {
  constructor(readonly scope: string) {
    super(`event sink quota (${scope})`);
  }
}

/** A row to store and the session it counts against (an event's anonymous id, else its session id; null: none). */
export interface SinkItem {
  row: TelemetryRow;
  session: string | null;
}

/**
 * Stores the items' rows when the client and every session they name still have room in this window; otherwise
 * stores nothing and says which quota binds and when its window ends.
 */
export async function storeWithinQuota<T>(
  db: Db,
  opts: SinkQuotaOptions,
  hash: (scope: QuotaScope, value: string) => string,
  client: string,
  items: SinkItem[],
  insert: (tx: Tx, rows: TelemetryRow[]) => Promise<T>,
): Promise<StoreOutcome<T>> {
  const charges: QuotaCharge<QuotaScope>[] = [];
  const sized = items.map((item) => ({ ...item, bytes: storedBytes(item.row) }));
  const total = sized.reduce((sum, item) => sum + item.bytes, 0);
  if (opts.clientBytes > 0) {
    charges.push({ scope: 'client', key: hash('client', client), bytes: total, limit: opts.clientBytes });
  }
  if (opts.sessionBytes > 0) {
    const perSession = new Map<string, number>();
    for (const { session, bytes } of sized) {
      if (!session) continue;
      const key = hash('session', session);
      perSession.set(key, (perSession.get(key) ?? 0) + bytes);
    }
    // Always in one order (client first, then sessions by key): two batches never wait on each other's locks in a cycle.
    for (const [key, bytes] of [...perSession].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      charges.push({ scope: 'session', key, bytes, limit: opts.sessionBytes });
    }
  }
  const rows = items.map((item) => item.row);
  return chargeAndStore(db, opts.windowSeconds, charges, (tx) => insert(tx, rows));
}

/** One quota count to charge: `bytes` against `limit` for the key in `scope`'s current window. */
export interface QuotaCharge<S extends string> {
  scope: S;
  key: string;
  bytes: number;
  limit: number;
}

/**
 * Charges every count and runs `store` in one transaction when all have room; otherwise stores nothing and says which
 * scope binds and when its window ends. The charges are taken in the order given: callers keep one order (client
 * first, then sessions by key), so two batches never wait on each other's locks in a cycle.
 */
export async function chargeAndStore<S extends string, T>(
  db: Db,
  windowSeconds: number,
  charges: QuotaCharge<S>[],
  store: (tx: Tx) => Promise<T>,
): Promise<{ ok: T } | { scope: S; retryAfterSeconds: number }> {
  try {
    const ok = await db.transaction(async (tx) => {
      for (const charge of charges) {
        if (!(await charge1(tx, windowSeconds, charge))) throw new OverQuota(charge.scope);
      }
      return store(tx);
    });
    return { ok };
  } catch (err) {
    if (!(err instanceof OverQuota)) throw err;
    const now = Date.now() / 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil(windowSeconds - (now % windowSeconds)));
    return { scope: err.scope as S, retryAfterSeconds };
  }
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Adds `bytes` to the key's count in the current window unless that would pass `limit`; true when charged. The window
 * comes from the database's clock, so every instance counts in the same windows. On a conflict PostgreSQL locks the
 * row and re-reads it after a concurrent charge commits, so two charges cannot both see room that only one has.
 */
async function charge1(tx: Tx, windowSeconds: number, c: QuotaCharge<string>): Promise<boolean> {
  if (c.bytes > c.limit) return false;
  const result = await tx.execute(sql`
    insert into telemetry_quotas (scope, key_hash, window_start, bytes)
    values (${c.scope}, ${c.key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), ${c.bytes})
    on conflict (scope, key_hash, window_start) do update set bytes = telemetry_quotas.bytes + excluded.bytes
    where telemetry_quotas.bytes + excluded.bytes <= ${c.limit}
    returning bytes`);
  return rowsOf(result).length > 0;
}

/** node-postgres answers { rows }, PGlite { rows } as well; both through drizzle's execute. */
function rowsOf(result: unknown): unknown[] {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows : [];
}

/** Inserts telemetry rows (the routes' `insert`), answering their ids. */
export const insertRows = (tx: Tx, rows: TelemetryRow[]) =>
  tx.insert(telemetryEvents).values(rows).returning({ id: telemetryEvents.id });
