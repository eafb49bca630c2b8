import { z } from 'zod/mini';
import { MAX_CHARS, text } from './text';

// The shape of one call in `endpoints` (api.ts): the axios actors and the Fastify routes both read it.
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  /** Fastify-style path (`/user/:userId`) under the API base. */
  path: string;
  /** Sends the route-version header v2 (spec 001 section 7). */
  v2?: boolean;
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  params?: z.core.$ZodType;
  response: z.core.$ZodType;
}

/** Headers the client sends (docs/spec-decisions.md: names of the auth, v2 and tracking headers). */
export const HEADERS = {
  apiKey: 'x-api-key',
  routeVersion: 'x-route-version',
  correlationId: 'x-correlation-id',
  userToken: 'x-user-token',
  /** A rate-call session's proof when it has no saved user: the secret its RC1 answered (data.sessionSecret). */
  sessionSecret: 'x-session-secret',
} as const;

export const ApiError = z.object({
  statusCode: z.number(),
  error: text(MAX_CHARS.label),
  message: text(MAX_CHARS.text),
  /** The offending field, dotted (body.autoPolicy.policy.zip), on a 400. */
  field: z.optional(text(MAX_CHARS.text)),
  code: z.optional(text(MAX_CHARS.label)),
});
export type ApiError = z.infer<typeof ApiError>;
