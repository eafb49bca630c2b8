import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_PHONE_NUMBERS, SOURCE_PHONE_NUMBERS, TRAFFIC_SOURCES } from '../../server/data/phoneNumbers';
import { phoneNumberMappings, phoneVerifications } from '../../server/db/schema';
import { MAX_CHECK_ATTEMPTS, SEND_LIMITS } from '../../server/phone/constants';
import { hashAddress, hashPhone, phoneHashKeys } from '../../server/phone/hashing';
import { FLOW_LOCATIONS, PHONE_POLICY_TYPES } from '../../src/contract/phone';
import { captureLogs, databases, occurrences, type Server, startServer } from './harness';

// Phone verification, the sandbox SMS outbox and the phone-number mapping (spec 000 sections 4, 5, 7; 001 section 4).

const SECRET = 'phone-test-secret-0123456789abcdefghij';
const keys = phoneHashKeys(SECRET);
/** The test client's address as the server may see it: rows sent from it are removed after each test. */
const OUR_ADDRESSES = ['127.0.0.1', '::ffff:127.0.0.1', '::1'].map((ip) => hashAddress(keys, ip));

let serial = 0;
/** A fresh, valid, textable number per call: (212) 555-2xxx. */
const freshNumber = () => {
  serial += 1;
  return `212555${String(2000 + serial).padStart(4, '0')}`;
};
const formatted = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
const limit = (code: string) => SEND_LIMITS.find((l) => l.code === code)!;

