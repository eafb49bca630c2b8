import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUserToken } from '../../server/security/userToken';
import { KNOWN_PERSON, autoUser, withUser } from './fixtures';
import { captureLogs, databases, occurrences, type Server, startServer, V2 } from './harness';

const SECRET = 'test-secret-for-user-tokens-0123456789';

describe.each(databases)('users on $name', ({ databaseUrl }) => {
  let server: Server;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startServer({
      databaseUrl,
      userTokenSecret: SECRET,
      logger: captureLogs(logLines),
    });
  });
  afterAll(() => server.close());

  const create = (body: unknown = autoUser(), headers: Record<string, string> = V2) =>
    server.call('POST', '/api/user', { body, headers });
  const getUser = (id: string, token?: string) =>
    server.call('GET', `/api/user/${id}`, { headers: token ? { 'x-user-token': token } : {} });

  it('creates a user with a server-made id and a returning token, and reads it back with that token', async () => {
    const sent = { ...autoUser(), userId: '11111111-1111-4111-8111-111111111111' };
    const res = await create(sent);
    expect(res.status).toBe(201);
    expect(res.body.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body.userId).not.toBe(sent.userId);
    const back = await getUser(res.body.userId, res.body.returningToken);
    expect(back.status).toBe(200);
    expect(back.body.userId).toBe(res.body.userId);
    expect(back.body.autoPolicy.operators[0].firstName).toBe(KNOWN_PERSON.firstName);
    expect(back.body.autoPolicy.policy.zip).toBe('78701');
  });

  it('keeps the attribution the shopper arrived with on the tracking, and refuses an unknown key naming it', async () => {
    const attribution = {
      pid: 'partner-77',
      clickIds: { gclid: 'Cj0KCQ-😀-é', msclkid: 'x'.repeat(500) },
      utms: { utm_source: 'bankrate', utm_campaign: 'spring', utm_ad_id: '42' },
    };
    const res = await create({ ...autoUser(), tracking: { anonymousId: 'a-1', attribution } });
    expect(res.status).toBe(201);
    const back = await getUser(res.body.userId, res.body.returningToken);
    expect(back.body.tracking.attribution).toEqual(attribution);
    const unknown = await create({ ...autoUser(), tracking: { attribution: { utms: { utm_evil: 'x' } } } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('tracking.attribution.utms');
    const long = await create({ ...autoUser(), tracking: { attribution: { clickIds: { gclid: 'x'.repeat(501) } } } });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('tracking.attribution.clickIds.gclid');
  });

  it('creates a home user and a renters user too, and reads them back (spec 000 section 7: auto or home user)', async () => {
    const contact = { email: KNOWN_PERSON.email, consentedToContact: true, consentToSms: true };
    const occupant = {
      firstName: KNOWN_PERSON.firstName,
      lastName: KNOWN_PERSON.lastName,
      birthdate: KNOWN_PERSON.birthdate,
    };
    const home = {
      contact,
      homePolicy: {
        occupants: [occupant],
        properties: [{ yearBuilt: 1998, squareFootage: 1850 }],
        policy: { policyType: 'Condo', zip: '78701' },
      },
    };
    const renters = {
      contact,
      rentersPolicy: { occupants: [occupant], properties: [], policy: { zip: '60614', livedMoreThanFiveYears: 'No' } },
    };
    for (const [user, key] of [
      [home, 'homePolicy'],
      [renters, 'rentersPolicy'],
    ] as const) {
      const res = await create(user);
      expect(res.status).toBe(201);
      const back = await getUser(res.body.userId, res.body.returningToken);
      expect(back.status).toBe(200);
      expect(back.body[key].occupants[0].lastName).toBe(KNOWN_PERSON.lastName);
      expect(back.body.autoPolicy).toBeUndefined();
    }
    // spec 001 section 9 defaults filled in by the contract: home liability 300000, renters 100000, deductible 1000.
    const back = await getUser(...(await create(home).then((r) => [r.body.userId, r.body.returningToken] as const)));
    expect(back.body.homePolicy.policy.coverages).toEqual({
      deductible: 1000,
      personalLiability: 300_000,
      medicalPayments: 1000,
    });
  });

  it('refuses a user with no policy or with two, naming the field', async () => {
    const { autoPolicy, ...noPolicy } = autoUser();
    const none = await create(noPolicy);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      field: 'body.autoPolicy',
      message: expect.stringContaining('one of autoPolicy, homePolicy or rentersPolicy'),
    });
    const two = await create({ ...autoUser(), rentersPolicy: { occupants: [], properties: [], policy: {} } });
    expect(two.status).toBe(400);
    expect(two.body.field).toBe('body.rentersPolicy');
    const badHome = await create({
      contact: noPolicy.contact,
      homePolicy: { occupants: [], properties: [{ yearBuilt: 1500 }], policy: {} },
    });
    expect(badHome.status).toBe(400);
    expect(badHome.body.field).toBe('body.homePolicy.properties.0.yearBuilt');
    void autoPolicy;
  });

  it('stores names of any script, title-cased by the rule the form uses (issue 9)', async () => {
    const user = autoUser();
    Object.assign(user.autoPolicy.operators[0], { firstName: 'zoë', lastName: 'nguyễn' });
    const second = { ...user.autoPolicy.operators[0], id: 2, isPrimary: false, firstName: 'Siân', lastName: '山田' };
    user.autoPolicy.operators.push(second);
    const { body: saved } = await create(user);
    const back = await getUser(saved.userId, saved.returningToken);
    const names = back.body.autoPolicy.operators.map((o: Record<string, string>) => `${o.firstName} ${o.lastName}`);
    expect(names).toEqual(['Zoë Nguyễn', 'Siân 山田']);
    const digits = await create(withUser((u) => (u.autoPolicy.operators[0].lastName = 'R2-D2')));
    expect(digits.body.field).toBe('body.autoPolicy.operators.0.lastName');
    expect(digits.body.message).toContain('Use letters, spaces, hyphens and apostrophes only');
  });

  it('updates a user with PATCH and its token, and answers a token that reads it', async () => {
    const { body: saved } = await create();
    const changed = autoUser();
    changed.autoPolicy.policy.coverageTier = 'HIGH';
    const res = await server.call('PATCH', '/api/user', {
      body: { ...changed, userId: saved.userId },
      headers: { ...V2, 'x-user-token': saved.returningToken },
    });
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(saved.userId);
    const back = await getUser(saved.userId, res.body.returningToken);
    expect(back.body.autoPolicy.policy.coverageTier).toBe('HIGH');
  });

  it("answers a PATCH 404 under an 'empty' fault and leaves the stored user as it was", async () => {
    const { body: saved } = await create();
    const changed = autoUser();
    changed.autoPolicy.policy.coverageTier = 'HIGH';
    const res = await server.call('PATCH', '/api/user', {
      body: { ...changed, userId: saved.userId },
      headers: { ...V2, 'x-user-token': saved.returningToken, 'x-sandbox-fault': 'route=updateUser;kind=empty' },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('user_not_found');
    const back = await getUser(saved.userId, saved.returningToken);
    expect(back.body.autoPolicy.policy.coverageTier).not.toBe('HIGH');
  });

  it('refuses a PATCH without a valid token for that user with 401', async () => {
    const { body: a } = await create();
    const { body: b } = await create();
    const patch = (token?: string) =>
      server.call('PATCH', '/api/user', {
        body: { ...autoUser(), userId: a.userId },
        headers: { ...V2, ...(token ? { 'x-user-token': token } : {}) },
      });
    for (const token of [undefined, b.returningToken, signUserToken('another-secret-entirely-0123456789', a.userId)]) {
      const res = await patch(token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_user_token');
    }
  });

  it('answers the same 404 for a missing, forged, expired or foreign token and for an unknown id', async () => {
    const { body: saved } = await create();
    const expired = signUserToken(SECRET, saved.userId, Math.floor(Date.now() / 1000) - 60);
    const forged = signUserToken('not-the-server-secret-0123456789abcdef', saved.userId);
    const { body: other } = await create();
    const tampered = saved.returningToken.replace(/\.(\d+)\./, (_m: string, exp: string) => `.${Number(exp) + 1000}.`);
    const unknownId = '22222222-2222-4222-8222-222222222222';
    const answers = await Promise.all([
      getUser(saved.userId),
      getUser(saved.userId, expired),
      getUser(saved.userId, forged),
      getUser(saved.userId, other.returningToken),
      getUser(saved.userId, tampered),
      getUser(unknownId, signUserToken(SECRET, unknownId)),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'User not found',
        code: 'user_not_found',
      });
    }
  });

  it('revokes a returning token when a new one is issued, and keeps the current one across saves (issue 27)', async () => {
    const { body: saved } = await create();
    // A save is not an issue: PATCH answers the token it was sent, so a link handed out earlier keeps working.
    const patched = await server.call('PATCH', '/api/user', {
      body: { ...autoUser(), userId: saved.userId },
      headers: { ...V2, 'x-user-token': saved.returningToken },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.returningToken).toBe(saved.returningToken);
    // An explicit re-issue answers a new token and revokes every earlier one.
    const reissued = await server.call('POST', '/api/user/token', {
      body: { userId: saved.userId },
      headers: { ...V2, 'x-user-token': saved.returningToken },
    });
    expect(reissued.status).toBe(200);
    expect(reissued.body.userId).toBe(saved.userId);
    expect(reissued.body.returningToken).not.toBe(saved.returningToken);
    expect((await getUser(saved.userId, saved.returningToken)).status).toBe(404);
    const stale = await server.call('PATCH', '/api/user', {
      body: { ...autoUser(), userId: saved.userId },
      headers: { ...V2, 'x-user-token': saved.returningToken },
    });
    expect(stale.status).toBe(401);
    const again = await server.call('POST', '/api/user/token', {
      body: { userId: saved.userId },
      headers: { ...V2, 'x-user-token': saved.returningToken },
    });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 'invalid_user_token', field: 'headers.x-user-token' });
    const current = await getUser(saved.userId, reissued.body.returningToken);
    expect(current.status).toBe(200);
    expect(current.body.userId).toBe(saved.userId);
  });

  it('refuses a validly signed token whose expiry is further ahead than the maximum lifetime (issue 27)', async () => {
    const { body: saved } = await create();
    const now = Math.floor(Date.now() / 1000);
    const century = signUserToken(SECRET, saved.userId, now + 100 * 365 * 24 * 60 * 60);
    const justOver = signUserToken(SECRET, saved.userId, now + 31 * 24 * 60 * 60);
    expect((await getUser(saved.userId, century)).status).toBe(404);
    expect((await getUser(saved.userId, justOver)).status).toBe(404);
    const patch = await server.call('PATCH', '/api/user', {
      body: { ...autoUser(), userId: saved.userId },
      headers: { ...V2, 'x-user-token': century },
    });
    expect(patch.status).toBe(401);
    // The token the server issued lives at most the lifetime (30 days by default).
    const expiry = Number(saved.returningToken.split('.').at(-2));
    expect(expiry - now).toBeLessThanOrEqual(30 * 24 * 60 * 60 + 5);
    expect(expiry - now).toBeGreaterThan(29 * 24 * 60 * 60);
  });

  it('requires the x-route-version: v2 header on POST and PATCH', async () => {
    const post = await create(autoUser(), {});
    expect(post.status).toBe(400);
    expect(post.body).toMatchObject({ field: 'headers.x-route-version' });
    const v1 = await create(autoUser(), { 'x-route-version': 'v1' });
    expect(v1.body.field).toBe('headers.x-route-version');
    const patch = await server.call('PATCH', '/api/user', {
      body: { ...autoUser(), userId: '33333333-3333-4333-8333-333333333333' },
    });
    expect(patch.body.field).toBe('headers.x-route-version');
  });

  it('rejects a bad body with a 400 naming the first failing field', async () => {
    const badZip = autoUser();
    badZip.autoPolicy.policy.zip = '123';
    const res = await create(badZip);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'body.autoPolicy.policy.zip' });
    expect(res.body.message).toBe('body.autoPolicy.policy.zip: Enter a 5-digit ZIP code');
    const badName = autoUser();
    badName.autoPolicy.operators[0].firstName = 'R2-D2';
    expect((await create(badName)).body.field).toBe('body.autoPolicy.operators.0.firstName');
    expect((await create({})).body.field).toBe('body.contact');
    const badId = await server.call('GET', '/api/user/not-a-uuid');
    expect(badId.body.field).toBe('params.userId');
  });

  it('logs method, route, status and time but no personal data or token', async () => {
    logLines.length = 0;
    const { body: saved } = await create();
    await server.call('PATCH', '/api/user', {
      body: { ...autoUser(), userId: saved.userId },
      headers: { ...V2, 'x-user-token': saved.returningToken },
    });
    await getUser(saved.userId, saved.returningToken);
    const log = logLines.join('\n');
    const requests = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.map((r) => `${r.method} ${r.route} ${r.statusCode}`)).toEqual([
      'POST /api/user 201',
      'PATCH /api/user 200',
      'GET /api/user/:userId 200',
    ]);
    expect(requests.every((r) => typeof r.responseTimeMs === 'number')).toBe(true);
    const secrets = [
      ...Object.values(KNOWN_PERSON),
      '4155552671',
      '555-2671',
      saved.returningToken,
      saved.returningToken.split('.')[3],
      saved.userId,
      '78701',
    ];
    for (const s of secrets) expect(occurrences(log, s), s).toEqual([]);
  });
});
