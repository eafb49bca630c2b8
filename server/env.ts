import { z } from 'zod';
import { EVENT_QUOTA_MIN_BYTES, EVENT_SINK_DEFAULTS } from './backoffice/constants';
import { type PartnerFrameOrigins, parsePartnerFrameOrigins } from '../src/embed/origins';

// The server's environment, validated at boot; a bad value stops the server with a message naming it.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
/** A sandbox tool's switch: 'auto' turns it on only when the server listens on loopback (see sandboxTools). */
const sandboxSwitch = z.enum(['on', 'off', 'auto']).default('auto');
/** An event sink quota in bytes: 0 turns it off, otherwise at least EVENT_QUOTA_MIN_BYTES. */
const quotaBytes = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= EVENT_QUOTA_MIN_BYTES && v <= Number.MAX_SAFE_INTEGER), {
      message: `must be 0 (off) or a whole number of bytes from ${EVENT_QUOTA_MIN_BYTES}`,
    })
    .default(fallback);

export const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** Loopback unless told otherwise: `npm start` on a laptop in a café must not serve the network. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  DATA_DIR: z.string().min(1).default('.data'),
  USER_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** The longest a returning-user token lives: issued for this many days, and a signed expiry further ahead is refused. */
  USER_TOKEN_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  API_KEY: optional(z.string().min(8, 'must be at least 8 characters')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX_FAULTS: optional(z.string()),
  /** Anyone who can send x-sandbox-fault can force 500s and 30 s delays. */
  SANDBOX_FAULTS_HEADER: sandboxSwitch,
  /** Serve the build's source maps (they show the whole client source to anyone); off unless debugging a deployment. */
  SOURCE_MAPS: z.enum(['on', 'off']).default('off'),
  /** Let the built app open its devtools panel at #/__dev (it shows the shopper's session, masked): off in production. */
  DEVTOOLS: z.enum(['on', 'off']).default('off'),
  /** Redis for the per-IP limits' counters, shared by every instance (docs/decisions/0069); unset, each process's memory. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  /** Long local end-to-end runs from one IP may turn the per-IP limits off. */
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** The sandbox keeps sent one-time codes in memory for GET /api/sandbox/sms-outbox/:phoneNumber (it has no SMS gateway). */
  SANDBOX_SMS_OUTBOX: sandboxSwitch,
  /** GET /api/sandbox/sink/:anonymousId reads back what the event sinks and the recorder stored for a browser. */
  SANDBOX_SINK_READER: sandboxSwitch,
  /** The card vault's own origin (DESIGN section 6: card numbers are tokenised on a separate origin); 0 turns it off. */
  VAULT_PORT: z.coerce.number().int().min(0).max(65_535).default(8090),
  /** More origins the vault accepts, comma-separated (the app on another host, behind a proxy or on HTTPS). */
  VAULT_ALLOWED_ORIGINS: optional(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().regex(/^https?:\/\/[^/\s]+$/, 'must list origins like https://app.example.com, comma-separated'),
        ),
      ),
  ),
  /** The origin shoppers' browsers reach the vault at, when not the page's host on VAULT_PORT (a proxy, HTTPS). */
  VAULT_PUBLIC_ORIGIN: optional(
    z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be an origin like https://vault.example.com'),
  ),
  /**
   * The partner pages that may frame the widget (docs/decisions/0091): `partner=origin,origin;partner=origin`, a key a
   * site source (`mymove-agency`) or a partner label (`mymove`, every mymove source). Unset: the demo partner page's
   * origin only (partnerFrameOrigins below); empty: no partner may frame it.
   */
  PARTNER_FRAME_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const parsed = parsePartnerFrameOrigins(v);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  /** The demo partner page's own origin (server/embed/demoPartner.ts); the next port serves it unconfigured; 0: off. */
  PARTNER_DEMO_PORT: z.coerce.number().int().min(0).max(65_534).default(8070),
  /** Credential the simulated lead service (campaign 340) asks for; unset, one is generated at boot. */
  LEAD_SERVICE_KEY: optional(z.string().min(16, 'must be at least 16 characters')),
  /** Where shoppers write about their data (the GLBA notice, the privacy pages; docs/decisions/0092). */
  PRIVACY_CONTACT_EMAIL: z.string().email('must be an email address').max(200).default('privacy@quoteflow.example'),
  /** The privacy line shoppers call (ten digits or a formatted US number). */
  PRIVACY_CONTACT_PHONE: z
    .string()
    .regex(/^[0-9 ()+.-]{10,20}$/, 'must be a phone number')
    .default('(800) 555-0142'),
  /** The postal address for privacy requests. */
  PRIVACY_CONTACT_ADDRESS: z
    .string()
    .min(5)
    .max(400)
    .default('QuoteFlow Privacy Office, 100 Congress Ave, Suite 400, Austin, TX 78701'),
  /** Bytes one client address may store in the event sinks per quota window (docs/decisions/0067); 0: no limit. */
  EVENT_QUOTA_CLIENT_BYTES: quotaBytes(EVENT_SINK_DEFAULTS.clientBytes),
  /** Bytes one session (anonymous id, else session id) may store per window; 0: no limit. */
  EVENT_QUOTA_SESSION_BYTES: quotaBytes(EVENT_SINK_DEFAULTS.sessionBytes),
  /** The quota's fixed window, in seconds (a minute to a day). */
  EVENT_QUOTA_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(EVENT_SINK_DEFAULTS.windowSeconds),
  /** Bytes of session recording one client address may store per quota window (docs/decisions/0104); 0: no limit. */
  RECORDING_QUOTA_CLIENT_BYTES: quotaBytes(EVENT_SINK_DEFAULTS.recordingClientBytes),
  /** Bytes of session recording one session (anonymous id) may store per window; 0: no limit. */
  RECORDING_QUOTA_SESSION_BYTES: quotaBytes(EVENT_SINK_DEFAULTS.recordingSessionBytes),
  /** Tracking events and monitored errors older than this many days are deleted (at boot and hourly). */
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(EVENT_SINK_DEFAULTS.retentionDays),
});
export type Env = z.infer<typeof Env>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = Env.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  throw new Error(`Invalid environment:\n${problems}`);
}

