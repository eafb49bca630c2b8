import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTokens } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { parseFaultRules } from '../../server/sandbox/faults';
import { type BuildVaultOptions, type Vault, buildVault } from '../../server/vault/app';
import { peekToken, spendToken } from '../../server/vault/tokens';
import { anyJson, hostileString } from './arbitraries';
import {
  type CallInit,
  type CallResult,
  captureLogs,
  databases,
  httpClient,
  type Server,
  startServer,
} from './harness';
import { atPayment } from './ratecallFixtures';

// The card vault on its own origin (DESIGN section 6; spec 001 sections 2, 3, 5), built on the API's database handle as
// server/main.ts does, and called over HTTP.

const APP_ORIGIN = 'http://localhost:8080';
const OTHER_ORIGIN = 'https://evil.example';
const FUTURE_YEAR = new Date().getUTCFullYear() + 3;
const EXPIRY = `08/${FUTURE_YEAR}`;
const CARDS = {
  visa: { number: '4242424242424242', cvc: '123', brand: 'visa', last4: '4242' },
  mastercard: { number: '5555 5555 5555 4444', cvc: '321', brand: 'mastercard', last4: '4444' },
  amex: { number: '3782-822463-10005', cvc: '7391', brand: 'american-express', last4: '0005' },
  discover: { number: '6011111111111117', cvc: '555', brand: 'discover', last4: '1117' },
} as const;

interface VaultServer {
  vault: Vault;
  call: (method: string, path: string, init?: CallInit) => Promise<CallResult>;
  close: () => Promise<void>;
}

