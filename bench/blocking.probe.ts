import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../server/app';
import { returningLinkOf } from './returningLink';

// The returning link's blocking time, measured so that a loaded machine does not swing it: the page's main-thread
// tasks after its first contentful paint in a Chromium trace, each task's *thread CPU time* (the time the main thread
// ran, not the wall clock another process stole from it) times 4 (Lighthouse's mobile CPU slowdown), summed over
// 50 ms as total blocking time sums them. Lighthouse's own TBT multiplies wall-clock durations, which a shared 2-core
// machine inflates several-fold at random (docs/performance-history.md, thirteenth pass).
//
//   node --import tsx bench/blocking.probe.ts [dist ...]        (default ./dist; PROBE_RUNS runs each, default 3)
//
// Several dist directories are measured alternating, run by run (A/B on a shared machine). PROBE_VERBOSE=1 prints each
// task over 50 ms (x4) with its trace events and the scripts a CPU profile saw in it (the profile itself costs a
// little CPU: read the figures from runs without it). PROBE_PAGE=start probes the start page instead of the link;
// PROBE_TRACE=<prefix> keeps each run's trace as <prefix>-<build>-<run>.json (for chrome://tracing or Perfetto).

const RUNS = Number(process.env.PROBE_RUNS ?? 3);
const VERBOSE = process.env.PROBE_VERBOSE === '1';
const SLOWDOWN = 4;
/** Time for the link's loader (1.8 s after routing) and the results' reveal, the extras modal with it. */
const SETTLE_MS = Number(process.env.PROBE_SETTLE_MS ?? 5000);

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
].join(',');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

interface Task {
  /** After the first contentful paint, ms. */
  at: number;
  cpu: number;
  wall: number;
  label: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** What took a task's time: its nested events' names (a script's file), longest first. */
function labelOf(task: TraceEvent, inner: TraceEvent[]): string {
  const by = new Map<string, number>();
  const end = task.ts + (task.dur ?? 0);
  for (const e of inner) {
    if (e.ts < task.ts || e.ts >= end || e.ph !== 'X' || e === task) continue;
    let key: string | undefined;
    if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') key = 'evaluate';
    else if (e.name === 'FunctionCall' || e.name === 'TimerFire') key = e.name;
    else if (e.name === 'RunMicrotasks') key = 'microtasks';
    else if (['Layout', 'UpdateLayoutTree', 'Paint', 'MajorGC', 'MinorGC', 'ParseHTML'].includes(e.name)) key = e.name;
    if (key) by.set(key, (by.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
    .join(', ');
}

interface Profile {
  nodes: { id: number; callFrame: { url: string; functionName: string }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Each sample's time (the trace's clock, µs) and the script file it was in (the top frame with a URL). */
function samplesOf(profile: Profile): { ts: number; file: string }[] {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const fileOf = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame?.url) return frame.url.split('/').pop() ?? frame.url;
      if (frame?.functionName === '(garbage collector)') return 'GC';
    }
    return '(native)';
  };
  let ts = profile.startTime;
  return profile.samples.map((id, i) => {
    ts += profile.timeDeltas[i];
    return { ts, file: fileOf(id) };
  });
}

function scriptsOf(samples: { ts: number; file: string }[], from: number, to: number): string {
  const by = new Map<string, number>();
  for (const s of samples) if (s.ts >= from && s.ts < to) by.set(s.file, (by.get(s.file) ?? 0) + 1);
  const total = [...by.values()].reduce((a, b) => a + b, 0);
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([f, n]) => `${f} ${Math.round((100 * n) / total)}%`)
    .join(', ');
}

/** The main-thread tasks after the first contentful paint, from a trace's events. */
export function tasksAfterFcp(events: TraceEvent[], profile?: Profile): Task[] {
  const samples = profile ? samplesOf(profile) : [];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no firstContentfulPaint in the trace');
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  );
  const tid = main?.tid ?? fcp.tid;
  const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === tid);
  return onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp.ts)
    .map((e) => ({
      at: (e.ts - fcp.ts) / 1000,
      cpu: (e.tdur ?? e.dur ?? 0) / 1000,
      wall: (e.dur ?? 0) / 1000,
      label: [labelOf(e, onMain), scriptsOf(samples, e.ts, e.ts + (e.dur ?? 0))].filter(Boolean).join(' | '),
    }));
}

export async function probeBlocking(dists: string[]): Promise<string[]> {
  const lines: string[] = [];
  const results = dists.map(() => [] as { blocking: number; long: Task[] }[]);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [i, dist] of dists.entries()) {
        const app = await buildApp({ dataDir: 'memory://', staticDir: resolve(dist), rateLimit: false });
        try {
          await app.listen({ port: 0, host: '127.0.0.1' });
          const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
          const url = process.env.PROBE_PAGE === 'start' ? `${base}/` : await returningLinkOf(app, base);
          // Lighthouse's mobile screen.
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            deviceScaleFactor: 1.75,
            isMobile: true,
            hasTouch: true,
          });
          const page = await context.newPage();
          // Verbose runs sample the CPU too, to name each long task's scripts (the sampling costs a little CPU).
          const cdp = VERBOSE ? await context.newCDPSession(page) : undefined;
          if (cdp) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
            await cdp.send('Profiler.start');
          }
          await browser.startTracing(page, { categories: CATEGORIES.split(',') });
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForTimeout(SETTLE_MS);
          const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
          const profile = cdp ? ((await cdp.send('Profiler.stop')).profile as Profile) : undefined;
          await context.close();
          if (process.env.PROBE_TRACE)
            writeFileSync(`${process.env.PROBE_TRACE}-${i}-${run + 1}.json`, JSON.stringify(trace));
          const tasks = tasksAfterFcp(trace.traceEvents, profile);
          const long = tasks.filter((t) => t.cpu * SLOWDOWN > 50);
          const blocking = long.reduce((sum, t) => sum + t.cpu * SLOWDOWN - 50, 0);
          results[i].push({ blocking, long });
          if (VERBOSE) {
            lines.push(`${dist} run ${run + 1}: blocking ${blocking.toFixed(0)} ms, ${long.length} tasks`);
            for (const t of long)
              lines.push(
                `  +${t.at.toFixed(0).padStart(5)} ms  cpu x4 ${(t.cpu * SLOWDOWN).toFixed(0).padStart(4)}  ` +
                  `(wall ${t.wall.toFixed(1)})  ${t.label}`,
              );
          }
        } finally {
          await app.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  lines.push(`blocking from thread CPU x${SLOWDOWN} (tasks after FCP over 50 ms), ${RUNS} runs, median (runs)`);
  for (const [i, dist] of dists.entries()) {
    const b = results[i].map((r) => r.blocking);
    const n = results[i].map((r) => r.long.length);
    lines.push(
      `${dist.padEnd(28)} ${median(b).toFixed(0).padStart(4)} ms (${b.map((x) => x.toFixed(0)).join('/')}), ` +
        `tasks over 50: ${n.join('/')}`,
    );
  }
  return lines;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const dists = process.argv.slice(2);
  for (const line of await probeBlocking(dists.length ? dists : ['dist'])) console.log(line);
}
