import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../server/db/schema';
import { SEND_LIMITS } from '../../server/phone/constants';
import { hashAddress, phoneHashKeys } from '../../server/phone/hashing';
import { databases, type Server, startServer } from './harness';

// The per-client-address SMS limit (30 codes an hour, server/phone/constants.ts) under concurrency (issue 27, defect
// 5): sends to different numbers from one address must not slip past it together. Each number's lock does not cover
// the address, so before the fix PostgreSQL let 33-36 of 45 through.

/** A secret of this file's own: the address and number hashes differ from other files' on a shared database. */
const SECRET = 'sms-limits-test-secret-0123456789abcdefgh';
const keys = phoneHashKeys(SECRET);
const OUR_ADDRESSES = ['127.0.0.1', '::ffff:127.0.0.1', '::1'].map((ip) => hashAddress(keys, ip));
const ADDRESS_LIMIT = SEND_LIMITS.find((l) => l.scope === 'address')!;
const CONCURRENT_SENDS = 45;

/** (646) 555-3000 up: distinct, valid, textable numbers. */
const numbers = (n: number) => Array.from({ length: n }, (_, i) => `646555${String(3000 + i).padStart(4, '0')}`);

describe.each(databases)('the per-address SMS limit under concurrency on $name', ({ databaseUrl }) => {
  let server: Server;
  const clear = () =>
    server.app.sandboxDb.delete(phoneVerifications).where(inArray(phoneVerifications.ipHash, OUR_ADDRESSES));
  beforeAll(async () => {
    // The per-address limit holds with the per-IP limits on (RATE_LIMIT=off drops it too); 45 sends are far below
    // the global 600 a minute.
    server = await startServer({ databaseUrl, userTokenSecret: SECRET });
    await clear();
  });
  afterAll(async () => {
    await clear();
    await server?.close();
  });

  it(`accepts exactly ${ADDRESS_LIMIT.max} of ${CONCURRENT_SENDS} concurrent sends to distinct numbers from one address`, async () => {
    expect(ADDRESS_LIMIT.max).toBe(30);
    const answers = await Promise.all(
      numbers(CONCURRENT_SENDS).map((phoneNumber) =>
        server.call('POST', '/api/twilio/verify-phone', { body: { phoneNumber } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ADDRESS_LIMIT.max);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(CONCURRENT_SENDS - ADDRESS_LIMIT.max);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ statusCode: 429, code: 'send_limit_address' });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(ADDRESS_LIMIT.windowSeconds);
    }
    const rows = await server.app.sandboxDb
      .select({ id: phoneVerifications.id })
      .from(phoneVerifications)
      .where(inArray(phoneVerifications.ipHash, OUR_ADDRESSES));
    expect(rows).toHaveLength(ADDRESS_LIMIT.max);
  });
});
