import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

// After the client build, renders the first screen into dist/index.html and dist/returning.html (src/prerender.tsx), so
// FCP and LCP are HTML text rather than waiting on the script; the client hydrates it (docs/decisions/0006).

const EMPTY_ROOT = '<div id="root"></div>';

export function prerenderStartPage(): Plugin {
  let outDir = 'dist';
  let enabled = true;
  let root = process.cwd();
  return {
    name: 'quoteflow:prerender-start-page',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
      // Storybook builds with this config too: its output is not the app's.
      enabled = !config.plugins.some((p) => p.name.startsWith('storybook'));
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (!enabled) return;
        const page = join(resolve(root, outDir), 'index.html');
        const html = readFileSync(page, 'utf8');
        if (!html.includes(EMPTY_ROOT)) throw new Error(`${page} has no ${EMPTY_ROOT} to prerender into`);
        // A throwaway server only to load the app's modules for Node (CSS imports, TSX); never listens.
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
        });
        try {
          const pages = (await server.ssrLoadModule('/src/prerender.tsx')) as Record<string, () => string>;
          // The page paints without the script now, so the stylesheet goes first: the script only makes it interactive.
          const page0 = html.replace(
            '<script type="module" crossorigin',
            '<script type="module" crossorigin fetchpriority="low"',
          );
          const withRoot = (name: string, markup: string) =>
            page0.replace(EMPTY_ROOT, `<div id="root" data-page="${name}">${markup}</div>`);
          writeFileSync(page, withRoot('start', pages.renderStartPage()));
          // server/staticFiles.ts sends this one for /?user_id=...: the loader, not a question the link will replace.
          writeFileSync(
            join(resolve(root, outDir), 'returning.html'),
            withRoot('returning', pages.renderReturningPage()),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
