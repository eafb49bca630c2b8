import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

// The widget's host script (quoteflow-widget.js beside this file; docs/decisions/0091), served at a fixed path on the
// app's origin: a partner's page loads it with a <script src> from another origin.

export const HOST_SCRIPT_PATH = '/embed/quoteflow-widget.js';

/** The script's text, read once. */
export const hostScriptSource = (): string => readFileSync(new URL('./quoteflow-widget.js', import.meta.url), 'utf8');

export function registerHostScript(app: FastifyInstance): void {
  const source = hostScriptSource();
  app.get(HOST_SCRIPT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      // Not hashed in its name: partners' pages always ask for this path, so a browser revalidates it.
      .header('cache-control', 'no-cache')
      // helmet's same-origin would stop a partner's page (another origin) from loading it at all.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(source),
  );
}
