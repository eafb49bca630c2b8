import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { AGENCY_CARRIERS, CARRIERS } from '../server/carriers';
import { autoUser } from '../tests/server/fixtures';

// The sandbox's cost over a bare Fastify route: POST /api/user (validation, DB insert, token) against a trivial POST,
// and RC1 POST /api/auto/quotes asking every carrier (no injected latency), on PGlite and, when DATABASE_URL is set,
// on PostgreSQL. 10 connections for 5 s each on loopback; rate limiting is off so the bench measures the server.

const CONNECTIONS = 10;
const DURATION_S = 5;

interface Run {
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
}

async function load(url: string, body: string, headers: Record<string, string>): Promise<Run> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

const listenLoopback = async (app: { listen: (o: { port: number; host: string }) => Promise<string>; server: { address(): unknown } }) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
};

const fmt = (name: string, r: Run) =>
  `${name.padEnd(44)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s   p99 ${r.p99Ms.toFixed(1).padStart(6)} ms${r.non2xx ? `   (${r.non2xx} non-2xx!)` : ''}`;

/** RC1 asking every carrier and agency partner the sandbox simulates. */
const everyCarrier = () =>
  JSON.stringify({ user: autoUser(), quotePartners: [...new Set([...CARRIERS, ...AGENCY_CARRIERS].flatMap((c) => [c.id, c.partner]))], isAgencyAvailable: true });

async function benchDatabase(name: string, databaseUrl: string | undefined): Promise<{ user: Run; quotes: Run; carriers: number }> {
  const quoteflow = await buildApp({ dataDir: 'memory://', databaseUrl, rateLimit: false });
  try {
    const port = await listenLoopback(quoteflow);
    const v2 = { 'x-route-version': 'v2' };
    const probe = await quoteflow.inject({ method: 'POST', url: '/api/auto/quotes', headers: v2, payload: JSON.parse(everyCarrier()) });
    const carriers = (probe.json() as { data: { quotes: unknown[] } }).data.quotes.length;
    const user = await load(`http://127.0.0.1:${port}/api/user`, JSON.stringify(autoUser()), v2);
    const quotes = await load(`http://127.0.0.1:${port}/api/auto/quotes`, everyCarrier(), v2);
    return { user, quotes, carriers };
  } catch (err) {
    throw new Error(`${name}: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await quoteflow.close();
  }
}

export async function benchServer(): Promise<string[]> {
  const bare = Fastify();
  bare.post('/echo', async () => ({ ok: true }));
  const lines = [`server bench: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback, rate limit off, no injected latency`];
  try {
    const barePort = await listenLoopback(bare);
    const base = await load(`http://127.0.0.1:${barePort}/echo`, JSON.stringify(autoUser()), {});
    const pglite = await benchDatabase('PGlite', undefined);
    lines.push(
      fmt('PGlite (in memory): POST /api/user', pglite.user),
      fmt(`PGlite: POST /api/auto/quotes (${pglite.carriers} quotes)`, pglite.quotes),
    );
    const url = process.env.DATABASE_URL;
    if (url) {
      const pg = await benchDatabase('PostgreSQL', url);
      lines.push(fmt('PostgreSQL: POST /api/user', pg.user), fmt(`PostgreSQL: POST /api/auto/quotes (${pg.carriers} quotes)`, pg.quotes));
    } else {
      lines.push('PostgreSQL: not measured (set DATABASE_URL=postgres://... to measure the same calls on a PostgreSQL server)');
    }
    lines.push(fmt('bare Fastify POST /echo', base), `ratio POST /api/user on PGlite / bare: ${(pglite.user.reqPerSec / base.reqPerSec).toFixed(3)}`);
    return lines;
  } finally {
    await bare.close();
  }
}

// `node --import tsx bench/server.bench.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchServer()) console.log(line);
}
