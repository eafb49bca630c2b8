import { and, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests } from '../../server/db/schema';
import type { HomeUser, RentersUser } from '../../src/contract/property';
import type { Quote } from '../../src/contract/quotes';
import { homeRuleNames } from '../../src/actors/homeResults.actor';
import { homeRulesFacts } from '../../src/machines/homeResults/homeResults.setup';
import { KNOWN_PERSON } from './fixtures';
import { type Server, databases, startServer } from './harness';
import { homeAt, homeUser, rentersUser, withHome, withRenters } from './propertyShoppers';

describe.each(databases)('POST /api/home/quotes and /api/renters/quotes on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    server.call('POST', path, { body, headers });
  const homeQuotes = async (user: HomeUser, extra: Record<string, unknown> = {}, headers?: Record<string, string>) => {
    const res = await post('/api/home/quotes', { user, ...extra }, headers);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    return res.body.data.quotes as Quote[];
  };
  const rentersQuotes = async (
    user: RentersUser,
    extra: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ) => {
    const res = await post('/api/renters/quotes', { user, ...extra }, headers);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    return res.body.data.quotes as Quote[];
  };
  const byCarrier = (quotes: Quote[], id: string) => {
    const q = quotes.find((x) => x.carrierId === id);
    if (!q) throw new Error(`no ${id} quote`);
    return q;
  };
  const homePrice = async (user: HomeUser, carrier = 'libertymutual') => {
    const q = byCarrier(await homeQuotes(user, { quotePartners: [carrier] }), carrier);
    expect(q.msgStatus, q.msgStatusDesc).toBe('success');
    return q.fullPayPlan!.totalAmount;
  };
  const rentersPrice = async (user: RentersUser, carrier = 'libertymutual') => {
    const q = byCarrier(await rentersQuotes(user, { quotePartners: [carrier] }), carrier);
    expect(q.msgStatus, q.msgStatusDesc).toBe('success');
    return q.fullPayPlan!.totalAmount;
  };

  describe('home quotes', () => {
    it("gives an opted-out shopper's answers to no agency partner: Safeco, Quinstreet's, is left out", async () => {
      const gpc = { 'sec-gpc': '1' };
      const home = (await homeQuotes(homeUser(), {}, gpc)).map((q) => q.carrierId).sort();
      expect(home).toEqual(['branch', 'lemonade', 'libertymutual']);
      const renters = (await rentersQuotes(rentersUser(), { quotePartners: ['safeco', 'lemonade'] }, gpc)).map(
        (q) => q.carrierId,
      );
      expect(renters).toEqual(['lemonade']);
    });

    it('answers a priced yearly quote from each home carrier for an ordinary Austin home', async () => {
      const quotes = await homeQuotes(homeUser());
      expect(quotes.map((q) => q.carrierId).sort()).toEqual(['branch', 'lemonade', 'libertymutual', 'safeco']);
      for (const q of quotes) {
        expect(q.msgStatus, q.msgStatusDesc).toBe('success');
        expect(q.termMonths).toBe(12);
        expect(q.fullPayPlan).toMatchObject({ numberOfPayments: 1 });
        expect(q.monthlyPayPlan).toMatchObject({ numberOfPayments: 12 });
        expect(q.fullPayPlan!.totalAmount).toBeGreaterThan(1200);
        expect(q.fullPayPlan!.totalAmount).toBeLessThan(6000);
        expect(q.fullPayPlan!.totalAmount).toBeLessThanOrEqual(q.monthlyPayPlan!.totalAmount);
        expect(q.coverages).toMatchObject({ personalLiability: '300000', medicalPayments: '1000', deductible: '1000' });
        expect(Number(q.coverages.dwelling)).toBeGreaterThan(250_000);
        expect(q.bundle).toBeUndefined();
      }
      expect(byCarrier(quotes, 'safeco').partner).toBe('quinstreet');
      expect(new Set(quotes.map((q) => q.fullPayPlan!.totalAmount)).size).toBe(4);
    });

    it('is deterministic: the same home twice gets the same ids and prices', async () => {
      const [a, b] = await Promise.all([homeQuotes(homeUser()), homeQuotes(homeUser())]);
      expect(b).toEqual(a);
    });

    it('prices an older roof, more claims and poorer credit higher, and a higher deductible lower', async () => {
      const base = await homePrice(homeUser());
      expect(await homePrice(withHome((u) => (u.homePolicy.properties[0].roofAge = 18)))).toBeGreaterThan(base);
      expect(await homePrice(withHome((u) => (u.homePolicy.properties[0].roofAge = 3)))).toBeLessThan(base);
      expect(await homePrice(withHome((u) => (u.homePolicy.occupants[0].claims = 1)))).toBeGreaterThan(base);
      expect(
        await homePrice(withHome((u) => (u.homePolicy.occupants[0].creditScore = 'Needs work (<640)'))),
      ).toBeGreaterThan(base);
      expect(await homePrice(withHome((u) => (u.homePolicy.policy.coverages.deductible = 2500)))).toBeLessThan(base);
      expect(await homePrice(withHome((u) => (u.homePolicy.policy.coverages.deductible = 500)))).toBeGreaterThan(base);
      expect(await homePrice(withHome((u) => (u.homePolicy.properties[0].squareFootage = 3400)))).toBeGreaterThan(base);
      expect(
        await homePrice(withHome((u) => (u.homePolicy.policy.coverages.personalLiability = 500_000))),
      ).toBeGreaterThan(base);
      expect(await homePrice(withHome((u) => (u.homePolicy.properties[0].constructionType = 'Brick')))).toBeLessThan(
        await homePrice(withHome((u) => (u.homePolicy.properties[0].constructionType = 'Frame'))),
      );
      const protectedHome = withHome((u) =>
        Object.assign(u.homePolicy.properties[0].discounts!, {
          securityAlarm: true,
          fireAlarm: { hasFireAlarm: true },
          sprinklerSystem: true,
        }),
      );
      expect(await homePrice(protectedHome)).toBeLessThan(base);
    });

    it('prices catastrophe exposure: a coastal Florida home above an inland one, and both above Ohio', async () => {
      const at = (zip: string, state: 'FL' | 'OH', city: string) =>
        homePrice(withHome((u) => homeAt(u, zip, state, city)));
      const miamiBeach = await at('33139', 'FL', 'Miami Beach');
      const orlando = await at('32801', 'FL', 'Orlando');
      const columbus = await at('43215', 'OH', 'Columbus');
      expect(miamiBeach).toBeGreaterThan(orlando);
      expect(orlando).toBeGreaterThan(columbus);
      expect(miamiBeach).toBeGreaterThan(2 * columbus);
    });

    it('uses credit except where property credit is banned (CA)', async () => {
      const credit = (score: string) =>
        homePrice(
          withHome((u) => {
            homeAt(u, '94110', 'CA', 'San Francisco');
            u.homePolicy.occupants[0].creditScore = score;
          }),
        );
      expect(await credit('Needs work (<640)')).toBe(await credit('Excellent (750+)'));
    });

    it('lets carriers decline: an old roof (branch), coastal Florida wind (libertymutual), claims (lemonade, branch), no footprint', async () => {
      const oldRoof = await homeQuotes(withHome((u) => (u.homePolicy.properties[0].roofAge = 22)));
      expect(byCarrier(oldRoof, 'branch')).toMatchObject({
        msgStatus: 'failed',
        msgStatusDesc: expect.stringMatching(/roofs older than 20/),
      });
      expect(byCarrier(oldRoof, 'branch').fullPayPlan).toBeUndefined();
      expect(byCarrier(oldRoof, 'libertymutual').msgStatus).toBe('success');

      const coastal = await homeQuotes(
        withHome((u) => {
          homeAt(u, '33139', 'FL', 'Miami Beach');
          u.homePolicy.properties[0].roofAge = 18;
        }),
      );
      expect(byCarrier(coastal, 'libertymutual')).toMatchObject({
        msgStatus: 'failed',
        msgStatusDesc: expect.stringMatching(/coastal FL wind/),
      });
      expect(byCarrier(coastal, 'lemonade')).toMatchObject({
        msgStatus: 'redirect',
        click_url: 'https://www.lemonade.com/homeowners',
      });
      expect(byCarrier(coastal, 'safeco').msgStatus).toBe('failed');

      const claims = await homeQuotes(withHome((u) => (u.homePolicy.occupants[0].claims = 3)));
      expect(byCarrier(claims, 'lemonade').msgStatus).toBe('failed');
      expect(byCarrier(claims, 'branch').msgStatus).toBe('underwriting_scorecard_condition');
      expect(byCarrier(claims, 'safeco').msgStatus).toBe('failed');
    });

    it('fails every carrier when nothing says where the home is', async () => {
      const nowhere = await homeQuotes(
        withHome((u) => {
          delete u.homePolicy.policy.zip;
          delete u.homePolicy.policy.address;
          delete u.homePolicy.properties[0].propertyAddress;
        }),
      );
      expect(nowhere.length).toBe(4);
      expect(nowhere.every((q) => q.msgStatus === 'failed' && /state/.test(q.msgStatusDesc ?? ''))).toBe(true);
    });

    it('carries bundle info when the shopper bundles with auto: a lower term price at carriers that sell auto there', async () => {
      const quotes = await homeQuotes(withHome((u) => (u.homePolicy.policy.bundlePolicies = ['auto'])));
      for (const id of ['branch', 'libertymutual', 'safeco', 'lemonade']) {
        const q = byCarrier(quotes, id);
        expect(q.bundle).toMatchObject({ adType: 'auto' });
        expect(q.bundle!.termAmount).toBeLessThan(q.fullPayPlan!.totalAmount);
      }
      // Ohio: Lemonade Car is sold there, Branch auto too; in California Branch writes no auto, so no bundle offer.
      const ca = await homeQuotes(
        withHome((u) => {
          homeAt(u, '94110', 'CA', 'San Francisco');
          u.homePolicy.policy.bundlePolicies = ['auto'];
        }),
      );
      expect(byCarrier(ca, 'lemonade').bundle).toBeUndefined();
    });

    it('asks evertree only when named: a redirect carrying an Evertree id, or no id outside its footprint', async () => {
      const [q] = await homeQuotes(homeUser(), { quotePartners: ['evertree'] });
      expect(q).toMatchObject({ carrierId: 'evertree', partner: 'evertree', msgStatus: 'redirect', onlineBind: false });
      expect(q.urlId).toMatch(/^ET-TX-[0-9A-F]{12}$/);
      expect(q.click_url).toBe(`https://www.evertreeinsurance.com/quote?evertree_id=${q.urlId}`);
      const [again] = await homeQuotes(homeUser(), { quotePartners: ['evertree'] });
      expect(again.urlId).toBe(q.urlId);
      const [outside] = await homeQuotes(
        withHome((u) => homeAt(u, '94110', 'CA', 'San Francisco')),
        { quotePartners: ['evertree'] },
      );
      expect(outside).toMatchObject({ msgStatus: 'failed' });
      expect(outside.urlId).toBeUndefined();
      expect(outside.click_url).toBeUndefined();
    });

    it("sends a Texas mobile home to Evertree: the home clickwall's rules grant it, and Evertree answers its id", async () => {
      // The client's own facts and rules batch (src/machines/homeResults): no agency home state, no home partner for a
      // mobile home, so Evertree's eligibility, and Evertree's redirect with an id in its footprint.
      const mobileHome = withHome((u) => (u.homePolicy.properties[0].propertyType = 'Mobile home'));
      const input = homeRulesFacts({ user: mobileHome, partner: '' });
      const res = await post('/api/rules-engine/evaluate', {
        rules: homeRuleNames(false).map((name) => ({ name, input })),
      });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      const { results } = res.body as { results: Record<string, { value: unknown; isDefault: boolean }> };
      expect(results.partnerQuotesAdsEligibility).toMatchObject({ isDefault: false, value: { evertree: true } });
      expect(results.flowAgenciesEligibility).toMatchObject({ isDefault: false, value: false });
      expect(results.homePartnerQuotesEligibility).toMatchObject({ isDefault: false, value: false });
      const [q] = await homeQuotes(mobileHome, { quotePartners: ['evertree'] });
      expect(q).toMatchObject({ carrierId: 'evertree', msgStatus: 'redirect' });
      expect(q.urlId).toMatch(/^ET-TX-[0-9A-F]{12}$/);
      // The same home of a single family is the home partners': no Evertree.
      const house = await post('/api/rules-engine/evaluate', {
        rules: [{ name: 'partnerQuotesAdsEligibility', input: homeRulesFacts({ user: homeUser(), partner: '' }) }],
      });
      expect(house.body.results.partnerQuotesAdsEligibility.value).toMatchObject({ evertree: false });
    });

    it('rates a condo (walls-in) well below a house of the same size', async () => {
      const condo = await homePrice(withHome((u) => (u.homePolicy.policy.policyType = 'Condo')));
      expect(condo).toBeLessThan(await homePrice(homeUser()));
      expect(condo).toBeGreaterThan(200);
    });
  });

  describe('renters quotes', () => {
    it('answers a priced yearly renters quote from each renters carrier, with the spec defaults', async () => {
      const quotes = await rentersQuotes(rentersUser());
      expect(quotes.map((q) => q.carrierId).sort()).toEqual(['lemonade', 'libertymutual', 'safeco']);
      for (const q of quotes) {
        expect(q.msgStatus, q.msgStatusDesc).toBe('success');
        expect(q.termMonths).toBe(12);
        expect(q.coverages).toMatchObject({
          personalLiability: '100000',
          medicalPayments: '1000',
          deductible: '1000',
          personalProperty: '30000',
        });
        expect(q.fullPayPlan!.totalAmount).toBeGreaterThan(80);
        expect(q.fullPayPlan!.totalAmount).toBeLessThan(400);
      }
      expect(byCarrier(quotes, 'lemonade').fullPayPlan!.totalAmount).toBeLessThan(
        byCarrier(quotes, 'libertymutual').fullPayPlan!.totalAmount,
      );
    });

    it('prices more belongings and liability higher, a higher deductible lower, and is deterministic', async () => {
      const base = await rentersPrice(rentersUser());
      expect(
        await rentersPrice(withRenters((u) => (u.rentersPolicy.policy.coverages.personalProperty = 60_000))),
      ).toBeGreaterThan(base);
      expect(
        await rentersPrice(withRenters((u) => (u.rentersPolicy.policy.coverages.personalLiability = 300_000))),
      ).toBeGreaterThan(base);
      expect(
        await rentersPrice(withRenters((u) => (u.rentersPolicy.policy.coverages.deductibles.allPerils = 2500))),
      ).toBeLessThan(base);
      expect(
        await rentersPrice(withRenters((u) => (u.rentersPolicy.policy.coverages.deductibles.allPerils = 500))),
      ).toBeGreaterThan(base);
      expect(await rentersPrice(rentersUser())).toBe(base);
    });

    it('gives a bundle offer to a renter built from auto data (autoCarrier) and an existing-customer price', async () => {
      const quotes = await rentersQuotes(withRenters((u) => (u.rentersPolicy.policy.autoCarrier = 'Liberty Mutual')));
      const lm = byCarrier(quotes, 'libertymutual');
      expect(lm.bundle).toMatchObject({ adType: 'auto' });
      // Already Liberty Mutual's auto customer: the multi-policy credit is in the price itself.
      expect(lm.fullPayPlan!.totalAmount).toBeLessThan(await rentersPrice(rentersUser()));
      expect(lm.bundle!.termAmount).toBe(lm.fullPayPlan!.totalAmount);
    });

    it('redirects outside Lemonade renters states', async () => {
      const quotes = await rentersQuotes(
        withRenters((u) => {
          u.rentersPolicy.policy.zip = '59601';
          u.rentersPolicy.policy.address = {
            streetAddress: '12 Last Chance Gulch',
            city: 'Helena',
            state: 'MT',
            zip: '59601',
          };
        }),
      );
      expect(byCarrier(quotes, 'lemonade')).toMatchObject({
        msgStatus: 'redirect',
        click_url: 'https://www.lemonade.com/renters',
      });
    });
  });

  describe('faults', () => {
    it('injects carrier faults: error, empty and latency', async () => {
      const error = await homeQuotes(homeUser(), {}, { 'x-sandbox-fault': 'carrier=branch;kind=error' });
      expect(byCarrier(error, 'branch')).toMatchObject({ msgStatus: 'error', coverages: {} });
      expect(byCarrier(error, 'lemonade').msgStatus).toBe('success');
      const empty = await rentersQuotes(rentersUser(), {}, { 'x-sandbox-fault': 'carrier=lemonade;kind=empty' });
      expect(empty.map((q) => q.carrierId).sort()).toEqual(['libertymutual', 'safeco']);
      const started = Date.now();
      await homeQuotes(homeUser(), {}, { 'x-sandbox-fault': 'carrier=safeco;kind=latency;ms=300' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    });

    it('injects route faults: 500, or no quotes for empty', async () => {
      for (const [path, key, user] of [
        ['/api/home/quotes', 'homeQuotes', homeUser()],
        ['/api/renters/quotes', 'rentersQuotes', rentersUser()],
      ] as const) {
        const error = await post(path, { user }, { 'x-sandbox-fault': `route=${key};kind=error` });
        expect(error.status).toBe(500);
        expect(error.body).toMatchObject({ code: 'sandbox_fault' });
        const empty = await post(path, { user }, { 'x-sandbox-fault': `route=${key};kind=empty` });
        expect(empty.status).toBe(200);
        expect(empty.body).toEqual({ data: { quotes: [] } });
      }
    });
  });

  describe('bad input', () => {
    it('answers 400 naming the field, never 5xx', async () => {
      const cases: [string, unknown, string][] = [
        [
          '/api/home/quotes',
          { user: withHome((u) => (u.homePolicy.policy.zip = 'ABCDE')) },
          'body.user.homePolicy.policy.zip',
        ],
        [
          '/api/home/quotes',
          { user: withHome((u) => (u.homePolicy.properties[0].squareFootage = -5)) },
          'body.user.homePolicy.properties.0.squareFootage',
        ],
        [
          '/api/home/quotes',
          { user: withHome((u) => (u.homePolicy.properties[0].roofAge = 2.5)) },
          'body.user.homePolicy.properties.0.roofAge',
        ],
        ['/api/home/quotes', { user: homeUser(), quotePartners: Array(21).fill('branch') }, 'body.quotePartners'],
        ['/api/home/quotes', { user: rentersUser() }, 'body.user.homePolicy'],
        ['/api/renters/quotes', { user: homeUser() }, 'body.user.rentersPolicy'],
        [
          '/api/renters/quotes',
          { user: withRenters((u) => (u.rentersPolicy.policy.coverages.personalLiability = -1)) },
          'body.user.rentersPolicy.policy.coverages.personalLiability',
        ],
        ['/api/renters/quotes', { user: rentersUser(), quotePartners: [''] }, 'body.quotePartners.0'],
      ];
      for (const [path, body, field] of cases) {
        const res = await post(path, body);
        expect(res.status, `${field}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(res.body.field).toBe(field);
      }
      const notJson = await server.call('POST', '/api/home/quotes', {
        body: '{"user":',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
    });
  });

  it('answers any valid home at the limits of the contract with 200 and well-formed quotes (150 generated homes)', async () => {
    const places = [
      ['78704', 'TX', 'Austin'],
      ['33139', 'FL', 'Miami Beach'],
      ['94110', 'CA', 'San Francisco'],
      ['43215', 'OH', 'Columbus'],
      ['99501', 'AK', 'Anchorage'],
    ] as const;
    const dollars = fc.integer({ min: 0, max: 50_000_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          place: fc.constantFrom(...places),
          policyType: fc.constantFrom('Home', 'Townhome', 'Condo', 'Renters'),
          yearBuilt: fc.integer({ min: 1700, max: 2100 }),
          roofAge: fc.integer({ min: 0, max: 200 }),
          squareFootage: fc.integer({ min: 0, max: 100_000 }),
          bedrooms: fc.integer({ min: 0, max: 10 }),
          claims: fc.integer({ min: 0, max: 10 }),
          constructionType: fc.constantFrom('Frame', 'Brick', 'Log', 'Mobile home', 'Steel', ''),
          deductible: dollars,
          personalLiability: dollars,
          medicalPayments: dollars,
          replacementCost: fc.option(dollars, { nil: undefined }),
          numberOfFamilies: fc.integer({ min: 0, max: 4 }),
        }),
        async (h) => {
          const user = withHome((u) => {
            homeAt(u, h.place[0], h.place[1], h.place[2]);
            Object.assign(u.homePolicy.properties[0], {
              yearBuilt: h.yearBuilt,
              roofAge: h.roofAge,
              squareFootage: h.squareFootage,
              bedrooms: h.bedrooms,
              constructionType: h.constructionType || undefined,
            });
            u.homePolicy.occupants[0].claims = h.claims;
            Object.assign(u.homePolicy.policy, { policyType: h.policyType, numberOfFamilies: h.numberOfFamilies });
            u.homePolicy.policy.coverages = {
              deductible: h.deductible,
              personalLiability: h.personalLiability,
              medicalPayments: h.medicalPayments,
              replacementCost: h.replacementCost,
            };
          });
          const res = await post('/api/home/quotes', { user, quotePartners: [] });
          expect(res.status, res.text.slice(0, 300)).toBe(200);
          for (const q of res.body.data.quotes as Quote[]) {
            if (q.msgStatus !== 'success') continue;
            expect(Number.isFinite(q.fullPayPlan!.totalAmount)).toBe(true);
            expect(q.fullPayPlan!.totalAmount).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('records each request with derived property facts and prices, and no personal data', async () => {
    const quotes = await rentersQuotes(rentersUser());
    const [row] = await server.app.sandboxDb
      .select()
      .from(quoteRequests)
      .where(and(eq(quoteRequests.policyType, 'renters'), eq(quoteRequests.kind, 'quotes')))
      .orderBy(desc(quoteRequests.createdAt))
      .limit(1);
    expect(row.state).toBe('IL');
    expect(row.risk).toMatchObject({ policyType: 'renters', state: 'IL', creditBand: 'good' });
    expect(row.results).toContainEqual({
      carrierId: 'lemonade',
      msgStatus: 'success',
      fullPay: byCarrier(quotes, 'lemonade').fullPayPlan!.totalAmount,
      monthly: byCarrier(quotes, 'lemonade').monthlyPayPlan!.totalAmount,
    });
    await homeQuotes(homeUser());
    const rows = await server.app.sandboxDb
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.kind, 'quotes'))
      .orderBy(desc(quoteRequests.createdAt))
      .limit(2);
    const stored = JSON.stringify(rows);
    for (const s of [...Object.values(KNOWN_PERSON), '60614', '78704', 'Chicago', 'Austin', 'Lincoln'])
      expect(stored).not.toContain(s);
  });
});
