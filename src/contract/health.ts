import { z } from 'zod/mini';
import type { EndpointDef } from './endpoint';

// GET /health (issue 27, docs/decisions/0064): whether this API instance can reach its database, for the fault drills,
// a load balancer or a process manager. While the database is unreachable it answers 503 database_unavailable with
// Retry-After, as every call that needs the database does.

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('reachable') });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const healthEndpoints = {
  health: { method: 'GET', path: '/health', response: HealthResponse },
} as const satisfies Record<string, EndpointDef>;
