import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Server, databases, startServer } from './harness';

const API_KEY = 'sandbox-test-key-123';

describe.each(databases)('HTTP behaviour shared by every route on $name', ({ databaseUrl }) => {
  let server: Server;
  let staticDir: string;
  const withKey = { 'x-api-key': API_KEY };
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'quoteflow-dist-'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>QuoteFlow</title><div id="root"></div>');
    server = await startServer({
      databaseUrl,
      staticDir,
      apiKey: API_KEY,
      sandboxFaults: 'route=trims;kind=error',
      faultHeader: false,
      connectOrigins: ['http://localhost:8090'],
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('sends a strict CSP, HSTS, no-referrer and nosniff on API answers and on the app', async () => {
    for (const path of ['/api/zip/78701', '/']) {
      const res = await server.call('GET', path, { headers: withKey });
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        // The page may call the card vault's origin, and nothing else (DESIGN section 6).
        "connect-src 'self' http://localhost:8090;",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('serves the built app at / (index.html)', async () => {
    const res = await server.call('GET', '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
  });

  it('requires the x-api-key header when API_KEY is set', async () => {
    const missing = await server.call('GET', '/api/zip/78701');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ statusCode: 401, code: 'invalid_api_key' });
    expect((await server.call('GET', '/api/zip/78701', { headers: { 'x-api-key': 'wrong-key-000000' } })).status).toBe(
      401,
    );
    expect((await server.call('GET', '/api/zip/78701', { headers: withKey })).status).toBe(200);
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await server.call('GET', '/api/no-such-route?zip=12345', { headers: withKey });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'route_not_found' });
    expect(res.body.message).not.toContain('12345');
  });

  it('answers malformed JSON 400, a wrong content type 415 and a body over 256 KB 413, never 500', async () => {
    const post = (body: string, contentType: string) =>
      server.call('POST', '/api/email-validation/validate', {
        body,
        headers: { ...withKey, 'content-type': contentType },
      });
    const malformed = await post('{"email":', 'application/json');
    expect(malformed.status).toBe(400);
    expect(malformed.body.statusCode).toBe(400);
    expect((await post('email=a@b.com', 'text/plain')).status).toBe(415);
    expect((await post('email=a@b.com', 'application/x-www-form-urlencoded')).status).toBe(415);
    const huge = await post(JSON.stringify({ email: `${'a'.repeat(300 * 1024)}@example.com` }), 'application/json');
    expect(huge.status).toBe(413);
    expect(huge.body.statusCode).toBe(413);
  });

  it('applies SANDBOX_FAULTS rules always, and ignores the fault header when it is switched off', async () => {
    const trims = await server.call('GET', '/api/Trims?year=2020&make=Toyota&model=Corolla', { headers: withKey });
    expect(trims.status).toBe(500);
    expect(trims.body.code).toBe('sandbox_fault');
    const makes = await server.call('GET', '/api/Makes?year=2020', {
      headers: { ...withKey, 'x-sandbox-fault': 'route=makes;kind=error' },
    });
    expect(makes.status).toBe(200);
  });

  it('serves the OpenAPI description generated from the contract at /docs/json, browsable at /docs', async () => {
    const ui = await server.call('GET', '/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
    const res = await server.call('GET', '/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/user', '/api/auto/quotes', '/api/zip/{zip}']),
    );
  });

  it('rate-limits email validation per IP with a JSON 429', async () => {
    let limited: Awaited<ReturnType<typeof server.call>> | undefined;
    for (let i = 0; i < 70 && !limited; i += 1) {
      const res = await server.call('POST', '/api/email-validation/validate', {
        body: { email: 'jane@gmail.com' },
        headers: withKey,
      });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited?.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'rate_limited' });
    expect((await server.call('GET', '/api/zip/78701', { headers: withKey })).status).toBe(200);
  });
});
