import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests, telemetryEvents } from '../../server/db/schema';
import type { Ad } from '../../src/contract/ads';
import type { AutoUser } from '../../src/contract/entities';
import { KNOWN_PERSON, autoUser, withUser } from './fixtures';
import { type Server, databases, startServer } from './harness';
import { homeAt, homeUser, rentersUser, withHome } from './propertyShoppers';

describe.each(databases)('ads and the media-ad exchange on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    server.call('POST', path, { body, headers });
  const adsOf = async (path: string, body: unknown, headers?: Record<string, string>) => {
    const res = await post(path, body, headers);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    return res.body as Ad[];
  };
  const mediaAlpha = (user: AutoUser, query = '', extra: Record<string, unknown> = {}) =>
    adsOf(`/api/auto/mediaAlpha${query}`, { user, ...extra });
  const names = (ads: Ad[]) => ads.map((a) => a.carrier);
  const expectRanked = (ads: Ad[]) => {
    ads.forEach((a, i) => expect(a.position).toBe(i + 1));
    for (let i = 1; i < ads.length; i++) expect(ads[i - 1].bid).toBeGreaterThanOrEqual(ads[i].bid);
  };
  const latestAdsRow = async (policyType: string) => {
    const [row] = await server.app.sandboxDb
      .select()
      .from(quoteRequests)
      .where(and(eq(quoteRequests.kind, 'ads'), eq(quoteRequests.policyType, policyType)))
      .orderBy(desc(quoteRequests.createdAt))
      .limit(1);
    return row;
  };

  describe('POST /auto/mediaAlpha', () => {
    it('answers ads from carriers and aggregators, ranked by bid, with the spec fields', async () => {
      const ads = await mediaAlpha(autoUser());
      expect(ads.length).toBeGreaterThanOrEqual(5);
      expect(ads.length).toBeLessThanOrEqual(10);
      expectRanked(ads);
      expect(names(ads)).toEqual(expect.arrayContaining(['Progressive', 'GEICO', 'Allstate']));
      expect(ads.some((a) => a.isAggregator)).toBe(true);
      for (const a of ads) {
        expect(a.position_id).toBe(`qf-auto-results-ma-${a.position}`);
        expect(a.click_url).toBe(`/api/ads/click/${a.adId}`);
        expect(a.location).toBe('Texas');
        expect(a.product).toBe('auto');
        expect(a.images.logo).toMatch(/^data:image\/svg\+xml/);
        expect(a.headline).toContain('Texas');
        expect(a.bullets.length).toBeGreaterThan(0);
        expect(a.bid).toBeGreaterThanOrEqual(2.5);
      }
    });

    it('is deterministic: the same shopper twice gets the same ads, ids and bids', async () => {
      const [a, b] = await Promise.all([mediaAlpha(autoUser()), mediaAlpha(autoUser())]);
      expect(b).toEqual(a);
    });

    it('bids on the shopper: multiple vehicles, longer continuous coverage and better credit raise bids', async () => {
      const bidOf = (ads: Ad[], carrier: string) => ads.find((a) => a.carrier === carrier)!.bid;
      const single = await mediaAlpha(autoUser());
      const multiple = await mediaAlpha(autoUser(), '?multipleVehicles=true');
      expect(bidOf(multiple, 'GEICO')).toBeGreaterThan(bidOf(single, 'GEICO'));
      const loyal = await mediaAlpha(
        withUser((u) => (u.autoPolicy.operators[0].yearsWithCurrentCarrier = '3-4 years')),
      );
      expect(bidOf(loyal, 'Liberty Mutual')).toBeGreaterThan(bidOf(single, 'Liberty Mutual'));
      const poor = await mediaAlpha(withUser((u) => (u.autoPolicy.operators[0].creditScore = 'Needs work (<640)')));
      expect(bidOf(poor, 'Allstate')).toBeLessThan(bidOf(single, 'Allstate'));
    });

    it('sends the exchange request with the spec fields and derived facts only, and stores it', async () => {
      await mediaAlpha(autoUser(), '?multipleVehicles=true', { sub_1: 'campaign-42', placement_id: 'ipa-auto-7' });
      const row = await latestAdsRow('auto');
      expect(row.state).toBe('TX');
      expect(row.risk).toMatchObject({
        placement_id: 'ipa-auto-7',
        version: 17,
        ua_class: 'auto',
        sub_1: 'campaign-42',
        data: {
          product: 'auto',
          state: 'TX',
          currentlyInsured: true,
          continuousMonths: 18,
          credit: 'Good',
          multipleVehicles: true,
          homeOwnership: 0,
          vehicles: 1,
        },
      });
      expect((row.results as unknown[]).length).toBeGreaterThan(0);
      const stored = JSON.stringify(row);
      for (const s of [...Object.values(KNOWN_PERSON), '78701', 'Austin', 'Corolla']) expect(stored).not.toContain(s);
    });

    it('maps months of continuous coverage per spec: under a year 6, 1-2 years 18, 2-3 years 42, 3+ 60, uninsured 0', async () => {
      const months: [string | undefined, 'Yes' | 'No', number][] = [
        ['Less than a year', 'Yes', 6],
        ['1-2 years', 'Yes', 18],
        ['2-3 years', 'Yes', 42],
        ['3-4 years', 'Yes', 60],
        ['None', 'No', 0],
      ];
      for (const [years, insured, expected] of months) {
        await mediaAlpha(
          withUser((u) =>
            Object.assign(u.autoPolicy.operators[0], { yearsWithCurrentCarrier: years, currentlyInsured: insured }),
          ),
        );
        expect((await latestAdsRow('auto')).risk).toMatchObject({ data: { continuousMonths: expected } });
      }
    });

    it('leaves out advertisers whose appetite the shopper exceeds (a DUI), keeping the aggregators', async () => {
      const dui = await mediaAlpha(
        withUser(
          (u) =>
            (u.autoPolicy.operators[0].incidents = {
              incidentsPrecheck: 'Yes',
              ticketNumber: 1,
              accidents: [],
              violations: [],
              hasDui: true,
            }),
        ),
      );
      expect(names(dui)).not.toContain('Allstate');
      expect(names(dui)).not.toContain('Liberty Mutual');
      expect(names(dui)).toEqual(expect.arrayContaining(['Insurance.com', 'Progressive']));
    });

    it('answers [] with a reason for shoppers nobody bids on: Massachusetts, or no state at all', async () => {
      const ma = await post('/api/auto/mediaAlpha', {
        user: withUser((u) => Object.assign(u.autoPolicy.policy, { state: 'MA', zip: '02139', address: undefined })),
      });
      expect(ma.status).toBe(200);
      expect(ma.body).toEqual([]);
      expect(ma.headers.get('x-ads-empty-reason')).toBe('no auto demand in MA');
      const nowhere = await post('/api/auto/mediaAlpha', {
        user: withUser((u) => (u.autoPolicy.policy = { coverageTier: 'MID' })),
      });
      expect(nowhere.body).toEqual([]);
      expect(nowhere.headers.get('x-ads-empty-reason')).toMatch(/no state/);
    });
  });

  describe('POST /auto/ads (the fallback exchange)', () => {
    it('answers ranked ads from the spec partners only', async () => {
      const ads = await adsOf('/api/auto/ads', { user: autoUser() });
      expect(ads.length).toBeGreaterThanOrEqual(4);
      expectRanked(ads);
      expect(names(ads)).not.toContain('Progressive');
      expect(names(ads)).not.toContain('Allstate');
      expect(ads.map((a) => a.partner)).toEqual(expect.arrayContaining(['geico', 'libertymutual', 'quinstreet']));
      expect(ads[0].position_id).toBe('qf-auto-results-fallback-1');
      expect(await adsOf('/api/auto/ads', { user: autoUser() })).toEqual(ads);
    });

    it('answers [] for a Massachusetts shopper too', async () => {
      expect(
        await adsOf('/api/auto/ads', {
          user: withUser((u) => Object.assign(u.autoPolicy.policy, { state: 'MA', zip: '02139', address: undefined })),
        }),
      ).toEqual([]);
    });
  });

  describe('POST /home/ads', () => {
    it('answers home ads for a home shopper and renters ads for a renter', async () => {
      const home = await adsOf('/api/home/ads', { user: homeUser(), adPartners: [] });
      expectRanked(home);
      expect(home.every((a) => a.product === 'home' && a.location === 'Texas')).toBe(true);
      expect(names(home)).toEqual(expect.arrayContaining(['Evertree Insurance', 'Lemonade']));
      expect(home[0].position_id).toBe('qf-home-results-ma-1');
      const renters = await adsOf('/api/home/ads', { user: rentersUser() });
      expect(renters.every((a) => a.product === 'renters' && a.location === 'Illinois')).toBe(true);
      expect((await latestAdsRow('renters')).risk).toMatchObject({
        data: { homeOwnership: 0, property: { stories: 1, squareFootage: 0 } },
      });
    });

    it('filters to adPartners when given', async () => {
      const ads = await adsOf('/api/home/ads', {
        user: homeUser(),
        adPartners: ['evertree', 'lemonade', 'quinstreet'],
      });
      expect(ads.map((a) => a.partner).sort()).toEqual(['evertree', 'lemonade', 'quinstreet']);
      expectRanked(ads);
      expect(await adsOf('/api/home/ads', { user: homeUser(), adPartners: ['nobody'] })).toEqual([]);
    });

    it('leaves out home advertisers that avoid the hurricane coast or an old roof', async () => {
      const coastal = await adsOf('/api/home/ads', { user: withHome((u) => homeAt(u, '33139', 'FL', 'Miami Beach')) });
      expect(names(coastal)).not.toContain('Hippo');
      const oldRoof = await adsOf('/api/home/ads', {
        user: withHome((u) => (u.homePolicy.properties[0].roofAge = 30)),
      });
      expect(names(oldRoof)).not.toContain('Allstate');
      expect(names(oldRoof)).toContain('Insurance.com');
    });
  });

  describe('GET /ads/click/:adId', () => {
    it('records ProductClicked without personal data and redirects to the advertiser homepage', async () => {
      const [top] = await mediaAlpha(autoUser());
      const res = await fetch(server.base + top.click_url, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/^https:\/\/www\.[a-z.]+\/$/);
      const [event] = await server.app.sandboxDb
        .select()
        .from(telemetryEvents)
        .where(and(eq(telemetryEvents.sink, 'tracking'), eq(telemetryEvents.event, 'ProductClicked')))
        .orderBy(desc(telemetryEvents.id))
        .limit(1);
      expect(event.payload).toMatchObject({ adId: top.adId, product: 'auto', position: 1, partner: top.partner });
      const stored = JSON.stringify(event);
      for (const s of [...Object.values(KNOWN_PERSON), '78701']) expect(stored).not.toContain(s);
    });

    it('answers 404 for an unknown or tampered id and 400 for a malformed one', async () => {
      const [top] = await mediaAlpha(autoUser());
      const tampered = top.adId.replace(/\.[0-9a-f]{16}$/, '.0000000000000000');
      expect((await server.call('GET', `/api/ads/click/${tampered}`)).status).toBe(404);
      const otherAdvertiser = top.adId.replace(/^[a-z-]+\./, 'allstate.');
      expect(
        (
          await server.call(
            'GET',
            `/api/ads/click/${otherAdvertiser === top.adId ? top.adId.replace(/^[a-z-]+\./, 'geico.') : otherAdvertiser}`,
          )
        ).status,
      ).toBe(404);
      const unknown = await server.call('GET', '/api/ads/click/nobody.auto.1.abc.def');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'ad_not_found' });
      const malformed = await server.call('GET', '/api/ads/click/Not%20An%20Id');
      expect(malformed.status).toBe(400);
      expect(malformed.body.field).toBe('params.adId');
      const tooLong = await server.call('GET', `/api/ads/click/${'a'.repeat(161)}`);
      expect(tooLong.status).toBeGreaterThanOrEqual(400);
      expect(tooLong.status).toBeLessThan(500);
    });

    it('injects faults: error 500, empty 404', async () => {
      const [top] = await mediaAlpha(autoUser());
      expect(
        (await server.call('GET', top.click_url, { headers: { 'x-sandbox-fault': 'route=adClick;kind=error' } }))
          .status,
      ).toBe(500);
      expect(
        (await server.call('GET', top.click_url, { headers: { 'x-sandbox-fault': 'route=adClick;kind=empty' } }))
          .status,
      ).toBe(404);
    });
  });

  describe('faults and bad input on every ad call', () => {
    const calls = [
      ['/api/auto/mediaAlpha', 'autoMediaAlpha', { user: autoUser() }],
      ['/api/auto/ads', 'autoAds', { user: autoUser() }],
      ['/api/home/ads', 'homeAds', { user: homeUser(), adPartners: [] }],
    ] as const;

    it('injects route faults: error 500 (for the client retries), empty []', async () => {
      for (const [path, key, body] of calls) {
        const error = await post(path, body, { 'x-sandbox-fault': `route=${key};kind=error` });
        expect(error.status, key).toBe(500);
        expect(error.body).toMatchObject({ code: 'sandbox_fault' });
        const empty = await post(path, body, { 'x-sandbox-fault': `route=${key};kind=empty` });
        expect(empty.status).toBe(200);
        expect(empty.body).toEqual([]);
        const started = Date.now();
        await post(path, body, { 'x-sandbox-fault': `route=${key};kind=latency;ms=250` });
        expect(Date.now() - started).toBeGreaterThanOrEqual(240);
      }
    });

    it('answers 400 naming the field, never 5xx', async () => {
      const cases: [string, unknown, string][] = [
        [
          '/api/auto/mediaAlpha',
          { user: withUser((u) => (u.autoPolicy.policy.zip = '123')) },
          'body.user.autoPolicy.policy.zip',
        ],
        ['/api/auto/mediaAlpha?multipleVehicles=maybe', { user: autoUser() }, 'query.multipleVehicles'],
        ['/api/auto/mediaAlpha', { user: autoUser(), version: 0 }, 'body.version'],
        ['/api/auto/ads', { user: autoUser(), sub_2: 'x'.repeat(101) }, 'body.sub_2'],
        ['/api/auto/ads', {}, 'body.user'],
        ['/api/home/ads', { user: homeUser(), adPartners: 'lemonade' }, 'body.adPartners'],
        ['/api/home/ads', { user: homeUser(), adPartners: Array(21).fill('lemonade') }, 'body.adPartners'],
        ['/api/home/ads', { user: { contact: {} } }, 'body.user'],
      ];
      for (const [path, body, field] of cases) {
        const res = await post(path, body);
        expect(res.status, `${path} ${field}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(res.body.field).toBe(field);
      }
    });
  });
});
