import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initialAssets } from './budget';

// What the start page's initial JS is made of (issue 9): every byte of each initial chunk credited to the module its
// source map names for it, and the chunk's gzip size shared out by each module's own gzip size (each module's bytes
// gzipped alone, then scaled so a chunk's modules add up to the chunk). Bytes no mapping covers (the bundler's
// wrappers, the runtime chunk) count as "(bundler)". `node --import tsx build/startPageModules.ts [dist] [--modules]`
// after `npm run build`: per package, and with --modules per app module too.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** A source map's `mappings` as, per generated line, [column, source index] from each segment that names a source. */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = B64_INDEX.get(c);
        if (digit === undefined) throw new Error(`bad base64 VLQ digit ${c}`);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

const BUNDLER = '(bundler)';
/** The bundler's runtime helpers, as build/virtualChunkMaps.ts names them. */
const RUNTIME_SOURCE = /^rolldown[:/]runtime/;

/** The chunk's code split by the module each byte came from. */
function codeBySource(dist: string, file: string): Map<string, string> {
  const code = readFileSync(join(dist, file), 'utf8');
  const parts = new Map<string, string[]>();
  const add = (name: string, text: string) => {
    if (!text) return;
    const list = parts.get(name) ?? [];
    list.push(text);
    parts.set(name, list);
  };
  let map: { sources: string[]; mappings: string };
  try {
    map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  } catch {
    add(BUNDLER, code);
    return new Map([...parts].map(([k, v]) => [k, v.join('')]));
  }
  const decoded = decodeMappings(map.mappings);
  code.split('\n').forEach((line, i) => {
    const segments = decoded[i] ?? [];
    let end = line.length;
    if (!segments.length || segments[0][0] > 0) add(BUNDLER, line.slice(0, segments[0]?.[0] ?? end));
    for (let s = segments.length - 1; s >= 0; s--) {
      const [column, source] = segments[s];
      add(source < 0 ? BUNDLER : map.sources[source], line.slice(column, end));
      end = column;
    }
    add(BUNDLER, '\n');
  });
  return new Map([...parts].map(([k, v]) => [k, v.join('')]));
}

/** A map's source as a path from the project (`src/...`, `.../node_modules/...`), wherever the build was written. */
function moduleName(dist: string, file: string, source: string): string {
  if (source === BUNDLER || RUNTIME_SOURCE.test(source)) return BUNDLER;
  return relative(process.cwd(), resolve(dirname(join(dist, file)), source));
}

export interface ModuleSize {
  module: string;
  raw: number;
  gzip: number;
}

/** Every module in the start page's initial JS with its minified bytes and its share of the gzip size. */
export function startPageModules(dist = 'dist'): ModuleSize[] {
  const sizes = new Map<string, ModuleSize>();
  for (const { file, gzip } of initialAssets(dist).js) {
    const parts = [...codeBySource(dist, file)].map(([source, text]) => ({
      module: moduleName(dist, file, source),
      raw: Buffer.byteLength(text),
      alone: gzipSync(text, { level: 9 }).length,
    }));
    const sumAlone = parts.reduce((a, p) => a + p.alone, 0);
    for (const p of parts) {
      const size = sizes.get(p.module) ?? { module: p.module, raw: 0, gzip: 0 };
      size.raw += p.raw;
      size.gzip += (gzip * p.alone) / sumAlone;
      sizes.set(p.module, size);
    }
  }
  return [...sizes.values()].sort((a, b) => b.gzip - a.gzip);
}

/** A module's package (`react-dom`, `@xstate/react`), or the app's folder for its own modules (`src/ui/components`). */
export function groupOf(module: string): string {
  const pkg = module.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (module.startsWith('src/')) return module.split('/').slice(0, -1).join('/');
  return module;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const modules = startPageModules(args.find((a) => !a.startsWith('--')) ?? 'dist');
  const groups = new Map<string, ModuleSize>();
  for (const m of modules) {
    const g = groupOf(m.module);
    const size = groups.get(g) ?? { module: g, raw: 0, gzip: 0 };
    size.raw += m.raw;
    size.gzip += m.gzip;
    groups.set(g, size);
  }
  const row = (m: ModuleSize) =>
    `${(m.gzip / 1024).toFixed(2).padStart(7)} KB gzip ${(m.raw / 1024).toFixed(1).padStart(7)} KB  ${m.module}`;
  const all = [...groups.values()].sort((a, b) => b.gzip - a.gzip);
  console.log(`total ${(all.reduce((a, m) => a + m.gzip, 0) / 1024).toFixed(1)} KB gzip`);
  for (const g of all) console.log(row(g));
  if (args.includes('--modules')) {
    console.log('\nmodules:');
    for (const m of modules) console.log(row(m));
  }
}
