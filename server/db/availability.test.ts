import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';

// Which errors answer 503 database_unavailable (docs/decisions/0064): the database unreachable, never a broken call.
// The drills against a real PostgreSQL are tests/server/dbOutage.test.ts; here the errors node-postgres really raises
// without one, and PostgreSQL's own as their fields.

/** A PostgreSQL error as node-postgres builds it from the server's ErrorResponse. */
const pgError = (code: string, severity = 'ERROR') =>
  Object.assign(new pg.DatabaseError('x', 0, 'error'), { code, severity });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

async function closedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

describe('isDatabaseUnavailable', () => {
  it('is true for a connection refused, as node-postgres raises it, bare or wrapped by Drizzle', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), connectionTimeoutMillis: 2_000 });
    const refused = await client.connect().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it('is true for a connection that opens but never answers, ended by the pool timeout', async () => {
    // A host that accepts the socket and stays silent, like a database hung or a proxy with nothing behind it.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const pool = new pg.Pool({ host: '127.0.0.1', port, max: 1, connectionTimeoutMillis: 100 });
    const failed = await pool.query('select 1').then(
      () => undefined,
      (err: unknown) => err,
    );
    await pool.end();
    for (const socket of sockets) socket.destroy();
    silent.close();
    expect(failed).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
  });

  it("is true for node-postgres's errors of a lost connection", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
      'Query read timeout',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(new Error(message))), message).toBe(true);
    }
  });

  it('is true for the SQLSTATEs of a server shutting down, starting up, full, or cancelling a slow statement', () => {
    for (const code of ['57P01', '57P02', '57P03', '57P05', '08006', '08001', '53300', '57014', '25P03']) {
      expect(isDatabaseUnavailable(wrapped(pgError(code, 'FATAL'))), code).toBe(true);
    }
  });

  it("is false for a call's own failures: a constraint, a missing table, a bug, a non-error", () => {
    for (const code of ['23505', '23514', '42P01', '22P02', '40001']) {
      expect(isDatabaseUnavailable(wrapped(pgError(code))), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    // A five-letter SQLSTATE-looking code on an error that is not PostgreSQL's is not read as one.
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated unexpectedly')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
