import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Agent, fetch, type RequestInit } from 'undici';
import { autoUser } from '../tests/server/fixtures';
import { type PgCluster, canStartCluster, startCluster } from '../tests/support/pgCluster';

// Load held (issue 27): SHOPPERS shoppers at once, each running a shopper's API sequence from create to quotes (POST
// /user, the ZIP, make and model lookups, the user saved with its token, POST /auto/quotes) again and again for
// SECONDS, over loopback, against a server in its own process (bench/loadServer.ts); on PGlite (on disk, as npm start
// keeps it) and on PostgreSQL (DATABASE_URL, else a throwaway cluster when the binaries exist). Prints the errors
// (target 0), each call's p99 and the server's RSS and heap after a full collection, before (after a warm-up) and
// after the run (target: growth at most 10%). LOAD_SECONDS and LOAD_SHOPPERS shorten it for a quick check.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 200);
const WARM_UP_S = Math.min(10, Math.max(1, Math.round(SECONDS / 12)));
/**
 * The shoppers arrive over this many seconds, not in one instant: 200 creates sent in the same millisecond queue behind
 * PGlite's one connection (each waits for all before it, 10-70 s for the last on a busy 2-core machine), a tail
 * no arrival of real shoppers makes and which would hide the steady state's p99.
 */
const RAMP_S = Math.min(5, SECONDS / 10);
/** The throwaway cluster's port when DATABASE_URL is unset. */
const PG_PORT = Number(process.env.LOAD_PG_PORT ?? 5552);
const MAX_GROWTH = 0.1;
const P99 = 0.99;
const MS_PER_S = 1_000;
const MB = 1024 * 1024;
const V2 = { 'x-route-version': 'v2', 'content-type': 'application/json' };
const SERVER = fileURLToPath(new URL('./loadServer.ts', import.meta.url));

interface Memory {
  rss: number;
  heapUsed: number;
}

interface Tally {
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
  /** The first few errors' status and code, no bodies (they would echo the shopper). */
  samples: string[];
  sequences: number;
}

/** One call, timed; a non-2xx answer or a network failure counts as an error of that call. */
async function timed(tally: Tally, name: string, run: () => ReturnType<typeof fetch>): Promise<string | undefined> {
  const start = performance.now();
  try {
    const res = await run();
    const body = await res.text();
    const list = tally.latencies.get(name) ?? [];
    list.push(performance.now() - start);
    tally.latencies.set(name, list);
    if (res.ok) return body;
    if (tally.samples.length < 5)
      tally.samples.push(`${name}: ${res.status} ${/"code":"([^"]+)"/.exec(body)?.[1] ?? ''}`);
  } catch (err) {
    if (tally.samples.length < 5)
      tally.samples.push(`${name}: ${(err as Error).name} ${(err as { cause?: { code?: string } }).cause?.code ?? ''}`);
  }
  tally.errors.set(name, (tally.errors.get(name) ?? 0) + 1);
  return undefined;
}

/** A shopper's calls from create to quotes; stops at the first failed call (the client could not go on either). */
async function shopperSequence(base: string, dispatcher: Agent, tally: Tally, n: number): Promise<void> {
  const call = (name: string, path: string, init: RequestInit = {}) =>
    timed(tally, name, () => fetch(`${base}/api${path}`, { ...init, dispatcher }));
  const user = autoUser();
  user.tracking = { sessionId: `load-${n}` };
  const created = await call('POST /user', '/user', { method: 'POST', headers: V2, body: JSON.stringify(user) });
  if (!created) return;
  const { userId, returningToken } = JSON.parse(created) as { userId: string; returningToken: string };
  if (!(await call('GET /zip/:zip', '/zip/78701'))) return;
  if (!(await call('GET /Makes', '/Makes?year=2020'))) return;
  if (!(await call('GET /Models', '/Models?year=2020&make=Toyota'))) return;
  const saved = { ...user, userId };
  const headers = { ...V2, 'x-user-token': returningToken };
  if (!(await call('PATCH /user', '/user', { method: 'PATCH', headers, body: JSON.stringify(saved) }))) return;
  const quotes = await call('POST /auto/quotes', '/auto/quotes', {
    method: 'POST',
    headers: V2,
    body: JSON.stringify({ user: saved }),
  });
  if (quotes) tally.sequences += 1;
}

