import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { AGENCY_CARRIERS, CARRIERS } from '../server/carriers';
import { users } from '../server/db/schema';
import type { Db } from '../server/db/types';
import { autoUser } from '../tests/server/fixtures';

// The sandbox's cost over its floors, side by side in one process: GET /api/Makes against a bare Fastify GET answering
// the same JSON, and POST /api/user against the same row inserted through Drizzle into the same PGlite (the embedded
// database's own limit); then RC1 POST /api/auto/quotes asking every carrier, on PGlite and, when DATABASE_URL is set,
// on PostgreSQL. 10 connections (10 inserts in flight), loopback, rate limiting off. Each pair is warmed up, then
// measured in alternating rounds, so a busy shared machine slows both sides of a ratio alike.

const CONNECTIONS = 10;
const DURATION_S = 5;
const LOAD_WORKERS = 1;
const ROUNDS = 3;
const ROUND_S = 2;
const WARM_UP_S = 1;
const MS_PER_S = 1_000;
const P99 = 0.99;
/** The goals: the lookup at half a bare route's throughput, the write at 70% of the database's. */
const MAKES_GOAL = 0.5;
const USER_GOAL = 0.7;
const MAKES_PATH = '/api/Makes?year=2020';
const V2 = { 'x-route-version': 'v2' };

interface Run {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
}

interface LoadInit {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  seconds?: number;
}

async function load(url: string, init: LoadInit = {}): Promise<Run> {
  const result = await autocannon({
    url,
    method: init.method ?? 'GET',
    connections: CONNECTIONS,
    // The load generator runs on its own thread, so the server's thread (and PGlite on it) is measured, not the client.
    workers: LOAD_WORKERS,
    duration: init.seconds ?? DURATION_S,
    headers: init.body ? { 'content-type': 'application/json', ...init.headers } : init.headers,
    body: init.body,
  });
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

/** Inserts the row of POST /api/user straight through Drizzle, CONNECTIONS at a time, for `seconds`. */
async function insertLoad(db: Db, seconds: number): Promise<Run> {
  const data = autoUser();
  const latencies: number[] = [];
  const end = performance.now() + seconds * MS_PER_S;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const id = randomUUID();
      await db.insert(users).values({ id, data: { ...data, userId: id } });
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const p99Ms = latencies[Math.floor(latencies.length * P99)] ?? 0;
  return { reqPerSec: latencies.length / seconds, p99Ms, non2xx: 0 };
}

type Measure = (seconds: number) => Promise<Run>;

/** Both sides warmed up, then ROUNDS alternating runs of each; throughput and p99 averaged, failures summed. */
async function measurePair(a: Measure, b: Measure): Promise<[Run, Run]> {
  await a(WARM_UP_S);
  await b(WARM_UP_S);
  const runs: [Run[], Run[]] = [[], []];
  for (let i = 0; i < ROUNDS; i += 1) {
    runs[0].push(await a(ROUND_S));
    runs[1].push(await b(ROUND_S));
  }
  const mean = (rs: Run[]): Run => ({
    reqPerSec: rs.reduce((t, r) => t + r.reqPerSec, 0) / rs.length,
    p99Ms: rs.reduce((t, r) => t + r.p99Ms, 0) / rs.length,
    non2xx: rs.reduce((t, r) => t + r.non2xx, 0),
  });
  return [mean(runs[0]), mean(runs[1])];
}

const listenLoopback = async (app: {
  listen: (o: { port: number; host: string }) => Promise<string>;
  server: { address(): unknown };
}) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
};

const NAME_WIDTH = 60;
const fmt = (name: string, r: Run) => {
  const failures = r.non2xx ? `   (${r.non2xx} non-2xx!)` : '';
  const throughput = `${r.reqPerSec.toFixed(0).padStart(7)} req/s`;
  return `${name.padEnd(NAME_WIDTH)} ${throughput}   p99 ${r.p99Ms.toFixed(1).padStart(6)} ms${failures}`;
};

