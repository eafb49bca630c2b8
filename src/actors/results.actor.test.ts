import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { hostileString } from '../../tests/server/arbitraries';
import { autoUser } from '../../tests/server/fixtures';
import { type Server, startServer } from '../../tests/server/harness';
import { decideAgency, fetchMediaAlpha, fetchPartnerEligibility, placementOf } from './results.actor';
import { PARTNER_FLAGS } from '../contract/rules';
import eligibilityRules from '../../server/rules/definitions/eligibility.json';
import { INITIAL_RULES, quotePartners } from '../machines/results/results.setup';
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
