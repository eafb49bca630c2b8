import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCoverageOptions } from '../../server/coverages/store';
import { coverageOptions } from '../../server/db/schema';
import { CoverageTierDetails, PartnerCoveragesResponse } from '../../src/contract/coverages';
import { encodeAny, hostileString } from './arbitraries';
import { type Server, databases, startServer } from './harness';

const FAULT = 'x-sandbox-fault';
const TIER_FIELDS = [
  'bodilyInjury',
  'propertyDamage',
  'uninsuredMotoristBodilyInjury',
  'uninsuredMotoristPropertyDamage',
  'underinsuredMotoristBodilyInjury',
  'underinsuredMotoristPropertyDamage',
  'collision',
  'comprehensive',
  'personalInjuryProtection',
  'rental',
  'towing',
  'tort',
  'medicalPayment',
  'customizedEquipment',
];

describe.each(databases)('coverage reference calls on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const get = (path: string, headers?: Record<string, string>) => server.call('GET', path, { headers });
  const tierRows = (state: string) =>
    server.app.sandboxDb
      .select({ variant: coverageOptions.variant })
      .from(coverageOptions)
      .where(and(eq(coverageOptions.kind, 'agency_tier'), eq(coverageOptions.state, state)));

  describe('GET /api/auto-agency-coverages', () => {
    it('answers every Florida tier, BASIC first, with the fields, labels and subheadings of spec 001', async () => {
      const res = await get('/api/auto-agency-coverages?state=FL&tier=ALL');
      expect(res.status).toBe(200);
      expect(res.body.state).toBe('FL');
      expect(res.body.tiers.map((t: CoverageTierDetails) => [t.tier, t.label])).toEqual([
        ['BASIC', 'Minimum'],
        ['LOW', 'Low'],
        ['MID', 'Medium'],
        ['HIGH', 'High'],
      ]);
      for (const tier of res.body.tiers) {
        expect(CoverageTierDetails.safeParse(tier).success).toBe(true);
        for (const field of TIER_FIELDS) expect(tier, field).toHaveProperty(field);
      }
      expect(res.body.tiers[3].subheading).toBe('Peace of mind for (just about) anything');
      expect(res.body.tiers[0]).toMatchObject({
        bodilyInjury: 'No Coverage',
        propertyDamage: '10000',
        personalInjuryProtection: '10000',
      });
      expect(res.body.stateMinimum).toMatchObject({
        bodilyInjury: '10/20',
        bodilyInjuryCompulsory: false,
        propertyDamage: '10000',
      });
    });

    it("answers LOW, MID, HIGH elsewhere, LOW at the state's real minimum (TX 30/60/25, CA 30/60/15, PA 15/30/5 limited tort)", async () => {
      const tx = (await get('/api/auto-agency-coverages?state=TX')).body;
      expect(tx.tiers.map((t: CoverageTierDetails) => [t.tier, t.bodilyInjury, t.propertyDamage])).toEqual([
        ['LOW', '30/60', '25000'],
        ['MID', '50/100', '50000'],
        ['HIGH', '100/300', '100000'],
      ]);
      expect(tx.tiers.every((t: CoverageTierDetails) => t.personalInjuryProtection === null && t.tort === null)).toBe(
        true,
      );
      const ca = (await get('/api/auto-agency-coverages?state=CA&tier=LOW')).body;
      expect(ca.tiers).toHaveLength(1);
      expect(ca.tiers[0]).toMatchObject({ tier: 'LOW', bodilyInjury: '30/60', propertyDamage: '15000' });
      expect(ca.stateMinimum.since).toBe(2025);
      const pa = (await get('/api/auto-agency-coverages?state=PA&tier=LOW')).body;
      expect(pa.tiers[0]).toMatchObject({
        bodilyInjury: '15/30',
        propertyDamage: '5000',
        tort: 'Limited',
        personalInjuryProtection: '5000',
      });
    });

    it('answers the path as the spec writes it, with a trailing slash (/auto-agency-coverages/?state&tier=ALL)', async () => {
      const slashed = await get('/api/auto-agency-coverages/?state=FL&tier=ALL');
      expect(slashed.status).toBe(200);
      expect(slashed.body).toEqual((await get('/api/auto-agency-coverages?state=FL&tier=ALL')).body);
    });

    it('answers one tier when asked, and none for BASIC outside Florida', async () => {
      const mid = await get('/api/auto-agency-coverages?state=OH&tier=MID');
      expect(mid.body.tiers.map((t: CoverageTierDetails) => t.tier)).toEqual(['MID']);
      const basic = await get('/api/auto-agency-coverages?state=OH&tier=BASIC');
      expect(basic.status).toBe(200);
      expect(basic.body.tiers).toEqual([]);
    });

    it('answers no tiers where the agency does not sell auto (NY, MI): the client then hides the coverage pages', async () => {
      for (const state of ['NY', 'MI', 'AK']) {
        const res = await get(`/api/auto-agency-coverages?state=${state}`);
        expect(res.status).toBe(200);
        expect(res.body.tiers).toEqual([]);
        expect(res.body.stateMinimum.bodilyInjury).toMatch(/^\d+\/\d+$/);
      }
      expect(await tierRows('NY')).toEqual([]);
    });

    it('reads the tiers from coverage_options, seeded idempotently at boot', async () => {
      expect((await tierRows('FL')).map((r) => r.variant).sort()).toEqual(['BASIC', 'HIGH', 'LOW', 'MID']);
      const count = async () =>
        (await server.app.sandboxDb.select({ n: sql<number>`count(*)::int` }).from(coverageOptions))[0].n;
      const before = await count();
      await seedCoverageOptions(server.app.sandboxDb);
      expect(await count()).toBe(before);
      // 44 agency states x 3 tiers, plus Florida's BASIC.
      expect(
        (
          await server.app.sandboxDb
            .select({ n: sql<number>`count(*)::int` })
            .from(coverageOptions)
            .where(eq(coverageOptions.kind, 'agency_tier'))
        )[0].n,
      ).toBe(44 * 3 + 1);
    });

    it('answers no tiers under an empty fault and 500 under an error fault', async () => {
      const empty = await get('/api/auto-agency-coverages?state=TX', { [FAULT]: 'route=agencyCoverages;kind=empty' });
      expect(empty.status).toBe(200);
      expect(empty.body.tiers).toEqual([]);
      const error = await get('/api/auto-agency-coverages?state=TX', { [FAULT]: 'route=agencyCoverages;kind=error' });
      expect(error.status).toBe(500);
      expect(error.body.code).toBe('sandbox_fault');
    });

    it('rejects an unknown tier, a missing state and a territory with a 400 naming the field', async () => {
      const tier = await get('/api/auto-agency-coverages?state=TX&tier=PLATINUM');
      expect(tier.status).toBe(400);
      expect(tier.body).toMatchObject({ field: 'query.tier', code: 'validation_error' });
      expect((await get('/api/auto-agency-coverages?tier=ALL')).body.field).toBe('query.state');
      expect((await get('/api/auto-agency-coverages?state=PR')).body.field).toBe('query.state');
      expect((await get('/api/auto-agency-coverages?state=tx')).status).toBe(400);
    });
  });

  describe('GET /api/auto/partner-coverages', () => {
    const coverage = (body: PartnerCoveragesResponse, key: string) => body.coverages.find((c) => c.coverage === key);

    it('answers each partner its coverage options with defaults, for its own carrier', async () => {
      for (const [partner, carrier] of [
        ['libertymutual', 'libertymutual'],
        ['branch', 'branch'],
        ['root', 'root'],
        ['safeco', 'safeco'],
        ['lemonade', 'lemonade'],
        ['quinstreet', 'safeco'],
        ['geico', 'geico'],
      ]) {
        const res = await get(`/api/auto/partner-coverages?partner=${partner}&state=TX`);
        expect(res.status, partner).toBe(200);
        expect(PartnerCoveragesResponse.safeParse(res.body).success).toBe(true);
        expect(res.body).toMatchObject({ partner, carrier, state: 'TX', policyType: 'auto' });
        const bi = coverage(res.body, 'bodilyInjury')!;
        expect(bi.options[0]).toEqual({ value: '30/60', label: '$30,000 / $60,000' });
        expect(bi.default).toBe('50/100');
        for (const c of res.body.coverages)
          expect(c.options.map((o: { value: string }) => o.value)).toContain(c.default);
      }
    });

    it('never offers limits below the state minimum, and adds the state covers (NJ: PIP and tort; CA floor 30/60/15)', async () => {
      const ca = (await get('/api/auto/partner-coverages?partner=root&state=CA&carrier=root')).body;
      expect(coverage(ca, 'bodilyInjury')!.options.map((o) => o.value)).toEqual([
        '30/60',
        '50/100',
        '100/300',
        '250/500',
      ]);
      expect(coverage(ca, 'propertyDamage')!.options[0].value).toBe('15000');
      const nj = (await get('/api/auto/partner-coverages?partner=quinstreet&state=NJ&carrier=safeco')).body;
      expect(coverage(nj, 'bodilyInjury')!.options[0].value).toBe('50/100');
      expect(coverage(nj, 'personalInjuryProtection')!.options[0].value).toBe('15000');
      expect(coverage(nj, 'tort')!.options.map((o) => o.value)).toEqual(['Limited', 'Full']);
      expect(coverage(nj, 'uninsuredMotoristBodilyInjury')!.options.map((o) => o.value)).not.toContain('No Coverage');
    });

    it('answers 404 unknown_partner for a partner it does not know, 404 unknown_carrier for a carrier the partner lacks', async () => {
      const partner = await get('/api/auto/partner-coverages?partner=acme&state=TX');
      expect(partner.status).toBe(404);
      expect(partner.body).toMatchObject({ code: 'unknown_partner' });
      const carrier = await get('/api/auto/partner-coverages?partner=quinstreet&state=TX&carrier=root');
      expect(carrier.status).toBe(404);
      expect(carrier.body).toMatchObject({ code: 'unknown_carrier' });
    });

    it('matches partner ids case-insensitively', async () => {
      expect((await get('/api/auto/partner-coverages?partner=LibertyMutual&state=TX')).body.partner).toBe(
        'libertymutual',
      );
    });

    it('answers no options under an empty fault and 500 under an error fault', async () => {
      const empty = await get('/api/auto/partner-coverages?partner=root&state=TX', {
        [FAULT]: 'route=autoPartnerCoverages;kind=empty',
      });
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ partner: 'root', coverages: [] });
      const error = await get('/api/auto/partner-coverages?partner=root&state=TX', {
        [FAULT]: 'route=autoPartnerCoverages;kind=error',
      });
      expect(error.status).toBe(500);
    });

    it('rejects a missing or malformed partner, a bad state and a malformed carrier with a 400 naming the field', async () => {
      expect((await get('/api/auto/partner-coverages?state=TX')).body.field).toBe('query.partner');
      expect((await get('/api/auto/partner-coverages?partner=liberty%20mutual!&state=TX')).body.field).toBe(
        'query.partner',
      );
      expect((await get(`/api/auto/partner-coverages?partner=${'x'.repeat(41)}&state=TX`)).body.field).toBe(
        'query.partner',
      );
      expect((await get('/api/auto/partner-coverages?partner=root&state=ZZ')).body.field).toBe('query.state');
      const carrier = await get('/api/auto/partner-coverages?partner=root&state=TX&carrier=%3Cscript%3E');
      expect(carrier.status).toBe(400);
      expect(carrier.body.field).toBe('query.carrier');
    });
  });

  describe('GET /api/home/partner-coverages', () => {
    it('answers the home options: spec defaults, percentages of dwelling, hurricane deductibles on the coast', async () => {
      const res = await get('/api/home/partner-coverages?partner=lemonade&state=FL');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ partner: 'lemonade', carrier: null, state: 'FL', policyType: 'home' });
      const byKey = Object.fromEntries(res.body.coverages.map((c: { coverage: string }) => [c.coverage, c]));
      expect(byKey.personalLiability).toMatchObject({
        default: '300000',
        options: [{ value: '100000' }, { value: '300000' }, { value: '500000' }],
      });
      expect(byKey.medicalPayments.options.map((o: { value: string }) => o.value)).toEqual(['1000', '2000', '5000']);
      expect(byKey['deductibles.allPerils']).toMatchObject({ default: '1000', kind: 'deductible' });
      expect(byKey.otherStructures).toMatchObject({ unit: 'percentOfDwelling', default: '10' });
      expect(byKey['deductibles.hurricane'].options.map((o: { value: string }) => o.value)).toEqual(['2', '5', '10']);
      const ohio = await get('/api/home/partner-coverages?partner=libertymutual&state=OH');
      expect(ohio.body.coverages.map((c: { coverage: string }) => c.coverage)).not.toContain('deductibles.hurricane');
      const kansas = await get('/api/home/partner-coverages?partner=safeco&state=KS');
      expect(kansas.body.coverages.map((c: { coverage: string }) => c.coverage)).toContain('deductibles.windAndHail');
    });

    it('answers 404 unknown_partner for an unknown partner and for one without a home product (root)', async () => {
      for (const partner of ['acme', 'root']) {
        const res = await get(`/api/home/partner-coverages?partner=${partner}&state=TX`);
        expect(res.status, partner).toBe(404);
        expect(res.body.code).toBe('unknown_partner');
      }
    });

    it('answers no options under an empty fault and 500 under an error fault', async () => {
      const empty = await get('/api/home/partner-coverages?partner=safeco&state=TX', {
        [FAULT]: 'route=homePartnerCoverages;kind=empty',
      });
      expect(empty.body.coverages).toEqual([]);
      const error = await get('/api/home/partner-coverages?partner=safeco&state=TX', {
        [FAULT]: 'route=homePartnerCoverages;kind=error',
      });
      expect(error.status).toBe(500);
    });

    it('rejects bad queries with a 400 naming the field', async () => {
      expect((await get('/api/home/partner-coverages?partner=safeco')).body.field).toBe('query.state');
      expect((await get('/api/home/partner-coverages?state=TX&partner=')).body.field).toBe('query.partner');
    });
  });

  it('answers arbitrary query values with a 4xx or a valid answer, never 5xx (300 requests)', async () => {
    const paths = [
      (v: string) => `/api/auto-agency-coverages?state=${v}&tier=ALL`,
      (v: string) => `/api/auto-agency-coverages?state=TX&tier=${v}`,
      (v: string) => `/api/auto/partner-coverages?partner=${v}&state=TX`,
      (v: string) => `/api/auto/partner-coverages?partner=root&state=TX&carrier=${v}`,
      (v: string) => `/api/home/partner-coverages?partner=${v}&state=FL`,
    ];
    await fc.assert(
      fc.asyncProperty(hostileString(60, 4_000), fc.nat(), async (text, pick) => {
        const res = await get(paths[pick % paths.length](encodeAny(text)));
        expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
        if (res.status === 400) expect(res.body.field).toMatch(/^query\./);
      }),
      { numRuns: 300 },
    );
  });
});
