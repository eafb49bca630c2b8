import type { FastifyInstance } from 'fastify';
import { stripTrailingSlashes } from '../../src/domain/text';
import { isLoopbackHost } from '../env';
import { sendApiError } from '../errors';
import { FAULT_HEADER } from '../sandbox/faults';
import { PREFLIGHT_MAX_AGE_SECONDS } from './constants';

// CORS for the vault's separate origin (DESIGN section 6), by hand: only the app's own origins may call it from a page.
// A request from another origin is refused outright (403), not merely left unreadable; calls without an Origin header
// (servers, curl, tests) are not browser cross-origin calls and pass, nor do the card frame's same-origin ones.

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const ALLOWED_HEADERS = ['content-type', FAULT_HEADER];

/**
 * Whether `origin` is the vault's own, on a loopback host. Only loopback: a page on a name an attacker controls, rebound
 * to this machine's address (DNS rebinding), is also "same-origin" to the browser. A vault on another host lists its own
 * origin in VAULT_ALLOWED_ORIGINS for its frame's calls.
 */
export function isOwnLoopbackOrigin(origin: string, protocol: string, host: string | undefined): boolean {
  if (!host || origin.toLowerCase() !== `${protocol}://${host}`.toLowerCase()) return false;
  try {
    return isLoopbackHost(new URL(origin).hostname);
  } catch {
    return false;
  }
}

export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.map((o) => stripTrailingSlashes(o).toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    // The card frame's own calls (its module script, POST /tokens) come from the vault's origin: not cross-origin.
    if (isOwnLoopbackOrigin(origin, request.protocol, request.headers.host)) return;
    if (!allowed.has(origin.toLowerCase())) {
      return sendApiError(reply, 403, 'This origin may not call the card vault', { code: 'origin_not_allowed' });
    }
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS.join(', '))
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      return reply.code(204).send();
    }
  });
  // Gives OPTIONS a route on every path, so the hook above answers preflights instead of the 404 handler.
  app.options('*', async (_request, reply) => reply.code(204).send());
}
