import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { escapeHtml } from '../../src/domain/text';
import { loggerOptions } from '../security/logger';
import { HOST_SCRIPT_PATH } from './hostScript';

// The demo partner page (issue 32, docs/decisions/0091): a moving company's page on an origin of its own
// (PARTNER_DEMO_PORT) that embeds QuoteFlow's widget with the host script loaded from the app's origin, as a real
// partner would. The same page on the next port is a partner QuoteFlow is not configured for: its frame is refused.

/** The moving partner's widget modes (spec 000 section 2: agency or short form), chosen by the page's `?siteSource`. */
export const DEMO_SITE_SOURCES = ['mymove-agency', 'mymove-shortform'] as const;
export type DemoSiteSource = (typeof DEMO_SITE_SOURCES)[number];

export interface DemoPartnerOptions {
  /** The app's port on this host: the page loads the host script from there (the host it was asked on). */
  appPort: number;
  /** The app's public origin when not this host on appPort (a proxy, HTTPS). */
  appPublicOrigin?: string;
  /** false: the copy on the unconfigured origin, which says so. */
  configured: boolean;
  logger?: boolean | object;
}

const STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
body { margin: 0; background: #f7f4ee; color: #1f2a24; line-height: 1.5; }
header { background: #1f4d3a; color: #ffffff; padding: 1rem 1.5rem; }
header p { margin: 0; font-size: 1.375rem; font-weight: 700; }
main { max-width: 52rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.75rem; margin: 0 0 0.5rem; }
.note { background: #fff4d6; border: 1px solid #8a6100; border-radius: 8px; padding: 0.75rem 1rem; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; list-style: none; padding: 0; }
a { color: #1f4d3a; font-weight: 700; }
a[aria-current="page"] { text-decoration-thickness: 3px; }
a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.widget { background: #ffffff; border: 1px solid #6b7280; border-radius: 12px; padding: 0.5rem; margin-top: 1rem; }
footer { max-width: 52rem; margin: 0 auto; padding: 1.5rem; color: #3f4a44; font-size: 0.875rem; }
`;

/** The mode asked for (`?siteSource=`), else the agency widget. */
export function demoSiteSource(query: unknown): DemoSiteSource {
  const asked = (query as { siteSource?: unknown } | undefined)?.siteSource;
  return DEMO_SITE_SOURCES.find((s) => s === asked) ?? 'mymove-agency';
}

/** The app's origin as this page's visitor reaches it. */
function appOriginFor(request: Pick<FastifyRequest, 'protocol' | 'hostname'>, options: DemoPartnerOptions): string {
  if (options.appPublicOrigin) return options.appPublicOrigin;
  const host =
    request.hostname.includes(':') && !request.hostname.startsWith('[') ? `[${request.hostname}]` : request.hostname;
  return `${request.protocol}://${host}:${options.appPort}`;
}

/** The page's CSP: its own stylesheet, the host script from the app's origin, and frames of that origin only. */
export const demoPartnerCsp = (appOrigin: string): string =>
  [
    "default-src 'none'",
    `script-src ${appOrigin}`,
    "style-src 'self'",
    `frame-src ${appOrigin}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/** The partner's page embedding the widget in `siteSource`'s mode. */
export function demoPartnerPage(appOrigin: string, siteSource: DemoSiteSource, configured: boolean): string {
  const mode = (source: DemoSiteSource, label: string) =>
    `<li><a href="/?siteSource=${source}"${source === siteSource ? ' aria-current="page"' : ''}>${label}</a></li>`;
  const note = configured
    ? ''
    : `<p class="note" role="note">This copy of the page runs on an origin QuoteFlow is not configured to trust
        (PARTNER_FRAME_ORIGINS): the browser refuses to show the quote widget here.</p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Insure your car for the move · MoveRight (demo partner)</title>
    <link rel="stylesheet" href="/partner.css">
  </head>
  <body>
    <header><p>MoveRight</p></header>
    <main>
      <h1>Insure your car for the move</h1>
      <p>Moving to a new state? Your car insurance has to follow you. Compare quotes without leaving your checklist.</p>
      ${note}
      <nav aria-label="Widget mode">
        <ul>
          ${mode('mymove-agency', 'Talk to an agent (agency widget)')}
          ${mode('mymove-shortform', 'Quick quote (short form)')}
        </ul>
      </nav>
      <section class="widget" aria-label="Car insurance quotes">
        <div data-quoteflow-widget data-site-source="${escapeHtml(siteSource)}" data-title="Car insurance quotes from QuoteFlow"></div>
      </section>
    </main>
    <footer><p>A demonstration partner page served by the QuoteFlow sandbox. Not a real moving company.</p></footer>
    <script src="${escapeHtml(appOrigin)}${HOST_SCRIPT_PATH}" async></script>
  </body>
</html>
`;
}

/** The demo partner's own server: its page at / and its stylesheet; nothing else. */
export function buildDemoPartner(options: DemoPartnerOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-cache',
    });
    done();
  });
  app.get('/', (request, reply) => {
    const appOrigin = appOriginFor(request, options);
    return reply
      .header('content-security-policy', demoPartnerCsp(appOrigin))
      .type('text/html; charset=utf-8')
      .send(demoPartnerPage(appOrigin, demoSiteSource(request.query), options.configured));
  });
  app.get('/partner.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(STYLES));
  return app;
}