async function drive(base: string, seconds: number, shoppers: number): Promise<Tally> {
  const tally: Tally = { latencies: new Map(), errors: new Map(), samples: [], sequences: 0 };
  const end = performance.now() + seconds * MS_PER_S;
  let serial = 0;
  const shopper = async (_: unknown, index: number) => {
    // Each shopper its own keep-alive connection, as each browser holds its own: one pool for all would let a
    // shopper's call wait in the client's queue behind the others', which no browser does.
    const dispatcher = new Agent({ connections: 1 });
    await new Promise((resolve) => setTimeout(resolve, (index * RAMP_S * MS_PER_S) / shoppers));
    try {
      while (performance.now() < end) {
        serial += 1;
        await shopperSequence(base, dispatcher, tally, serial);
      }
    } finally {
      await dispatcher.close();
    }
  };
  await Promise.all(Array.from({ length: shoppers }, shopper));
  return tally;
}

async function startServer(databaseUrl: string | undefined, dataDir: string | undefined) {
  const child = fork(SERVER, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', LOAD_DATA_DIR: dataDir ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [first] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the load server exited with ${code} before listening`);
    }),
  ])) as [{ port: number }];
  const memory = async (): Promise<Memory> => {
    child.send('memory');
    for (;;) {
      const [message] = (await once(child, 'message')) as [{ memory?: Memory }];
      if (message.memory) return message.memory;
    }
  };
  return { child, base: `http://127.0.0.1:${first.port}`, memory };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.send('close');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0;
};
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const growth = (before: number, after: number) => (after - before) / before;
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

async function loadOn(name: string, databaseUrl: string | undefined): Promise<string[]> {
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'qf-load-'));
  const server = await startServer(databaseUrl, dataDir && join(dataDir, 'pglite'));
  try {
    await drive(server.base, WARM_UP_S, SHOPPERS);
    const before = await server.memory();
    const tally = await drive(server.base, SECONDS, SHOPPERS);
    const after = await server.memory();
    const errors = [...tally.errors.values()].reduce((a, b) => a + b, 0);
    const calls = [...tally.latencies.values()].reduce((a, l) => a + l.length, 0);
    const rss = growth(before.rss, after.rss);
    const heap = growth(before.heapUsed, after.heapUsed);
    const verdict = (x: number) => (x <= MAX_GROWTH ? 'met' : 'NOT met');
    return [
      `${name}: ${tally.sequences} shopper sequences, ${calls} calls, ${(calls / SECONDS).toFixed(0)} calls/s`,
      `  errors: ${errors} (target 0: ${errors === 0 ? 'met' : 'NOT met'})${tally.samples.length ? `; first: ${tally.samples.join('; ')}` : ''}`,
      ...[...tally.latencies].map(
        ([call, l]) =>
          `  ${call.padEnd(20)} p50 ${percentile(l, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(l, P99).toFixed(1).padStart(7)} ms   (${l.length} calls${tally.errors.get(call) ? `, ${tally.errors.get(call)} errors` : ''})`,
      ),
      `  server RSS  ${mb(before.rss)} -> ${mb(after.rss)} (${pct(rss)}; target <= +10%: ${verdict(rss)})`,
      `  server heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} (${pct(heap)}; target <= +10%: ${verdict(heap)})`,
    ];
  } finally {
    await stopServer(server.child);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchLoad(): Promise<string[]> {
  const lines = [
    `load: ${SHOPPERS} shoppers at once for ${SECONDS} s (arriving over ${RAMP_S} s; after ${WARM_UP_S} s of warm-up),`,
    '  loopback, rate limits off;',
    '  each: POST /user, GET /zip, /Makes, /Models, PATCH /user, POST /auto/quotes; memory after a full GC',
  ];
  lines.push(...(await loadOn('PGlite (on disk)', undefined)));
  if (process.env.DATABASE_URL) {
    lines.push(...(await loadOn('PostgreSQL (DATABASE_URL)', process.env.DATABASE_URL)));
  } else if (canStartCluster()) {
    let cluster: PgCluster | undefined;
    try {
      cluster = await startCluster(PG_PORT);
      lines.push(...(await loadOn(`PostgreSQL (throwaway cluster, port ${PG_PORT})`, cluster.url)));
    } finally {
      cluster?.destroy();
    }
  } else {
    lines.push('PostgreSQL: not measured (set DATABASE_URL, or install the PostgreSQL binaries: PG_BIN)');
  }
  return lines;
}

// `node --import tsx bench/load.ts` runs it alone (LOAD_SECONDS=10 for a quick check).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchLoad()) console.log(line);
}
