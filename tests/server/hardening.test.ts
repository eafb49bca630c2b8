import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVault, type Vault } from '../../server/vault/app';
import { autoUser, prefillSearch } from './fixtures';
import { type CallResult, httpClient, type Server, startServer, V2 } from './harness';
import { homeUser } from './propertyShoppers';

// Issue 8 point 6: answers echoing the shopper are never stored by a browser or proxy; a URL the router refuses still
// answers the contract's error shape with the security headers; the build's source maps are not served by default.

const APP_SOURCE = 'console.log("quoteflow");\n//# sourceMappingURL=app.js.map\n';
const SOURCE_MAP = '{"version":3,"sources":["../src/main.tsx"],"mappings":""}';

async function fakeBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quoteflow-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>QuoteFlow</title><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'app.js'), APP_SOURCE);
  await writeFile(join(dir, 'assets', 'app.js.map'), SOURCE_MAP);
  return dir;
}

/** The helmet headers every answer carries (tests/server/http.test.ts checks their values). */
function expectSecurityHeaders(res: CallResult, csp: string) {
  expect(res.headers.get('content-security-policy')).toContain(csp);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
}

describe('answers holding personal data, unroutable URLs and source maps', () => {
  let server: Server;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await fakeBuild();
    server = await startServer({ staticDir, rateLimit: false });
  });
  afterAll(async () => {
    await server.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('marks every answer echoing the shopper no-store: user, prefill, quotes, rate calls', async () => {
    const created = await server.call('POST', '/api/user', { body: autoUser(), headers: V2 });
    const { userId, returningToken } = created.body;
    const token = { 'x-user-token': returningToken };
    const search = { partner: 'libertymutual', sessionId: 's-1', searchData: prefillSearch() };
    const answers: [string, CallResult][] = [
      ['POST /user', created],
      ['GET /user/:userId', await server.call('GET', `/api/user/${userId}`, { headers: token })],
      [
        'PATCH /user',
        await server.call('PATCH', '/api/user', { body: { ...autoUser(), userId }, headers: { ...V2, ...token } }),
      ],
      ['POST /prefill', await server.call('POST', '/api/prefill', { body: search })],
      ['POST /home/prefill', await server.call('POST', '/api/home/prefill', { body: homeUser() })],
      ['POST /auto/quotes', await server.call('POST', '/api/auto/quotes', { body: { user: autoUser() }, headers: V2 })],
      [
        'POST /auto/ratecall',
        await server.call('POST', '/api/auto/ratecall', {
          body: { user: autoUser(), requestDetails: { ratecall: 'RC1', step: 'GET_RC1_QUOTES', carrierId: 'safeco' } },
          headers: V2,
        }),
      ],
    ];
    for (const [call, res] of answers) {
      expect(res.status, `${call}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
      expect(res.headers.get('cache-control'), call).toBe('no-store');
    }
  });

  it('marks refusals no-store too: a 400 may quote what was sent', async () => {
    const bad = await server.call('POST', '/api/user', { body: { contact: { email: 'not-an-email' } }, headers: V2 });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a malformed percent-escape with a 400 ApiError, the security headers and no-store', async () => {
    for (const path of ['/api/%E0%A4%A', '/api/user/%E0%A4%A', '/%E0%A4%A']) {
      const res = await server.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.any(String),
        code: 'bad_url',
        field: 'params',
      });
      expect(res.text, path).not.toContain('%E0');
      expectSecurityHeaders(res, "default-src 'self'");
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it("serves the app's scripts but not their source maps", async () => {
    const script = await server.call('GET', '/assets/app.js');
    expect(script.status).toBe(200);
    const map = await server.call('GET', '/assets/app.js.map');
    expect(map.status).toBe(404);
    expect(map.body).toMatchObject({ statusCode: 404, code: 'route_not_found' });
    expect(map.text).not.toContain('sources');
  });

  it('serves the source maps when switched on (SOURCE_MAPS=on)', async () => {
    const debugging = await startServer({ staticDir, serveSourceMaps: true });
    try {
      const map = await debugging.call('GET', '/assets/app.js.map');
      expect(map.status).toBe(200);
      expect(map.body).toMatchObject({ version: 3 });
    } finally {
      await debugging.close();
    }
  });
});

// Without the built app: with it, a path the router refuses falls through to the app's wildcard route (a 404 ApiError).
describe('unroutable URLs on the API alone and on the card vault', () => {
  let server: Server;
  let vault: Vault;
  let call: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    server = await startServer();
    vault = await buildVault({ db: server.app.sandboxDb, allowedOrigins: [] });
    await vault.listen({ port: 0, host: '127.0.0.1' });
    call = httpClient(`http://127.0.0.1:${(vault.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await vault.close();
    await server.close();
  });

  it('answers a path parameter longer than any call takes with a 400 param_too_long and the security headers', async () => {
    const res = await server.call('GET', `/api/ads/click/${'a'.repeat(500)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'param_too_long', field: 'params.adId' });
    expectSecurityHeaders(res, "default-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("answers a malformed percent-escape with a 400 ApiError and the vault's own headers", async () => {
    const res = await call('GET', '/tokens/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'bad_url' });
    expectSecurityHeaders(res, "default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
