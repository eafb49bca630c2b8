import type { RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';

// Generous per-IP limits for the whole API, tighter where a script could spam writes or probe mailboxes.
export const GLOBAL_RATE_LIMIT: RateLimitPluginOptions = { global: true, max: 600, timeWindow: '1 minute' };
export const WRITE_RATE_LIMIT: RateLimitOptions = { max: 60, timeWindow: '1 minute' };
