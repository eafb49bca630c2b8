import { errorCodes } from 'fastify';

// The JSON body parser of the API and the vault. Fastify's own parser refuses prototype-poisoning keys too, but
// answers "Body is not valid JSON" for them; this one names the key, so a 400 says which field to drop.

/** A 400 that names the body field at fault (the error handler answers it as an ApiError with `field`). */
export class BodyFieldError extends Error {
  readonly statusCode = 400;
  readonly code = 'forbidden_key';
  constructor(readonly field: string) {
    super(`${field}: this key is not allowed`);
  }
}

/**
 * Where a parsed body holds a `__proto__` key, or a `constructor` object with a `prototype` key (what
 * secure-json-parse refuses), as a dotted path; undefined when it holds neither. Iterative, so any depth
 * JSON.parse accepted is walked without overflowing the stack.
 */
export function forbiddenKeyPath(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, 'body']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return `${path}.__proto__`;
    const ctor = (node as Record<string, unknown>).constructor;
    if (
      Object.hasOwn(node, 'constructor') &&
      ctor !== null &&
      typeof ctor === 'object' &&
      Object.hasOwn(ctor, 'prototype')
    ) {
      return `${path}.constructor.prototype`;
    }
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i -= 1) stack.push([entries[i][1], `${path}.${entries[i][0]}`]);
  }
  return undefined;
}

/** A 415 for a body labelled with a charset other than UTF-8 (the error handler answers it as an ApiError). */
export class UnsupportedCharsetError extends Error {
  readonly statusCode = 415;
  readonly code = 'unsupported_charset';
  readonly field = 'headers.content-type';
  constructor(contentType: string) {
    super(`headers.content-type: ${contentType.slice(0, 100)} is not accepted; send JSON as UTF-8 (charset=utf-8)`);
  }
}

/** The charset parameter of a Content-Type header, lower-cased and unquoted; undefined when it names none. */
export function charsetOf(contentType: string): string | undefined {
  for (const part of contentType.split(';').slice(1)) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    const value = part.slice(eq + 1).trim();
    return (
      value.startsWith('"') && value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value
    ).toLowerCase();
  }
  return undefined;
}

const UTF8_NAMES = new Set(['utf-8', 'utf8']);

/**
 * A preParsing hook: a body labelled with any charset but UTF-8 (utf-16, latin1, ...) is refused with a 415 before it
 * is read, instead of being decoded as UTF-8 into text the schemas then misjudge. No charset means UTF-8 (RFC 8259).
 */
export async function refuseNonUtf8Body(request: {
  headers: Record<string, string | string[] | undefined>;
}): Promise<void> {
  const { 'content-type': type, 'content-length': length, 'transfer-encoding': chunked } = request.headers;
  // Only a request with a body: a GET that names a charset sends nothing to misread.
  if (typeof type !== 'string' || ((length === undefined || length === '0') && chunked === undefined)) return;
  const charset = charsetOf(type);
  if (charset !== undefined && !UTF8_NAMES.has(charset)) throw new UnsupportedCharsetError(type);
}

export function parseJsonBody(
  _req: unknown,
  body: string | Buffer,
  done: (err: Error | null, body?: unknown) => void,
): void {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY());
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
  }
  // Only a body that mentions such a key (possibly \u-escaped) is walked: the common body pays one scan.
  if (/__proto__|constructor|\\u00/i.test(text)) {
    const field = forbiddenKeyPath(parsed);
    if (field) return done(new BodyFieldError(field));
  }
  done(null, parsed);
}
