import { z } from 'zod/mini';

// Client configuration, validated at boot: the API base ({api} in the spec) defaults to the sandbox under /api.
const ClientConfig = z.object({
  apiBase: z._default(z.string().check(z.minLength(1)), '/api'),
  apiKey: z.optional(z.string()),
  timeoutMs: z._default(z.coerce.number().check(z.int(), z.positive()), 20_000),
});

// import.meta.env exists under Vite; under plain Node (tests, bench) it is absent and the defaults apply.
const env: Record<string, string | undefined> = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
export const config = ClientConfig.parse({
  apiBase: env.VITE_API_BASE || undefined,
  apiKey: env.VITE_API_KEY || undefined,
  timeoutMs: env.VITE_API_TIMEOUT_MS || undefined,
});
