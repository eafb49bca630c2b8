import { statSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// `npm run atlas` (issue 29, docs/decisions/0078): the flow atlas as static pages an engineer opens without the app
// and without a network: atlas/index.html, with one classic script (an IIFE: Chrome runs no module script from
// file://) and one stylesheet, every machine inlined. Each node's "Open in devtools" links to the app on
// http://localhost:$PORT (8080 by default); its story link to ../storybook-static/index.html (`npm run build-storybook`).

const ROOT = resolve(import.meta.dirname, '..');
export const ATLAS_DIR = join(ROOT, 'atlas');

const PAGE = (devtoolsBase: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>QuoteFlow flow atlas</title>
    <link rel="stylesheet" href="atlas.css" />
  </head>
  <body>
    <div id="atlas" data-devtools-base="${devtoolsBase}" data-storybook-base="../storybook-static/index.html"></div>
    <script src="atlas.js"></script>
  </body>
</html>
`;

/** Builds the static atlas; its "Open in devtools" links go to the app at `appUrl` (a browser test's own sandbox). */
export async function buildAtlas(
  appUrl = `http://localhost:${Number(process.env.PORT || '8080')}/`,
): Promise<{ files: number; bytes: number }> {
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: ATLAS_DIR,
      emptyOutDir: true,
      target: 'es2022',
      lib: {
        entry: join(ROOT, 'src/devtools/atlas/static.tsx'),
        formats: ['iife'],
        name: 'QuoteFlowAtlas',
        fileName: () => 'atlas.js',
        cssFileName: 'atlas',
      },
    },
  });
  writeFileSync(join(ATLAS_DIR, 'index.html'), PAGE(appUrl));
  const files = readdirSync(ATLAS_DIR);
  return { files: files.length, bytes: files.reduce((sum, f) => sum + statSync(join(ATLAS_DIR, f)).size, 0) };
}

if (import.meta.filename === process.argv[1]) {
  const started = performance.now();
  const { files, bytes } = await buildAtlas();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`atlas/index.html: ${files} files, ${(bytes / 1024).toFixed(0)} KB, built in ${seconds} s`);
}
