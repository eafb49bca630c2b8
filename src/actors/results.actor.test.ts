import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { hostileString } from '../../tests/server/arbitraries';
import { autoUser } from '../../tests/server/fixtures';
import { type Server, startServer } from '../../tests/server/harness';
import {
  aggregatorsOf,
  bundleCopyOf,
  decideAgency,
  decideBundle,
  fetchMediaAlpha,
  fetchPartnerEligibility,
  MOCK_AD_ADVERTISER,
  partnerFlagsOf,
  placementOf,
} from './results.actor';
import { AdList } from '../contract/ads';
import { markAggregators } from '../domain/offers';
import { rulesFacts } from '../machines/results/results.setup';
import { PARTNER_FLAGS, type RuleOutcome } from '../contract/rules';
import eligibilityRules from '../../server/rules/definitions/eligibility.json';
import { INITIAL_RULES, quotePartners } from '../machines/results/results.setup';
import { partnerEligibility } from '../testing/partnerEligibility';
import { createHttp, setHttpClient } from './transport';

// The agency decision's rules batch against a fake rules engine that answers every rule it is asked with `true`.

function fakeRules() {
  const asked: string[][] = [];
  const http = createHttp('http://sandbox.test/api');
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const names = (JSON.parse(config.data as string) as { rules: { name: string }[] }).rules.map((r) => r.name);
    asked.push(names);
    const data = { results: Object.fromEntries(names.map((n) => [n, { value: true, isDefault: false }])) };
    return { status: 200, statusText: '', data, headers: {}, config, request: {} };
  };
  setHttpClient(http);
  return asked;
}

const decide = (input: Record<string, string | number | boolean>) =>
  toPromise(createActor(decideAgency, { input }).start());

describe('the agency-experience decision', () => {
  it("uses the intake's stored agency eligibility instead of asking flowAgenciesEligibility again", async () => {
    const asked = fakeRules();
    expect((await decide({ state: 'TX', isAgencyEligible: false })).agencyAllowed).toBe(false);
    expect(asked.at(-1)).not.toContain('flowAgenciesEligibility');
    expect(asked.at(-1)).toContain('mAQuotesFiltering');
    expect((await decide({ state: 'TX', isAgencyEligible: true })).agencyAllowed).toBe(true);
    expect(asked.at(-1)).not.toContain('flowAgenciesEligibility');
  });

  it('asks flowAgenciesEligibility when the intake stored nothing', async () => {
    const asked = fakeRules();
    expect((await decide({ state: 'TX' })).agencyAllowed).toBe(true);
    expect(asked.at(-1)).toContain('flowAgenciesEligibility');
  });
});

// The media-ad placement against the real sandbox (server/rules/definitions/ads.json): the rule decides by state and
// device, and the exchange's ads carry the placement they were asked for.
describe('the media-ad placement, against the sandbox', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
  let server: Server;
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
    const http = createHttp(`${server.base}/api`);
    http.interceptors.request.use((req) => {
      sent.push({ url: req.url!, body: structuredClone(req.data) });
      return req;
    });
    setHttpClient(http);
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
  });

  it("asks iPACoverageMAAdPlacementIDs with this browser's device, and keeps the rule's first id", async () => {
    expect((await decide({ state: 'TX' })).adPlacement).toBe('7FeMK5CimUt8XLTKfXpCE1AIu00Foj');
    expect(sent.at(-1)?.body.rules).toContainEqual({
      name: 'iPACoverageMAAdPlacementIDs',
      input: { state: 'TX', device: 'desktop' },
    });
    // Massachusetts' clickwall has two placements: the first is the call's.
    expect((await decide({ state: 'MA' })).adPlacement).toBe('nDjvF9BuTcQUzkKiEGHdsHmxY4ecY3');
    vi.stubGlobal('navigator', { userAgent: IPHONE });
    expect((await decide({ state: 'TX' })).adPlacement).toBe('Hf8GVwjwlWAnYiwAXEq4wN6HoQ8Gk0');
    // Without a state the rule cannot decide: the exchange keeps its own placement.
    expect((await decide({})).adPlacement).toBeNull();
  });

  it("reads partnerQuotesAdsEligibility's flags and asks the carriers they name, beyond the direct six", async () => {
    const facts = { state: 'TX', policyType: 'auto', isAgencyEligible: true };
    const flags = await toPromise(createActor(fetchPartnerEligibility, { input: facts }).start());
    expect(flags).toMatchObject({ geicoAuto: true, lemonade: true, evertree: false });
    const asked = quotePartners(flags, INITIAL_RULES);
    expect(asked).toContain('geico');
    expect(asked).toEqual(['safeco', 'libertymutual', 'lemonade', 'branch', 'root', 'geico', 'fasttrack']);
    // Liberty Mutual direct needs the mini-agency flow off (spec 001 section 4).
    expect(quotePartners(flags, { ...INITIAL_RULES, libertyMutualDirect: false })).not.toContain('libertymutual');
    // Massachusetts: the clickwall partner alone, so only the fast-track carrier is asked.
    const ma = await toPromise(createActor(fetchPartnerEligibility, { input: { ...facts, state: 'MA' } }).start());
    expect(quotePartners(ma, INITIAL_RULES)).toEqual(['fasttrack']);
  });

  it('sends the placement to the media-ad exchange, whose ads are placed there', async () => {
    const input = { user: autoUser(), multipleVehicles: false, placementId: 'Hf8GVwjwlWAnYiwAXEq4wN6HoQ8Gk0' };
    const ads = await toPromise(createActor(fetchMediaAlpha, { input }).start());
    expect(sent.at(-1)?.body).toMatchObject({ placement_id: 'Hf8GVwjwlWAnYiwAXEq4wN6HoQ8Gk0' });
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) expect(ad.position_id).toMatch(/^Hf8GVwjwlWAnYiwAXEq4wN6HoQ8Gk0-/);
  });
});