async function startVault(opts: BuildVaultOptions): Promise<VaultServer> {
  const vault = await buildVault(opts);
  await vault.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(vault.server.address() as AddressInfo).port}`;
  return { vault, call: httpClient(base), close: () => vault.close() };
}

/** The rate-call session a card frame was opened for (its externalId); the token is bound to it. */
const SESSION = 'rc_Q2xhcmtlS2VudEtyeXB0b24x';
const cardBody = (card: { number: string; cvc: string }, extra: Record<string, unknown> = {}) => ({
  number: card.number,
  expiry: EXPIRY,
  cvc: card.cvc,
  name: 'Jane Q Cardholder',
  session: SESSION,
  ...extra,
});

async function countTokens(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cardTokens);
  return row.n;
}

describe.each(databases)('card vault on $name', ({ databaseUrl }) => {
  let server: Server;
  let vault: VaultServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
    vault = await startVault({
      db: server.app.sandboxDb,
      allowedOrigins: [APP_ORIGIN, 'http://127.0.0.1:8080'],
      rateLimit: false,
      logger: captureLogs(logLines),
    });
  });
  afterAll(async () => {
    await vault?.close();
    await server?.close();
  });

  const tokenise = async (card: { number: string; cvc: string }) => {
    const res = await vault.call('POST', '/tokens', { body: cardBody(card), headers: { origin: APP_ORIGIN } });
    expect(res.status).toBe(201);
    return res.body.token as string;
  };

  describe('POST /tokens', () => {
    it.each(Object.entries(CARDS))(
      'tokenises a %s card: 201 with brand, last4 and expiry only',
      async (_name, card) => {
        const res = await vault.call('POST', '/tokens', { body: cardBody(card), headers: { origin: APP_ORIGIN } });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          token: expect.stringMatching(/^tok_[A-Za-z0-9_-]{24}$/),
          brand: card.brand,
          last4: card.last4,
          expMonth: 8,
          expYear: FUTURE_YEAR,
        });
        expect(res.headers.get('cache-control')).toBe('no-store');
        const [row] = await server.app.sandboxDb.select().from(cardTokens).where(eq(cardTokens.token, res.body.token));
        expect(row).toMatchObject({
          brand: card.brand,
          last4: card.last4,
          expMonth: 8,
          expYear: FUTURE_YEAR,
          outcome: 'approve',
        });
        expect(row.usedAt).toBeNull();
      },
    );

    it('gives every tokenisation a new token, with the same keyed fingerprint for the same card', async () => {
      const [a, b] = [await tokenise(CARDS.visa), await tokenise(CARDS.visa)];
      expect(a).not.toBe(b);
      const rows = await server.app.sandboxDb
        .select({ token: cardTokens.token, fingerprint: cardTokens.fingerprint })
        .from(cardTokens)
        .where(sql`${cardTokens.token} in (${a}, ${b})`);
      expect(rows).toHaveLength(2);
      expect(rows[0].fingerprint).toBe(rows[1].fingerprint);
      expect(rows[0].fingerprint).toMatch(/^[0-9a-f]{64}$/);
      // Keyed: not a bare hash anyone could recompute from a guessed number.
      expect(rows[0].fingerprint).not.toBe(createHash('sha256').update(CARDS.visa.number).digest('hex'));
      const other = await tokenise(CARDS.mastercard);
      const [m] = await server.app.sandboxDb.select().from(cardTokens).where(eq(cardTokens.token, other));
      expect(m.fingerprint).not.toBe(rows[0].fingerprint);
    });

    it('stores no card number, CVC or name in any column of the row, nor anywhere in the table', async () => {
      const card = CARDS.amex;
      const digits = card.number.replace(/\D/g, '');
      const token = await tokenise(card);
      const result = await server.app.sandboxDb.execute(sql`select * from card_tokens where token = ${token}`);
      const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
      expect(Object.keys(row).sort()).toEqual(
        [
          'brand',
          'created_at',
          'exp_month',
          'exp_year',
          'fingerprint',
          'last4',
          'outcome',
          'session_external_id',
          'token',
          'used_at',
        ].sort(),
      );
      for (const [column, value] of Object.entries(row)) {
        const text = value instanceof Date ? value.toISOString() : String(value);
        expect(text, column).not.toContain(digits);
        expect(text, column).not.toContain(card.number);
        expect(text, column).not.toContain(digits.slice(0, 12));
        expect(text, column).not.toBe(card.cvc);
        expect(text, column).not.toContain('Cardholder');
      }
      const leaks = await server.app.sandboxDb.execute(
        sql`select count(*)::int as n from card_tokens c where c::text like ${`%${digits}%`} or c::text like ${'%Cardholder%'}`,
      );
      expect((leaks as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    });

    it('never logs the number, the CVC or the name', async () => {
      logLines.length = 0;
      await tokenise(CARDS.discover);
      await vault.call('POST', '/tokens', { body: cardBody({ number: '4242424242424241', cvc: '987' }) });
      expect(logLines.length).toBeGreaterThan(0);
      const logs = logLines.join('\n');
      for (const secret of [CARDS.discover.number, '4242424242424241', 'Cardholder', '"987"'])
        expect(logs).not.toContain(secret);
    });

    it('redacts card fields even when code logs them by mistake', async () => {
      logLines.length = 0;
      const card = { number: '5555555555554444', cvc: '321', name: 'Jane Q Cardholder' };
      vault.vault.log.info({ number: '4242424242424242', cvc: '987', card }, 'probe');
      const line = logLines.find((l) => l.includes('probe')) ?? '{}';
      expect(JSON.parse(line)).toMatchObject({
        number: '[redacted]',
        cvc: '[redacted]',
        card: { number: '[redacted]', cvc: '[redacted]', name: '[redacted]' },
      });
      for (const secret of ['4242424242424242', '5555555555554444', 'Cardholder']) expect(line).not.toContain(secret);
    });

    it.each([
      ['a Luhn failure', { number: '4242424242424241' }, 'body.number', 'Enter a valid card number'],
      ['letters in the number', { number: '4242 4242 abcd 4242' }, 'body.number', 'Enter a valid card number'],
      ['a too short number', { number: '424242' }, 'body.number', 'Enter a valid card number'],
      ['a number as a JSON number', { number: 4242424242424242 }, 'body.number', 'Enter a valid card number'],
      ['a missing number', { number: undefined }, 'body.number', 'Enter a valid card number'],
      ['an overlong number', { number: '4'.repeat(200) }, 'body.number', 'Enter a valid card number'],
      ['an expired card', { expiry: '01/2020' }, 'body.expiry', 'This card has expired'],
      ['month 13', { expiry: `13/${FUTURE_YEAR}` }, 'body.expiry', 'Enter the expiry as MM/YYYY'],
      ['a 2-digit year', { expiry: '08/30' }, 'body.expiry', 'Enter the expiry as MM/YYYY'],
      ['a year outside 19xx/20xx', { expiry: '08/2130' }, 'body.expiry', 'Enter the expiry as MM/YYYY'],
      ['a missing expiry', { expiry: undefined }, 'body.expiry', 'Enter the expiry as MM/YYYY'],
      ['a 4-digit CVC on Visa', { cvc: '1234' }, 'body.cvc', 'Enter the 3-digit security code'],
      ['a 2-digit CVC', { cvc: '12' }, 'body.cvc', 'Enter the 3-digit security code'],
      ['letters in the CVC', { cvc: 'abc' }, 'body.cvc', 'Enter the 3-digit security code'],
      ['a missing CVC', { cvc: undefined }, 'body.cvc', 'Enter the security code'],
      ['an overlong name', { name: 'x'.repeat(101) }, 'body.name', 'Use 100 characters or fewer'],
      ['no rate-call session', { session: undefined }, 'body.session', 'it needs the rate-call session'],
      ['an empty rate-call session', { session: '  ' }, 'body.session', 'it needs the rate-call session'],
      ['an overlong rate-call session', { session: 'r'.repeat(81) }, 'body.session', 'Use 80 characters or fewer'],
    ])('answers 400 naming the field for %s', async (_label, change, field, message) => {
      const before = await countTokens(server.app.sandboxDb);
      const res = await vault.call('POST', '/tokens', { body: cardBody(CARDS.visa, change) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, field, code: 'validation_error' });
      expect(res.body.message).toContain(message);
      expect(await countTokens(server.app.sandboxDb)).toBe(before);
    });

    it('wants a 4-digit CVC on Amex', async () => {
      const res = await vault.call('POST', '/tokens', { body: cardBody({ number: CARDS.amex.number, cvc: '123' }) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'body.cvc', message: 'body.cvc: Enter the 4-digit security code' });
    });

    it('refuses bodies that are not a JSON card: malformed JSON, text, an array, too large', async () => {
      const json = { 'content-type': 'application/json' };
      expect((await vault.call('POST', '/tokens', { body: '{"number":', headers: json })).status).toBe(400);
      const text = { 'content-type': 'text/plain' };
      expect((await vault.call('POST', '/tokens', { body: 'number=4242424242424242', headers: text })).status).toBe(
        415,
      );
      expect((await vault.call('POST', '/tokens', { body: [cardBody(CARDS.visa)] })).status).toBe(400);
      expect(
        (await vault.call('POST', '/tokens', { body: cardBody(CARDS.visa, { name: 'x'.repeat(10_000) }) })).status,
      ).toBe(413);
    });
  });

  describe('GET /tokens/:token', () => {
    it('returns token, brand, last4 and expiry; never the outcome or the fingerprint', async () => {
      const token = await tokenise({ number: '4000000000000002', cvc: '123' });
      const res = await vault.call('GET', `/tokens/${token}`, { headers: { origin: APP_ORIGIN } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ token, brand: 'visa', last4: '0002', expMonth: 8, expYear: FUTURE_YEAR });
      expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    });
    it('answers 404 for an unknown token and for anything not shaped like one', async () => {
      for (const token of ['tok_AAAAAAAAAAAAAAAAAAAAAAAA', 'tok_short', '4242424242424242', 'x'.repeat(64)]) {
        const res = await vault.call('GET', `/tokens/${token}`);
        expect(res.status, token).toBe(404);
        expect(res.body).toMatchObject({ code: 'token_not_found' });
      }
      expect((await vault.call('GET', `/tokens/${'x'.repeat(65)}`)).status).toBe(400);
    });
    it('kind=empty on vaultToken answers 404 for a real token; kind=error answers 500', async () => {
      const token = await tokenise(CARDS.visa);
      const empty = await vault.call('GET', `/tokens/${token}`, {
        headers: { 'x-sandbox-fault': 'route=vaultToken;kind=empty' },
      });
      expect(empty.status).toBe(404);
      const error = await vault.call('GET', `/tokens/${token}`, {
        headers: { 'x-sandbox-fault': 'route=vaultToken;kind=error' },
      });
      expect(error.status).toBe(500);
      expect(error.body).toMatchObject({ code: 'sandbox_fault' });
    });
  });

  describe('CORS: the app origin only', () => {
    it('lets the app origin read the answer', async () => {
      const res = await vault.call('POST', '/tokens', { body: cardBody(CARDS.visa), headers: { origin: APP_ORIGIN } });
      expect(res.status).toBe(201);
      expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(res.headers.get('vary')).toContain('Origin');
    });
    it('refuses another origin with 403 and no CORS header, storing nothing', async () => {
      const before = await countTokens(server.app.sandboxDb);
      for (const origin of [OTHER_ORIGIN, 'http://localhost:8081', 'null']) {
        const res = await vault.call('POST', '/tokens', { body: cardBody(CARDS.visa), headers: { origin } });
        expect(res.status, origin).toBe(403);
        expect(res.body).toMatchObject({ code: 'origin_not_allowed' });
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
      }
      expect(await countTokens(server.app.sandboxDb)).toBe(before);
    });
    it('answers the preflight of the app origin with methods, headers and max-age', async () => {
      const res = await vault.call('OPTIONS', '/tokens', {
        headers: {
          origin: APP_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')).toContain('content-type');
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      const lookup = await vault.call('OPTIONS', '/tokens/tok_AAAAAAAAAAAAAAAAAAAAAAAA', {
        headers: { origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'GET' },
      });
      expect(lookup.status).toBe(204);
      expect(lookup.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    });
    it('refuses the preflight of another origin', async () => {
      const res = await vault.call('OPTIONS', '/tokens', {
        headers: {
          origin: OTHER_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
    });
    it('sends the security headers: a deny-all CSP, HSTS, no-referrer, nosniff, no framing', async () => {
      const res = await vault.call('GET', '/tokens/tok_AAAAAAAAAAAAAAAAAAAAAAAA');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    });
  });

  describe('fault injection (x-sandbox-fault)', () => {
    it('route=vaultTokenize;kind=error answers 500 sandbox_fault and stores nothing, even for a good card', async () => {
      const before = await countTokens(server.app.sandboxDb);
      const res = await vault.call('POST', '/tokens', {
        body: cardBody(CARDS.visa),
        headers: { origin: APP_ORIGIN, 'x-sandbox-fault': 'route=vaultTokenize;kind=error' },
      });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ statusCode: 500, code: 'sandbox_fault' });
      expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(await countTokens(server.app.sandboxDb)).toBe(before);
    });
    it('route=vaultTokenize;kind=latency delays, then tokenises', async () => {
      const started = Date.now();
      const res = await vault.call('POST', '/tokens', {
        body: cardBody(CARDS.visa),
        headers: { 'x-sandbox-fault': 'route=vaultTokenize;kind=latency;ms=400' },
      });
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    });
    it('rules for other routes do nothing here', async () => {
      const headers = { 'x-sandbox-fault': 'route=makes;kind=error' };
      const res = await vault.call('POST', '/tokens', { body: cardBody(CARDS.visa), headers });
      expect(res.status).toBe(201);
    });
  });

  describe('peekToken and spendToken (the charge step)', () => {
    const usedAt = async (db: Db, token: string) => {
      const [row] = await db.select({ usedAt: cardTokens.usedAt }).from(cardTokens).where(eq(cardTokens.token, token));
      return row.usedAt;
    };
    it.each([
      ['4242424242424242', 'approve'],
      ['5555555555554444', 'approve'],
      ['4000000000000002', 'decline'],
      ['4000000000000119', 'error'],
      ['4000000000009995', 'insufficient_funds'],
    ])('%s charges with outcome %s, once', async (number, outcome) => {
      const token = await tokenise({ number, cvc: '123' });
      const db = server.app.sandboxDb;
      const card = {
        brand: number.startsWith('4') ? 'visa' : 'mastercard',
        last4: number.slice(-4),
        expMonth: 8,
        expYear: FUTURE_YEAR,
        outcome,
        session: SESSION,
      };
      expect(await peekToken(db, token)).toEqual({ ...card, used: false });
      expect(await spendToken(db, token)).toBe(true);
      expect(await usedAt(db, token)).toBeInstanceOf(Date);
      expect(await peekToken(db, token)).toEqual({ ...card, used: true });
      expect(await spendToken(db, token)).toBe(false);
      // Still readable by the page (a receipt shows the card), only not chargeable.
      expect((await vault.call('GET', `/tokens/${token}`)).status).toBe(200);
    });
    it('a spent token cannot be spent again; spending twice keeps the first time', async () => {
      const db = server.app.sandboxDb;
      const token = await tokenise(CARDS.visa);
      expect(await spendToken(db, token)).toBe(true);
      const first = await usedAt(db, token);
      expect(first).toBeInstanceOf(Date);
      await new Promise((r) => setTimeout(r, 20));
      expect(await spendToken(db, token)).toBe(false);
      expect((await usedAt(db, token))?.getTime()).toBe(first?.getTime());
      expect((await peekToken(db, token))?.used).toBe(true);
    });
    it('peekToken reads a token without spending it; spendToken spends it once, of concurrent spends exactly one', async () => {
      const db = server.app.sandboxDb;
      const token = await tokenise({ number: '4000000000000002', cvc: '123' });
      const card = {
        brand: 'visa',
        last4: '0002',
        expMonth: 8,
        expYear: FUTURE_YEAR,
        outcome: 'decline',
        session: SESSION,
      };
      expect(await peekToken(db, token)).toEqual({ ...card, used: false });
      expect(await peekToken(db, token)).toEqual({ ...card, used: false });
      const spends = await Promise.all([spendToken(db, token), spendToken(db, token), spendToken(db, token)]);
      expect(spends.filter(Boolean)).toHaveLength(1);
      expect(await peekToken(db, token)).toEqual({ ...card, used: true });
      expect(await spendToken(db, token)).toBe(false);
    });
    it('unknown and malformed tokens peek to null and spend to false without error', async () => {
      const db = server.app.sandboxDb;
      for (const token of ['tok_AAAAAAAAAAAAAAAAAAAAAAAA', '', 'tok_', "tok_' or 1=1 --", '4242424242424242']) {
        expect(await peekToken(db, token)).toBeNull();
        expect(await spendToken(db, token)).toBe(false);
      }
    });
  });

  describe('a token pays only in the rate-call session its card frame was opened for (issue 27)', () => {
    /** A rate-call session at GET_RC3_QUESTIONS, and its COLLECT_PAYMENT with a token, as answers or as PaymentInformation. */
    const atPaymentBothWays = async (carrierId: string) => {
      const { s, pay } = await atPayment(server, carrierId);
      const payInformation = (token: string) =>
        s.step('COLLECT_PAYMENT', {
          answers: { 'payment.eSignDocument': true },
          paymentInformation: {
            paymentMethod: 'Credit Card',
            paymentPlan: { numberOfPayments: 1 },
            transactionConsent: true,
            operationAcknowledgement: true,
            paymentToken: token,
          },
        });
      return { s, pay, payInformation };
    };
    const tokenFor = async (session: string) => {
      const res = await vault.call('POST', '/tokens', {
        body: cardBody(CARDS.mastercard, { session }),
        headers: { origin: APP_ORIGIN },
      });
      expect(res.status).toBe(201);
      return res.body.token as string;
    };
    const usedAt = async (token: string) => {
      const [row] = await server.app.sandboxDb
        .select({ usedAt: cardTokens.usedAt, session: cardTokens.sessionExternalId })
        .from(cardTokens)
        .where(eq(cardTokens.token, token));
      return row;
    };

    it('stores the session with the token; session B refuses a token made for A (400 naming the field), A takes it', async () => {
      const a = await atPaymentBothWays('libertymutual');
      const b = await atPaymentBothWays('safeco');
      const token = await tokenFor(a.s.externalId!);

      const stolen = await b.pay(token);
      expect(stolen.status).toBe(400);
      expect(stolen.body).toMatchObject({
        statusCode: 400,
        code: 'token_session_mismatch',
        field: 'body.requestDetails.answers.payment.paymentToken',
        message: expect.stringContaining('this card was entered for another purchase'),
      });
      const viaInformation = await b.payInformation(token);
      expect(viaInformation.status).toBe(400);
      expect(viaInformation.body).toMatchObject({
        code: 'token_session_mismatch',
        field: 'body.requestDetails.paymentInformation.paymentToken',
      });
      // Refused before it is judged: not spent, and B still pays with a card of its own.
      expect(await usedAt(token)).toEqual({ usedAt: null, session: a.s.externalId });
      expect((await b.pay(await tokenFor(b.s.externalId!))).body.success).toBe(true);

      const paid = await a.pay(token);
      expect(paid.status).toBe(200);
      expect(paid.body.success).toBe(true);
      expect(paid.body.data.summary.card).toEqual({ brand: 'mastercard', last4: '4444' });
      expect((await usedAt(token)).usedAt).toBeInstanceOf(Date);
    });

    it('refuses a token bound to no session (made before tokens were bound) in every session', async () => {
      const a = await atPaymentBothWays('root');
      const token = await tokenFor(a.s.externalId!);
      await server.app.sandboxDb.update(cardTokens).set({ sessionExternalId: null }).where(eq(cardTokens.token, token));
      const res = await a.pay(token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'token_session_mismatch' });
      expect((await usedAt(token)).usedAt).toBeNull();
    });
  });

  describe('a second vault on the same database (restart)', () => {
    it('keeps the fingerprint key, so a card fingerprints the same across restarts', async () => {
      const db = server.app.sandboxDb;
      const first = await tokenise(CARDS.discover);
      const again = await startVault({ db, allowedOrigins: [APP_ORIGIN], rateLimit: false });
      try {
        const res = await again.call('POST', '/tokens', { body: cardBody(CARDS.discover) });
        expect(res.status).toBe(201);
        const rows = await db
          .select({ fingerprint: cardTokens.fingerprint })
          .from(cardTokens)
          .where(sql`${cardTokens.token} in (${first}, ${res.body.token})`);
        expect(rows).toHaveLength(2);
        expect(rows[0].fingerprint).toBe(rows[1].fingerprint);
      } finally {
        await again.close();
      }
    });
  });

  describe('rate limit and environment fault rules', () => {
    let limited: VaultServer;
    beforeAll(async () => {
      limited = await startVault({
        db: server.app.sandboxDb,
        allowedOrigins: [APP_ORIGIN],
        faults: { envRules: parseFaultRules('route=vaultToken;kind=error'), headerEnabled: false },
      });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('allows 30 tokenisations a minute per IP, then answers 429 rate_limited', async () => {
      for (let i = 0; i < 30; i += 1) {
        const res = await limited.call('POST', '/tokens', { body: cardBody(CARDS.visa, { cvc: '12' }) });
        expect(res.status).toBe(400);
      }
      const res = await limited.call('POST', '/tokens', {
        body: cardBody(CARDS.visa),
        headers: { origin: APP_ORIGIN },
      });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ statusCode: 429, code: 'rate_limited' });
      expect(res.headers.get('retry-after')).not.toBeNull();
    });
    it('applies SANDBOX_FAULTS rules and ignores the header when it is turned off', async () => {
      expect((await limited.call('GET', '/tokens/tok_AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(500);
      const headers = { 'x-sandbox-fault': 'route=vaultToken;kind=empty' };
      const res = await limited.call('GET', '/tokens/tok_AAAAAAAAAAAAAAAAAAAAAAAA', { headers });
      expect(res.status).toBe(500);
    });
  });

  it('answers no 5xx to 300 random bodies', async () => {
    const field = fc.oneof(
      hostileString(30),
      fc.stringMatching(/^[0-9 -]{0,25}$/),
      fc.stringMatching(/^(0[0-9]|1[0-9])\/(19|20|21)[0-9]{2}$/),
      fc.stringMatching(/^[0-9]{0,6}$/),
      fc.constantFrom('4242424242424242', '378282246310005', '4000000000000119', '12/2099', '01/2000', '123', '1234'),
      anyJson({ maxDepth: 2 }),
    );
    const body = fc.oneof(
      fc.record({ number: field, expiry: field, cvc: field, name: field }, { requiredKeys: [] }),
      anyJson({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await vault.vault.inject({
          method: 'POST',
          url: '/tokens',
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode === 400) expect(res.json().field ?? res.json().code).toBeTruthy();
      }),
      { numRuns: 300 },
    );
  });
});
