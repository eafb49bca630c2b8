import type { FastifyInstance } from 'fastify';

// Who may keep an API answer. Most calls echo the shopper (user, prefill, quotes, rate calls, exports), so every answer
// is no-store unless its route declares `config.cache: 'reference'` (immutable reference data: makes, models, trims,
// zips); even then only a 200 or 304 carrying an ETag may be kept, never an error or an injected empty answer.

/** Reference data changes only with a deploy: an hour of reuse, then a revalidation by ETag (a 304, no body). */
export const REFERENCE_MAX_AGE_SECONDS = 3_600;

export const NO_STORE = 'no-store';
export const REFERENCE_CACHE_CONTROL = `public, max-age=${REFERENCE_MAX_AGE_SECONDS}`;
const CACHEABLE_STATUSES = new Set([200, 304]);

/**
 * Sets Cache-Control on every answer of `api` from its route's declaration. `varyOn` names request headers that
 * change a reference answer (the fault header, when honoured), so a cached copy is not reused across them.
 */
export function registerCachePolicy(api: FastifyInstance, varyOn: readonly string[] = []): void {
  api.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config.cache === 'reference';
    const reference = declared && CACHEABLE_STATUSES.has(reply.statusCode) && reply.hasHeader('etag');
    reply.header('cache-control', reference ? REFERENCE_CACHE_CONTROL : NO_STORE);
    if (reference && varyOn.length > 0) reply.header('vary', varyOn.join(', '));
    return payload;
  });
}
