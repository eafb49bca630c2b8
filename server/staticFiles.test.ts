import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG_PATH, AppConfig } from '../src/contract/appConfig';
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

describe('the app config served beside the app (/app-config.json)', () => {
  const dist = mkdtempSync(join(tmpdir(), 'quoteflow-dist-'));
  beforeAll(() => writeFileSync(join(dist, 'index.html'), '<!doctype html><title>QuoteFlow</title>'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const served = async (opts: { vaultPort?: number; vaultPublicOrigin?: string; devtools?: boolean }, host: string) => {
    const app = await buildApp({ dataDir: 'memory://', staticDir: dist, rateLimit: false, ...opts });
    try {
      const res = await app.inject({ url: APP_CONFIG_PATH, headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return AppConfig.parse(res.json());
    } finally {
      await app.close();
    }
  };

  // One app a case (each boots its own in-memory database), so no test waits on several boots in a row.
  it.each([
    [
      "the vault on the host the shopper asked, on this server's VAULT_PORT",
      { vaultPort: 8351 },
      '127.0.0.1:8350',
      { vaultOrigin: 'http://127.0.0.1:8351' },
    ],
    [
      'the vault on another host and port',
      { vaultPort: 9090 },
      'localhost:8080',
      { vaultOrigin: 'http://localhost:9090' },
    ],
    ['the vault on an IPv6 host', { vaultPort: 8090 }, '[::1]:8080', { vaultOrigin: 'http://[::1]:8090' }],
    [
      'the configured public origin (behind a proxy)',
      { vaultPort: 8090, vaultPublicOrigin: 'https://vault.example.com' },
      'app.example.com',
      { vaultOrigin: 'https://vault.example.com' },
    ],
    ['no vault when there is none', { vaultPort: 0 }, 'localhost:8080', { vaultOrigin: null }],
    // docs/decisions/0077: the devtools may open only when DEVTOOLS is on.
    [
      'the devtools open when DEVTOOLS is on',
      { vaultPort: 0, devtools: true },
      'localhost:8080',
      { vaultOrigin: null, devtools: true },
    ],
    ['no devtools when DEVTOOLS is off', { vaultPort: 0, devtools: false }, 'localhost:8080', { vaultOrigin: null }],
  ] as const)('names %s', async (_what, opts, host, config) => {
    expect(await served(opts, host)).toEqual(config);
  });
});
