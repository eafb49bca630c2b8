import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type EventSinkOptions, eventSinkOptions } from './backoffice/eventSink';
import type { ServerContext } from './context';
import { buildZipIndex } from './data/zips';
import { openDatabase } from './db/open';
import { registerOpenApi } from './openapi';
import { registerAppPages } from './staticFiles';
import type { PartnerFrameOrigins } from '../src/embed/origins';
import { ROUTE_GROUPS } from './routes';
import { registerHandoffHook } from './privacy/handoffHook';
import { registerFaultHooks } from './sandbox/faultHooks';
import { FAULT_HEADER, parseFaultRules } from './sandbox/faults';
import { apiKeyHook } from './security/apiKey';
import { registerCachePolicy } from './security/cachePolicy';
import { appHelmetOptions, registerSecurityHeaders } from './security/headers';
import { prepareJsonApi, registerRateLimit } from './security/jsonApi';
import { loggerOptions } from './security/logger';
import { safeError } from './security/safeError';
import { GLOBAL_RATE_LIMIT, RATE_LIMIT_NAMESPACES, rateLimitStore } from './security/rateLimit';
import { userTokenSecret } from './security/secrets';
import { DEFAULT_USER_TOKEN_MAX_AGE_DAYS } from './security/userToken';
import { bodyLimitOf, DEFAULT_BODY_BYTES, timeoutOptions, type TransportTimeouts } from './security/transport';
import { ROUTER_MAX_PARAM_LENGTH, redispatchUnroutable, unroutableRoute } from './security/unroutable';

// The sandbox insurance API (DESIGN section 6): every route under /api, the built app (dist/) at /.

export interface BuildAppOptions {
  /** postgres://... to use a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' (default .data/pglite). */
  dataDir?: string;
  /** false/undefined: silent; true: info; an object: pino options (level, stream, ...). Redaction always applies. */
  logger?: boolean | object;
  /** The built app to serve at / (skipped when the directory does not exist). */
  staticDir?: string;
  /** USER_TOKEN_SECRET; when unset a secret generated once is kept in the database. */
  userTokenSecret?: string;
  /** USER_TOKEN_MAX_AGE_DAYS: the longest a returning-user token lives (default 30). */
  userTokenMaxAgeDays?: number;
  /** API_KEY; when unset the x-api-key header is not required. */
  apiKey?: string;
  /** SANDBOX_FAULTS rules, always applied. */
  sandboxFaults?: string;
  /** Honour the x-sandbox-fault header (default true; SANDBOX_FAULTS_HEADER=off turns it off). */
  faultHeader?: boolean;
  /** Rate limiting (default true; the bench turns it off so it measures the server, not the limiter). */
  rateLimit?: boolean;
  /** REDIS_URL: the per-IP limits' counters in Redis, shared by every instance; unset, in this process's memory. */
  redisUrl?: string;
  /** Keep one-time codes in memory for the sandbox SMS outbox (default true; SANDBOX_SMS_OUTBOX=off). */
  smsOutbox?: boolean;
  /** Answer GET /api/sandbox/sink/:anonymousId (default true; SANDBOX_SINK_READER=off). */
  sinkReader?: boolean;
  /** Origins the served page may call besides its own (the card vault's), added to the CSP's connect-src. */
  connectOrigins?: string[];
  /** VAULT_PORT and VAULT_PUBLIC_ORIGIN, told to the served app at /app-config.json (src/contract/appConfig.ts). */
  vaultPort?: number;
  vaultPublicOrigin?: string;
  /** PARTNER_FRAME_ORIGINS resolved (server/env.ts partnerFrameOrigins): who may frame the widget (docs/decisions/0091). */
  partnerFrameOrigins?: PartnerFrameOrigins;
  /** LEAD_SERVICE_KEY; when unset a key is generated for this process. */
  leadServiceKey?: string;
  /** Serve the build's source maps (.map files); off by default, they show the whole client source (SOURCE_MAPS=on). */
  serveSourceMaps?: boolean;
  /** Tell the served app its devtools panel may open (DEVTOOLS=on, docs/decisions/0077); off by default. */
  devtools?: boolean;
  /** PRIVACY_CONTACT_EMAIL, _PHONE, _ADDRESS: the privacy contact told to the app (GLBA notice; docs/decisions/0092). */
  privacyContact?: { email: string; phone: string; address: string };
  /** Overrides of the transport timeouts (security/transport.ts); tests shorten them. */
  timeouts?: Partial<TransportTimeouts>;
  /** The event sinks' quota and retention (EVENT_QUOTA_*, EVENT_RETENTION_DAYS); unset parts keep their defaults. */
  eventSink?: Partial<EventSinkOptions>;
}

