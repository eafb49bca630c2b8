import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '../src/contract/api';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/availability';
import { safeError } from './security/safeError';

// The one error handler: every failure answers the contract's ApiError; a 400 names the first failing field.

export function apiError(statusCode: number, message: string, extra: Pick<ApiError, 'code' | 'field'> = {}): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

export function sendApiError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  extra?: Pick<ApiError, 'code' | 'field'>,
) {
  return reply
    .code(statusCode)
    .type('application/json')
    .send(apiError(statusCode, message, extra));
}

/** What a service answers a route: its result, or a refusal the route sends as an ApiError. */
export type Refusal<Status extends number = number, Code extends string = string> = {
  status: Status;
  code: Code;
  message: string;
};
export type Outcome<T, R extends Refusal = Refusal> = { ok: T } | R;

/** The result as the reply's body, or the refusal as an ApiError. */
export function sendOutcome<T>(reply: FastifyReply, outcome: Outcome<T>): T | FastifyReply {
  return 'ok' in outcome ? outcome.ok : sendApiError(reply, outcome.status, outcome.message, { code: outcome.code });
}

const LOCATION: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const location = LOCATION[err.validationContext ?? 'body'] ?? 'body';
    const path = first.instancePath.split('/').filter(Boolean).join('.');
    const field = path ? `${location}.${path}` : location;
    return sendApiError(reply, 400, `${field}: ${issueMessage(first)}`, { field, code: 'validation_error' });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed or empty JSON 400, body too large 413, media type 415, rate limit 429);
    // a body that could not be parsed names the body as the field, a forbidden key names its path.
    const named = (err as { field?: unknown }).field;
    const unreadBody = (status === 400 || status === 413) && err.code?.startsWith('FST_ERR_CTP_');
    const field = typeof named === 'string' ? named : unreadBody ? 'body' : undefined;
    return sendApiError(reply, status, err.message, { code: err.code ?? 'client_error', ...(field ? { field } : {}) });
  }
  if (isDatabaseUnavailable(err)) {
    // PostgreSQL unreachable (restarting, failing over, stopped): a 503 the client may retry soon, not a broken call.
    request.log.warn({ err: safeError(err), route: request.routeOptions.url ?? 'unmatched' }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendApiError(reply, 503, DATABASE_UNAVAILABLE_MESSAGE, { code: 'database_unavailable' });
  }
  // Unexpected: log what helps debugging (class, code, SQLSTATE, route, frames), never the message or the data that
  // caused it (a failed query's message and fields carry its parameters).
  request.log.error(
    {
      err: safeError(err),
      route: request.routeOptions.url ?? 'unmatched',
      issues: isResponseSerializationError(err) ? describeIssues(err.cause) : undefined,
    },
    'unexpected error',
  );
  return sendApiError(reply, 500, 'Something went wrong on our side', { code: 'internal_error' });
}

/** A record key's own issue says what is wrong with it; zod's wrapper says only "Invalid key in record". */
function issueMessage(entry: { keyword: string; message?: string; params: Record<string, unknown> }): string {
  const nested = entry.keyword === 'invalid_key' ? (entry.params.issues as { message?: string }[])?.[0] : undefined;
  return nested?.message ? `key: ${nested.message}` : (entry.message ?? 'Invalid input');
}

function describeIssues(cause: unknown): string[] | undefined {
  const issues = (cause as { issues?: { path: PropertyKey[]; code: string }[] } | undefined)?.issues;
  return issues?.map((i) => `${i.path.join('.')}: ${i.code}`);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return sendApiError(reply, 404, `No route ${request.method} ${path}`, { code: 'route_not_found' });
}
