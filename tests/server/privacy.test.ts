import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardTokens,
  dataShares,
  outboundMessages,
  phoneVerifications,
  policies,
  ratecallSessions,
  telemetryEvents,
  users,
} from '../../server/db/schema';
import type { AutoUser } from '../../src/contract/entities';
import { anyString, longString } from './arbitraries';
import { autoUser } from './fixtures';
import { databases, type Server, startServer, V2 } from './harness';
import { RatecallSession, throughBind, throughRate, withMvr } from './ratecallFixtures';

// Issue 32's privacy (docs/decisions/0092): the opt-out by token and by Global Privacy Control, hand-off routes that
// refuse an opted-out shopper, the consent ledger written at each hand-off, and a deletion that leaves nothing behind.

const SECRET = 'test-secret-for-privacy-tokens-0123456789';
const ANONYMOUS_ID = 'anon-privacy-test-0001';
/** A lone surrogate cannot be put in a URL: it becomes U+FFFD, as String.prototype.toWellFormed does. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

describe.each(databases)('privacy on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl, userTokenSecret: SECRET });
  });
  afterAll(() => server.close());

  const shopper = (): AutoUser => ({
    ...withMvr(autoUser(), 'clean'),
    tracking: { sessionId: 'session-privacy', anonymousId: ANONYMOUS_ID },
  });

  /** A saved shopper: its id, token and the user as the client holds it (with its id). */
  async function saved(headers: Record<string, string> = {}) {
    const user = shopper();
    const res = await server.call('POST', '/api/user', { body: user, headers: { ...V2, ...headers } });
    expect(res.status).toBe(201);
    const { userId, returningToken: token } = res.body as { userId: string; returningToken: string };
    return { userId, token, user: { ...user, userId } as AutoUser, auth: { 'x-user-token': token } };
  }
  const status = (userId: string, headers: Record<string, string>) =>
    server.call('GET', `/api/privacy/status?userId=${userId}`, { headers });
  const ledger = async (userId: string, headers: Record<string, string>) => {
    const res = await server.call('GET', `/api/privacy/ledger?userId=${userId}`, { headers });
    expect(res.status).toBe(200);
    return res.body.entries as { party: string; purpose: string; at: string; lastAt: string }[];
  };
  const handOffs = (user: AutoUser, headers: Record<string, string> = {}) => ({
    crm: () => server.call('POST', '/api/crm/user/export', { body: user, headers }),
    ads: () => server.call('POST', '/api/auto/ads', { body: { user }, headers }),
    mediaAlpha: () => server.call('POST', '/api/auto/mediaAlpha', { body: { user }, headers }),
    lead: (auth: Record<string, string>) =>
      server.call('POST', '/api/handoffs/lead', {
        body: { userId: user.userId, trigger: 'connect_agent' },
        headers: { ...auth, ...headers },
      }),
    quotes: () =>
      server.call('POST', '/api/auto/quotes', {
        body: { user, quotePartners: ['root', 'quinstreet', 'geico'], isAgencyAvailable: true },
        headers: { ...V2, ...headers },
      }),
  });

  it('records an opt-out through POST /privacy/opt-out with the token, and only with it', async () => {
    const a = await saved();
    expect((await status(a.userId, a.auth)).body).toMatchObject({ optedOut: false, optedOutAt: null });
    const stranger = await saved();
    const refused = await server.call('POST', '/api/privacy/opt-out', {
      body: { userId: a.userId },
      headers: stranger.auth,
    });
    expect(refused.status).toBe(404);
    const res = await server.call('POST', '/api/privacy/opt-out', { body: { userId: a.userId }, headers: a.auth });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: a.userId, optedOut: true });
    const first = res.body.optedOutAt;
    // Saying it twice keeps the first time.
    const again = await server.call('POST', '/api/privacy/opt-out', { body: { userId: a.userId }, headers: a.auth });
    expect(again.body.optedOutAt).toBe(first);
    expect((await status(a.userId, a.auth)).body).toMatchObject({ optedOut: true, optedOutAt: first });
  });

  it('records an opt-out from Sec-GPC: 1 on create, on save and on a status read, and from the client header', async () => {
    const onCreate = await saved({ 'sec-gpc': '1' });
    expect((await status(onCreate.userId, onCreate.auth)).body.optedOut).toBe(true);
    const byHeader = await saved({ 'x-privacy-opt-out': '1' });
    expect((await status(byHeader.userId, byHeader.auth)).body.optedOut).toBe(true);

    const onSave = await saved();
    const patch = await server.call('PATCH', '/api/user', {
      body: onSave.user,
      headers: { ...V2, ...onSave.auth, 'sec-gpc': '1' },
    });
    expect(patch.status).toBe(200);
    expect((await status(onSave.userId, onSave.auth)).body.optedOut).toBe(true);

    const onRead = await saved();
    expect((await status(onRead.userId, { ...onRead.auth, 'sec-gpc': '1' })).body.optedOut).toBe(true);
    // A GPC value other than 1 says nothing (the spec's only value is 1).
    const other = await saved({ 'sec-gpc': '0' });
    expect((await status(other.userId, other.auth)).body.optedOut).toBe(false);
  });

  it('refuses or drops every hand-off for an opted-out shopper, whatever an old client sends', async () => {
    const a = await saved({ 'sec-gpc': '1' });
    const calls = handOffs(a.user);
    const crm = await calls.crm();
    expect(crm.status).toBe(403);
    expect(crm.body.code).toBe('opted_out');
    const lead = await calls.lead(a.auth);
    expect(lead.status).toBe(403);
    for (const ads of [await calls.ads(), await calls.mediaAlpha()]) {
      expect(ads.status).toBe(200);
      expect(ads.body).toEqual([]);
      expect(ads.headers.get('x-ads-empty-reason')).toBe('opted_out');
    }
    // The carriers the shopper asked rate them; the agency partners do not get the answers.
    const quotes = await calls.quotes();
    expect(quotes.status).toBe(200);
    const rated = (quotes.body.data.quotes as { carrierId: string }[]).map((q) => q.carrierId);
    expect(rated).toContain('root');
    expect(rated.some((c) => c.startsWith('geico') || c === 'quinstreet')).toBe(false);
    const shared = await ledger(a.userId, a.auth);
    expect(shared.map((e) => e.purpose).sort()).toEqual(['rate_quote']);
    expect(shared.map((e) => e.party)).toEqual(['carrier:root']);
    const stored = await server.app.sandboxDb
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.userId, a.userId));
    expect(stored).toEqual([]);
    // A request from a GPC browser is refused even for a shopper not yet opted out, and records the opt-out.
    const b = await saved();
    expect((await handOffs(b.user, { 'sec-gpc': '1' }).crm()).status).toBe(403);
    expect((await status(b.userId, b.auth)).body.optedOut).toBe(true);
  });

  it('writes the ledger at each hand-off: one row per party and purpose, a repeat moving its time', async () => {
    const a = await saved();
    const calls = handOffs(a.user);
    expect((await calls.quotes()).status).toBe(200);
    expect((await calls.quotes()).status).toBe(200);
    expect((await calls.ads()).status).toBe(200);
    expect((await calls.crm()).status).toBe(200);
    const lead = await calls.lead(a.auth);
    expect(lead.status, lead.text).toBe(200);
    expect(lead.body).toMatchObject({ success: true, status: 'accepted' });
    const slack = await server.call('POST', '/api/slack/send-message', {
      body: { user: a.user, requestDetails: { reason: 'connect_to_agent' } },
    });
    expect(slack.status).toBe(200);
    const entries = await ledger(a.userId, a.auth);
    const keys = entries.map((e) => `${e.party} ${e.purpose}`).sort();
    expect(keys).toEqual(
      [
        'ad_exchange ads',
        'carrier:root rate_quote',
        'crm crm_export',
        'lead_service lead',
        'partner:geico partner_quote',
        'partner:quinstreet partner_quote',
        'quoteflow_agents agent_handoff',
      ].sort(),
    );
    const root = entries.find((e) => e.party === 'carrier:root');
    expect(Date.parse(root!.lastAt)).toBeGreaterThanOrEqual(Date.parse(root!.at));
    // Another shopper's token reads nothing of it.
    const other = await saved();
    const refused = await server.call('GET', `/api/privacy/ledger?userId=${a.userId}`, { headers: other.auth });
    expect(refused.status).toBe(404);
  });

  it('deletes a saved quote with everything keyed to it; the token stops working and nothing reads back', async () => {
    const a = await saved();
    const db = server.app.sandboxDb;
    // A purchase (rate-call session, card token, bound policy), a phone code, hand-offs, events, the ledger.
    const s = new RatecallSession(server, 'auto', a.user, 'root', a.token);
    await throughRate(s);
    await throughBind(server, s);
    const phone = await server.call('POST', '/api/twilio/verify-phone', { body: { phoneNumber: '4155552671' } });
    expect(phone.status).toBe(200);
    expect((await handOffs(a.user).crm()).status).toBe(200);
    expect((await handOffs(a.user).lead(a.auth)).status).toBe(200);
    await db
      .insert(telemetryEvents)
      .values({ sink: 'tracking', event: 'Test', anonymousId: ANONYMOUS_ID, payload: {} });
    const [session] = await db.select().from(ratecallSessions).where(eq(ratecallSessions.userId, a.userId));
    expect(session).toBeDefined();
    expect((await ledger(a.userId, a.auth)).map((e) => e.party)).toContain('carrier:root');

    const res = await server.call('POST', '/api/privacy/delete', { body: { userId: a.userId }, headers: a.auth });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });

    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    expect(await count(db.select().from(users).where(eq(users.id, a.userId)))).toBe(0);
    expect(await count(db.select().from(ratecallSessions).where(eq(ratecallSessions.userId, a.userId)))).toBe(0);
    expect(await count(db.select().from(policies).where(eq(policies.sessionId, session.id)))).toBe(0);
    expect(await count(db.select().from(cardTokens).where(eq(cardTokens.sessionExternalId, session.externalId)))).toBe(
      0,
    );
    expect(await count(db.select().from(outboundMessages).where(eq(outboundMessages.userId, a.userId)))).toBe(0);
    expect(
      await count(db.select().from(outboundMessages).where(sql`${outboundMessages.payload}->>'userId' = ${a.userId}`)),
    ).toBe(0);
    expect(await count(db.select().from(dataShares).where(eq(dataShares.userId, a.userId)))).toBe(0);
    expect(await count(db.select().from(telemetryEvents).where(eq(telemetryEvents.anonymousId, ANONYMOUS_ID)))).toBe(0);
    // The phone codes sent to the shopper's number are gone (the sandbox keys them by the number's HMAC).
    expect(await count(db.select().from(phoneVerifications))).toBe(0);
    // The token opens nothing any more.
    expect((await server.call('GET', `/api/user/${a.userId}`, { headers: a.auth })).status).toBe(404);
    expect((await status(a.userId, a.auth)).status).toBe(404);
    const twice = await server.call('POST', '/api/privacy/delete', { body: { userId: a.userId }, headers: a.auth });
    expect(twice.status).toBe(404);
  });

  it('answers a bad body or query with a 400 naming the field, never a 500 (full Unicode, very long)', async () => {
    const a = await saved();
    const missing = await server.call('POST', '/api/privacy/opt-out', { body: {}, headers: a.auth });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('body.userId');
    const badTrigger = await server.call('POST', '/api/handoffs/lead', {
      body: { userId: a.userId, trigger: 'whenever' },
      headers: a.auth,
    });
    expect(badTrigger.status).toBe(400);
    expect(badTrigger.body.field).toBe('body.trigger');
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyString(80), longString(3000)), async (junk) => {
        for (const path of ['/api/privacy/opt-out', '/api/privacy/delete', '/api/handoffs/lead']) {
          const res = await server.call('POST', path, { body: { userId: junk, trigger: junk }, headers: a.auth });
          expect([400, 413]).toContain(res.status);
          if (res.status === 400) expect(res.body.field).toMatch(/^body\./);
        }
        const q = await server.call('GET', `/api/privacy/ledger?userId=${encodeURIComponent(wellFormed(junk))}`, {
          headers: a.auth,
        });
        expect([400, 404, 414, 431]).toContain(q.status);
      }),
      { numRuns: 25 },
    );
  });
});
