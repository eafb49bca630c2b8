import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../src/contract/text';
import { CardTokenSession, TOKEN_SESSION_MESSAGE } from '../../src/contract/vaultTokens';
import type { Db } from '../db/types';
import { sendApiError } from '../errors';
import { type FaultSource, faultsFor, routeFault, sleep } from '../sandbox/faults';
import { helmetOptions, registerSecurityHeaders } from '../security/headers';
import { prepareJsonApi, registerRateLimit } from '../security/jsonApi';
import { loggerOptions, REDACT_PATHS } from '../security/logger';
import { RATE_LIMIT_NAMESPACES, rateLimitStore } from '../security/rateLimit';
import { timeoutOptions, type TransportTimeouts, VAULT_BODY_BYTES } from '../security/transport';
import { ROUTER_MAX_PARAM_LENGTH, redispatchUnroutable, unroutableRoute } from '../security/unroutable';
import { CARD_MESSAGES, checkCard } from './card';
import {
  GLOBAL_RATE_LIMIT,
  LOOKUP_FAULT_ROUTE,
  MAX_CVC_CHARS,
  MAX_EXPIRY_CHARS,
  MAX_NAME_CHARS,
  MAX_NUMBER_CHARS,
  TOKENIZE_FAULT_ROUTE,
  TOKENIZE_RATE_LIMIT,
} from './constants';
import { registerCors } from './cors';
import { allowedParent, FRAME_DIR, frameAssets, frameCsp, frameProblemPage, framePage } from './frame/page';
import { fingerprintKey, lookupToken, storeToken } from './tokens';

// The card vault (DESIGN section 6; spec 001 sections 2, 3, 5: vgs-collect, paymentToken, card expiry): its own Fastify
// app on its own origin. The page posts the card here and gets a token; the API and its database never see a number.

export interface BuildVaultOptions {
  /** The API's database handle (PGlite with a data dir allows one opener); the caller closes it. */
  db: Db;
  /** Origins allowed to call the vault from a browser, e.g. http://localhost:8080. */
  allowedOrigins: readonly string[];
  /** false/undefined: silent; true: info; an object: pino options. Redaction (card fields included) always applies. */
  logger?: boolean | object;
  /** Per-IP rate limits (default true). */
  rateLimit?: boolean;
  /** REDIS_URL: the per-IP limits shared with every other instance's vault through Redis; unset, in memory. */
  redisUrl?: string;
  /** Fault rules (SANDBOX_FAULTS and whether the x-sandbox-fault header counts); default: the header only. */
  faults?: FaultSource;
  /** HMAC key of card fingerprints; unset, one generated once is kept in server_secrets. */
  fingerprintKey?: string;
  /** Overrides of the transport timeouts (security/transport.ts); tests shorten them. */
  timeouts?: Partial<TransportTimeouts>;
  /** The app's build (the card frame's script and stylesheet, docs/decisions/0019); default: the repository's dist/. */
  distDir?: string;
}

const DEFAULT_DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const ASSET_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};
const FrameQuery = z.object({ origin: z.optional(text(200)), session: z.optional(text(200)) });
const FrameAssetParams = z.object({ file: text(200) });

const CARD_FIELDS = ['number', 'cvc', 'expiry', 'name', 'token'];
const REDACT_CARD_PATHS = [...CARD_FIELDS, ...CARD_FIELDS.map((f) => `*.${f}`)];

/** The API's logger options plus the card fields, so a number or CVC can never reach a log line. */
export function vaultLoggerOptions(logger: boolean | object | undefined): FastifyServerOptions['logger'] {
  const base = loggerOptions(logger);
  if (typeof base !== 'object' || base === null) return base;
  return { ...base, redact: { paths: [...REDACT_PATHS, ...REDACT_CARD_PATHS], censor: '[redacted]' } };
}

/** The vault answers JSON only: a CSP that allows nothing to load, embed or frame it. */
const vaultHelmetOptions = {
  ...helmetOptions,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
};

const boundedString = (max: number, message: string) => text(max, message, message);

export const TokenizeBody = z.object({
  number: boundedString(MAX_NUMBER_CHARS, CARD_MESSAGES.number),
  expiry: boundedString(MAX_EXPIRY_CHARS, CARD_MESSAGES.expiryFormat),
  cvc: boundedString(MAX_CVC_CHARS, 'Enter the security code'),
  /** The cardholder's name is accepted (the collect form asks for it) but never stored. */
  name: z.optional(boundedString(MAX_NAME_CHARS, CARD_MESSAGES.name)),
  /** The rate-call session (externalId) the card frame was opened for: the token pays in it only (issue 27). */
  session: CardTokenSession,
});

export const CardToken = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

const TokenParams = z.object({ token: text(64) });