// maAutoAggregators and mockMaAd (docs/decisions/0098) against the sandbox's own rules and exchange.
describe('the aggregators and the mock ad, against the sandbox', () => {
  let server: Server;
  const sent: string[] = [];
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
    const http = createHttp(`${server.base}/api`);
    http.interceptors.request.use((req) => {
      sent.push(req.url!);
      return req;
    });
    setHttpClient(http);
  });
  afterAll(() => server.close());

  it("marks as aggregators the exchange's own comparison sites, and no ad behind Safeco's white label", async () => {
    const user = autoUser();
    const facts = { ...rulesFacts({ user, partner: '' }), state: 'TX' };
    const rules = await decide(facts);
    expect(rules.aggregators).toEqual(['Insurance.com', 'CarInsurance.com']);
    const ads = await toPromise(createActor(fetchMediaAlpha, { input: { user, multipleVehicles: false } }).start());
    // The rule names exactly the advertisers the exchange flags: marking changes no ad of the sandbox's.
    expect(markAggregators(ads, rules.aggregators)).toEqual(ads);
    expect(ads.some((a) => a.isAggregator)).toBe(true);
    const safeco = await decide({ ...facts, partner: 'safeco' });
    expect(safeco.aggregators).toEqual([]);
    expect(markAggregators(ads, safeco.aggregators).some((a) => a.isAggregator)).toBe(false);
    expect((await decide({ ...facts, state: 'MA' })).aggregators).toEqual(['Insurance.com']);
  });

  it('shows the mock ad only for a QA traffic source, without calling the exchange', async () => {
    const user = autoUser();
    const facts = { ...rulesFacts({ user, partner: '' }), state: 'TX' };
    expect((await decide({ ...facts, trafficSource: 'e2e' })).mockAd).toBe(true);
    expect((await decide({ ...facts, trafficSource: 'safeco' })).mockAd).toBe(false);
    expect((await decide({ ...facts })).mockAd).toBe(false);
    sent.length = 0;
    const ads = await toPromise(
      createActor(fetchMediaAlpha, { input: { user, multipleVehicles: false, mockAd: true } }).start(),
    );
    expect(sent).toEqual([]);
    expect(AdList.safeParse(ads).success).toBe(true);
    expect(ads.map((a) => a.carrier)).toEqual([MOCK_AD_ADVERTISER]);
  });
});

