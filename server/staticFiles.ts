import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_CONFIG_PATH, type AppConfig } from '../src/contract/appConfig';
import { readQueryParams } from '../src/app/queryParams';
import { frameKeyFor, type PartnerFrameOrigins } from '../src/embed/origins';
import { registerHostScript } from './embed/hostScript';
import { framedHeaderSets } from './security/headers';

// How the built app is served: the build's precompressed .br/.gz files, and caching that matches the file names.

/** Vite's hashed output: a changed file gets a new name, so a browser may keep these for a year without asking. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/** Source maps show the whole client source: served only when switched on (SOURCE_MAPS=on, docs/decisions/0005). */
const SOURCE_MAP_SUFFIX = '.map';

export interface AppPagesOptions {
  serveSourceMaps?: boolean;
  /** The card vault's port on this host (VAULT_PORT; 0 or unset: no vault). */
  vaultPort?: number;
  /** The origin shoppers reach the vault at, when not this host on vaultPort (VAULT_PUBLIC_ORIGIN: a proxy, HTTPS). */
  vaultPublicOrigin?: string;
  /** The app's devtools panel may open (DEVTOOLS=on): said in /app-config.json, absent when off (docs/decisions/0077). */
  devtools?: boolean;
  /** PRIVACY_CONTACT_EMAIL, _PHONE and _ADDRESS: told to the app for the GLBA notice (docs/decisions/0092). */
  privacyContact?: AppConfig['privacyContact'];
  /**
   * The partner pages that may frame the widget (PARTNER_FRAME_ORIGINS, docs/decisions/0091): the embedded page's
   * `frame-ancestors` for that partner, and told to the app in /app-config.json. Unset or empty: nobody frames it.
   */
  partnerFrameOrigins?: PartnerFrameOrigins;
  /** The page's CSP connect origins (the vault's): the framed page's headers keep them. */
  connectOrigins?: readonly string[];
}

/**
 * The configured partner whose page may frame this document request: only an embedded start (`iframe=true` or
 * `embedded=true` with a siteSource, spec 000 section 2) of a site source the configuration lists; else null, and the
 * page keeps `frame-ancestors 'none'` and X-Frame-Options DENY.
 */
export function framingPartner(url: string, config: PartnerFrameOrigins | undefined): string | null {
  const q = url.indexOf('?');
  if (q < 0 || !config) return null;
  const params = readQueryParams({ search: url.slice(q) });
  return params.derived.embedded ? frameKeyFor(config, params.siteSource) : null;
}

/** The vault's origin as the shopper's browser reaches it: the configured one, else the host they asked on the vault's port. */
function vaultOriginFor(
  request: Pick<FastifyRequest, 'protocol' | 'hostname'>,
  { vaultPort, vaultPublicOrigin }: AppPagesOptions,
): string | null {
  if (vaultPublicOrigin) return vaultPublicOrigin;
  if (!vaultPort) return null;
  const host =
    request.hostname.includes(':') && !request.hostname.startsWith('[') ? `[${request.hostname}]` : request.hostname;
  return `${request.protocol}://${host}:${vaultPort}`;
}

export function appStaticOptions(
  root: string,
  { serveSourceMaps = false }: AppPagesOptions = {},
): FastifyStaticOptions {
  return {
    root,
    allowedPath: (path) => serveSourceMaps || !path.endsWith(SOURCE_MAP_SUFFIX),
    prefix: '/',
    // An array: with preCompressed, @fastify/static finds no index for / when it is given a string.
    index: ['index.html'],
    preCompressed: true,
    // dist/.vite/manifest.json is the build's own (the size budget reads it), not the shopper's.
    dotfiles: 'ignore',
    setHeaders(reply, path) {
      // index.html (and other unhashed files) must be revalidated, or a deploy would leave shoppers on old assets.
      reply.header('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}

/** The app at /: the start page, or for a returning-user link the page prerendered with its loader. */
export async function registerAppPages(app: FastifyInstance, root: string, options?: AppPagesOptions): Promise<void> {
  await app.register(fastifyStatic, appStaticOptions(root, options));
  const frameOrigins = options?.partnerFrameOrigins ?? {};
  // A second precomputed header set per configured partner (security/headers.ts computes each once, at boot).
  const framed = await framedHeaderSets(options?.connectOrigins ?? [], frameOrigins);
  registerHostScript(app);
  // What the app learns at run time (src/contract/appConfig.ts): never cached, it names this server's own ports.
  app.get(APP_CONFIG_PATH, { schema: { hide: true } }, (request, reply) => {
    const config: AppConfig = {
      vaultOrigin: vaultOriginFor(request, options ?? {}),
      ...(options?.devtools ? { devtools: true } : {}),
      ...(options?.privacyContact ? { privacyContact: options.privacyContact } : {}),
      ...(framed.size > 0
        ? { partnerFrameOrigins: Object.fromEntries([...framed.keys()].map((k) => [k, [...(frameOrigins[k] ?? [])]])) }
        : {}),
    };
    return reply.header('cache-control', 'no-store').send(config);
  });
  app.get('/', { schema: { hide: true } }, (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const partner = framingPartner(request.url, frameOrigins);
    const headers = partner === null ? undefined : framed.get(partner);
    if (headers) {
      // The partner's set in place of the default one the onRequest hook put on: its frame-ancestors, no XFO.
      reply.removeHeader('x-frame-options');
      reply.headers(headers);
    }
    return reply.sendFile(query.user_id ? 'returning.html' : 'index.html');
  });
}
