import { DrizzleQueryError } from 'drizzle-orm';

// What a log line may say about a thrown error (issue 8): its class, code, SQLSTATE, the schema names it points at and
// where it was thrown. Never its message, detail, where, query or parameters: a failed query carries the shopper in
// all of them (Drizzle's "Failed query: ... params: ...", PostgreSQL's "Failing row contains (...)").

export interface SafeError {
  /** The class: DrizzleQueryError, DatabaseError (PGlite or pg), TypeError, FastifyError, ... */
  type: string;
  code?: string;
  statusCode?: number;
  /** The database's error code (23505 unique violation, 23514 check violation, 42P01 no such table, ...). */
  sqlState?: string;
  /** Schema names a database error names: never values. */
  table?: string;
  column?: string;
  constraint?: string;
  /** Stack frames as file:line, without the message the stack starts with. */
  frames?: string[];
  cause?: SafeError;
}

const SAFE_TOKEN = /^[\w.:$-]{1,128}$/;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_FRAMES = 8;
const MAX_CAUSES = 3;
/** A V8 frame line ("at fn (file:line:col)" or "at file:line:col"); the file and line are kept. */
const FRAME = /^\s+at (?:.*\()?(?:async )?([^\s()]+):(\d+):\d+\)?$/;
const CWD = `${process.cwd()}/`;

/** Objects made here, so the log serializer passes them on instead of describing them as a plain object. */
const made = new WeakSet<object>();
const isMade = (value: unknown): value is SafeError => typeof value === 'object' && value !== null && made.has(value);

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const token = (value: unknown) => (typeof value === 'string' && SAFE_TOKEN.test(value) ? value : undefined);

/** PGlite's and pg's DatabaseError: a severity and a five-character SQLSTATE (PGlite's class name is minified). */
function isDatabaseError(value: unknown): value is Fields & { code: string } {
  if (!isObject(value) || typeof value.severity !== 'string') return false;
  return typeof value.code === 'string' && SQLSTATE.test(value.code);
}

/** The error and its causes, outermost first. */
function chain(err: unknown): unknown[] {
  const all = [err];
  let e = err;
  while (isObject(e) && e.cause !== undefined && all.length <= MAX_CAUSES) {
    e = e.cause;
    all.push(e);
  }
  return all;
}

function involvesDatabase(err: unknown): boolean {
  return chain(err).some((e) => e instanceof DrizzleQueryError || isDatabaseError(e));
}

function typeOf(err: unknown): string {
  if (!isObject(err)) return typeof err;
  if (isDatabaseError(err)) return 'DatabaseError';
  if (err instanceof DrizzleQueryError) return 'DrizzleQueryError';
  return token(err.constructor?.name) ?? 'Error';
}

function framesOf(err: Fields): string[] | undefined {
  if (typeof err.stack !== 'string') return undefined;
  // The stack opens with the message, which may span lines and hold data: only what follows it is read.
  const message = typeof err.message === 'string' ? err.message : '';
  const start = message ? err.stack.indexOf(message) : -1;
  const rest = start >= 0 ? err.stack.slice(start + message.length) : err.stack;
  const frames = rest.split('\n').flatMap((line) => {
    const m = FRAME.exec(line);
    return m ? [`${m[1].replace(/^file:\/\//, '').replace(CWD, '')}:${m[2]}`] : [];
  });
  return frames.length ? frames.slice(0, MAX_FRAMES) : undefined;
}

function describe(err: unknown, depth: number): SafeError {
  const safe: SafeError = { type: typeOf(err) };
  made.add(safe);
  if (!isObject(err)) return safe;
  const db = chain(err).find(isDatabaseError);
  const code = token(err.code) ?? (typeof err.code === 'number' ? String(err.code) : undefined);
  if (code && !isDatabaseError(err)) safe.code = code;
  if (typeof err.statusCode === 'number') safe.statusCode = err.statusCode;
  if (db) safe.sqlState = db.code;
  // The schema names once, on the outermost object; a cause says its class and codes.
  if (db && depth === 0) {
    for (const key of ['table', 'column', 'constraint'] as const) {
      const name = token(db[key]);
      if (name) safe[key] = name;
    }
  }
  const frames = framesOf(err);
  if (frames) safe.frames = frames;
  if (err.cause !== undefined && depth < MAX_CAUSES) safe.cause = describe(err.cause, depth + 1);
  return safe;
}

/** Any thrown value as a log object that holds no data the error was raised about. */
export function safeError(err: unknown): SafeError {
  return isMade(err) ? err : describe(err, 0);
}

/**
 * One readable line for a failure outside a request (boot): the message of the server's own and system errors
 * (a bad variable, a busy port), the class and SQLSTATE alone once a query is involved (its parameters are data).
 */
export function describeFailure(err: unknown): string {
  if (err instanceof Error && !involvesDatabase(err)) return err.message;
  const safe = safeError(err);
  const where = safe.table ? ` on ${safe.table}` : '';
  return `${safe.type}${safe.sqlState ? ` (SQLSTATE ${safe.sqlState}${where})` : safe.code ? ` (${safe.code})` : ''}`;
}
