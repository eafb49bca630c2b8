import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The shopper's initial JS: the entry script and the chunks index.html preloads, gzip-compressed (run after a build). */
export function benchBundle(dist = 'dist'): string[] {
  const html = join(dist, 'index.html');
  if (!existsSync(html)) return ['initial JS: dist/index.html missing (run npm run build first)'];
  const page = readFileSync(html, 'utf8');
  const files = [...page.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((f) => {
    const raw = readFileSync(join(dist, f));
    return { f, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
  });
  const kb = (n: number) => (n / 1024).toFixed(1);
  const total = sizes.reduce((a, s) => a + s.gz, 0);
  return [
    `initial JS: ${kb(total)} KB gzip (${kb(sizes.reduce((a, s) => a + s.raw, 0))} KB raw) in ${files.length} file(s)`,
    ...sizes.map((s) => `  ${s.f}: ${kb(s.gz)} KB gzip`),
  ];
}
