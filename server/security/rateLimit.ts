import { once } from 'node:events';
import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

// Generous per-IP limits for the whole API, tighter where a script could spam writes or probe mailboxes.
export const GLOBAL_RATE_LIMIT: RateLimitPluginOptions = { global: true, max: 600, timeWindow: '1 minute' };
export const WRITE_RATE_LIMIT: RateLimitOptions = { max: 60, timeWindow: '1 minute' };

/** Each app's counters in a shared Redis, apart from the other's (the route's method and URL follow for its own limit). */
export const RATE_LIMIT_NAMESPACES = { api: 'quoteflow:rl:api:', vault: 'quoteflow:rl:vault:' } as const;

/**
 * How long one counter update may take before the request passes unlimited: a Redis that hangs must not hold every
 * request. Loopback or a LAN answers in well under a millisecond.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long boot waits for Redis before serving with the limits off until it connects (it keeps retrying). */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * Where the per-IP counters live: unset, in this process's memory (one instance); with REDIS_URL, in Redis, so every
 * instance counts against the same limit (docs/decisions/0069). A Redis that goes away fails open: requests pass
 * unlimited, with one warning when it goes and a line when it is back, rather than the whole API answering errors.
 * The client is closed with the app.
 */
export async function rateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
  nameSpace: string,
): Promise<Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'>> {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, {
    // Offline, a command fails at once (the request passes) instead of waiting in a queue for the reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  let reachable = true;
  // Only the error's code: its message names the host, and the URL may carry a password.
  redis.on('error', (err: NodeJS.ErrnoException) => {
    if (!reachable) return;
    reachable = false;
    app.log.warn(
      { code: err.code ?? err.name },
      'rate limits: Redis unreachable, requests pass unlimited until it is back',
    );
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    app.log.info('rate limits: Redis reachable again, limits shared');
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // Boot waits for the first connection, so the first requests are counted; an unreachable Redis does not stop it.
  await once(redis, 'ready').catch(() => undefined);
  return { redis, nameSpace, skipOnError: true };
}
