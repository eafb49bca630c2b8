import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { autoUser } from '../tests/server/fixtures';

// The sandbox's cost over a bare Fastify route: POST /api/user (validation, DB insert, token) against a trivial POST,
// 10 connections for 5 s each on loopback. Rate limiting is off so the bench measures the server, not the limiter.

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

export async function benchServer(): Promise<string[]> {
  const quoteflow = await buildApp({ dataDir: 'memory://', rateLimit: false });
  const bare = Fastify();
  bare.post('/echo', async () => ({ ok: true }));
  try {
    const qfPort = await listenLoopback(quoteflow);
    const barePort = await listenLoopback(bare);
    const body = JSON.stringify(autoUser());
    const qf = await load(`http://127.0.0.1:${qfPort}/api/user`, body, { 'x-route-version': 'v2' });
    const base = await load(`http://127.0.0.1:${barePort}/echo`, body, {});
    const fmt = (name: string, r: Run) =>
      `${name.padEnd(28)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s   p99 ${r.p99Ms.toFixed(1).padStart(6)} ms${r.non2xx ? `   (${r.non2xx} non-2xx!)` : ''}`;
    return [
      `server bench: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback, PGlite in memory, rate limit off`,
      fmt('QuoteFlow POST /api/user', qf),
      fmt('bare Fastify POST /echo', base),
      `ratio QuoteFlow / bare: ${(qf.reqPerSec / base.reqPerSec).toFixed(3)}`,
    ];
  } finally {
    await bare.close();
    await quoteflow.close();
  }
}

// `node --import tsx bench/server.bench.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchServer()) console.log(line);
}
