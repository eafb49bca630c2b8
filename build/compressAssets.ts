import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  return {
    name: 'quoteflow:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
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
