import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { describeFailure, safeError } from './safeError';

const EMAIL = 'marguerite.okonkwo@example.com';
const INSERT = 'insert into "users" ("email") values ($1)';

/** What PGlite and pg throw on a unique violation (a real one's fields), with the shopper in message and detail. */
function uniqueViolation() {
  return Object.assign(new Error(`duplicate key value violates unique constraint "users_email_key" for ${EMAIL}`), {
    name: 'error',
    severity: 'ERROR',
    code: '23505',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    where: `unnamed portal parameter $1 = '${EMAIL}'`,
    table: 'users',
    constraint: 'users_email_key',
    query: INSERT,
    params: [EMAIL],
  });
}
const failedQuery = () => new DrizzleQueryError(INSERT, [EMAIL], uniqueViolation());

describe('safeError', () => {
  it('describes a failed query by class, SQLSTATE, schema names and frames, not message, detail or params', () => {
    const safe = safeError(failedQuery());
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      sqlState: '23505',
      table: 'users',
      constraint: 'users_email_key',
      frames: expect.arrayContaining([expect.stringMatching(/safeError\.test\.ts:\d+$/)]),
      cause: { type: 'DatabaseError', sqlState: '23505' },
    });
    expect(JSON.stringify(safe)).not.toMatch(/marguerite|Failed query|insert into/);
  });

  it('reads no frame out of a message, even one spanning lines that look like frames', () => {
    const err = new Error(`params: ${EMAIL}\n    at ${EMAIL} (/srv/app.ts:1:2)`);
    expect(JSON.stringify(safeError(err))).not.toContain('marguerite');
    expect(safeError(err).frames?.[0]).toMatch(/safeError\.test\.ts:\d+$/);
  });

  it('keeps only codes that are codes, and says only the type of a thrown non-error', () => {
    const typeError = Object.assign(new TypeError('x'), { code: 'ERR_X', statusCode: 500 });
    expect(safeError(typeError)).toMatchObject({ type: 'TypeError', code: 'ERR_X', statusCode: 500 });
    expect(safeError(Object.assign(new Error('x'), { code: `code for ${EMAIL}` })).code).toBeUndefined();
    expect(safeError(EMAIL)).toEqual({ type: 'string' });
    expect(safeError({ message: EMAIL, code: 'E1' })).toEqual({ type: 'Object', code: 'E1' });
  });

  it('is the same object when given its own result', () => {
    const safe = safeError(new Error(EMAIL));
    expect(safeError(safe)).toBe(safe);
  });
});

describe('describeFailure (boot lines)', () => {
  it("keeps the server's own message and says only class and SQLSTATE once a query failed", () => {
    const busy = '.data/pglite is in use by process 12; stop it or set another DATA_DIR';
    expect(describeFailure(new Error(busy))).toBe(busy);
    expect(describeFailure(failedQuery())).toBe('DrizzleQueryError (SQLSTATE 23505 on users)');
    const wrapped = new Error('seeding failed', { cause: failedQuery() });
    expect(describeFailure(wrapped)).toBe('Error (SQLSTATE 23505 on users)');
  });
});

describe('the server logger', () => {
  const capture = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino(loggerOptions({ level: 'trace' }) as LoggerOptions, stream);
    return { log, lines };
  };

  it('logs a failed query safely however it is handed over', () => {
    const { log, lines } = capture();
    log.error(failedQuery());
    log.error({ err: failedQuery() });
    log.warn({ err: failedQuery() }, 'saving failed');
    log.info({ failure: failedQuery(), error: uniqueViolation() });
    log.child({ reqId: 'r-1' }).error(failedQuery(), 'in a child');
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line).not.toMatch(/marguerite|Failed query/);
      expect(line).toContain('"sqlState":"23505"');
    }
    const messages = lines.map((l) => JSON.parse(l).msg);
    expect(messages).toEqual(['DrizzleQueryError', 'DrizzleQueryError', 'saving failed', undefined, 'in a child']);
  });
});
