import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHelmetOptions } from '../../server/security/headers';
import { buildVault, type Vault } from '../../server/vault/app';
import { isOwnLoopbackOrigin } from '../../server/vault/cors';
import { digitsOf, formatCardNumber, formatCvc, formatExpiry } from '../../server/vault/frame/normalise';
import { FRAME_DIR, FRAME_ENTRY, frameCsp } from '../../server/vault/frame/page';
import { FIELD_REQUIRED, validateCardFields } from '../../server/vault/frame/validate';
import { hostileString } from './arbitraries';
import { type CallResult, captureLogs, httpClient, type Server, startServer } from './harness';

// The card frame the vault serves from its own origin (issue 12; docs/decisions/0019): its page's headers, its files,
// its same-origin tokenisation, what it logs; and the frame script's pure parts (normalising input, checking fields).

const APP_ORIGIN = 'http://localhost:8080';
const OTHER_APP_ORIGIN = 'https://quotes.partner.example';
const EVIL_ORIGIN = 'https://evil.example';
const FUTURE_YEAR = new Date().getUTCFullYear() + 3;
/** The rate-call session (externalId) the frame is opened for; the vault binds its tokens to it (issue 27). */
const SESSION = 'rc_Q2xhcmtlS2VudEtyeXB0b24x';
const SESSION_QUERY = `&session=${SESSION}`;
const SCRIPT = 'assets/client-abc123.js';
const STYLE = 'assets/client-def456.css';

