import type { z } from 'zod';

// The shape of one call in `endpoints` (api.ts): the axios actors and the Fastify routes both read it.
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  /** Fastify-style path (`/user/:userId`) under the API base. */
  path: string;
  /** Sends the route-version header v2 (spec 001 section 7). */
  v2?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
}
