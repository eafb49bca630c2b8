import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { databases, type Server, startServer } from '../../tests/server/harness';
import { checkFailure, checkPhoneCode, sendFailure, sendPhoneCode } from './phone.actor';
import { createHttp, setHttpClient } from './transport';

// The phone actors against the real sandbox: the code it texts is read from its SMS outbox, as a shopper reads a text.

const run = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error) => ({ error }),
  );
const send = (phoneNumber: string, on = true) =>
  run(toPromise(createActor(sendPhoneCode, { input: { phoneNumber, send: on } }).start()));
const check = (phoneNumber: string, code: string) =>
  run(toPromise(createActor(checkPhoneCode, { input: { phoneNumber, code } }).start()));

let serial = 0;
/** A fresh number each test, as a shopper would type it: (312) 555-3xxx. */
const freshNumber = () => {
  serial += 1;
  return `(312) 555-${String(3000 + serial)}`;
};

describe.each(databases)('the phone actors against the sandbox on $name', ({ databaseUrl }) => {
  let server: Server;
  const http = createHttp('http://placeholder/api');
  beforeAll(async () => {
    server = await startServer({ databaseUrl, rateLimit: false });
    http.defaults.baseURL = `${server.base}/api`;
    setHttpClient(http);
  });
  afterAll(() => server.close());
  afterEach(() => {
    delete http.defaults.headers.common['x-sandbox-fault'];
  });

  const codeSentTo = async (phoneNumber: string) => {
    const res = await server.call('GET', `/api/sandbox/sms-outbox/${phoneNumber.replace(/\D/g, '')}`);
    return /(\d{6})$/.exec(res.body.body)![1];
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a code to the number, and the code sent verifies it', async () => {
    const number = freshNumber();
    expect(await send(number)).toEqual({ value: { status: 'sent', expiresInSeconds: 600 } });
    expect(await check(number, await codeSentTo(number))).toEqual({ value: { verified: true } });
    // Checking again once verified (the sandbox's 409) still says verified.
    expect(await check(number, await codeSentTo(number))).toEqual({ value: { verified: true } });
  });

  it('rejects a wrong code as incorrect, and an unsent one as expired', async () => {
    const number = freshNumber();
    await send(number);
    expect(await check(number, wrong(await codeSentTo(number)))).toMatchObject({
      error: { code: 'phone_code_incorrect', status: 422 },
    });
    expect(await check(freshNumber(), '123456')).toMatchObject({ error: { code: 'phone_code_expired', status: 404 } });
  });

  it('sends nothing when smsEnable is off', async () => {
    const number = freshNumber();
    expect(await send(number, false)).toEqual({ value: { status: 'off' } });
    const outbox = await server.call('GET', `/api/sandbox/sms-outbox/${number.replace(/\D/g, '')}`);
    expect(outbox.status).toBe(404);
  });

  it('refuses a number that cannot take a text; a failing sandbox leaves the number unsent, not the shopper stuck', async () => {
    expect(await send('(800) 555-0100')).toMatchObject({ error: { code: 'phone_invalid', status: 400 } });
    http.defaults.headers.common['x-sandbox-fault'] = 'route=verifyPhone;kind=error';
    expect(await send(freshNumber())).toEqual({ value: { status: 'failed' } });
    http.defaults.headers.common['x-sandbox-fault'] = 'route=checkPhoneVerification;kind=error';
    expect(await check(freshNumber(), '123456')).toMatchObject({
      error: { code: 'phone_verification_error', status: 500 },
    });
  });

  it('says how many sends is too many', async () => {
    const number = freshNumber();
    for (let i = 0; i < 3; i += 1) expect(await send(number)).toHaveProperty('value');
    expect(await send(number)).toMatchObject({ error: { code: 'phone_send_limit', status: 429 } });
  });
});

describe('the phone failures by status', () => {
  it('maps each status the sandbox answers to one code of the catalogue', () => {
    expect([400, 429, 500, 503].map(sendFailure)).toEqual([
      'phone_invalid',
      'phone_send_limit',
      'phone_send_failed',
      'phone_send_failed',
    ]);
    expect([422, 400, 404, 410, 429, 500].map(checkFailure)).toEqual([
      'phone_code_incorrect',
      'phone_code_incorrect',
      'phone_code_expired',
      'phone_code_expired',
      'phone_code_expired',
      'phone_verification_error',
    ]);
  });
});