const API_PREFIX = '/api';

// A 400 says what a field expected in zod's English messages. Classic zod sets that locale as it loads and zod/mini,
// which the contract's shared fields use (docs/decisions/0008), does not: set it here, not by which API loads first.
z.config(z.locales.en());

export async function buildApp(opts: BuildAppOptions = {}) {
  // Lost PostgreSQL connections are logged by the app's logger once it exists (the pool replaces them by itself).
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    onConnectionError: (err) => log?.warn({ err: safeError(err) }, 'database connection lost'),
  });
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    // Fastify's own request lines carry the URL (with queries holding streets and zips): ours log the route instead.
    logController: new LogController({ disableRequestLogging: true }),
    ...timeoutOptions(opts.timeouts),
    bodyLimit: DEFAULT_BODY_BYTES,
    // The spec writes some calls with a trailing slash (/rules-engine/, /auto-agency-coverages/?state=...): both match.
    // Path parameters are length-checked on the matched route (security/unroutable.ts), not by the router.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: ROUTER_MAX_PARAM_LENGTH },
    // A URL the router refuses gets an ApiError through every hook (security headers, no-store), not Fastify's body.
    frameworkErrors: redispatchUnroutable(API_PREFIX),
  }).withTypeProvider<ZodTypeProvider>();
  log = app.log;
  app.addHook('onClose', () => database.close());
  // Tests read what the routes stored (quote_requests holds no personal data).
  app.decorate('sandboxDb', database.db);
  try {
    prepareJsonApi(app);
    await registerSecurityHeaders(app, appHelmetOptions(opts.connectOrigins));
    if (opts.rateLimit !== false) {
      const store = await rateLimitStore(app, opts.redisUrl, RATE_LIMIT_NAMESPACES.api);
      await registerRateLimit(app, { ...GLOBAL_RATE_LIMIT, ...store });
    }
    await registerOpenApi(app);

    const ctx: ServerContext = {
      db: database.db,
      zips: buildZipIndex(),
      userTokenSecret: await userTokenSecret(database.db, opts.userTokenSecret),
      userTokenMaxAgeSeconds: (opts.userTokenMaxAgeDays ?? DEFAULT_USER_TOKEN_MAX_AGE_DAYS) * 24 * 60 * 60,
      faults: { envRules: parseFaultRules(opts.sandboxFaults), headerEnabled: opts.faultHeader !== false },
      smsOutbox: opts.smsOutbox !== false,
      sinkReader: opts.sinkReader !== false,
      addressLimits: opts.rateLimit !== false,
      leadServiceKey: opts.leadServiceKey ?? randomBytes(24).toString('base64url'),
      eventSink: eventSinkOptions(opts.eventSink),
    };
    await app.register(
      async (api) => {
        // Each contract call accepts the body it can legitimately get (security/transport.ts), no more.
        api.addHook('onRoute', (route) => {
          route.bodyLimit ??= bodyLimitOf(route.config?.endpoint);
        });
        api.addHook('onRequest', apiKeyHook(opts.apiKey));
        registerFaultHooks(api, ctx.faults);
        // A route declaring config.handoff is refused for an opted-out shopper and writes the ledger (0096).
        registerHandoffHook(api, ctx.db);
        registerCachePolicy(api, ctx.faults.headerEnabled ? [FAULT_HEADER] : []);
        api.route(unroutableRoute());
        for (const routes of ROUTE_GROUPS) {
          await api.register(routes, { ctx });
        }
      },
      { prefix: API_PREFIX },
    );
    if (opts.staticDir && existsSync(opts.staticDir)) {
      // Source maps stay on disk for debugging stack traces; served only when switched on (docs/decisions/0005).
      await registerAppPages(app, opts.staticDir, {
        serveSourceMaps: opts.serveSourceMaps === true,
        devtools: opts.devtools === true,
        vaultPort: opts.vaultPort,
        vaultPublicOrigin: opts.vaultPublicOrigin,
        privacyContact: opts.privacyContact,
        partnerFrameOrigins: opts.partnerFrameOrigins,
        connectOrigins: opts.connectOrigins,
      });
    }
    await app.ready();
    return app;
  } catch (err) {
    await app.close();
    throw err;
  }
}
