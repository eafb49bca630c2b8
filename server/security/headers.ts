import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

// A strict CSP for the built app and the API (DESIGN section 6): only our own origin; inline style attributes only.
const directives: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  // index.html's two inline scripts (the prerendered question hidden before the first paint, for a partner's brand,
  // which it sets, and the embedded widget too, docs/decisions/0072, 0090, 0100; another line's start page shown by its hash, 0084): only that exact text runs;
  // src/app/startPage.test.ts checks the hashes against the file.
  scriptSrc: [
    "'self'",
    "'sha256-/GmpYKwBYTuCj8GZ1d7y1geJC7/4uax00P8drRwgq00='",
    "'sha256-ZbvCI0da+nbJjZ5VeiyDqlV5MaEObFNBbQmVnfubnYE='",
  ],
  // react-aria's usePress injects one fixed <style> (touch-action on pressables); only that exact text is allowed.
  // The theme repeats the rule, so a library upgrade that changes the text costs a console error, not behaviour.
  styleSrc: ["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** The app's CSP directives: the vault's origins are also the card frame's (docs/decisions/0019), framed by payment. */
const appDirectives = (connectOrigins: readonly string[]): Record<string, string[]> => ({
  ...directives,
  connectSrc: [...directives.connectSrc, ...connectOrigins],
  frameSrc: ["'self'", ...connectOrigins],
});

const baseOptions = {
  global: true,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
} as const;

/** The app's and API's headers; `connectOrigins` adds origins the page may call and frame (the card vault's, DESIGN 6). */
export const appHelmetOptions = (connectOrigins: readonly string[] = []): FastifyHelmetOptions => ({
  ...baseOptions,
  frameguard: { action: 'deny' },
  contentSecurityPolicy: { useDefaults: false, directives: appDirectives(connectOrigins) },
});

/**
 * The app's page as a partner may frame it (the widget, docs/decisions/0091): the same headers but `frame-ancestors`
 * listing exactly `ancestors`, and no X-Frame-Options (it knows no origin list; the CSP governs framing).
 */
export const framedAppHelmetOptions = (
  connectOrigins: readonly string[],
  ancestors: readonly string[],
): FastifyHelmetOptions => ({
  ...baseOptions,
  frameguard: false,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { ...appDirectives(connectOrigins), frameAncestors: [...ancestors] },
  },
});

/**
 * The framed page's headers for each configured partner key, computed once at boot as the others are (a second
 * precomputed set per partner); a key with no origins is left out, so its page keeps `frame-ancestors 'none'`.
 */
export async function framedHeaderSets(
  connectOrigins: readonly string[],
  partners: Readonly<Record<string, readonly string[]>>,
): Promise<Map<string, Record<string, string>>> {
  const sets = new Map<string, Record<string, string>>();
  for (const [key, ancestors] of Object.entries(partners)) {
    if (ancestors.length > 0) sets.set(key, await helmetHeaders(framedAppHelmetOptions(connectOrigins, ancestors)));
  }
  return sets;
}

export const helmetOptions: FastifyHelmetOptions = {
  ...baseOptions,
  contentSecurityPolicy: { useDefaults: false, directives },
  frameguard: { action: 'deny' },
};

/** The same policy as a header value, with extra style hashes (the API reference at /docs injects one <style>). */
export function cspWithStyleHashes(hashes: string[]): string {
  const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return Object.entries(directives)
    .map(([k, v]) => `${kebab(k)} ${k === 'styleSrc' ? [...v, ...hashes.map((h) => `'${h}'`)].join(' ') : v.join(' ')}`)
    .join('; ');
}

/** What the probe's answer carries besides helmet's headers. */
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers helmet sets for `options`, computed by helmet itself once, on a throwaway instance. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const { headers } = await probe.inject({ url: '/' });
    const security = Object.entries(headers).filter(([name]) => !TRANSPORT_HEADERS.has(name));
    return Object.fromEntries(security.map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}

/**
 * Sets helmet's headers on every answer of `app`. @fastify/helmet rebuilds helmet's middleware (parsing the CSP) on
 * every request, a quarter of a reference lookup's cost; the headers never change, so they are computed once.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
