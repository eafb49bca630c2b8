import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

// After the client build, renders the first screen into dist/index.html and dist/returning.html (src/prerender.tsx), so
// FCP and LCP are HTML text rather than waiting on the script; the client hydrates it (docs/decisions/0006).

const EMPTY_ROOT = '<div id="root"></div>';
/** The app's module (src/main.tsx imports it, at once or on the first touch: docs/decisions/0007). */
const APP_MODULE = 'src/startApp.tsx';
/** The meta tag src/main.tsx reads the app's chunks from (it names it too). */
const APP_CHUNKS_META = 'quoteflow:app-chunks';
/** The script element holding the start page's first question (src/startApp.tsx reads it). */
const FIRST_SCREEN_ID = 'quoteflow-first-screen';
/** Where index.html takes the other lines' start pages, before the script that shows one by the hash (decision 0084). */
const LINE_STARTS = '<!--quoteflow:line-starts-->';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The stylesheets of the app module and of every chunk it imports statically (the components' styles, which the
 * prerendered screen needs before any script runs), and those chunks' files in a meta tag: src/main.tsx preloads them
 * once the page has painted, so their download never competes with the first paint (docs/decisions/0007).
 */
function appPreloads(outDir: string): string {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (!manifest[APP_MODULE]) throw new Error(`${APP_MODULE} is not a chunk of the build`);
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The page's own entry (key index.html) is its <script> and stylesheet already.
    if (!chunk || key.endsWith('.html') || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(APP_MODULE);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<meta name="${APP_CHUNKS_META}" content="${[...files].map((file) => `/${file}`).join(' ')}">`,
  ].join('\n    ');
}

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
        for (const mark of [EMPTY_ROOT, LINE_STARTS])
          if (!html.includes(mark)) throw new Error(`${page} has no ${mark} to prerender into`);
        // A throwaway server only to load the app's modules for Node (CSS imports, TSX); never listens.
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
        });
        try {
          const pages = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('../src/prerender');
          // The first screen's URL path, written by src/main.tsx at load as the app would (data-path).
          const startPath = pages.startPagePath();
          // The page paints without the script now, so the stylesheet goes first: the script only makes it interactive.
          // The components' styles are the page's too; the app's chunks are named for src/main.tsx to preload.
          const page0 = html
            .replace('<script type="module" crossorigin', '<script type="module" crossorigin fetchpriority="low"')
            .replace('</head>', `  ${appPreloads(resolve(root, outDir))}\n  </head>`);
          const withRoot = (name: string, markup: string, path?: string, flow?: string) =>
            page0.replace(
              EMPTY_ROOT,
              `<div id="root" data-page="${name}"${path ? ` data-path="${path}"` : ''}${flow ? ` data-flow="${flow}"` : ''}>${markup}</div>`,
            );
          // The first question's view, which the app shows and checks while the intake chunk loads (decision 0040).
          const firstScreen = pages.firstScreen();
          const first = JSON.stringify(firstScreen).replace(/</g, '\\u003c');
          // The other lines' start pages (`#/home`), inert until index.html's script puts the hash's one in the root.
          const lineStarts = pages
            .lineStartPages()
            .map(
              (p) =>
                `<template data-start="${p.start}" data-path="${p.path}" data-flow="${p.flowId}">${p.markup}</template>`,
            )
            .join('\n    ');
          writeFileSync(
            page,
            withRoot('start', pages.renderStartPage(), startPath, firstScreen.flowId)
              .replace(LINE_STARTS, lineStarts)
              .replace(
                '</body>',
                `  <script type="application/json" id="${FIRST_SCREEN_ID}">${first}</script>\n  </body>`,
              ),
          );
          // server/staticFiles.ts sends this one for /?user_id=...: the loader, not a question the link will replace.
          writeFileSync(
            join(resolve(root, outDir), 'returning.html'),
            withRoot('returning', pages.renderReturningPage()).replace(LINE_STARTS, ''),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
