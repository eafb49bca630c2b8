import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReportErrorRequest } from '../contract/backoffice';
import { createHttp } from '../actors/transport';
import { NETWORK_STATUS } from '../domain/errors';
import { BURST_MS, type FailedCallPayload, PAGE_CAP, pathOf, reportFailedCalls } from './failedCalls';
import type { MonitoringPayload } from './types';

// A real axios instance (the transport's createHttp) against a local HTTP server: every completion other than a
// success is a failedCall the contract accepts; the sinks' own calls never are; a burst is bounded.

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.endsWith('/slow')) return void setTimeout(() => res.end('{}'), 500);
    const status = Number(url.pathname.split('/').pop()) || 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => void vi.unstubAllGlobals());

async function watch(opts: Parameters<typeof reportFailedCalls>[1] = {}) {
  const reports: FailedCallPayload[] = [];
  const stop = reportFailedCalls((r) => reports.push(r as FailedCallPayload), opts);
  // The transport is imported lazily: let the subscription land.
  await vi.dynamicImportSettled();
  await new Promise((r) => setTimeout(r, 0));
  return { reports, stop };
}
const call = (http: ReturnType<typeof createHttp>, method: string, url: string, more = {}) =>
  http.request({ method, url, ...more }).catch(() => undefined);
const valid = (r: FailedCallPayload) =>
  ReportErrorRequest.parse({ ...r, anonymousId: 'a1', correlationId: 'c1', occurredAt: new Date().toISOString() });

describe('reportFailedCalls', () => {
  it('reports an answer other than a success with its method, path without the query, status and duration', async () => {
    const { reports, stop } = await watch({
      endpointKeyOf: (_m, p) => (p.startsWith('/user') ? 'updateUser' : undefined),
    });
    const http = createHttp(base);
    await call(http, 'get', '/makes/200?year=2019');
    await call(http, 'post', '/user/201');
    await call(http, 'patch', '/user/404?token=secret#x');
    await call(http, 'post', '/auto/quotes/500', { data: { email: 'someone@example.com' } });
    stop();
    expect(reports.map((r) => [r.method, r.endpoint, r.endpointKey, r.status])).toEqual([
      ['PATCH', '/user/404', 'updateUser', 404],
      ['POST', '/auto/quotes/500', undefined, 500],
    ]);
    for (const r of reports) {
      expect(valid(r)).toMatchObject({ kind: 'failedCall' });
      expect(r.durationMs).toBeGreaterThanOrEqual(0);
      expect(JSON.stringify(r)).not.toMatch(/secret|someone@example/);
    }
  });

  it('reports the network codes: no answer 0, a timeout 444, an aborted call 499, an offline browser 1001', async () => {
    const { reports, stop } = await watch();
    const closed = createHttp('http://127.0.0.1:1/api');
    await call(closed, 'get', '/makes');
    await call(createHttp(base), 'get', '/slow', { timeout: 20 });
    const abort = new AbortController();
    const pending = call(createHttp(base), 'get', '/slow', { signal: abort.signal });
    abort.abort();
    await pending;
    vi.stubGlobal('navigator', { onLine: false });
    await call(closed, 'get', '/models');
    stop();
    expect(reports.map((r) => [r.endpoint, r.status])).toEqual([
      ['/makes', NETWORK_STATUS.error],
      ['/slow', NETWORK_STATUS.timeout],
      ['/slow', NETWORK_STATUS.aborted],
      ['/models', NETWORK_STATUS.offline],
    ]);
    for (const r of reports) valid(r);
  });

  it("never reports the sinks' own calls", async () => {
    const { reports, stop } = await watch();
    const http = createHttp(base);
    for (const path of ['/events/500', '/monitoring/errors/500', '/recordings/503', '/events?x=1']) {
      await call(http, 'post', path);
    }
    await call(http, 'post', '/eventsx/500');
    stop();
    expect(reports.map((r) => r.endpoint)).toEqual(['/eventsx/500']);
  });

  it('sends one report per endpoint and status in a burst, again after the window, and at most the cap a page', async () => {
    let now = 1_000;
    const { reports, stop } = await watch({ now: () => now });
    const http = createHttp(base);
    for (let i = 0; i < 5; i++) await call(http, 'get', '/makes/500');
    await call(http, 'get', '/makes/503');
    expect(reports).toHaveLength(2);
    now += BURST_MS - 1;
    await call(http, 'get', '/makes/500');
    expect(reports).toHaveLength(2);
    now += 1;
    await call(http, 'get', '/makes/500');
    expect(reports).toHaveLength(3);
    for (let i = 0; i < PAGE_CAP + 10; i++) {
      now += BURST_MS;
      await call(http, 'get', '/makes/500');
    }
    expect(reports).toHaveLength(PAGE_CAP);
    stop();
  });

  it('stops reporting once stopped, even before the transport loaded', async () => {
    const { reports, stop } = await watch();
    stop();
    await call(createHttp(base), 'get', '/makes/500');
    const early: MonitoringPayload[] = [];
    reportFailedCalls((r) => early.push(r))();
    await vi.dynamicImportSettled();
    await call(createHttp(base), 'get', '/makes/500');
    expect(reports).toEqual([]);
    expect(early).toEqual([]);
  });
});

describe('pathOf', () => {
  it('keeps the path alone, without the API base, the origin, the query or the fragment', () => {
    expect(pathOf('/user/1?token=x')).toBe('/user/1');
    expect(pathOf('https://api.example/api/auto/quotes#a')).toBe('/auto/quotes');
    expect(pathOf('makes')).toBe('/makes');
    expect(pathOf('/api')).toBe('/');
    expect(pathOf('/apiary/x')).toBe('/apiary/x');
  });
});
