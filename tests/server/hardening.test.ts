import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoUser, prefillSearch } from './fixtures';
import { type CallResult, type Server, startServer, V2 } from './harness';
import { homeUser } from './propertyShoppers';

// Issue 8 point 6: answers echoing the shopper are never stored by a browser or proxy.

describe('answers holding personal data', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
  });
  afterAll(() => server.close());

  it('marks every answer echoing the shopper no-store: user, prefill, quotes, rate calls', async () => {
    const created = await server.call('POST', '/api/user', { body: autoUser(), headers: V2 });
    const { userId, returningToken } = created.body;
    const answers: [string, CallResult][] = [
      ['POST /user', created],
      ['GET /user/:userId', await server.call('GET', `/api/user/${userId}`, { headers: { 'x-user-token': returningToken } })],
      [
        'PATCH /user',
        await server.call('PATCH', '/api/user', { body: { ...autoUser(), userId }, headers: { ...V2, 'x-user-token': returningToken } }),
      ],
      [
        'POST /prefill',
        await server.call('POST', '/api/prefill', { body: { partner: 'libertymutual', sessionId: 's-1', searchData: prefillSearch() } }),
      ],
      ['POST /home/prefill', await server.call('POST', '/api/home/prefill', { body: homeUser() })],
      ['POST /auto/quotes', await server.call('POST', '/api/auto/quotes', { body: { user: autoUser() }, headers: V2 })],
      [
        'POST /auto/ratecall',
        await server.call('POST', '/api/auto/ratecall', {
          body: { user: autoUser(), requestDetails: { ratecall: 'RC1', step: 'GET_RC1_QUOTES', carrierId: 'safeco' } },
          headers: V2,
        }),
      ],
    ];
    for (const [call, res] of answers) {
      expect(res.status, `${call}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
      expect(res.headers.get('cache-control'), call).toBe('no-store');
    }
  });

  it('marks refusals no-store too: a 400 may quote what was sent', async () => {
    const bad = await server.call('POST', '/api/user', { body: { contact: { email: 'not-an-email' } }, headers: V2 });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });
});