/** Whether `host` names a loopback interface: localhost, 127.0.0.0/8 or ::1 (bracketed or IPv4-mapped too). */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

/**
 * The sandbox tools that hand out secrets or break requests for any caller (the SMS outbox's one-time codes, the
 * x-sandbox-fault header, the sink reader's events and recordings of any browser): on when switched on, off when switched off, and on 'auto' only for a loopback HOST.
 */
export function sandboxTools(
  env: Pick<Env, 'HOST' | 'SANDBOX_FAULTS_HEADER' | 'SANDBOX_SMS_OUTBOX' | 'SANDBOX_SINK_READER'>,
) {
  const resolve = (flag: Env['SANDBOX_SMS_OUTBOX']) => (flag === 'auto' ? isLoopbackHost(env.HOST) : flag === 'on');
  return {
    faultHeader: resolve(env.SANDBOX_FAULTS_HEADER),
    smsOutbox: resolve(env.SANDBOX_SMS_OUTBOX),
    sinkReader: resolve(env.SANDBOX_SINK_READER),
  };
}

/** The site source the demo partner page embeds by default, and so the configuration key its origin gets when unset. */
export const DEMO_PARTNER_KEY = 'mymove';

/** The loopback origins of a port on this machine, as a browser writes them. */
export const loopbackOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/**
 * Who may frame the widget: PARTNER_FRAME_ORIGINS when set (empty: nobody), else the demo partner page on
 * PARTNER_DEMO_PORT (a laptop's default: that page's origin only, never its unconfigured twin on the next port).
 */
export function partnerFrameOrigins(
  env: Pick<Env, 'PARTNER_FRAME_ORIGINS' | 'PARTNER_DEMO_PORT'>,
): PartnerFrameOrigins {
  if (env.PARTNER_FRAME_ORIGINS) return env.PARTNER_FRAME_ORIGINS;
  return env.PARTNER_DEMO_PORT === 0 ? {} : { [DEMO_PARTNER_KEY]: loopbackOrigins(env.PARTNER_DEMO_PORT) };
}
