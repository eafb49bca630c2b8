import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoUser } from '../../tests/server/fixtures';
import { type Server, startServer } from '../../tests/server/harness';
import { RULE_DEFAULTS } from '../contract/ruleDefaults';
import { creditBandOf, insuredMonthsOf, ruleLeadSummaryOf } from '../domain/leadSummary';
import { askUserClassification, withUserClassification } from './results.actor';
import { createHttp, setHttpClient } from './transport';

// userClassification (decision 0097): the lead summary the rule reads, its class from the sandbox's own definition,
// and its default (null: nothing on the tracking) when the call fails.

describe('the lead summary the rule reads', () => {
  it('counts and bands only: no name, contact or address', () => {
    const s = ruleLeadSummaryOf(autoUser(), new Date('2026-06-01T00:00:00Z'));
    const text = JSON.stringify(s);
    const u = autoUser();
    expect(text).not.toContain(u.contact.email ?? '@');
    expect(text).not.toContain(u.autoPolicy.policy.address?.streetAddress ?? '##');
    expect(s).toMatchObject({ state: 'TX', accidentCount: expect.any(Number), creditBand: expect.any(String) });
  });

  it('bands credit and insured months as the rule does', () => {
    expect(creditBandOf('Excellent (750+)', 'TX')).toBe('excellent');
    expect(creditBandOf('Needs work (<640)', 'TX')).toBe('poor');
    expect(creditBandOf('Excellent (750+)', 'CA')).toBe('not_used');
    expect(creditBandOf(undefined, 'TX')).toBe('unknown');
    expect(insuredMonthsOf('No', '3-4 years')).toBe(0);
    expect(insuredMonthsOf('Yes', '1-2 years')).toBe(18);
    expect(insuredMonthsOf(undefined, undefined)).toBeUndefined();
  });
});

describe('userClassification, against the sandbox', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
    setHttpClient(createHttp(`${server.base}/api`));
  });
  afterAll(() => server.close());

  it('a clean, insured homeowner with good credit is preferred; a DUI nonstandard', async () => {
    const clean = autoUser();
    const primary = clean.autoPolicy.operators[0];
    primary.birthdate = '01/01/1980';
    primary.creditScore = 'Excellent (750+)';
    primary.currentlyInsured = 'Yes';
    primary.yearsWithCurrentCarrier = '3-4 years';
    primary.homeOwnershipStatus = 'Own';
    primary.incidents = { incidentsPrecheck: 'No', accidents: [], violations: [] };
    clean.autoPolicy.operators = [primary];
    expect(await askUserClassification(clean)).toBe('preferred');
    const dui = structuredClone(clean);
    dui.autoPolicy.operators[0].incidents = { incidentsPrecheck: 'Yes', accidents: [], violations: [], hasDui: true };
    expect(await askUserClassification(dui)).toBe('nonstandard');
  });

  it("a failed call gives the rule's default: nothing on the tracking", async () => {
    setHttpClient(createHttp('http://127.0.0.1:9/api'));
    const tier = await askUserClassification(autoUser());
    expect(tier).toBe(RULE_DEFAULTS.userClassification);
    const user = autoUser();
    user.tracking.userClassification = 'standard';
    expect(withUserClassification(user, tier).tracking).not.toHaveProperty('userClassification');
    expect(withUserClassification(user, 'preferred').tracking.userClassification).toBe('preferred');
    setHttpClient(createHttp(`${server.base}/api`));
  });
});
