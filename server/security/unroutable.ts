import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sendApiError } from '../errors';

// Fastify answers a URL it cannot route (a malformed percent-escape, a path parameter over the router's length) with
// its own body before any hook runs: no security headers, no no-store, no request log. Its frameworkErrors option
// hands such a request to us; we re-dispatch it to one internal route, where every hook applies as on any answer.

/** The internal route's path under the instance's prefix; requesting it directly answers a plain 400. */
export const UNROUTABLE_PATH = '/_unroutable';

const ANSWERS: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The URL has a malformed percent-escape', code: 'bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A path parameter is too long', code: 'param_too_long' },
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
