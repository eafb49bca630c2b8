import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv, sandboxTools } from '../../server/env';
import { type Server, startServer } from './harness';

// Issue 8 point 5: started on a non-loopback interface with the default switches, the sandbox hands no one its
// one-time codes and takes no fault orders; on loopback (the default host) both tools work.

const FAULT = { 'x-sandbox-fault': 'route=makes;kind=error' };
const NUMBER = '2125550143';

describe.each([
  { host: 'the default host (loopback)', env: {}, on: true },
  { host: 'every interface (HOST=0.0.0.0)', env: { HOST: '0.0.0.0' }, on: false },
  {
    host: 'every interface with both switched on',
    env: { HOST: '0.0.0.0', SANDBOX_SMS_OUTBOX: 'on', SANDBOX_FAULTS_HEADER: 'on' },
    on: true,
  },
])('the sandbox tools on $host', ({ env, on }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false, ...sandboxTools(readEnv(env)) });
  });
  afterAll(() => server.close());

  it(on ? 'shows the sent code in the SMS outbox' : 'keeps no SMS outbox', async () => {
    expect((await server.call('POST', '/api/twilio/verify-phone', { body: { phoneNumber: NUMBER } })).status).toBe(200);
    const outbox = await server.call('GET', `/api/sandbox/sms-outbox/${NUMBER}`);
    expect(outbox.status).toBe(on ? 200 : 404);
    if (!on) expect(outbox.body.code).toBe('sms_outbox_off');
  });

  it(on ? 'obeys the x-sandbox-fault header' : 'ignores the x-sandbox-fault header', async () => {
    const makes = await server.call('GET', '/api/Makes?year=2020', { headers: FAULT });
    expect(makes.status).toBe(on ? 500 : 200);
  });
});