describe("maAutoAggregators' value", () => {
  it('is a list of non-blank names within bounds, else null (the exchange keeps its flag)', () => {
    expect(aggregatorsOf(['Insurance.com', ' CarInsurance.com '])).toEqual(['Insurance.com', 'CarInsurance.com']);
    expect(aggregatorsOf([])).toEqual([]);
    expect(aggregatorsOf(null)).toBeNull();
    expect(aggregatorsOf('Insurance.com')).toBeNull();
    expect(aggregatorsOf(['Insurance.com', 3])).toBeNull();
    expect(aggregatorsOf([' '])).toBeNull();
    expect(aggregatorsOf(['x'.repeat(81)])).toBeNull();
    expect(aggregatorsOf(Array.from({ length: 51 }, (_, i) => `a${i}`))).toBeNull();
    fc.assert(
      fc.property(fc.array(hostileString()), (names) => {
        const read = aggregatorsOf(names);
        if (read === null) return;
        expect(read).toHaveLength(names.length);
        for (const n of read) expect(n.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('the placement read from the rule', () => {
  it('is the first id of a list the contract accepts, else none', () => {
    expect(placementOf(['a', 'b'])).toBe('a');
    expect(placementOf([])).toBeNull();
    expect(placementOf(null)).toBeNull();
    expect(placementOf('a')).toBeNull();
    expect(placementOf([' '])).toBeNull();
    expect(placementOf(['x'.repeat(101)])).toBeNull();
    fc.assert(
      fc.property(fc.array(hostileString()), (ids) => {
        const p = placementOf(ids);
        expect(p === null || p === ids[0]).toBe(true);
      }),
    );
  });
});

describe("partnerQuotesAdsEligibility's contract", () => {
  it('names the flags the sandbox rule answers', () => {
    const rule = eligibilityRules.rules.find((r) => r.name === 'partnerQuotesAdsEligibility');
    expect(rule?.flags).toEqual([...PARTNER_FLAGS]);
  });

  it('reads a shape the contract does not know (a list) as undecided: the direct carriers are asked', async () => {
    const http = createHttp('http://sandbox.test/api');
    http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
      const value = ['geicoAuto'];
      const data = { results: { partnerQuotesAdsEligibility: { value, isDefault: false } } };
      return { status: 200, statusText: '', data, headers: {}, config, request: {} };
    };
    setHttpClient(http);
    const flags = await toPromise(createActor(fetchPartnerEligibility, { input: { state: 'TX' } }).start());
    expect(flags).toBeNull();
    expect(quotePartners(flags, INITIAL_RULES)).not.toContain('geico');
  });
});

// The partner rules read with partnerQuotesAdsEligibility (spec 001 section 6: the flags decide which partners are
// queried): each partner's own rule narrows its flag, and a rule that cannot decide gives its default, false.
describe('the Quinstreet agency and GEICO auto partner rules', () => {
  const outcome = (value: unknown, isDefault = false) => ({ value, isDefault }) as RuleOutcome;
  const every = partnerEligibility(...PARTNER_FLAGS);
  const answered = (over: Record<string, RuleOutcome>): Record<string, RuleOutcome> => ({
    partnerQuotesAdsEligibility: outcome(every),
    quinstreetAgencyAvailability: outcome(true),
    flowQuinstreetAgencyEligibility: outcome(true),
    geicoAutoEligibility: outcome(true),
    ...over,
  });

  it('query the Quinstreet agency and GEICO when their rules say so', () => {
    const flags = partnerFlagsOf(answered({}));
    expect(flags).toMatchObject({ quinstreetAgency: true, geicoAuto: true });
    expect(quotePartners(flags, INITIAL_RULES)).toContain('geico');
  });

  it('drop the Quinstreet agency when either of its rules says no or gives its default', () => {
    for (const name of ['quinstreetAgencyAvailability', 'flowQuinstreetAgencyEligibility']) {
      expect(partnerFlagsOf(answered({ [name]: outcome(false) }))?.quinstreetAgency).toBe(false);
      expect(partnerFlagsOf(answered({ [name]: outcome(false, true) }))?.quinstreetAgency).toBe(false);
      const { [name]: _, ...missing } = answered({});
      expect(partnerFlagsOf(missing)?.quinstreetAgency).toBe(false);
    }
    // Safeco direct is its own flag: only the agency's route to Safeco goes.
    const onlyAgency = partnerEligibility('quinstreetAgency', 'rootAgency');
    const flags = partnerFlagsOf(
      answered({ partnerQuotesAdsEligibility: outcome(onlyAgency), quinstreetAgencyAvailability: outcome(false) }),
    );
    expect(quotePartners(flags, INITIAL_RULES)).toEqual(['root', 'fasttrack']);
  });

  it('drop GEICO when geicoAutoEligibility says no, gives its default or the call failed', () => {
    expect(
      quotePartners(partnerFlagsOf(answered({ geicoAutoEligibility: outcome(false) })), INITIAL_RULES),
    ).not.toContain('geico');
    expect(partnerFlagsOf(answered({ geicoAutoEligibility: outcome(true, true) }))?.geicoAuto).toBe(false);
    // The whole call failed (evaluate answers {}): the direct carriers, never GEICO.
    expect(partnerFlagsOf({})).toBeNull();
    expect(quotePartners(partnerFlagsOf({}), INITIAL_RULES)).not.toContain('geico');
  });

  it('keep a flag the partner rule cannot raise: a false flag stays false', () => {
    const flags = partnerFlagsOf(answered({ partnerQuotesAdsEligibility: outcome(partnerEligibility('safeco')) }));
    expect(flags).toMatchObject({ quinstreetAgency: false, geicoAuto: false, safeco: true });
  });
});

describe('the partner rules, against the sandbox', () => {
  let server: Server;
  const sent: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
    const http = createHttp(`${server.base}/api`);
    http.interceptors.request.use((req) => {
      sent.push(structuredClone(req.data));
      return req;
    });
    setHttpClient(http);
  });
  afterAll(() => server.close());

  const ask = (input: Record<string, string | number | boolean>) =>
    toPromise(createActor(fetchPartnerEligibility, { input }).start());

  it('asks the three rules in the partner eligibility batch with the facts they read', async () => {
    const user = autoUser();
    const facts = rulesFacts({ user, partner: '', anonymousId: 'a-1' });
    expect(facts).toMatchObject({ hasDui: false, incidentCount: 0, policyType: 'auto' });
    const flags = await ask({ ...facts, state: 'TX', isAgencyEligible: true });
    const names = (sent.at(-1) as { rules: { name: string }[] }).rules.map((r) => r.name);
    expect(names).toEqual([
      'partnerQuotesAdsEligibility',
      'quinstreetAgencyAvailability',
      'flowQuinstreetAgencyEligibility',
      'geicoAutoEligibility',
    ]);
    expect(flags).toMatchObject({ quinstreetAgency: true, geicoAuto: true });
  });

  it('a DUI takes GEICO and the Quinstreet agency out; three incidents the agency alone', async () => {
    const dui = await ask({ state: 'TX', policyType: 'auto', isAgencyEligible: true, hasDui: true });
    expect(dui).toMatchObject({ quinstreetAgency: false, geicoAuto: false });
    const incidents = await ask({ state: 'TX', policyType: 'auto', isAgencyEligible: true, incidentCount: 3 });
    expect(incidents).toMatchObject({ quinstreetAgency: false, geicoAuto: true });
  });

  it('a short flow disallows the agency: flowQuinstreetAgencyEligibility says no', async () => {
    const user = autoUser();
    user.tracking.formName = 'paidSearchShortFlow' as never;
    const facts = rulesFacts({ user, partner: '', anonymousId: 'a-1' });
    const flags = await ask({ ...facts, state: 'TX', isAgencyEligible: true });
    expect(flags?.quinstreetAgency).toBe(false);
  });
});

describe("editableBundlePopUpCopy's copy", () => {
  const copy = { productType: 'renters', headline: 'Add renters', body: 'Less than $20 a month.', cta: 'Add it' };

  it('is read when it has a product type and non-blank words within bounds', () => {
    expect(bundleCopyOf(copy)).toEqual(copy);
    expect(bundleCopyOf({ ...copy, headline: '  Add renters  ' })?.headline).toBe('Add renters');
    for (const bad of [
      null,
      'copy',
      [copy],
      { ...copy, productType: 'auto' },
      { ...copy, headline: '   ' },
      { ...copy, body: 'x'.repeat(601) },
      { ...copy, cta: 7 },
    ])
      expect(bundleCopyOf(bad)).toBeNull();
  });

  it('any text (full Unicode, very long) is kept within the bounds or dropped for the default copy', () => {
    fc.assert(
      fc.property(hostileString(), hostileString(), hostileString(), (headline, body, cta) => {
        const read = bundleCopyOf({ productType: 'renters', headline, body, cta });
        if (read === null) return;
        expect(read.headline.length).toBeLessThanOrEqual(120);
        expect(read.body.length).toBeLessThanOrEqual(600);
        expect(read.cta.length).toBeLessThanOrEqual(60);
        expect(read.headline).toBe(headline.trim());
      }),
    );
  });
});

describe('the bundle rules, against the sandbox', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
    setHttpClient(createHttp(`${server.base}/api`));
  });
  afterAll(() => server.close());

  it("answers a renter's copy and an owner's, and none for a shopper living with family", async () => {
    const ask = (homeOwnershipStatus: string) =>
      toPromise(createActor(decideBundle, { input: { state: 'TX', homeOwnershipStatus } }).start());
    expect((await ask('Rent')).copy).toMatchObject({ productType: 'renters', cta: 'Add renters insurance' });
    expect((await ask('Own')).copy).toMatchObject({ productType: 'home' });
    expect((await ask('Live with family')).copy).toBeNull();
  });
});
