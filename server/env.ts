import { z } from 'zod';

// The server's environment, validated at boot; a bad value stops the server with a message naming it.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  DATA_DIR: z.string().min(1).default('.data'),
  USER_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  API_KEY: optional(z.string().min(8, 'must be at least 8 characters')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX_FAULTS: optional(z.string()),
  SANDBOX_FAULTS_HEADER: z.enum(['on', 'off']).default('on'),
  /** Long local end-to-end runs from one IP may turn the per-IP limits off. */
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** The sandbox keeps sent one-time codes in memory for GET /api/sandbox/sms-outbox/:phoneNumber (it has no SMS gateway). */
  SANDBOX_SMS_OUTBOX: z.enum(['on', 'off']).default('on'),
  /** The card vault's own origin (DESIGN section 6: card numbers are tokenised on a separate origin); 0 turns it off. */
  VAULT_PORT: z.coerce.number().int().min(0).max(65_535).default(8090),
  /** More origins the vault accepts, comma-separated (the app on another host, behind a proxy or on HTTPS). */
  VAULT_ALLOWED_ORIGINS: optional(
    z
      .string()
      .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'must list origins like https://app.example.com, comma-separated'))),
  ),
  /** Credential the simulated lead service (campaign 340) asks for; unset, one is generated at boot. */
  LEAD_SERVICE_KEY: optional(z.string().min(16, 'must be at least 16 characters')),
});
export type Env = z.infer<typeof Env>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = Env.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  throw new Error(`Invalid environment:\n${problems}`);
}
