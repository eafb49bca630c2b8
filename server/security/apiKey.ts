import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS } from '../../src/contract/api';
import { sendApiError } from '../errors';

// The auth header of spec 000 section 7. With API_KEY set every /api call must carry it; unset, the sandbox is open
// (a local sandbox has no secret to protect, and the client's key then proves nothing).

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function apiKeyHook(apiKey: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!apiKey) return;
    const given = request.headers[HEADERS.apiKey];
    if (typeof given !== 'string' || !same(given, apiKey)) {
      return sendApiError(reply, 401, 'A valid API key is required', { code: 'invalid_api_key' });
    }
  };
}
