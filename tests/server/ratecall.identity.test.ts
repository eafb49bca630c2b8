import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratecallSessions } from '../../server/db/schema';
import { signUserToken } from '../../server/security/userToken';
import { autoUser } from './fixtures';
import { type Server, V2, databases, startServer } from './harness';
import { RatecallSession, throughBind, throughRate, withMvr } from './ratecallFixtures';

// A rate-call session is bound to its creator at RC1 (issue 27, defect 3): a saved user's session to that user, whose
// current returning token every later step must carry; a session without a saved user to the secret RC1 answered
// once. Knowing the externalId is not enough to answer questions, pay or bind.

const SECRET = 'test-secret-for-user-tokens-0123456789';

describe.each(databases)('rate-call sessions bound to their creator on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl, rateLimit: false, userTokenSecret: SECRET });
  });
  afterAll(() => server.close());

  const saveUser = async () => {
    const res = await server.call('POST', '/api/user', { body: autoUser(), headers: V2 });
    expect(res.status).toBe(201);
    return res.body as { userId: string; returningToken: string };
  };
  const row = async (externalId: string) => {
    const [found] = await server.app.sandboxDb
      .select({ step: ratecallSessions.step, status: ratecallSessions.status, data: ratecallSessions.data })
      .from(ratecallSessions)
      .where(eq(ratecallSessions.externalId, externalId));
    return found;
  };

  it("refuses another shopper's, a missing and a forged token on a saved user's session, and the owner still binds", async () => {
    const owner = await saveUser();
    const other = await saveUser();
    const user = { ...withMvr(autoUser(), 'clean'), userId: owner.userId };
    const s = new RatecallSession(server, 'auto', user, 'libertymutual', owner.returningToken);
    await s.ok('GET_RC1_QUOTES');
    const before = await row(s.externalId!);
    const forged = signUserToken('not-the-server-secret-0123456789abcdef', owner.userId);
    const attempts: { proof: Record<string, string>; status: number; code: string }[] = [
      { proof: {}, status: 401, code: 'session_proof_required' },
      { proof: { 'x-user-token': other.returningToken }, status: 403, code: 'session_forbidden' },
      { proof: { 'x-user-token': forged }, status: 401, code: 'invalid_user_token' },
      { proof: { 'x-session-secret': 'a'.repeat(43) }, status: 403, code: 'session_forbidden' },
    ];
    for (const attempt of attempts) {
      for (const body of [user, { ...user, userId: other.userId }, { ...user, userId: undefined }]) {
        s.user = body;
        const res = await s.stepAs('GET_RC2_QUESTIONS', attempt.proof);
        expect(res.status, `${res.body?.code} ${res.body?.message}`).toBe(attempt.status);
        expect(res.body).toMatchObject({ statusCode: attempt.status, code: attempt.code });
        expect(res.body.field).toMatch(/^headers\.x-(user-token|session-secret)$/);
      }
    }
    s.user = user;
    expect(await row(s.externalId!)).toEqual(before);
    await throughRate(s);
    const { bind } = await throughBind(server, s);
    expect(bind.data.policy_id).toBeTruthy();
    expect((await row(s.externalId!)).status).toBe('bound');
  });

  it('answers a session secret once to the creator of a session without a saved user, and refuses steps without it', async () => {
    const s = new RatecallSession(server, 'auto', withMvr(autoUser(), 'clean'), 'root');
    const rc1 = await s.ok('GET_RC1_QUOTES');
    expect(rc1.data.sessionSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const before = await row(s.externalId!);
    expect(JSON.stringify(before)).not.toContain(rc1.data.sessionSecret);
    const stranger = await saveUser();
    const secret: string = rc1.data.sessionSecret;
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const attempts: [Record<string, string>, number][] = [
      [{}, 401],
      [{ 'x-session-secret': wrong }, 403],
      [{ 'x-session-secret': 'short' }, 403],
      [{ 'x-user-token': stranger.returningToken }, 403],
    ];
    for (const [proof, status] of attempts) {
      const res = await s.stepAs('GET_RC2_QUESTIONS', proof);
      expect(res.status, `${res.body?.code} ${res.body?.message}`).toBe(status);
      expect(res.body.code).toBe(status === 401 ? 'session_proof_required' : 'session_forbidden');
    }
    expect(await row(s.externalId!)).toEqual(before);
    // A retried RC1 of the session is a later step: it needs the secret and does not answer it again.
    const replay = await s.ok('GET_RC1_QUOTES');
    expect(replay.data.sessionSecret).toBeUndefined();
    await throughRate(s);
    await throughBind(server, s);
    expect((await row(s.externalId!)).status).toBe('bound');
  });

  it("refuses an RC1 that names a saved user without that user's current token", async () => {
    const owner = await saveUser();
    const other = await saveUser();
    const user = { ...withMvr(autoUser(), 'clean'), userId: owner.userId };
    const none = new RatecallSession(server, 'auto', user, 'root');
    const noToken = await none.step('GET_RC1_QUOTES');
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ code: 'session_proof_required', field: 'headers.x-user-token' });
    const foreign = new RatecallSession(server, 'auto', user, 'root', other.returningToken);
    const res = await foreign.step('GET_RC1_QUOTES');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'session_forbidden', field: 'body.user.userId' });
  });
});
