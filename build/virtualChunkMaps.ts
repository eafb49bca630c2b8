import type { Plugin } from 'vite';

// A source map for every JS chunk the bundler writes without one. Rolldown maps no virtual module (an id starting with
// `\0`, as Rollup does), so a chunk holding only its runtime helpers (`rolldown-runtime-*.js`: namespace objects,
// CommonJS wrappers) gets no map. build/budget.ts reads what each chunk holds from its map, and with this one it
// measures that chunk like any other instead of taking a small map-less file on trust (docs/decisions/0036). The map
// names the chunk's modules and maps each line of it to the first of them; nothing in the chunk changes.

/** Each generated line to source 0, line 0, column 0 (`AAAA`), one segment a line. */
const mappingsFor = (code: string) =>
  code
    .split('\n')
    .map(() => 'AAAA')
    .join(';');

export function virtualChunkMaps(): Plugin {
  let enabled = false;
  return {
    name: 'quoteflow:virtual-chunk-maps',
    apply: 'build',
    configResolved(config) {
      enabled = Boolean(config.build.sourcemap);
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.map || bundle[`${chunk.fileName}.map`]) continue;
        const sources = chunk.moduleIds.map((id) => id.replace(/^\0/, ''));
        if (!sources.length) continue;
        const map = {
          version: 3,
          file: chunk.fileName.split('/').pop(),
          sources,
          names: [],
          mappings: mappingsFor(chunk.code),
        };
        this.emitFile({ type: 'asset', fileName: `${chunk.fileName}.map`, source: JSON.stringify(map) });
      }
    },
  };
}
