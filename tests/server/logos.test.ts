import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIERS, AGENCY_CARRIERS } from '../../server/carriers';
import { type Server, startServer } from './harness';

// GET /api/carriers/:carrierId/logo.svg (docs/decisions/0074): every simulated carrier's wordmark, an SVG image a
// browser may keep and revalidate, the page's CSP allowing it (img-src 'self').

describe("the carriers' logos", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
  });
  afterAll(() => server.close());

  it('serves each carrier its wordmark as an SVG image, kept by the browser and revalidated by ETag', async () => {
    for (const carrier of [...CARRIERS, ...AGENCY_CARRIERS]) {
      const res = await server.call('GET', `/api/carriers/${carrier.id}/logo.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      expect(res.text).toContain(`aria-label="${carrier.name}"`);
      expect(res.text).not.toMatch(/<script|on\w+=/i);
      const again = await server.call('GET', `/api/carriers/${carrier.id}/logo.svg`, {
        headers: { 'if-none-match': res.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
    }
    const page = await server.call('GET', '/');
    expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
  });

  it('answers 404 for a carrier it does not simulate, and never echoes the name', async () => {
    const res = await server.call('GET', '/api/carriers/%3Cscript%3E/logo.svg');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<script>');
    expect((await server.call('GET', `/api/carriers/${'a'.repeat(41)}/logo.svg`)).status).toBe(400);
  });
});