describe.each(databases)('phone verification and numbers on $name', ({ databaseUrl }) => {
  let server: Server;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startServer({
      databaseUrl,
      userTokenSecret: SECRET,
      logger: captureLogs(logLines),
    });
    await clearOurSends();
  });
  afterEach(() => clearOurSends());
  afterAll(() => server.close());

  const clearOurSends = () =>
    server.app.sandboxDb.delete(phoneVerifications).where(inArray(phoneVerifications.ipHash, OUR_ADDRESSES));
  const send = (phoneNumber: string, headers: Record<string, string> = {}) =>
    server.call('POST', '/api/twilio/verify-phone', { body: { phoneNumber }, headers });
  const check = (phoneNumber: string, code: string, headers: Record<string, string> = {}) =>
    server.call('POST', '/api/twilio/check-phone-verification', { body: { phoneNumber, code }, headers });
  const outbox = (phoneNumber: string, on: Server = server, headers: Record<string, string> = {}) =>
    on.call('GET', `/api/sandbox/sms-outbox/${encodeURIComponent(phoneNumber)}`, { headers });
  const codeSentTo = async (phoneNumber: string) => {
    const res = await outbox(phoneNumber);
    expect(res.status).toBe(200);
    return /(\d{6})$/.exec(res.body.body)![1];
  };
  const rowsOf = (digits: string, on: Server = server) =>
    on.app.sandboxDb
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneHash, hashPhone(keys, digits)));
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('verify-phone and check-phone-verification', () => {
    it('sends a code to the outbox and accepts it once, marking the row verified', async () => {
      const number = freshNumber();
      const sent = await send(formatted(number));
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ success: true, expiresInSeconds: 600 });
      const message = await outbox(number);
      expect(message.body).toMatchObject({
        phoneNumber: number,
        body: expect.stringMatching(/^Your QuoteFlow code is \d{6}$/),
      });
      expect(Date.parse(message.body.sentAt)).toBeGreaterThan(Date.now() - 60_000);
      const code = await codeSentTo(number);
      const ok = await check(formatted(number), code);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true });
      const [row] = await rowsOf(number);
      expect(row.verifiedAt).not.toBeNull();
      expect(row.attempts).toBe(1);
    });

    it('stores the code, the number and the address only as hashes', async () => {
      const number = freshNumber();
      await send(formatted(number));
      const code = await codeSentTo(number);
      const [row] = await server.app.sandboxDb
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phoneHash, hashPhone(keys, number)));
      expect(row).toBeDefined();
      const stored = JSON.stringify(row);
      for (const secret of [code, number, formatted(number), number.slice(3), '127.0.0.1'])
        expect(occurrences(stored, secret), secret).toEqual([]);
      // Read through SQL too, so nothing hides in a column the ORM does not map.
      const raw = await server.app.sandboxDb.execute(sql`select * from phone_verifications where id = ${row.id}`);
      const rawText = JSON.stringify(raw);
      expect(rawText).not.toContain(code);
      expect(rawText).not.toContain(number);
      expect(row.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(600_000);
    });

    it('treats formatted, bare and 11-digit forms as one number (spec 000 section 5)', async () => {
      const number = freshNumber();
      expect((await send(`1-${number.slice(0, 3)}-${number.slice(3, 6)}-${number.slice(6)}`)).status).toBe(200);
      const code = await codeSentTo(`+1 ${formatted(number)}`);
      expect((await check(number, code)).status).toBe(200);
    });

    it('counts a wrong code and says how many tries are left', async () => {
      const number = freshNumber();
      await send(number);
      const code = await codeSentTo(number);
      const res = await check(number, wrongCode(code));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'code_incorrect',
        field: 'body.code',
        message: 'That code is not right. 4 tries left.',
      });
      expect((await rowsOf(number))[0].attempts).toBe(1);
      expect((await check(number, code)).status).toBe(200);
    });

    it(`locks the code after ${MAX_CHECK_ATTEMPTS} tries, even for the right code`, async () => {
      const number = freshNumber();
      await send(number);
      const code = await codeSentTo(number);
      const answers = [];
      for (let i = 0; i < MAX_CHECK_ATTEMPTS; i += 1) answers.push(await check(number, wrongCode(code)));
      expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
      expect(answers.map((a) => a.body.message)).toEqual([
        'That code is not right. 4 tries left.',
        'That code is not right. 3 tries left.',
        'That code is not right. 2 tries left.',
        'That code is not right. 1 try left.',
        'That code is not right and no tries are left. Ask for a new code.',
      ]);
      const locked = await check(number, code);
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('too_many_attempts');
      expect((await rowsOf(number))[0]).toMatchObject({ attempts: MAX_CHECK_ATTEMPTS, verifiedAt: null });
      // A new code starts over.
      await send(number);
      expect((await check(number, await codeSentTo(number))).status).toBe(200);
    });

    it('refuses an expired code with 410', async () => {
      const number = freshNumber();
      await send(number);
      const code = await codeSentTo(number);
      await server.app.sandboxDb
        .update(phoneVerifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(phoneVerifications.phoneHash, hashPhone(keys, number)));
      const res = await check(number, code);
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ code: 'code_expired', message: 'This code has expired. Ask for a new code.' });
      expect((await rowsOf(number))[0].attempts).toBe(0);
    });

    it('lets a new send supersede the pending code', async () => {
      const number = freshNumber();
      await send(number);
      const first = await codeSentTo(number);
      await send(number);
      const second = await codeSentTo(number);
      const rows = (await rowsOf(number)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(rows).toHaveLength(2);
      expect(rows[0].expiresAt.getTime()).toBeLessThanOrEqual(rows[1].createdAt.getTime());
      if (first !== second) expect((await check(number, first)).body.code).toBe('code_incorrect');
      expect((await check(number, second)).status).toBe(200);
    });

    it('answers 404 when no code was sent and 409 once the number is verified', async () => {
      const none = await check(freshNumber(), '123456');
      expect(none.status).toBe(404);
      expect(none.body.code).toBe('no_pending_code');
      const number = freshNumber();
      await send(number);
      const code = await codeSentTo(number);
      await check(number, code);
      const again = await check(number, code);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('already_verified');
    });

    it('limits sends per number: 3 in 10 minutes', async () => {
      const number = freshNumber();
      for (let i = 0; i < 3; i += 1) expect((await send(number)).status).toBe(200);
      const res = await send(number);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'send_limit_number_short' });
      expect(res.body.message).toMatch(/^Too many codes were sent to this number\. Try again in (10|9) minutes\.$/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(
        limit('send_limit_number_short').windowSeconds,
      );
      expect(await rowsOf(number)).toHaveLength(3);
    });

    it('limits sends per number: 10 a day', async () => {
      const number = freshNumber();
      const phoneHash = hashPhone(keys, number);
      // Each round of 3 is moved back 11 minutes, out of the short window but inside the day.
      for (let round = 0; round < 4; round += 1) {
        const sends = round < 3 ? 3 : 1;
        for (let i = 0; i < sends; i += 1) expect((await send(number)).status).toBe(200);
        await server.app.sandboxDb
          .update(phoneVerifications)
          .set({ createdAt: sql`${phoneVerifications.createdAt} - interval '11 minutes'` })
          .where(eq(phoneVerifications.phoneHash, phoneHash));
      }
      expect(await rowsOf(number)).toHaveLength(10);
      const res = await send(number);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('send_limit_number_daily');
    });

    it('limits sends per client address: 30 an hour', async () => {
      const max = limit('send_limit_address').max;
      for (let i = 0; i < max; i += 1) expect((await send(freshNumber())).status).toBe(200);
      const res = await send(freshNumber());
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('send_limit_address');
      expect(res.body.message).toMatch(
        /^Too many codes were requested from your network\. Try again in \d+ minutes?\.$/,
      );
    });

    it('drops the per-address limit with the other per-IP limits (RATE_LIMIT=off); a number keeps its own', async () => {
      const open = await startServer({ databaseUrl, userTokenSecret: SECRET, rateLimit: false });
      try {
        const sendOpen = (phoneNumber: string) =>
          open.call('POST', '/api/twilio/verify-phone', { body: { phoneNumber } });
        const max = limit('send_limit_address').max;
        for (let i = 0; i <= max; i += 1) expect((await sendOpen(freshNumber())).status).toBe(200);
        const number = freshNumber();
        for (let i = 0; i < limit('send_limit_number_short').max; i += 1)
          expect((await sendOpen(number)).status).toBe(200);
        const res = await sendOpen(number);
        expect(res.status).toBe(429);
        expect(res.body.code).toBe('send_limit_number_short');
      } finally {
        await open.close();
      }
    });

    it('rejects numbers outside the US numbering plan and numbers that cannot take a text', async () => {
      const invalid = await send('(555) 555-1234');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ field: 'body.phoneNumber', code: 'invalid_phone_number' });
      const canada = await send('(416) 555-0123');
      expect(canada.body.code).toBe('invalid_phone_number');
      const tollFree = await send('(888) 555-0142');
      expect(tollFree.status).toBe(400);
      expect(tollFree.body).toMatchObject({ field: 'body.phoneNumber', code: 'phone_cannot_receive_sms' });
      const checkInvalid = await check('(555) 555-1234', '123456');
      expect(checkInvalid.status).toBe(400);
      expect(checkInvalid.body.code).toBe('invalid_phone_number');
    });

    it('answers bad input with 400 naming the field', async () => {
      const cases: [string, unknown, string][] = [
        ['/api/twilio/verify-phone', {}, 'body.phoneNumber'],
        ['/api/twilio/verify-phone', { phoneNumber: 'call me' }, 'body.phoneNumber'],
        ['/api/twilio/verify-phone', { phoneNumber: 2125550100 }, 'body.phoneNumber'],
        ['/api/twilio/verify-phone', { phoneNumber: `2125550100${' '.repeat(40)}` }, 'body.phoneNumber'],
        ['/api/twilio/check-phone-verification', { phoneNumber: '2125550100' }, 'body.code'],
        ['/api/twilio/check-phone-verification', { phoneNumber: '2125550100', code: '12345' }, 'body.code'],
        ['/api/twilio/check-phone-verification', { phoneNumber: '2125550100', code: 'abcdef' }, 'body.code'],
        ['/api/twilio/check-phone-verification', { phoneNumber: '123', code: '123456' }, 'body.phoneNumber'],
        ['/api/twilio/check-phone-verification', [], 'body'],
      ];
      for (const [path, body, field] of cases) {
        const res = await server.call('POST', path, { body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body).toMatchObject({ field, code: 'validation_error' });
      }
      const params = await outbox('not-a-number');
      expect(params.status).toBe(400);
      expect(params.body.field).toBe('params.phoneNumber');
    });

    it('injects faults: error answers 500 and stores nothing; empty loses the text or the verification', async () => {
      const number = freshNumber();
      const failed = await send(number, { 'x-sandbox-fault': 'route=verifyPhone;kind=error' });
      expect(failed.status).toBe(500);
      expect(failed.body.code).toBe('sandbox_fault');
      expect(await rowsOf(number)).toHaveLength(0);
      const checkFailed = await check(number, '123456', {
        'x-sandbox-fault': 'route=checkPhoneVerification;kind=error',
      });
      expect(checkFailed.status).toBe(500);

      const lost = await send(number, { 'x-sandbox-fault': 'route=verifyPhone;kind=empty' });
      expect(lost.status).toBe(200);
      expect(await rowsOf(number)).toHaveLength(1);
      expect((await outbox(number)).status).toBe(404);
      await send(number);
      const code = await codeSentTo(number);
      expect((await outbox(number, server, { 'x-sandbox-fault': 'route=sandboxSmsOutbox;kind=empty' })).status).toBe(
        404,
      );
      const noVerification = await check(number, code, {
        'x-sandbox-fault': 'route=checkPhoneVerification;kind=empty',
      });
      expect(noVerification.status).toBe(404);
      expect(noVerification.body.code).toBe('no_pending_code');
      expect((await check(number, code)).status).toBe(200);
    });

    it('answers 404 from the outbox for a number without a message', async () => {
      const res = await outbox(freshNumber());
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('no_sms_message');
    });

    it('keeps no outbox when smsOutbox is false', async () => {
      const quiet = await startServer({ databaseUrl, userTokenSecret: SECRET, smsOutbox: false });
      try {
        const number = freshNumber();
        const sent = await quiet.call('POST', '/api/twilio/verify-phone', { body: { phoneNumber: number } });
        expect(sent.status).toBe(200);
        const res = await outbox(number, quiet);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('sms_outbox_off');
        expect(await rowsOf(number, quiet)).toHaveLength(1);
      } finally {
        await quiet.close();
      }
    });

    it('never writes a number or a code to the logs', async () => {
      const number = freshNumber();
      await send(formatted(number));
      const code = await codeSentTo(number);
      await check(number, code);
      const logs = logLines.join('\n');
      expect(logs).toContain('/api/twilio/check-phone-verification');
      for (const secret of [number, number.slice(3), code, 'Your QuoteFlow code'])
        expect(occurrences(logs, secret), secret).toEqual([]);
    });
  });

  describe('phone-numbers/experience-mapping', () => {
    const mapping = (query: string, headers: Record<string, string> = {}) =>
      server.call('GET', `/api/phone-numbers/experience-mapping?${query}`, { headers });

    it('seeds every traffic source x policy type x flow location, plus the carriers, and answers each', async () => {
      const rows = await server.app.sandboxDb.select().from(phoneNumberMappings);
      const carrierRows = Object.values(CARRIER_PHONE_NUMBERS).flatMap((byType) => Object.values(byType));
      expect(rows).toHaveLength(
        TRAFFIC_SOURCES.length * PHONE_POLICY_TYPES.length * FLOW_LOCATIONS.length + carrierRows.length,
      );
      for (const source of TRAFFIC_SOURCES) {
        for (const policyType of PHONE_POLICY_TYPES) {
          for (const flowLocation of FLOW_LOCATIONS) {
            const res = await mapping(`trafficSource=${source}&policyType=${policyType}&flowLocation=${flowLocation}`);
            expect(res.status).toBe(200);
            expect(res.body).toEqual({
              success: true,
              phoneNumber: SOURCE_PHONE_NUMBERS[source][policyType][flowLocation],
              isFallback: false,
            });
          }
        }
      }
    });

    it('answers the default number without a source, and falls back for an unknown one', async () => {
      const none = await mapping('policyType=auto&flowLocation=results');
      expect(none.body).toEqual({
        success: true,
        phoneNumber: SOURCE_PHONE_NUMBERS[''].auto.results,
        isFallback: false,
      });
      const unknown = await mapping('trafficSource=acme-affiliates&policyType=home&flowLocation=intraflow');
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({
        success: true,
        phoneNumber: SOURCE_PHONE_NUMBERS[''].home.intraflow,
        isFallback: true,
      });
      const mixedCase = await mapping('trafficSource=%20BankRate%20&policyType=auto&flowLocation=intraflow');
      expect(mixedCase.body.phoneNumber).toBe(SOURCE_PHONE_NUMBERS.bankrate.auto.intraflow);
    });

    it("answers the carrier's number after quotes when mapped, else the results number, else the default", async () => {
      const safeco = await mapping('trafficSource=cnet&policyType=auto&flowLocation=post-quotes&carrier=safeco');
      expect(safeco.body).toEqual({ success: true, phoneNumber: CARRIER_PHONE_NUMBERS.safeco.auto, isFallback: false });
      // Root has no home line: the shopper keeps the source's results number (spec 001 section 4), not its post-quotes.
      const rootHome = await mapping('trafficSource=cnet&policyType=home&flowLocation=post-quotes&carrier=root');
      expect(rootHome.body).toEqual({
        success: true,
        phoneNumber: SOURCE_PHONE_NUMBERS.cnet.home.results,
        isFallback: false,
      });
      const unknownSource = await mapping('trafficSource=acme&policyType=home&flowLocation=post-quotes&carrier=root');
      expect(unknownSource.body).toEqual({
        success: true,
        phoneNumber: SOURCE_PHONE_NUMBERS[''].home.results,
        isFallback: true,
      });
      // Without a carrier the post-quotes line stands.
      const noCarrier = await mapping('trafficSource=cnet&policyType=home&flowLocation=post-quotes');
      expect(noCarrier.body.phoneNumber).toBe(SOURCE_PHONE_NUMBERS.cnet.home['post-quotes']);
      const intraflow = await mapping('trafficSource=cnet&policyType=auto&flowLocation=intraflow&carrier=safeco');
      expect(intraflow.body.phoneNumber).toBe(SOURCE_PHONE_NUMBERS.cnet.auto.intraflow);
    });

    it('uses fictional 555-01xx numbers only', async () => {
      const rows = await server.app.sandboxDb.select().from(phoneNumberMappings);
      for (const row of rows) expect(row.phoneNumber).toMatch(/^\d{3}55501\d{2}$/);
    });

    it('answers bad input with 400 naming the field', async () => {
      const cases: [string, string][] = [
        ['policyType=renters&flowLocation=results', 'query.policyType'],
        ['flowLocation=results', 'query.policyType'],
        ['policyType=auto', 'query.flowLocation'],
        ['policyType=auto&flowLocation=checkout', 'query.flowLocation'],
        ['trafficSource=%3Cscript%3E&policyType=auto&flowLocation=results', 'query.trafficSource'],
        [`trafficSource=${'a'.repeat(41)}&policyType=auto&flowLocation=results`, 'query.trafficSource'],
        ['trafficSource=carrier:safeco&policyType=auto&flowLocation=post-quotes', 'query.trafficSource'],
        ['policyType=auto&flowLocation=post-quotes&carrier=geico', 'query.carrier'],
      ];
      for (const [query, field] of cases) {
        const res = await mapping(query);
        expect(res.status, query).toBe(400);
        expect(res.body).toMatchObject({ field, code: 'validation_error' });
      }
    });

    it('injects faults: error answers 500, empty answers 404 so the client uses its default', async () => {
      const failed = await mapping('trafficSource=erika&policyType=auto&flowLocation=results', {
        'x-sandbox-fault': 'route=phoneExperienceMapping;kind=error',
      });
      expect(failed.status).toBe(500);
      expect(failed.body.code).toBe('sandbox_fault');
      const empty = await mapping('trafficSource=erika&policyType=auto&flowLocation=results', {
        'x-sandbox-fault': 'route=phoneExperienceMapping;kind=empty',
      });
      expect(empty.status).toBe(404);
      expect(empty.body.code).toBe('phone_number_not_mapped');
    });
  });
});
