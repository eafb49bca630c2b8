import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import { safeError } from './safeError';

// pino with personal fields redacted (DESIGN section 6). Bodies and query strings are never logged: request lines
// carry the route pattern (/api/user/:userId), not the URL, because queries hold streets and zips.

const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'birthdate',
  'streetAddress',
  'address',
  'zip',
];
export const REDACT_PATHS = [
  'req.headers["x-user-token"]',
  'req.headers["x-session-secret"]',
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-user-token"]',
  'headers["x-session-secret"]',
  'headers.authorization',
  'body',
  'req.body',
  'query',
  'req.query',
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((f) => `*.${f}`),
];

/** Fastify types the err serializer as pino's (message and stack included); this one leaves both out on purpose. */
type FastifySerializedError = { [key: string]: unknown; type: string; message: string; stack: string };
const serializeError = safeError as (err: unknown) => FastifySerializedError;

/**
 * Errors reach a line as safeError's class, code and frames, however they are logged: `log.error({ err })`, an error
 * under any top-level key, or `log.error(err)` (where pino would take the error's message as the line's message).
 */
const ERROR_LOGGING = {
  serializers: { err: serializeError, error: serializeError },
  formatters: {
    log: (fields: Record<string, unknown>) => {
      const errorKeys = Object.keys(fields).filter((key) => fields[key] instanceof Error);
      if (errorKeys.length === 0) return fields;
      return { ...fields, ...Object.fromEntries(errorKeys.map((key) => [key, safeError(fields[key])])) };
    },
  },
  hooks: {
    logMethod(args, method) {
      const [first, ...rest] = args as unknown[];
      const errorFirst = first instanceof Error;
      const fields = errorFirst ? { err: first } : first;
      const err = typeof fields === 'object' && fields !== null ? (fields as { err?: unknown }).err : undefined;
      // No message given: pino would use the error's; the class is used instead.
      if (err !== undefined && rest.length === 0 && (fields as { msg?: unknown }).msg === undefined) {
        return method.apply(this, [fields, safeError(err).type]);
      }
      return method.apply(this, (errorFirst ? [fields, ...rest] : args) as Parameters<typeof method>);
    },
  },
} satisfies Pick<LoggerOptions, 'serializers' | 'formatters' | 'hooks'>;

export function loggerOptions(logger: boolean | object | undefined): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const custom = typeof logger === 'object' ? logger : {};
  // Redaction and error logging always apply, whatever the caller passed.
  return { level: 'info', ...custom, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, ...ERROR_LOGGING };
}

/** One line per request: method, route, status, time (Fastify's own request logging is off). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
