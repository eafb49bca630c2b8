import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests } from '../../server/db/schema';
import type { AutoUser } from '../../src/contract/entities';
import type { Quote } from '../../src/contract/quotes';
import { KNOWN_PERSON, autoUser, withUser } from './fixtures';
import { type Server, V2, databases, startServer } from './harness';

describe.each(databases)('RC1 POST /api/auto/quotes on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const rc1 = (user: AutoUser, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    server.call('POST', '/api/auto/quotes', { body: { user, ...extra }, headers: { ...V2, ...headers } });
  const quotesOf = async (user: AutoUser, extra?: Record<string, unknown>, headers?: Record<string, string>) => {
    const res = await rc1(user, extra, headers);
    expect(res.status).toBe(200);
    return res.body.data.quotes as Quote[];
  };
  const byCarrier = (quotes: Quote[], id: string) => {
    const q = quotes.find((x) => x.carrierId === id);
    if (!q) throw new Error(`no ${id} quote`);
    return q;
  };
  const fullPay = async (user: AutoUser, carrier = 'libertymutual') =>
    byCarrier(await quotesOf(user), carrier).fullPayPlan!.totalAmount;

  it('answers a priced quote from each of the six direct carriers for an ordinary Texas shopper', async () => {
    const quotes = await quotesOf(autoUser());
    expect(quotes.map((q) => q.carrierId).sort()).toEqual([
      'branch',
      'fasttrack',
      'lemonade',
      'libertymutual',
      'root',
      'safeco',
    ]);
    for (const q of quotes) {
      expect(q.msgStatus).toBe('success');
      expect(q.termMonths).toBe(6);
      expect(q.fullPayPlan).toMatchObject({ numberOfPayments: 1 });
      expect(q.monthlyPayPlan).toMatchObject({ numberOfPayments: 6 });
      expect(q.monthlyPayPlan!.depositAmount).toBeCloseTo(q.monthlyPayPlan!.totalAmount / 6, 1);
      expect(q.fullPayPlan!.totalAmount).toBeGreaterThan(200);
      expect(q.fullPayPlan!.totalAmount).toBeLessThan(q.monthlyPayPlan!.totalAmount + 0.01);
      expect(q.coverages).toMatchObject({ bodilyInjury: '50/100', collision: '500' });
    }
    expect(byCarrier(quotes, 'lemonade').onlineBind).toBe(false);
    for (const id of ['libertymutual', 'branch', 'root', 'safeco', 'fasttrack'])
      expect(byCarrier(quotes, id).onlineBind).toBe(true);
    expect(new Set(quotes.map((q) => q.fullPayPlan!.totalAmount)).size).toBe(6);
  });

  it('is deterministic: the same shopper twice gets the same ids and prices', async () => {
    const [a, b] = await Promise.all([quotesOf(autoUser()), quotesOf(autoUser())]);
    expect(b).toEqual(a);
  });

  it('prices more for two tickets, for an SR-22, and for HIGH coverage than LOW', async () => {
    const base = await fullPay(autoUser());
    const tickets = await fullPay(
      withUser(
        (u) =>
          (u.autoPolicy.operators[0].incidents = {
            incidentsPrecheck: 'Yes',
            ticketNumber: 2,
            accidents: [],
            violations: [],
          }),
      ),
    );
    const sr22 = await fullPay(
      withUser((u) => {
        u.autoPolicy.operators[0].incidents = {
          incidentsPrecheck: 'Yes',
          ticketNumber: 1,
          accidents: [],
          violations: [],
        };
        u.autoPolicy.operators[0].sr22 = { isRequired: true };
      }),
    );
    const oneTicket = await fullPay(
      withUser(
        (u) =>
          (u.autoPolicy.operators[0].incidents = {
            incidentsPrecheck: 'Yes',
            ticketNumber: 1,
            accidents: [],
            violations: [],
          }),
      ),
    );
    const high = await fullPay(withUser((u) => (u.autoPolicy.policy.coverageTier = 'HIGH')));
    const low = await fullPay(withUser((u) => (u.autoPolicy.policy.coverageTier = 'LOW')));
    expect(tickets).toBeGreaterThan(base);
    expect(sr22).toBeGreaterThan(oneTicket);
    expect(high).toBeGreaterThan(base);
    expect(base).toBeGreaterThan(low);
  });

  it('uses credit except in CA, HI, MA and MI', async () => {
    const credit = (state: 'TX' | 'CA', score: string) =>
      fullPay(
        withUser((u) => {
          u.autoPolicy.policy.state = state;
          u.autoPolicy.policy.zip = state === 'CA' ? '94103' : '78701';
          u.autoPolicy.operators[0].creditScore = score;
        }),
      );
    expect(await credit('TX', 'Needs work (<640)')).toBeGreaterThan(await credit('TX', 'Excellent (750+)'));
    expect(await credit('CA', 'Needs work (<640)')).toBe(await credit('CA', 'Excellent (750+)'));
  });

  it('rates BASIC only in Florida (elsewhere as LOW), and cheaper than LOW there', async () => {
    const tier = (state: 'TX' | 'FL', t: 'BASIC' | 'LOW') =>
      fullPay(
        withUser((u) => {
          u.autoPolicy.policy.state = state;
          u.autoPolicy.policy.zip = state === 'FL' ? '33101' : '78701';
          u.autoPolicy.policy.coverageTier = t;
        }),
      );
    expect(await tier('TX', 'BASIC')).toBe(await tier('TX', 'LOW'));
    expect(await tier('FL', 'BASIC')).toBeLessThan(await tier('FL', 'LOW'));
  });

  it('lets carriers decline by appetite: root on SR-22, lemonade outside its states, branch on 3+ incidents', async () => {
    const sr22 = await quotesOf(
      withUser((u) => {
        u.autoPolicy.operators[0].incidents = {
          incidentsPrecheck: 'Yes',
          ticketNumber: 1,
          accidents: [],
          violations: [],
        };
        u.autoPolicy.operators[0].sr22 = { isRequired: true };
      }),
    );
    expect(byCarrier(sr22, 'root')).toMatchObject({ msgStatus: 'failed' });
    expect(byCarrier(sr22, 'root').fullPayPlan).toBeUndefined();
    expect(byCarrier(sr22, 'libertymutual').msgStatus).toBe('success');

    const florida = await quotesOf(withUser((u) => Object.assign(u.autoPolicy.policy, { state: 'FL', zip: '33101' })));
    expect(byCarrier(florida, 'lemonade')).toMatchObject({ msgStatus: 'redirect' });

    const incidents = await quotesOf(
      withUser(
        (u) =>
          (u.autoPolicy.operators[0].incidents = {
            incidentsPrecheck: 'Yes',
            ticketNumber: 3,
            accidents: [],
            violations: [],
          }),
      ),
    );
    expect(byCarrier(incidents, 'branch').msgStatus).toBe('underwriting_scorecard_condition');
  });

  it('finds the state from the zip, and fails every carrier when nothing says where', async () => {
    const fromZip = await quotesOf(withUser((u) => (u.autoPolicy.policy = { zip: '78701', coverageTier: 'MID' })));
    expect(fromZip.every((q) => q.msgStatus === 'success')).toBe(true);
    const nowhere = await quotesOf(withUser((u) => (u.autoPolicy.policy = { coverageTier: 'MID' })));
    expect(nowhere.every((q) => q.msgStatus === 'failed' && /state/.test(q.msgStatusDesc ?? ''))).toBe(true);
  });

  it('asks only the quotePartners and the carrierId given', async () => {
    const partners = await quotesOf(autoUser(), { quotePartners: ['root', 'safeco'] });
    expect(partners.map((q) => q.carrierId).sort()).toEqual(['root', 'safeco']);
    const single = await quotesOf(autoUser(), { carrierId: 'branch' });
    expect(single.map((q) => q.carrierId)).toEqual(['branch']);
  });

  it('asks the agency partners (quinstreet, geico) only when named and the agency experience is available', async () => {
    const named = { quotePartners: ['root', 'quinstreet', 'geico'] };
    const withoutAgency = await quotesOf(autoUser(), named);
    expect(withoutAgency.map((q) => q.carrierId)).toEqual(['root']);
    const withAgency = await quotesOf(autoUser(), { ...named, isAgencyAvailable: true });
    expect(withAgency.map((q) => q.carrierId).sort()).toEqual(['geico', 'root', 'safeco']);
    expect(byCarrier(withAgency, 'safeco')).toMatchObject({ partner: 'quinstreet', msgStatus: 'success' });
    expect(byCarrier(withAgency, 'geico')).toMatchObject({ partner: 'geico', msgStatus: 'success', onlineBind: false });
    // With no quotePartners the direct carriers answer, agency or not: GEICO never does.
    const defaults = await quotesOf(autoUser(), { isAgencyAvailable: true });
    expect(defaults.map((q) => q.carrierId)).not.toContain('geico');
  });

  it('lets GEICO click out (redirect to the sandbox click route) for a risk it does not quote online', async () => {
    const dui = withUser(
      (u) =>
        (u.autoPolicy.operators[0].incidents = {
          incidentsPrecheck: 'Yes',
          ticketNumber: 1,
          accidents: [],
          violations: [],
          hasDui: true,
        }),
    );
    const [q] = await quotesOf(dui, { quotePartners: ['geico'], isAgencyAvailable: true });
    expect(q).toMatchObject({ carrierId: 'geico', msgStatus: 'redirect' });
    expect(q.click_url).toMatch(/^\/api\/ads\/click\/geico\.auto\.1\./);
    const click = await fetch(server.base + q.click_url!, { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://www.geico.com/');
  });

  it('quotes the fast-track carrier, which hands off to an agent and declines a suspended licence', async () => {
    const q = byCarrier(await quotesOf(autoUser(), { quotePartners: ['fasttrack'] }), 'fasttrack');
    expect(q).toMatchObject({
      carrier: 'Kestrel Point Auto',
      partner: 'fasttrack',
      msgStatus: 'success',
      onlineBind: true,
    });
    const suspended = withUser(
      (u) =>
        (u.autoPolicy.operators[0].incidents = {
          incidentsPrecheck: 'Yes',
          ticketNumber: 1,
          accidents: [],
          violations: [],
          isDriversLicenseSuspended: true,
        }),
    );
    expect(byCarrier(await quotesOf(suspended, { quotePartners: ['fasttrack'] }), 'fasttrack').msgStatus).toBe(
      'failed',
    );
  });

  it('injects carrier faults: error, empty and latency', async () => {
    const error = await quotesOf(autoUser(), {}, { 'x-sandbox-fault': 'carrier=root;kind=error' });
    expect(byCarrier(error, 'root').msgStatus).toBe('error');
    expect(byCarrier(error, 'branch').msgStatus).toBe('success');
    const empty = await quotesOf(
      autoUser(),
      {},
      { 'x-sandbox-fault': 'carrier=root;kind=empty,carrier=branch;kind=empty' },
    );
    expect(empty.map((q) => q.carrierId).sort()).toEqual(['fasttrack', 'lemonade', 'libertymutual', 'safeco']);
    const started = Date.now();
    await quotesOf(autoUser(), {}, { 'x-sandbox-fault': 'carrier=lemonade;kind=latency;ms=300' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('injects route faults: 500 or no quotes', async () => {
    const error = await rc1(autoUser(), {}, { 'x-sandbox-fault': 'route=autoQuotes;kind=error' });
    expect(error.status).toBe(500);
    expect(error.body).toMatchObject({ code: 'sandbox_fault' });
    expect(await quotesOf(autoUser(), {}, { 'x-sandbox-fault': 'route=autoQuotes;kind=empty' })).toEqual([]);
  });

  it('requires the v2 header and names the first failing field of a bad request', async () => {
    const noV2 = await server.call('POST', '/api/auto/quotes', { body: { user: autoUser() } });
    expect(noV2.status).toBe(400);
    expect(noV2.body.field).toBe('headers.x-route-version');
    const badZip = await rc1(withUser((u) => (u.autoPolicy.policy.zip = 'ABCDE')));
    expect(badZip.status).toBe(400);
    expect(badZip.body.field).toBe('body.user.autoPolicy.policy.zip');
    const badYear = await rc1(withUser((u) => (u.autoPolicy.vehicles[0].year = '20')));
    expect(badYear.body.field).toBe('body.user.autoPolicy.vehicles.0.year');
  });

  it('records the request with derived risk facts and prices, and no personal data', async () => {
    const quotes = await quotesOf(autoUser());
    const [row] = await server.app.sandboxDb
      .select()
      .from(quoteRequests)
      .orderBy(desc(quoteRequests.createdAt))
      .limit(1);
    expect(row.state).toBe('TX');
    expect(row.risk).toMatchObject({ state: 'TX', tier: 'MID', creditBand: 'good' });
    expect(row.results).toContainEqual({
      carrierId: 'root',
      msgStatus: 'success',
      fullPay: byCarrier(quotes, 'root').fullPayPlan!.totalAmount,
      monthly: byCarrier(quotes, 'root').monthlyPayPlan!.totalAmount,
    });
    const stored = JSON.stringify(row);
    for (const s of [...Object.values(KNOWN_PERSON), '78701', 'Austin']) expect(stored).not.toContain(s);
  });
});
