import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { compressAssets } from '../build/compressAssets';
import { buildApp } from '../server/app';
import { returningLinkOf } from './returningLink';
import type { BenchFigures, PageFigures } from './targets';

// Lighthouse's mobile defaults (simulated slow 4G, 4x CPU) on the start page and on a returning-user link, against
// the built app served by the sandbox; several runs each because the shared machine is noisy, the median reported.

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only these pages, by their figure's name (`LIGHTHOUSE_PAGES=startPage,homeStartPage`); every page when unset. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function audit(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const { audits, categories } = result.lhr;
  const n = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
  };
}

// On a loaded machine Lighthouse now and then fails to record the trace (NO_NAVSTART): such a run is run again.
async function auditWithRetry(url: string, port: number, attempts = 3): Promise<PageFigures> {
  for (let i = 1; ; i += 1) {
    try {
      return await audit(url, port);
    } catch (err) {
      if (i >= attempts) throw err;
    }
  }
}

/** Each figure's median over the runs (each its own median: the runs' scores and times need not pair). */
const medians = (runs: PageFigures[]): PageFigures => {
  const m = (k: keyof PageFigures) => median(runs.map((r) => r[k]));
  return { score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') };
};

const fmt = (name: string, runs: PageFigures[]) => {
  const m = medians(runs);
  const all = runs.map((r) => r.score).join('/');
  return (
    `${name.padEnd(24)} performance ${m.score} (runs ${all})   FCP ${(m.fcp / 1000).toFixed(2)} s   ` +
    `LCP ${(m.lcp / 1000).toFixed(2)} s   TBT ${m.tbt.toFixed(0)} ms   CLS ${m.cls.toFixed(3)}`
  );
};

/**
 * React's floor (bench/floor): React alone rendering 13 plain offer cards at once, built as the app is (Vite, the
 * React plugin, minified) and served precompressed as the app is: the least a page that renders its results with React
 * on load costs on this machine, beside the link's figures.
 */
async function serveReactFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'qf-floor-'));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./floor', import.meta.url)),
    logLevel: 'warn',
    // Precompressed by the app's own build step, so the floor is served as the app's assets are.
    plugins: [react(), compressAssets()],
    build: { outDir, emptyOutDir: true },
  });
  const server = Fastify();
  await server.register(fastifyStatic, { root: outDir, preCompressed: true });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function benchLighthouse(
  dist = fileURLToPath(new URL('../dist', import.meta.url)),
): Promise<{ lines: string[]; figures: BenchFigures }> {
  const app = await buildApp({ dataDir: 'memory://', staticDir: dist, rateLimit: false });
  const floor = await serveReactFloor();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const pages: [string, string, 'startPage' | 'homeStartPage' | 'returningLink' | undefined][] = [
      ['start page', `${base}/`, 'startPage'],
      ['home start page', `${base}/#/home`, 'homeStartPage'],
      ['returning-user link', await returningLinkOf(app, base), 'returningLink'],
      ["React's floor (13 cards)", floor.url, undefined],
    ];
    const lines = [`lighthouse ${RUNS} runs a page, mobile defaults (simulated slow 4G, 4x CPU), medians`];
    const figures: BenchFigures = {};
    for (const [name, url, key] of pages.filter(([, , key]) => !ONLY || ONLY.includes(key ?? 'floor'))) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(url, chrome.port));
      lines.push(fmt(name, runs));
      if (key) figures[key] = medians(runs);
    }
    return { lines, figures };
  } finally {
    chrome.kill();
    await app.close();
    await floor.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of (await benchLighthouse()).lines) console.log(line);
}