/** A stand-in build: the frame's manifest and files as build/cardFrame.ts writes them, plus a file it must not serve. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'qf-frame-'));
  const frame = join(dist, FRAME_DIR);
  mkdirSync(join(frame, '.vite'), { recursive: true });
  mkdirSync(join(frame, 'assets'));
  const manifest = { [FRAME_ENTRY]: { file: SCRIPT, isEntry: true, css: [STYLE] } };
  writeFileSync(join(frame, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(frame, SCRIPT), 'console.log("frame")');
  writeFileSync(join(frame, STYLE), 'body{}');
  writeFileSync(join(frame, `${SCRIPT}.map`), '{"sources":[]}');
  return dist;
}

describe('the card frame route', () => {
  let server: Server;
  let vault: Vault;
  let base: string;
  let call: (method: string, path: string, init?: Parameters<ReturnType<typeof httpClient>>[2]) => Promise<CallResult>;
  const logLines: string[] = [];
  let dist: string;

  beforeAll(async () => {
    dist = fakeDist();
    server = await startServer();
    vault = await buildVault({
      db: server.app.sandboxDb,
      allowedOrigins: [APP_ORIGIN, OTHER_APP_ORIGIN],
      rateLimit: false,
      logger: captureLogs(logLines),
      distDir: dist,
    });
    await vault.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(vault.server.address() as AddressInfo).port}`;
    call = httpClient(base);
  });
  afterAll(async () => {
    await vault?.close();
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the frame for an allowed app origin, framed by that origin only, with no inline script or style', async () => {
    const res = await call('GET', `/collect?origin=${encodeURIComponent(OTHER_APP_ORIGIN)}${SESSION_QUERY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(frameCsp(OTHER_APP_ORIGIN));
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['frame-ancestors']).toEqual([OTHER_APP_ORIGIN]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe');
    expect(csp).not.toContain('*');
    // frame-ancestors decides who may frame it; helmet's X-Frame-Options: DENY would contradict it.
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.text).toContain(`data-parent-origin="${OTHER_APP_ORIGIN}"`);
    expect(res.text).toContain(`data-session="${SESSION}"`);
    expect(res.text).toContain(`<script type="module" src="/collect/${SCRIPT}"></script>`);
    expect(res.text).toContain(`<link rel="stylesheet" href="/collect/${STYLE}">`);
    // No inline script: every <script> has a src, and there are no inline handlers or <style> blocks.
    expect(res.text.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    expect(res.text).not.toMatch(/\son[a-z]+=/);
    expect(res.text).not.toContain('<style');
    expect(res.text).not.toMatch(/https?:\/\/(?!quotes\.partner\.example)/);
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry date'],
      ['cvc', 'Security code'],
    ]) {
      expect(res.text).toContain(`<label for="card-${id}">${label}</label>`);
      expect(res.text).toMatch(new RegExp(`id="card-${id}"[^>]*aria-describedby="[^"]*card-${id}-error"`));
    }
    expect(res.text).toContain('role="alert"');
  });

  it('matches the origin without case or trailing slash and names it as listed', async () => {
    const res = await call('GET', `/collect?origin=${encodeURIComponent('HTTP://LOCALHOST:8080/')}${SESSION_QUERY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${APP_ORIGIN}`);
  });

  it.each([
    ['another origin', `?origin=${encodeURIComponent(EVIL_ORIGIN)}${SESSION_QUERY}`],
    ['no origin', ''],
    ['a wildcard', '?origin=*'],
    ['a CSP injection', `?origin=${encodeURIComponent(`${APP_ORIGIN}; script-src *`)}${SESSION_QUERY}`],
  ])('refuses %s: 400, framed by nobody, no form', async (_name, query) => {
    const res = await call('GET', `/collect${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.text).not.toContain('<form');
    expect(res.text).not.toContain('<script');
  });

  it.each([
    ['no rate-call session', ''],
    ['an empty one', '&session='],
    ['an overlong one', `&session=${'r'.repeat(81)}`],
  ])('refuses a frame opened with %s: 400, a readable page, no form (issue 27)', async (_name, query) => {
    const res = await call('GET', `/collect?origin=${encodeURIComponent(APP_ORIGIN)}${query}`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('it needs the rate-call session');
    expect(res.text).not.toContain('<form');
    expect(res.text).not.toContain('<script');
  });

  it('escapes the session it writes into the page', async () => {
    const res = await call(
      'GET',
      `/collect?origin=${encodeURIComponent(APP_ORIGIN)}&session=${encodeURIComponent('"><script>x</script>')}`,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-session="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(res.text.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
  });

  it('serves the frame files with their types, and nothing else from the build', async () => {
    const js = await call('GET', `/collect/${SCRIPT}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.text).toBe('console.log("frame")');
    const css = await call('GET', `/collect/${STYLE}`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    for (const path of [
      `/collect/${SCRIPT}.map`,
      '/collect/assets/other.js',
      '/collect/assets/..%2F.vite%2Fmanifest.json',
    ])
      expect((await call('GET', path)).status, path).toBe(404);
  });

  it('answers 503 with a readable page when the app is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'qf-frame-empty-'));
    const bare = await buildVault({ db: server.app.sandboxDb, allowedOrigins: [APP_ORIGIN], distDir: empty });
    try {
      const res = await bare.inject({ url: `/collect?origin=${encodeURIComponent(APP_ORIGIN)}${SESSION_QUERY}` });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect(res.headers['content-security-policy']).toContain(`frame-ancestors ${APP_ORIGIN}`);
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("takes the frame's own same-origin calls, and still refuses other origins", async () => {
    const body = { number: '4000000000000002', expiry: `09/${FUTURE_YEAR}`, cvc: '123', session: SESSION };
    const own = await call('POST', '/tokens', { body, headers: { origin: base } });
    expect(own.status).toBe(201);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    // A declined test card still tokenises: the decline comes when it is charged.
    expect(own.body).toMatchObject({ brand: 'visa', last4: '0002' });
    const evil = await call('POST', '/tokens', { body, headers: { origin: EVIL_ORIGIN } });
    expect(evil.status).toBe(403);
  });

  it("lets only a loopback vault's own origin through as same-origin (a rebound name is refused)", async () => {
    expect(isOwnLoopbackOrigin('http://127.0.0.1:8090', 'http', '127.0.0.1:8090')).toBe(true);
    expect(isOwnLoopbackOrigin('http://localhost:8090', 'http', 'localhost:8090')).toBe(true);
    expect(isOwnLoopbackOrigin('http://[::1]:8090', 'http', '[::1]:8090')).toBe(true);
    expect(isOwnLoopbackOrigin('http://evil.example:8090', 'http', 'evil.example:8090')).toBe(false);
    expect(isOwnLoopbackOrigin('http://localhost:8091', 'http', 'localhost:8090')).toBe(false);
    expect(isOwnLoopbackOrigin('http://localhost:8090', 'http', undefined)).toBe(false);
    const rebound = await fetch(`${base}/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example', host: 'evil.example' },
      body: JSON.stringify({ number: '4242424242424242', expiry: `09/${FUTURE_YEAR}`, cvc: '123', session: SESSION }),
    });
    expect(rebound.status).toBe(403);
  });

  it('never logs a card number, CVC or token while serving the frame and tokenising', async () => {
    logLines.length = 0;
    await call('GET', `/collect?origin=${encodeURIComponent(APP_ORIGIN)}${SESSION_QUERY}`);
    await call('GET', `/collect/${SCRIPT}`);
    const good = await call('POST', '/tokens', {
      body: { number: '5555 5555 5555 4444', expiry: `09/${FUTURE_YEAR}`, cvc: '321', session: SESSION },
      headers: { origin: base },
    });
    await call('POST', '/tokens', {
      body: { number: '4242424242424241', expiry: `09/${FUTURE_YEAR}`, cvc: '987', session: SESSION },
      headers: { origin: base },
    });
    vault.log.info({ number: '4111111111111111', cvc: '555' }, 'probe');
    expect(logLines.length).toBeGreaterThan(0);
    const logs = logLines.join('\n');
    for (const secret of [
      '5555555555554444',
      '5555 5555 5555 4444',
      '4242424242424241',
      '4111111111111111',
      '"987"',
      '"321"',
      '"555"',
      good.body.token,
    ])
      expect(logs).not.toContain(secret);
  });
});

describe("the app's CSP", () => {
  it('lets the page frame the vault origins it may call, and no other', () => {
    const csp = appHelmetOptions(['http://localhost:8090']).contentSecurityPolicy;
    const directives = typeof csp === 'object' && csp ? csp.directives : undefined;
    expect(directives?.frameSrc).toEqual(["'self'", 'http://localhost:8090']);
    expect(directives?.frameAncestors).toEqual(["'none'"]);
  });
});

describe("the frame's input normalisation (full Unicode, very long strings)", () => {
  it('keeps only ASCII digits, at most the field allows, and is idempotent', () => {
    fc.assert(
      fc.property(hostileString(60, 200_000), (raw) => {
        const number = formatCardNumber(raw);
        expect(number).toMatch(/^(\d{4} )*\d{0,4}$/);
        expect(number.replace(/ /g, '').length).toBeLessThanOrEqual(19);
        expect(formatCardNumber(number)).toBe(number);
        const expiry = formatExpiry(raw);
        expect(expiry).toMatch(/^\d{0,2}$|^\d{2}\/\d{1,4}$/);
        expect(formatExpiry(expiry)).toBe(expiry);
        const cvc = formatCvc(raw);
        expect(cvc).toMatch(/^\d{0,4}$/);
        expect(formatCvc(cvc)).toBe(cvc);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the digits typed among anything else, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(hostileString(6, 3_000), fc.integer({ min: 0, max: 9 })), { maxLength: 19 }),
        (parts) => {
          const noise = (s: string) => (s.normalize('NFKC').replace(/[0-9]/g, '') === s.normalize('NFKC') ? s : '');
          const junk = parts.map(([s]) => noise(s));
          const typed = parts.map(([, d]) => String(d)).join('');
          const raw = parts.map(([, d], i) => junk[i] + String(d)).join('');
          // Normalisation looks at a bounded prefix only: the digits typed survive when the noise is short.
          if (raw.length <= 19 * 8) expect(digitsOf(raw, 19)).toBe(typed);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads full-width digits and pasted separators', () => {
    expect(formatCardNumber('４２４２-4242 4242\u00a04242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('8/2031')).toBe('08/2031');
    expect(formatExpiry('12 / 2031')).toBe('12/2031');
    expect(formatCvc('１２３')).toBe('123');
  });
});

describe("the frame's field check", () => {
  const today = new Date(Date.UTC(2026, 10, 23));
  it('names every failing field at once', () => {
    expect(validateCardFields({ number: '', expiry: '', cvc: '' }, today).errors).toEqual(FIELD_REQUIRED);
    expect(validateCardFields({ number: '4242 4242 4242 4241', expiry: '13/2030', cvc: '12' }, today).errors).toEqual({
      number: 'Enter a valid card number',
      expiry: 'Enter the expiry as MM/YYYY',
      cvc: 'Enter the 3-digit security code',
    });
    expect(validateCardFields({ number: '4242424242424242', expiry: '10/2026', cvc: '123' }, today).errors).toEqual({
      expiry: 'This card has expired',
    });
  });

  it('asks Amex for four digits and accepts a good card (the current month included)', () => {
    const amex = validateCardFields({ number: '3782 822463 10005', expiry: '11/2026', cvc: '123' }, today);
    expect(amex.errors).toEqual({ cvc: 'Enter the 4-digit security code' });
    expect(amex.brand).toBe('american-express');
    expect(validateCardFields({ number: '3782 822463 10005', expiry: '11/2026', cvc: '1234' }, today).errors).toEqual(
      {},
    );
  });
});
