import type pg from 'pg';

// When PostgreSQL cannot be reached (issue 27, defect 1; docs/decisions/0064): the pool's timeouts, and which errors mean
// "the database is unavailable for now" rather than "this call is broken". Such a call answers 503 with Retry-After
// (server/errors.ts), never 500, and the pool reconnects by itself on the next query. PGlite never raises these.

/** The pool of node-postgres: sizes and timeouts, each with why. */
export const POOL_OPTIONS = {
  // Ten connections serve the sandbox's short queries for hundreds of concurrent shoppers (bench/server.bench.ts); two
  // API instances on one PostgreSQL stay far below its default max_connections (100).
  max: 10,
  // How long a call waits for a connection, queued in the pool or opening one, before it answers 503: a connection on
  // a LAN opens in milliseconds and the queue drains in tens of them, so 5 s means PostgreSQL is not answering. Well
  // under the 65 s a socket may stay silent (security/transport.ts), so the shopper gets an answer, not a dropped call.
  connectionTimeoutMillis: 5_000,
  // An idle connection is closed after 10 s (node-postgres's own default, stated): long before a proxy's or a
  // failover's idle cut would end it under us, and a burst reopens them in milliseconds.
  idleTimeoutMillis: 10_000,
  // Server-side cap of one statement: the sandbox's queries take milliseconds, so 10 s is a query stuck behind a lock
  // or an overloaded server; PostgreSQL cancels it (57014) and the call answers 503 instead of holding a connection.
  statement_timeout: 10_000,
  // Client-side cap, above statement_timeout so PostgreSQL's own cancel normally comes first: this one fires only when
  // the server cannot answer at all (a host gone without closing its sockets), still inside the socket limit.
  query_timeout: 15_000,
  // TCP keep-alive on each connection, so a peer that vanished silently (failover, cable) is noticed by the kernel
  // and the connection is dropped from the pool rather than handed to the next call.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

/** What a 503 tells the client to wait, in seconds: PostgreSQL restarts or fails over in a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The answer's message: says what happened and what to do, never where the database is. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable for a moment. Please try again in a few seconds.';

/**
 * SQLSTATEs that mean the database could not serve the call now: connection exceptions (class 08), the server shutting
 * down, crashed or starting up (57P01-57P03), a session ended by an idle timeout (57P05, 25P03), a statement cancelled
 * by statement_timeout (57014), no connection slot free (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '57014', '53300', '25P03']);
/** The system errors of a socket that could not open or was cut. */
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own errors for a lost or unobtainable connection, which carry no code (pg 8, pg-pool 3). */
const UNAVAILABLE_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
]);

const MAX_CAUSES = 4;
type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

function unavailable(e: Fields): boolean {
  const code = typeof e.code === 'string' ? e.code : undefined;
  // A PostgreSQL error has a severity and a SQLSTATE; a system error has an errno code like ECONNREFUSED.
  if (code && typeof e.severity === 'string') return code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code);
  if (code && UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
  // An AggregateError (every address of a host refused) holds the system errors in `errors`.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isObject(inner) && unavailable(inner))) return true;
  return e instanceof Error && UNAVAILABLE_MESSAGES.has(e.message);
}

/** Whether `err` (or what it wraps: Drizzle's DrizzleQueryError keeps the driver's error as its cause) is the database being unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err;
  for (let depth = 0; isObject(e) && depth <= MAX_CAUSES; depth++) {
    if (unavailable(e)) return true;
    e = e.cause;
  }
  return false;
}