const ratio = (name: string, measured: Run, floor: Run, goal: number) => {
  const r = measured.reqPerSec / floor.reqPerSec;
  return `  ratio ${name}: ${r.toFixed(2)} (goal >= ${goal.toFixed(2)}: ${r >= goal ? 'met' : 'NOT met'})`;
};

/** RC1 asking every carrier and agency partner the sandbox simulates. */
const everyCarrier = () =>
  JSON.stringify({
    user: autoUser(),
    quotePartners: [...new Set([...CARRIERS, ...AGENCY_CARRIERS].flatMap((c) => [c.id, c.partner]))],
    isAgencyAvailable: true,
  });

/** GET /api/Makes against a bare Fastify route answering the same JSON. */
async function benchLookup(port: number, makes: unknown): Promise<string[]> {
  const bare = Fastify();
  bare.get('/makes', async () => makes);
  try {
    const barePort = await listenLoopback(bare);
    const [lookup, floor] = await measurePair(
      (seconds) => load(`http://127.0.0.1:${port}${MAKES_PATH}`, { seconds }),
      (seconds) => load(`http://127.0.0.1:${barePort}/makes`, { seconds }),
    );
    const size = (JSON.stringify(makes).length / 1024).toFixed(1);
    return [
      fmt(`GET ${MAKES_PATH} (${size} KB)`, lookup),
      fmt('bare Fastify GET, same JSON', floor),
      ratio('Makes / bare GET', lookup, floor, MAKES_GOAL),
    ];
  } finally {
    await bare.close();
  }
}

async function benchDatabase(name: string, databaseUrl: string | undefined): Promise<string[]> {
  const quoteflow = await buildApp({ dataDir: 'memory://', databaseUrl, rateLimit: false });
  try {
    const port = await listenLoopback(quoteflow);
    const payload = JSON.parse(everyCarrier());
    const probe = await quoteflow.inject({ method: 'POST', url: '/api/auto/quotes', headers: V2, payload });
    const carriers = (probe.json() as { data: { quotes: unknown[] } }).data.quotes.length;
    const lines = databaseUrl ? [] : await benchLookup(port, (await quoteflow.inject({ url: MAKES_PATH })).json());
    const body = JSON.stringify(autoUser());
    const [user, insert] = await measurePair(
      (seconds) => load(`http://127.0.0.1:${port}/api/user`, { method: 'POST', body, headers: V2, seconds }),
      (seconds) => insertLoad(quoteflow.sandboxDb, seconds),
    );
    const quotesUrl = `http://127.0.0.1:${port}/api/auto/quotes`;
    const quotes = await load(quotesUrl, { method: 'POST', body: everyCarrier(), headers: V2 });
    return [
      ...lines,
      fmt(`${name}: POST /api/user`, user),
      fmt(`${name}: same row inserted directly`, insert),
      ratio(`POST /api/user / direct insert on ${name}`, user, insert, USER_GOAL),
      fmt(`${name}: POST /api/auto/quotes (${carriers} quotes)`, quotes),
    ];
  } catch (err) {
    throw new Error(`${name}: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await quoteflow.close();
  }
}

export async function benchServer(): Promise<string[]> {
  const bare = Fastify();
  bare.post('/echo', async () => ({ ok: true }));
  const lines = [
    `server bench: ${CONNECTIONS} connections, loopback, rate limit off, no injected latency`,
    `  pairs: ${WARM_UP_S} s warm-up, ${ROUNDS} alternating rounds of ${ROUND_S} s each; other calls ${DURATION_S} s`,
  ];
  try {
    lines.push(...(await benchDatabase('PGlite (in memory)', undefined)));
    const url = process.env.DATABASE_URL;
    if (url) lines.push(...(await benchDatabase('PostgreSQL', url)));
    else lines.push('PostgreSQL: not measured (set DATABASE_URL=postgres://... to measure the same calls there)');
    const barePort = await listenLoopback(bare);
    const echo = await load(`http://127.0.0.1:${barePort}/echo`, { method: 'POST', body: JSON.stringify(autoUser()) });
    lines.push(fmt('bare Fastify POST /echo', echo));
    return lines;
  } finally {
    await bare.close();
  }
}

// `node --import tsx bench/server.bench.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchServer()) console.log(line);
}