export async function buildVault(opts: BuildVaultOptions) {
  const app = Fastify({
    logger: vaultLoggerOptions(opts.logger),
    logController: new LogController({ disableRequestLogging: true }),
    ...timeoutOptions(opts.timeouts),
    bodyLimit: VAULT_BODY_BYTES,
    // A URL the router refuses gets an ApiError with the vault's headers, not Fastify's bare body.
    frameworkErrors: redispatchUnroutable(''),
    // Path parameters are length-checked on the matched route (security/unroutable.ts), not by the router.
    routerOptions: { maxParamLength: ROUTER_MAX_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();
  try {
    prepareJsonApi(app);
    await registerSecurityHeaders(app, vaultHelmetOptions);
    registerCors(app, opts.allowedOrigins);
    if (opts.rateLimit !== false) {
      const store = await rateLimitStore(app, opts.redisUrl, RATE_LIMIT_NAMESPACES.vault);
      await registerRateLimit(app, { global: true, ...GLOBAL_RATE_LIMIT, ...store });
    }
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.route(unroutableRoute());

    const faults: FaultSource = opts.faults ?? { envRules: [], headerEnabled: true };
    const faultHook = (route: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const rules = faultsFor(request, faults);
      const latency = routeFault(rules, route, 'latency');
      if (latency) await sleep(latency.ms);
      if (routeFault(rules, route, 'error')) {
        return sendApiError(reply, 500, `Sandbox fault injected on ${route}`, { code: 'sandbox_fault' });
      }
    };
    const key = await fingerprintKey(opts.db, opts.fingerprintKey);

    // The card frame (issue 12; docs/decisions/0019): a page on this origin the app embeds. Its CSP lets only the one
    // app origin named in ?origin= (an allowed one) frame it, and loads nothing but its own script and stylesheet.
    const distDir = opts.distDir ?? DEFAULT_DIST;
    app.get('/collect', { schema: { querystring: FrameQuery } }, async (request, reply) => {
      const parent = allowedParent(request.query.origin, opts.allowedOrigins);
      reply.removeHeader('x-frame-options').type('text/html; charset=utf-8');
      if (!parent) {
        reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
        return reply.code(400).send(frameProblemPage('This page may only be shown inside QuoteFlow.'));
      }
      reply.header('content-security-policy', frameCsp(parent));
      // The frame is opened for one rate-call session, and every token it makes is bound to it (issue 27).
      const session = CardTokenSession.safeParse(request.query.session);
      if (!session.success) return reply.code(400).send(frameProblemPage(TOKEN_SESSION_MESSAGE));
      const assets = frameAssets(distDir);
      if (!assets) return reply.code(503).send(frameProblemPage('The card form is not built: run npm run build.'));
      return reply.send(framePage(parent, assets, session.data));
    });
    app.get('/collect/assets/:file', { schema: { params: FrameAssetParams } }, async (request, reply) => {
      const file = `assets/${request.params.file}`;
      const type = ASSET_TYPES[file.slice(file.lastIndexOf('.') + 1)];
      // Only the frame's own files: never the app's chunks, source maps or anything else in dist/.
      if (!type || !frameAssets(distDir)?.files.has(file)) {
        return sendApiError(reply, 404, 'No such file', { code: 'not_found' });
      }
      return reply.type(type).send(await readFile(join(distDir, FRAME_DIR, file)));
    });

    app.post(
      '/tokens',
      {
        schema: { body: TokenizeBody, response: { 201: CardToken } },
        config: { rateLimit: TOKENIZE_RATE_LIMIT },
        bodyLimit: VAULT_BODY_BYTES,
        preValidation: faultHook(TOKENIZE_FAULT_ROUTE),
      },
      async (request, reply) => {
        const check = checkCard(request.body);
        if (!check.ok) {
          const field = `body.${check.field}`;
          return sendApiError(reply, 400, `${field}: ${check.message}`, { field, code: 'validation_error' });
        }
        return reply.code(201).send(await storeToken(opts.db, check.card, key, request.body.session));
      },
    );

    app.get(
      '/tokens/:token',
      { schema: { params: TokenParams, response: { 200: CardToken } }, preValidation: faultHook(LOOKUP_FAULT_ROUTE) },
      async (request, reply) => {
        // kind=empty: the vault answers as if the token did not exist.
        const empty = routeFault(faultsFor(request, faults), LOOKUP_FAULT_ROUTE, 'empty');
        const found = empty ? null : await lookupToken(opts.db, request.params.token);
        if (!found) return sendApiError(reply, 404, 'No such card token', { code: 'token_not_found' });
        return found;
      },
    );

    await app.ready();
    return app;
  } catch (err) {
    await app.close();
    throw err;
  }
}

export type Vault = Awaited<ReturnType<typeof buildVault>>;
