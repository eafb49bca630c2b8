/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildCardFrame } from './build/cardFrame';
import { compressAssets } from './build/compressAssets';
import { prerenderStartPage } from './build/prerenderStartPage';

const START_SHARED =
  /[\\/]src[\\/](ui[\\/]components[\\/](Button|CheckMark|FieldErrorLine|ChoiceGroup)|contract[\\/](text|common)|domain[\\/](errors|names|constants)|machines[\\/]graph[\\/](expandFlow|lazyMachine)|machines[\\/]intake[\\/]questions[\\/]options)\.tsx?$/;

// The app is served by the sandbox server from dist/; in `vite dev` the API is proxied to it.
export default defineConfig({
  // buildCardFrame: the card vault's frame, a build of its own under dist/card-frame/ (docs/decisions/0019).
  plugins: [react(), prerenderStartPage(), compressAssets(), buildCardFrame()],
  // The manifest lets build/budget.ts count exactly what the start page loads.
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    manifest: true,
    rolldownOptions: {
      output: {
        // The start page's modules that later chunks share (the results and post-quote screens reuse its form pieces
        // and schemas) in one chunk rather than six small ones, each gzipped on its own (docs/decisions/0023).
        codeSplitting: { groups: [{ name: 'shared', test: START_SHARED }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'build/**/*.test.ts',
      'tests/server/**/*.test.ts',
      'tests/mbt/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
