import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoUser } from './fixtures';
import { type Server, V2, startServer } from './harness';
import { RatecallSession, throughBind, throughRate, withMvr } from './ratecallFixtures';

// The bound policy's documents (issue 28, docs/decisions/0075): purchase success posts a form with the rate-call proof
// and gets a printable ID card or declarations page; anyone else gets a 401 or 403, a session not bound a 404.

describe('policy documents', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false, userTokenSecret: 'test-secret-for-user-tokens-0123456789' });
  });
  afterAll(() => server.close());

  /** The form purchase success posts (application/x-www-form-urlencoded), as the browser sends it. */
  const post = (externalId: string, document: string, proof: Record<string, string>) =>
    fetch(`${server.base}/api/ratecall/${encodeURIComponent(externalId)}/documents/${document}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(proof).toString(),
    });
  const saveUser = async () => {
    const res = await server.call('POST', '/api/user', { body: autoUser(), headers: V2 });
    expect(res.status).toBe(201);
    return res.body as { userId: string; returningToken: string };
  };

  it("gives a saved shopper's ID card and declarations page for the policy bought, to that shopper only", async () => {
    const owner = await saveUser();
    const other = await saveUser();
    const user = { ...withMvr(autoUser(), 'clean'), userId: owner.userId };
    const s = new RatecallSession(server, 'auto', user, 'libertymutual', owner.returningToken);
    await throughRate(s);
    // Before the bind there is no policy: nothing to read, even for its owner.
    expect((await post(s.externalId!, 'id-card', { userToken: owner.returningToken })).status).toBe(404);
    const { bind } = await throughBind(server, s);
    const policyNumber: string = bind.data.summary.rc3BindSummary.policyNumber;

    const card = await post(s.externalId!, 'id-card', { userToken: owner.returningToken });
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toMatch(/^text\/html/);
    expect(card.headers.get('content-security-policy')).toContain("default-src 'none'");
    const cardHtml = await card.text();
    expect(cardHtml).toContain('Liberty Mutual insurance ID card');
    expect(cardHtml).toContain(policyNumber);
    expect(cardHtml).toContain(bind.data.summary.rc3BindSummary.effectiveDate);
    // The vehicle by the VIN the shopper gave.
    expect(cardHtml).toMatch(/Vehicle 1<\/th><td>[A-HJ-NPR-Z0-9]{17}</);

    const declarations = await post(s.externalId!, 'declarations', { userToken: owner.returningToken });
    expect(declarations.status).toBe(200);
    const decHtml = await declarations.text();
    expect(decHtml).toContain('auto policy declarations');
    expect(decHtml).toContain(policyNumber);
    expect(decHtml).toMatch(/Term premium<\/th><td>\$[\d,]+\.\d\d</);
    expect(decHtml).toContain('Coverages');

    // Another shopper's token, none, or a session secret on a saved user's session: refused, nothing of the policy.
    for (const [proof, status] of [
      [{ userToken: other.returningToken }, 403],
      [{}, 401],
      [{ sessionSecret: 'a'.repeat(43) }, 403],
    ] as const) {
      const res = await post(s.externalId!, 'id-card', proof);
      expect(res.status).toBe(status);
      expect(await res.text()).not.toContain(policyNumber);
    }
    expect((await post('qf_no_such_session', 'id-card', { userToken: owner.returningToken })).status).toBe(404);
    expect((await post(s.externalId!, 'receipt', { userToken: owner.returningToken })).status).toBe(400);
  });

  it('gives a shopper without a saved user the documents with the session secret, and no one else', async () => {
    const s = new RatecallSession(server, 'auto', withMvr(autoUser(), 'clean'), 'root');
    await throughRate(s);
    await throughBind(server, s);
    const secret = s.sessionSecret!;
    const mine = await post(s.externalId!, 'declarations', { sessionSecret: secret });
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain('Root auto policy declarations');
    const stranger = await saveUser();
    expect((await post(s.externalId!, 'declarations', { sessionSecret: `${secret.slice(0, -1)}x` })).status).toBe(403);
    expect((await post(s.externalId!, 'declarations', { userToken: stranger.returningToken })).status).toBe(403);
  });
});
