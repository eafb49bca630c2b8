import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG_PATH, AppConfig } from '../../src/contract/appConfig';
import { buildApp } from '../app';
import { buildDemoPartner, demoSiteSource } from './demoPartner';
import { HOST_SCRIPT_PATH } from './hostScript';

// Framing per partner (docs/decisions/0091): the embedded page of a configured partner names that partner's origins in
// frame-ancestors and drops X-Frame-Options; every other answer keeps frame-ancestors 'none' and DENY.

const MYMOVE = ['https://www.mymove.example', 'http://127.0.0.1:8070'];
const SAFECO = ['https://www.safeco.example'];

const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];
const withoutFrameAncestors = (csp: unknown) => String(csp).replace(/frame-ancestors [^;]*/, '');

describe('the app page framed per partner', () => {
  const dist = mkdtempSync(join(tmpdir(), 'quoteflow-embed-'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>QuoteFlow</title>');
    writeFileSync(join(dist, 'returning.html'), '<!doctype html><p>Loading your saved quote…</p>');
    app = await buildApp({
      dataDir: 'memory://',
      staticDir: dist,
      rateLimit: false,
      connectOrigins: ['http://localhost:8090'],
      partnerFrameOrigins: { mymove: MYMOVE, safeco: SAFECO },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['the agency widget (iframe=true)', '/?siteSource=mymove-agency&iframe=true', MYMOVE],
    ['the short form (embedded=true)', '/?embedded=true&siteSource=mymove-shortform', MYMOVE],
    ['another configured partner', '/?siteSource=safeco&iframe=1', SAFECO],
  ])('lets %s be framed by that partner only, with no X-Frame-Options', async (_what, url, origins) => {
    const page = await app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>QuoteFlow</title>');
    expect(frameAncestors(page.headers['content-security-policy'])).toBe(origins.join(' '));
    expect(page.headers['x-frame-options']).toBeUndefined();
    // The rest of the policy is the app's own, the vault's origin included.
    const plain = await app.inject({ url: '/' });
    expect(withoutFrameAncestors(page.headers['content-security-policy'])).toBe(
      withoutFrameAncestors(plain.headers['content-security-policy']),
    );
    expect(page.headers['strict-transport-security']).toBe(plain.headers['strict-transport-security']);
  });

  it.each([
    ['the start page', '/'],
    ['a configured source not embedded', '/?siteSource=mymove-agency'],
    ['an unconfigured partner embedded', '/?siteSource=bankrate&iframe=true'],
    ['an unknown source embedded', '/?siteSource=evil-partner&iframe=true'],
    ['no site source', '/?iframe=true&embedded=true'],
    ['a junk site source', `/?iframe=true&siteSource=${'%F0%9F%98%80'.repeat(2000)}`],
    ['the page by its file name', '/index.html?siteSource=mymove-agency&iframe=true'],
    ['the app config', APP_CONFIG_PATH],
    ['the host script', HOST_SCRIPT_PATH],
    ['an API call', '/api/Makes?year=2020'],
    ['an API call with the widget query', '/api/Makes?year=2020&siteSource=mymove-agency&iframe=true'],
    ['an unknown API path', '/api/nothing-here?siteSource=mymove-agency&iframe=true'],
  ])('keeps %s unframeable', async (_what, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBeLessThan(500);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('tells the app which origins may frame which partner', async () => {
    const res = await app.inject({ url: APP_CONFIG_PATH });
    expect(AppConfig.parse(res.json()).partnerFrameOrigins).toEqual({ mymove: MYMOVE, safeco: SAFECO });
  });

  it('serves the host script to another origin: JavaScript, revalidated, loadable cross-origin', async () => {
    const res = await app.inject({ url: HOST_SCRIPT_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('data-quoteflow-widget');
    // Never a wildcard target origin.
    expect(res.body).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
  });
});

describe('an app with no partner configured', () => {
  it('frames nothing and tells the app no origins', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'quoteflow-embed-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>QuoteFlow</title>');
    const app = await buildApp({ dataDir: 'memory://', staticDir: dist, rateLimit: false, partnerFrameOrigins: {} });
    try {
      const page = await app.inject({ url: '/?siteSource=mymove-agency&iframe=true' });
      expect(frameAncestors(page.headers['content-security-policy'])).toBe("'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(AppConfig.parse((await app.inject({ url: APP_CONFIG_PATH })).json()).partnerFrameOrigins).toBeUndefined();
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the demo partner page', () => {
  it('loads the host script from the app origin and embeds the asked mode, with a CSP of its own', async () => {
    const demo = buildDemoPartner({ appPort: 8080, configured: true });
    try {
      const page = await demo.inject({ url: '/?siteSource=mymove-shortform', headers: { host: '127.0.0.1:8070' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<script src="http://127.0.0.1:8080${HOST_SCRIPT_PATH}" async></script>`);
      expect(page.body).toContain('data-site-source="mymove-shortform"');
      expect(page.body).not.toContain('not configured');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain('script-src http://127.0.0.1:8080');
      expect(csp).toContain('frame-src http://127.0.0.1:8080');
      expect((await demo.inject({ url: '/partner.css' })).headers['content-type']).toMatch(/text\/css/);
      expect((await demo.inject({ url: '/elsewhere' })).statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });

  it('says so on its unconfigured twin, and falls back to the agency widget for any other mode', async () => {
    const demo = buildDemoPartner({ appPort: 8080, configured: false });
    try {
      const page = await demo.inject({ url: '/?siteSource=%3Cscript%3E', headers: { host: 'localhost:8071' } });
      expect(page.body).toContain('not configured');
      expect(page.body).toContain('data-site-source="mymove-agency"');
      expect(page.body).not.toContain('<script>');
    } finally {
      await demo.close();
    }
    expect(demoSiteSource({ siteSource: ['mymove-shortform'] })).toBe('mymove-agency');
    expect(demoSiteSource(undefined)).toBe('mymove-agency');
  });
});
