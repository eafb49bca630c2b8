import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Writes .br and .gz beside every text asset at build time, so the server sends them (@fastify/static preCompressed)
// without compressing per request; the smallest brotli/gzip levels cost nothing to a shopper, only to the build.

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function compressAssets(): Plugin {
  let outDir = 'dist';
  let enabled = true;
  return {
    name: 'quoteflow:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // Storybook builds with this config too: its output is not the app's.
      enabled = !config.plugins.some((p) => p.name.startsWith('storybook'));
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        if (!enabled) return;
        for (const path of files(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          const raw = readFileSync(path);
          if (raw.length < MIN_BYTES) continue;
          writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
          writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}
