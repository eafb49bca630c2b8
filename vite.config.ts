/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildCardFrame } from './build/cardFrame';
import { compressAssets } from './build/compressAssets';
import { prerenderStartPage } from './build/prerenderStartPage';
import { startPageChunk } from './build/startPageChunk';
import { TEST_PROJECTS } from './build/testProjects';
import { virtualChunkMaps } from './build/virtualChunkMaps';

// The app's modules in one chunk, read from the module graph (build/startPageChunk.ts, docs/decisions/0036).
const startPage = startPageChunk();
/** React's own packages: the start page's app evaluates them first (docs/decisions/0045). */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** V8's explicit compile hint for a whole file (Chromium 136 and later; other engines read a comment). */
const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad';

// The app is served by the sandbox server from dist/; in `vite dev` the API is proxied to it.
/** package.json's version: the tracking events' formVersion (src/tracking/context.ts). */
const APP_VERSION = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  // buildCardFrame: the card vault's frame, a build of its own under dist/card-frame/ (docs/decisions/0019).
  plugins: [react(), startPage.plugin, virtualChunkMaps(), prerenderStartPage(), compressAssets(), buildCardFrame()],
  // The manifest lets build/budget.ts count exactly what the start page loads.
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 500,
    manifest: true,
    rolldownOptions: {
      output: {
        // Every later chunk asks V8 to compile all its functions as the chunk is compiled, which Chromium does off the
        // main thread while the chunk downloads, rather than each function on its first call, in the task that calls
        // it (an explicit compile hint: issue 9, docs/decisions/0051). The start page's files are left as they are.
        postBanner: (chunk) =>
          chunk.isEntry || chunk.moduleIds.some(startPage.onStartPage) ? '' : COMPILE_ALL_FUNCTIONS,
        // Every module the app loads, those later chunks share with it included (the results and post-quote screens
        // reuse its form pieces and schemas), in one chunk rather than several, each gzipped on its own
        // (docs/decisions/0023, 0036).
        // React (react-dom, react, scheduler) is a chunk of its own within them, so a page that starts at once can
        // evaluate it a task ahead of the rest (src/main.tsx, docs/decisions/0045).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: (id) => startPage.test(id) && REACT.test(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'app', test: startPage.test, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // `npm run dev` proxies the API to the sandbox on the PORT it is given (`PORT=8181 npm run dev`), 8080 by default.
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT || 8080}` } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker a core (Vitest's default leaves one for itself): the server and chart suites spend much of their time
    // waiting on sockets, PGlite and timers, so a second worker on a 2-core host overlaps those waits (decision 0052).
    maxWorkers: availableParallelism(),
    // The node suites share one process's modules; the DOM suites keep a fresh document a file (docs/decisions/0052).
    projects: [
      { extends: true, test: { name: 'node', ...TEST_PROJECTS.node } },
      { extends: true, test: { name: 'dom', ...TEST_PROJECTS.dom } },
    ],
  },
});
