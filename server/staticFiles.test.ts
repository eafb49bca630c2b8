import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('the served app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'quoteflow-dist-'));
  const page = '<!doctype html><title>QuoteFlow</title>';
  const script = 'console.log("the first question");'.repeat(50);
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(page));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    writeFileSync(join(dist, 'returning.html'), '<!doctype html><p>Loading your saved quote…</p>');
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), script);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
    app = await buildApp({ dataDir: 'memory://', staticDir: dist, rateLimit: false });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the build-time brotli file to a browser that accepts it, and the plain file to one that does not', async () => {
    const br = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep hashed assets for a year and revalidate the page that names them', async () => {
    const asset = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const start = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(start.statusCode).toBe(200);
    expect(brotliDecompressSync(start.rawPayload).toString()).toBe(page);
    expect(start.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the build manifest to the build', async () => {
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('opens a returning-user link on the page prerendered with its loader, not on the first question', async () => {
    const link = await app.inject({ url: '/?user_id=5f0c4ad1-7f3e-4c4b-9d5e-2b7a4c1d9e10&token=v1.abc' });
    expect(link.statusCode).toBe(200);
    expect(link.body).toContain('Loading your saved quote');
    expect(link.headers['cache-control']).toBe('no-cache');
  });
});
