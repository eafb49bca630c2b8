import { ROUTE_BODY_LIMITS } from '../../server/security/transport';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteRules } from '../../server/db/schema';
import { loadDefinitions, stableJson } from '../../server/rules/definition';
import { seedRules } from '../../server/rules/store';
import { callEndpoint } from '../../src/actors/http';
import { createHttp, setHttpClient } from '../../src/actors/transport';
import { REMOTE_RULE_NAMES, RULE_DEFAULTS, ruleDefault, rulesEndpoints } from '../../src/contract/rules';
import { anyJson, anyObject } from './arbitraries';
import { type Server, databases, privateDatabase, startServer } from './harness';

// The remote rules over HTTP (spec 001 section 7 "Remote rules", spec 000 section 8: failure gives the default).

const definitions = loadDefinitions();
const examples = definitions.flatMap((r) =>
  r.examples.map((e, i) => [`${r.name} #${i + 1}`, r.name, e.input, e.expect] as const),
);
const fault = (spec: string) => ({ 'x-sandbox-fault': spec });

describe.each(databases)('remote rules on $name', ({ databaseUrl: sharedUrl }) => {
  let server: Server;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    // Its own database: these tests edit and delete rule rows, which a boot in another file would re-seed.
    databaseUrl = sharedUrl && (await privateDatabase(sharedUrl, 'quoteflow_rules_test'));
    // The examples alone are ~200 calls: the per-IP rate limit is not what this file tests.
    server = await startServer({ databaseUrl, rateLimit: false });
  });
  afterAll(() => server.close());

  const evaluate = (name: string, input: unknown, headers?: Record<string, string>) =>
    server.call('POST', `/api/rules-engine/rules/${name}`, { body: { input }, headers });
  const db = () => server.app.sandboxDb;
  const row = async (name: string) => (await db().select().from(remoteRules).where(eq(remoteRules.name, name)))[0];
  const reseed = () => seedRules(db(), definitions);

  describe('seeding', () => {
    it('stores every rule of the spec from the definition files, enabled', async () => {
      const rows = await db()
        .select({ name: remoteRules.name, enabled: remoteRules.enabled, checksum: remoteRules.checksum })
        .from(remoteRules);
      const stored = new Map(rows.map((r) => [r.name, r]));
      for (const d of definitions)
        expect(stored.get(d.name)).toEqual({ name: d.name, enabled: true, checksum: d.checksum });
    });

    it('re-seeds a row whose checksum changed, and the engine follows the checksum', async () => {
      const original = await row('lmDRCHawaiiTime');
      const sunday = { currentDate: '2025-06-08T20:00:00Z' };
      expect((await evaluate('lmDRCHawaiiTime', sunday)).body.value).toBe(false);
      try {
        // An edited row (open every day) with a new checksum: the cached engine must not answer from the old one.
        const edited = structuredClone(original.definition) as { decisions: { conditions: { all: unknown[] } }[] };
        edited.decisions[0].conditions.all.splice(1, 1);
        await db()
          .update(remoteRules)
          .set({ definition: edited, checksum: 'edited-by-test' })
          .where(eq(remoteRules.name, 'lmDRCHawaiiTime'));
        expect((await evaluate('lmDRCHawaiiTime', sunday)).body).toEqual({
          name: 'lmDRCHawaiiTime',
          value: true,
          isDefault: false,
        });
      } finally {
        await reseed();
      }
      const restored = await row('lmDRCHawaiiTime');
      expect(restored.checksum).toBe(original.checksum);
      expect(stableJson(restored.definition)).toBe(stableJson(original.definition));
      expect((await evaluate('lmDRCHawaiiTime', sunday)).body.value).toBe(false);
    });

    it('leaves rows whose checksum matches untouched, and is safe when run concurrently', async () => {
      const before = await row('mockMaAd');
      await Promise.all([reseed(), reseed(), reseed(), reseed()]);
      const after = await row('mockMaAd');
      expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
      expect(await db().$count(remoteRules)).toBe(definitions.length);
    });

    it('deletes the row of a rule no longer in the files, which then answers as unknown', async () => {
      const retired = await row('mockMaAd');
      await db()
        .insert(remoteRules)
        .values({ ...retired, name: 'retiredByTest' });
      expect((await evaluate('retiredByTest', { trafficSource: 'e2e' })).body).toEqual({
        name: 'retiredByTest',
        value: true,
        isDefault: false,
      });
      await reseed();
      expect(await row('retiredByTest')).toBeUndefined();
      expect((await evaluate('retiredByTest', { trafficSource: 'e2e' })).body).toMatchObject({
        name: 'retiredByTest',
        isDefault: true,
        reason: 'unknown_rule',
      });
    });

    // On PostgreSQL they share one database and seed it at once; on PGlite each has its own, and boots alongside.
    // Two more servers boot (migrations, seeding) beside the suite's: a hang guard for a loaded machine, not a limit.
    it('lets several servers boot at once (on PostgreSQL, on one database)', { timeout: 120_000 }, async () => {
      const others = await Promise.all([startServer({ databaseUrl }), startServer({ databaseUrl })]);
      try {
        for (const other of others)
          expect((await other.call('GET', '/api/rules-engine/rules')).body).toHaveLength(definitions.length);
      } finally {
        await Promise.all(others.map((o) => o.close()));
      }
    });
  });

  describe('POST /api/rules-engine/rules/:ruleName', () => {
    // Every example of every definition file: each rule has a non-default value and a second one (definition.test.ts).
    it.each(examples)('%s answers its documented value', async (_label, name, input, expected) => {
      const res = await evaluate(name, input);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ name, value: expected, isDefault: false });
    });

    it('answers a name without a rule with the spec default (null for names the spec does not have)', async () => {
      expect((await evaluate('noSuchRule', {})).body).toEqual({
        name: 'noSuchRule',
        value: null,
        isDefault: true,
        reason: 'unknown_rule',
      });
      await db().delete(remoteRules).where(eq(remoteRules.name, 'smsEnable'));
      try {
        expect((await evaluate('smsEnable', { consentToSms: true, isAgencyEligible: true })).body).toEqual({
          name: 'smsEnable',
          value: false,
          isDefault: true,
          reason: 'unknown_rule',
        });
      } finally {
        await reseed();
      }
      expect((await evaluate('smsEnable', { consentToSms: true, isAgencyEligible: true })).body.value).toBe(true);
    });

    it('answers input that fails the rule schema with the default, naming the field', async () => {
      expect((await evaluate('flowAgenciesEligibility', { state: 'ZZ' })).body).toEqual({
        name: 'flowAgenciesEligibility',
        value: false,
        isDefault: true,
        reason: 'invalid_input',
        field: 'input.state',
      });
      expect((await evaluate('flowAgenciesEligibility', { policyType: 'auto' })).body).toMatchObject({
        value: false,
        reason: 'invalid_input',
        field: 'input.state',
      });
      expect((await evaluate('shortFlowExperience', { utmCampaign: 'nb_ins', anonymousId: '' })).body).toMatchObject({
        value: 'control',
        isDefault: true,
        field: 'input.anonymousId',
      });
      expect((await evaluate('lmDRCEasternTime', { currentDate: '2025-06-03 10:00' })).body).toMatchObject({
        value: false,
        field: 'input.currentDate',
      });
      expect((await evaluate('calendlyAvailability', { timeZone: 'Mars/Olympus_Mons' })).body).toMatchObject({
        value: false,
        field: 'input.timeZone',
      });
      expect(
        (await evaluate('whitelabelKnockouts', { partner: 'safeco', answers: { accidentCount: -1 } })).body,
      ).toMatchObject({
        value: null,
        field: 'input.answers.accidentCount',
      });
    });

    it('answers a disabled rule with its default, and a boot does not re-enable it', async () => {
      await db().update(remoteRules).set({ enabled: false }).where(eq(remoteRules.name, 'mockMaAd'));
      try {
        await reseed();
        expect((await evaluate('mockMaAd', { trafficSource: 'e2e' })).body).toEqual({
          name: 'mockMaAd',
          value: false,
          isDefault: true,
          reason: 'rule_disabled',
        });
      } finally {
        await db().update(remoteRules).set({ enabled: true }).where(eq(remoteRules.name, 'mockMaAd'));
      }
      expect((await evaluate('mockMaAd', { trafficSource: 'e2e' })).body.value).toBe(true);
    });

    it('answers a row the engine cannot run with its default (engine_error)', async () => {
      await db()
        .update(remoteRules)
        .set({ definition: { decisions: 'not rules' }, checksum: 'broken-by-test' })
        .where(eq(remoteRules.name, 'geicoFocusedFlow'));
      try {
        expect((await evaluate('geicoFocusedFlow', { utmCampaign: 'geico' })).body).toEqual({
          name: 'geicoFocusedFlow',
          value: 'control',
          isDefault: true,
          reason: 'engine_error',
        });
        const listed = (await server.call('GET', '/api/rules-engine/rules')).body.find(
          (r: { name: string }) => r.name === 'geicoFocusedFlow',
        );
        expect(listed).toMatchObject({ family: 'invalid definition', default: 'control' });
      } finally {
        await reseed();
      }
    });

    it('answers any input object with 200: a decision or the default, never an error', async () => {
      const inputs = fc.oneof(
        anyObject({ maxDepth: 2 }),
        // Plausible keys with junk values reach the rule schemas rather than being ignored.
        fc.dictionary(
          fc.constantFrom(
            'state',
            'currentDate',
            'timeZone',
            'anonymousId',
            'partner',
            'answers',
            'incidentCount',
            'policyType',
          ),
          anyJson({ maxDepth: 2 }),
        ),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...REMOTE_RULE_NAMES), inputs, async (name, input) => {
          const res = await evaluate(name, input);
          // __proto__ and constructor.prototype keys (prototype poisoning) are refused before any route runs; an input
          // key over 64 characters or holding a NUL or a lone surrogate is refused by the contract.
          if (Buffer.byteLength(JSON.stringify({ input })) > ROUTE_BODY_LIMITS.evaluateRule) {
            // Refused unread: a rule input has a body limit of its own (issue 8).
            expect(res.status).toBe(413);
          } else if (res.status === 400 && res.body.code === 'forbidden_key') {
            expect(res.body.field).toMatch(/^body\.input\..*(__proto__|constructor\.prototype)$/);
          } else if (res.status === 400) {
            expect(res.body.code).toBe('validation_error');
            expect(res.body.field).toMatch(/^body\.input\./);
          } else {
            expect(res.status).toBe(200);
            if (res.body.isDefault) expect(res.body.value).toEqual(RULE_DEFAULTS[name]);
          }
        }),
        { numRuns: 150 },
      );
    });

    it('rejects a malformed envelope with a 400 naming the field', async () => {
      const cases: [string, unknown, string][] = [
        ['mockMaAd', [], 'body'],
        ['mockMaAd', {}, 'body.input'],
        ['mockMaAd', { input: 'e2e' }, 'body.input'],
        ['mockMaAd', { input: null }, 'body.input'],
        ['mockMaAd', { input: ['e2e'] }, 'body.input'],
        ['mock.MaAd', { input: {} }, 'params.ruleName'],
        ['x'.repeat(81), { input: {} }, 'params.ruleName'],
      ];
      for (const [name, body, field] of cases) {
        const res = await server.call('POST', `/api/rules-engine/rules/${name}`, { body });
        expect(res.status, `${name} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body).toMatchObject({ field, code: 'validation_error' });
      }
      const tooMany = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`k${i}`, i]));
      expect((await evaluate('mockMaAd', tooMany)).body).toMatchObject({ field: 'body.input' });
    });

    it('fails with 500 under an error fault, and the client then uses the default', async () => {
      const res = await evaluate('flowAgenciesEligibility', { state: 'TX' }, fault('route=evaluateRule;kind=error'));
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('sandbox_fault');

      // The client's contract (spec 000 section 8): a failed rule call falls back to RULE_DEFAULTS.
      const http = createHttp(`${server.base}/api`);
      setHttpClient(http);
      const ask = (name: keyof typeof RULE_DEFAULTS, input: Record<string, unknown>) =>
        // Any catalogue code: the caller discards the error for the rule's default.
        callEndpoint(
          rulesEndpoints.evaluateRule,
          { params: { ruleName: name }, body: { input } },
          'network_offline',
        ).then(
          (r) => r.value,
          () => ruleDefault(name),
        );
      expect(await ask('flowAgenciesEligibility', { state: 'TX' })).toBe(true);
      http.defaults.headers.common['x-sandbox-fault'] = 'route=evaluateRule;kind=error';
      expect(await ask('flowAgenciesEligibility', { state: 'TX' })).toBe(false);
      expect(await ask('shortFlowExperience', { utmCampaign: 'nb_ins' })).toBe('control');
      expect(await ask('partnerQuotesAdsEligibility', { state: 'TX' })).toBeNull();
    });

    it('answers every rule as unknown (its default) under an empty fault, and is delayed by a latency fault', async () => {
      expect(
        (await evaluate('flowAgenciesEligibility', { state: 'TX' }, fault('route=evaluateRule;kind=empty'))).body,
      ).toEqual({
        name: 'flowAgenciesEligibility',
        value: false,
        isDefault: true,
        reason: 'unknown_rule',
      });
      const started = Date.now();
      const slow = await evaluate(
        'flowAgenciesEligibility',
        { state: 'TX' },
        fault('route=evaluateRule;kind=latency;ms=300'),
      );
      expect(slow.body.value).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    });
  });

  describe('POST /api/rules-engine/evaluate', () => {
    const flowStart = [
      { name: 'flowAgenciesEligibility', input: { state: 'TX', policyType: 'auto' } },
      {
        name: 'shortFlowExperience',
        input: {
          utmCampaign: 'nb_ins',
          anonymousId: examples.find(([l]) => l === 'shortFlowExperience #1')![2].anonymousId,
        },
      },
      {
        name: 'userClassification',
        input: {
          insuredMonths: 60,
          accidentCount: 0,
          violationCount: 0,
          creditBand: 'good',
          minDriverAge: 40,
          homeowner: true,
        },
      },
      { name: 'agencyOperatingHours', input: { currentDate: '2025-06-03T15:00:00Z' } },
      { name: 'emailValidationEnabled', input: {} },
      { name: 'noSuchRule', input: {} },
      { name: 'geicoAutoEligibility', input: { state: 'Texas' } },
    ];

    it('evaluates the flow-start batch, each rule on its own input, keyed by name', async () => {
      const res = await server.call('POST', '/api/rules-engine/evaluate', { body: { rules: flowStart } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        results: {
          flowAgenciesEligibility: { value: true, isDefault: false },
          shortFlowExperience: { value: 'nerd', isDefault: false },
          userClassification: { value: 'preferred', isDefault: false },
          agencyOperatingHours: { value: true, isDefault: false },
          emailValidationEnabled: { value: true, isDefault: false },
          noSuchRule: { value: null, isDefault: true, reason: 'unknown_rule' },
          geicoAutoEligibility: { value: false, isDefault: true, reason: 'invalid_input', field: 'input.state' },
        },
      });
    });

    it('evaluates all 51 rules of the spec in two batches of at most 30', async () => {
      const inputs = new Map(examples.map(([, name, input]) => [name, input]));
      const all = REMOTE_RULE_NAMES.map((name) => ({ name, input: inputs.get(name) ?? {} }));
      for (const batch of [all.slice(0, 30), all.slice(30)]) {
        const res = await server.call('POST', '/api/rules-engine/evaluate', { body: { rules: batch } });
        expect(res.status).toBe(200);
        expect(Object.keys(res.body.results)).toEqual(batch.map((r) => r.name));
        for (const r of batch) expect(res.body.results[r.name].isDefault).toBe(false);
      }
    });

    it('rejects an empty, oversized, duplicated or malformed batch with a 400 naming the field', async () => {
      const one = { name: 'mockMaAd', input: {} };
      const cases: [unknown, string][] = [
        [{ rules: [] }, 'body.rules'],
        [{ rules: Array.from({ length: 31 }, (_, i) => ({ name: `rule${i}`, input: {} })) }, 'body.rules'],
        [{ rules: [one, one] }, 'body.rules.1.name'],
        [{ rules: [{ name: 'bad name', input: {} }] }, 'body.rules.0.name'],
        [{ rules: [{ name: '__proto__', input: {} }] }, 'body.rules.0.name'],
        [{ rules: [{ name: 'mockMaAd' }] }, 'body.rules.0.input'],
        [{}, 'body.rules'],
        ['rules', 'body'],
      ];
      for (const [body, field] of cases) {
        const res = await server.call('POST', '/api/rules-engine/evaluate', {
          body: typeof body === 'string' ? JSON.stringify(body) : body,
        });
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body).toMatchObject({ field, code: 'validation_error' });
      }
    });

    it('answers defaults under an empty fault and 500 under an error fault', async () => {
      const body = { rules: flowStart.slice(0, 2) };
      const empty = await server.call('POST', '/api/rules-engine/evaluate', {
        body,
        headers: fault('route=evaluateRules;kind=empty'),
      });
      expect(empty.body.results).toEqual({
        flowAgenciesEligibility: { value: false, isDefault: true, reason: 'unknown_rule' },
        shortFlowExperience: { value: 'control', isDefault: true, reason: 'unknown_rule' },
      });
      const error = await server.call('POST', '/api/rules-engine/evaluate', {
        body,
        headers: fault('route=evaluateRules;kind=error'),
      });
      expect(error.status).toBe(500);
    });
  });

  describe('POST /api/rules-engine/ (coverage selections)', () => {
    const selection = {
      state: 'TX',
      policyCoverages: {
        bodilyInjury: '25/50',
        propertyDamage: '25000',
        uninsuredMotorist: '100/300',
        personalInjuryProtection: '2500',
      },
      vehicleCoverages: [
        { vehicleId: 1, coverages: { comprehensive: '500', collision: '500', rental: '30/900', towing: '75' } },
        {
          vehicleId: 2,
          coverages: { comprehensive: 'No Coverage', collision: 'No Coverage', rental: '30/900', towing: '75' },
        },
      ],
    };

    it('answers the adjusted selection and why', async () => {
      const res = await server.call('POST', '/api/rules-engine/', { body: selection });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        valid: false,
        coverages: {
          state: 'TX',
          policyCoverages: {
            bodilyInjury: '30/60',
            propertyDamage: '25000',
            uninsuredMotorist: '30/60',
            personalInjuryProtection: '2500',
          },
          vehicleCoverages: [
            { vehicleId: 1, coverages: { comprehensive: '500', collision: '500', rental: '30/900', towing: '75' } },
            {
              vehicleId: 2,
              coverages: {
                comprehensive: 'No Coverage',
                collision: 'No Coverage',
                rental: 'No Coverage',
                towing: 'No Coverage',
              },
            },
          ],
        },
        messages: [
          {
            coverage: 'policyCoverages.bodilyInjury',
            message: 'Bodily injury is below the TX minimum: raised to 30/60.',
          },
          {
            coverage: 'vehicleCoverages.1.coverages.rental',
            message: 'Rental reimbursement needs comprehensive or collision on this vehicle: removed.',
          },
          {
            coverage: 'vehicleCoverages.1.coverages.towing',
            message: 'Towing and labor needs comprehensive or collision on this vehicle: removed.',
          },
          {
            coverage: 'policyCoverages.uninsuredMotorist',
            message: "Uninsured motorist coverage can't be higher than bodily injury: lowered to 30/60.",
          },
        ],
      });
    });

    it('answers valid for a selection that needs nothing, and adds PIP in a no-fault state', async () => {
      const ok = await server.call('POST', '/api/rules-engine/', {
        body: {
          state: 'OH',
          policyCoverages: { bodilyInjury: '100/300', propertyDamage: '100000' },
          vehicleCoverages: [],
        },
      });
      expect(ok.body).toMatchObject({ valid: true, messages: [] });
      const mi = await server.call('POST', '/api/rules-engine/', {
        body: {
          state: 'MI',
          policyCoverages: { bodilyInjury: '50/100', propertyDamage: '10000' },
          vehicleCoverages: [],
        },
      });
      expect(mi.body.coverages.policyCoverages.personalInjuryProtection).toBe('250000');
      expect(mi.body.messages).toContainEqual({
        coverage: 'policyCoverages.personalInjuryProtection',
        message: 'Personal injury protection is required in MI: set to $250,000.',
      });
    });

    it('rejects a malformed selection with a 400 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{ ...selection, state: 'ZZ' }, 'body.state'],
        [
          { ...selection, policyCoverages: { ...selection.policyCoverages, bodilyInjury: 'lots' } },
          'body.policyCoverages.bodilyInjury',
        ],
        [{ ...selection, policyCoverages: { propertyDamage: '25000' } }, 'body.policyCoverages.bodilyInjury'],
        [
          { ...selection, vehicleCoverages: [selection.vehicleCoverages[0], selection.vehicleCoverages[0]] },
          'body.vehicleCoverages.1.vehicleId',
        ],
        [
          {
            ...selection,
            vehicleCoverages: Array.from({ length: 5 }, (_, i) => ({ vehicleId: (i % 4) + 1, coverages: {} })),
          },
          'body.vehicleCoverages',
        ],
        [
          { ...selection, vehicleCoverages: [{ vehicleId: 1, coverages: { collision: -500 } }] },
          'body.vehicleCoverages.0.coverages.collision',
        ],
        [
          { ...selection, policyCoverages: { ...selection.policyCoverages, glass: 'x'.repeat(41) } },
          'body.policyCoverages.glass',
        ],
      ];
      for (const [body, field] of cases) {
        const res = await server.call('POST', '/api/rules-engine/', { body });
        expect(res.status, field).toBe(400);
        expect(res.body).toMatchObject({ field, code: 'validation_error' });
      }
    });

    it('returns the selection unchanged under an empty fault and 500 under an error fault', async () => {
      const empty = await server.call('POST', '/api/rules-engine/', {
        body: selection,
        headers: fault('route=rulesEngine;kind=empty'),
      });
      expect(empty.body).toEqual({ valid: true, coverages: selection, messages: [] });
      const error = await server.call('POST', '/api/rules-engine/', {
        body: selection,
        headers: fault('route=rulesEngine;kind=error'),
      });
      expect(error.status).toBe(500);
    });
  });

  describe('GET /api/rules-engine/rules', () => {
    it('lists every rule with its default, output and input fields', async () => {
      const res = await server.call('GET', '/api/rules-engine/rules');
      expect(res.status).toBe(200);
      expect(res.body.map((r: { name: string }) => r.name).sort()).toEqual([...REMOTE_RULE_NAMES].sort());
      const flow = res.body.find((r: { name: string }) => r.name === 'shortFlowExperience');
      expect(flow).toMatchObject({
        family: 'experiments',
        default: 'control',
        output: 'variant',
        values: ['control', 'nerd', 'email', 'otto'],
        enabled: true,
      });
      expect(flow.inputSchema.name).toBe('shopper');
      expect(flow.inputSchema.fields).toContainEqual({ name: 'anonymousId', type: 'string', required: false });
      const hours = res.body.find((r: { name: string }) => r.name === 'lmDRCPacificTime');
      expect(hours.inputSchema.fields).toContainEqual({
        name: 'currentDate',
        type: 'string (date-time)',
        required: true,
      });
      const eligibility = res.body.find((r: { name: string }) => r.name === 'flowAgenciesEligibility');
      expect(eligibility.inputSchema.fields.find((f: { name: string }) => f.name === 'policyType').type).toBe(
        '"auto" | "home" | "townhome" | "condo" | "renters"',
      );
    });

    it('answers [] under an empty fault and 500 under an error fault', async () => {
      expect(
        (await server.call('GET', '/api/rules-engine/rules', { headers: fault('route=listRules;kind=empty') })).body,
      ).toEqual([]);
      expect(
        (await server.call('GET', '/api/rules-engine/rules', { headers: fault('route=listRules;kind=error') })).status,
      ).toBe(500);
    });

    it('documents the four calls in the OpenAPI description', async () => {
      const paths = Object.keys((await server.call('GET', '/docs/json')).body.paths);
      for (const p of [
        '/api/rules-engine/rules/{ruleName}',
        '/api/rules-engine/evaluate',
        '/api/rules-engine/',
        '/api/rules-engine/rules',
      ]) {
        expect(paths).toContain(p);
      }
    });
  });
});
