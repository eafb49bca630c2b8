import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sendApiError } from '../errors';

// Fastify answers a URL it cannot route (a malformed percent-escape, a path parameter over the router's length) with
// its own body before any hook runs: no security headers, no no-store, no request log. Its frameworkErrors option
// hands such a request to us; we re-dispatch it to one internal route, where every hook applies as on any answer.

/** The internal route's path under the instance's prefix; requesting it directly answers a plain 400. */
export const UNROUTABLE_PATH = '/_unroutable';

/**
 * The longest path parameter any call takes (an ad id, 160 characters); a longer one is a 400 `param_too_long`.
 * Checked on the matched route rather than by the router: a router limit made the router fall through to the app's
 * wildcard route at / (a 404) whenever the built app was served.
 */
export const MAX_PARAM_CHARS = 160;
/** The router's own limit, above any URL Node accepts (16 KiB of headers), so it always matches the route. */
export const ROUTER_MAX_PARAM_LENGTH = 16 * 1024;

const ANSWERS: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The URL has a malformed percent-escape', code: 'bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 400,
    message: `A path parameter is longer than ${MAX_PARAM_CHARS} characters`,
    code: 'param_too_long',
  },
};
const DEFAULT_ANSWER = { status: 400, message: 'This request cannot be routed', code: 'unroutable' };
const ALL_METHODS: RouteOptions['method'] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Why each re-dispatched request could not be routed (Fastify's error code), by raw request. */
const REASONS = new WeakMap<IncomingMessage, string>();

/** The factory's frameworkErrors: sends the raw request to `prefix` + UNROUTABLE_PATH through the root's router. */
export function redispatchUnroutable(prefix: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    REASONS.set(request.raw, error.code);
    // The rewritten URL is a fixed, routable path: this cannot come back here.
    request.raw.url = `${prefix}${UNROUTABLE_PATH}`;
    // Fastify builds this request on its root context, so request.server is the instance that routes.
    request.server.routing(request.raw, reply.raw);
  };
}

/** The internal route: answers before the body is read, in the contract's ApiError shape. */
export function unroutableRoute(): RouteOptions {
  return {
    method: ALL_METHODS,
    url: UNROUTABLE_PATH,
    // Internal: not a call of the contract, so not in the API reference.
    schema: { hide: true },
    onRequest: async (request, reply) => {
      const answer = ANSWERS[REASONS.get(request.raw) ?? ''] ?? DEFAULT_ANSWER;
      return sendApiError(reply, answer.status, `params: ${answer.message}`, { code: answer.code, field: 'params' });
    },
    handler: async () => undefined,
  };
}

/** A preParsing hook: any path parameter (the static wildcard's excepted) over MAX_PARAM_CHARS answers 400. */
export async function refuseLongParams(request: FastifyRequest, reply: FastifyReply) {
  const params = request.params as Record<string, string> | undefined;
  if (!params) return;
  for (const [name, value] of Object.entries(params)) {
    if (name !== '*' && typeof value === 'string' && value.length > MAX_PARAM_CHARS) {
      return sendApiError(reply, 400, `params.${name}: ${ANSWERS.FST_ERR_MAX_PARAM_LENGTH.message}`, {
        code: 'param_too_long',
        field: `params.${name}`,
      });
    }
  }
}
