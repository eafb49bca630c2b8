import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointDef, endpoints } from '../../src/contract';
import type { AutoUser } from '../../src/contract/entities';
import { ROUTE_BODY_LIMITS } from '../../server/security/transport';
import { autoUser } from './fixtures';
import { type Server, startServer, V2 } from './harness';

// Issue 8 point 4: each call accepts the body it can legitimately get and refuses a bigger one with a 413 before
// parsing it, instead of one 256 KiB limit for every call.

const LEAD_KEY = 'lead-service-key-for-body-limit-tests';
const BYTES_OVER = 1;

/** The largest household the contract allows: 4 vehicles, 4 drivers with 3 accidents and 12 violations each. */
function fullHousehold(): AutoUser {
  const user = autoUser();
  const [vehicle] = user.autoPolicy.vehicles;
  const [driver] = user.autoPolicy.operators;
  const incidents = {
    incidentsPrecheck: 'Yes' as const,
    ticketNumber: 3,
    accidents: [1, 2, 3].map(() => ({ date: '01/01/2022', atFault: true })),
    violations: Array.from({ length: 12 }, () => ({ date: '01/01/2022', type: 'v'.repeat(60) })),
  };
  const longest = { make: 'm'.repeat(60), model: 'o'.repeat(80), trim: 't'.repeat(120) };
  user.autoPolicy.vehicles = [1, 2, 3, 4].map((id) => ({ ...vehicle, id, ...longest }));
  user.autoPolicy.operators = [1, 2, 3, 4].map((id) => ({
    ...driver,
    id,
    isPrimary: id === 1,
    carrier: 'c'.repeat(60),
    education: 'e'.repeat(60),
    occupation: 'o'.repeat(60),
    whyInsured: 'w'.repeat(60),
    incidents,
  }));
  return user;
}

/** A JSON object of exactly `bytes` bytes: a padding field the schemas never read. */
const bodyOfSize = (bytes: number) => {
  const shell = '{"padding":""}';
  return `{"padding":"${'x'.repeat(bytes - shell.length)}"}`;
};

describe('per-route body limits', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false, leadServiceKey: LEAD_KEY });
  });
  afterAll(() => server.close());

  const post = (name: string, body: string) => {
    const ep = (endpoints as Record<string, EndpointDef>)[name];
    const path = `/api${ep.path.replace(/:\w+/g, 'eligibility')}`;
    const headers = { 'content-type': 'application/json', 'x-lead-service-key': LEAD_KEY, ...(ep.v2 ? V2 : {}) };
    return server.call(ep.method, path, { body, headers });
  };

  it("refuses a body one byte over its call's limit with a 413 in the contract's error shape", async () => {
    for (const [name, limit] of Object.entries(ROUTE_BODY_LIMITS)) {
      const res = await post(name, bodyOfSize(limit + BYTES_OVER));
      expect(res.status, name).toBe(413);
      expect(res.body, name).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    }
  });

  it("reads a body at its call's limit (the schema then judges it)", async () => {
    for (const [name, limit] of Object.entries(ROUTE_BODY_LIMITS)) {
      expect((await post(name, bodyOfSize(limit))).status, name).not.toBe(413);
    }
  });

  it('keeps small forms small: an 8 KiB email validation or phone code is refused', async () => {
    for (const name of ['emailValidate', 'verifyPhone', 'checkPhoneVerification', 'prefill']) {
      expect((await post(name, bodyOfSize(8 * 1024))).status, name).toBe(413);
    }
  });

  it('still takes the largest household the contract allows on every shopper call', async () => {
    const household = fullHousehold();
    const saved = await server.call('POST', '/api/user', { body: household, headers: V2 });
    expect(saved.status).toBe(201);
    const quotes = await server.call('POST', '/api/auto/quotes', { body: { user: household }, headers: V2 });
    expect(quotes.status).toBe(200);
  });
});
