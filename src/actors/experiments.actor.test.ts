import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { remoteRules } from '../../server/db/schema';
import { encodeAny, hostileString } from '../../tests/server/arbitraries';
import { databases, privateDatabase, type Server, startServer } from '../../tests/server/harness';
import { readQueryParams } from '../app/queryParams';
import { RULE_DEFAULTS } from '../contract/rules';
import { NETWORK_STATUS } from '../domain/errors';
import { chooseStartGraph, START_RULES } from '../machines/intake/startGraph';
import { type ExperimentsInput, experimentRuleInput, fetchExperiments, readOutcomes } from './experiments.actor';
import { createHttp, setHttpClient } from './transport';

// The experiments actor against the real sandbox (server/rules/definitions): one batch call, the sandbox's decisions
// for the shoppers its definitions give as examples, and defaults whenever a rule or the call fails.

/** Shopper ids from the definitions' examples, with the buckets they fall in. */
const SHOPPER = {
  a: '44ec87e6-28a1-4f78-899a-8f4fe75d55f6',
  b: '6001951d-af61-4adf-8d1b-56192058957f',
};

const defaults = Object.fromEntries(START_RULES.map((r) => [r, RULE_DEFAULTS[r]]));
const input = (search: string, extra: Partial<ExperimentsInput> = {}): ExperimentsInput => ({
  params: readQueryParams({ search }),
  hashFirstSegment: '',
  ...extra,
});
const run = (i: ExperimentsInput) => toPromise(createActor(fetchExperiments, { input: i }).start());
const startFor = async (i: ExperimentsInput) => chooseStartGraph(i.params, i.hashFirstSegment, (await run(i)).values);

describe.each(databases)('fetchExperiments against the sandbox on $name', ({ databaseUrl: sharedUrl }) => {
  let server: Server;
  const requests: { method: string; url: string; body: { rules: { name: string; input: object }[] } }[] = [];
  const http = createHttp('http://placeholder/api');
  beforeAll(async () => {
    // Its own database: a test disables a rule row, which a boot in another file would re-seed.
    const databaseUrl = sharedUrl && (await privateDatabase(sharedUrl, 'quoteflow_experiments_actor_test'));
    server = await startServer({ databaseUrl, rateLimit: false });
    http.defaults.baseURL = `${server.base}/api`;
    http.interceptors.request.use((req) => {
      // Request interceptors run before axios serialises the body: req.data is still the object sent.
      requests.push({ method: req.method!.toUpperCase(), url: req.url!, body: structuredClone(req.data) });
      return req;
    });
    setHttpClient(http);
  });
  afterAll(() => server.close());
  afterEach(() => {
    requests.length = 0;
    delete http.defaults.headers.common['x-sandbox-fault'];
  });

  it('asks for every start rule in one batch call, with what the URL says about the shopper', async () => {
    const out = await run(input('?utm_campaign=nb_ins&siteSource=cnet&exp=agency', { anonymousId: SHOPPER.a }));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/rules-engine/evaluate' });
    expect(requests[0].body.rules.map((r) => r.name)).toEqual(START_RULES);
    expect(requests[0].body.rules[0].input).toEqual({
      policyType: 'auto',
      partner: 'cnet',
      embedded: false,
      trafficSource: 'cnet',
      utmCampaign: 'nb_ins',
      exp: 'agency',
      // This browser's (src/domain/device.ts): no user agent here, so a desktop.
      device: 'desktop',
      anonymousId: SHOPPER.a,
      isAgencyEligible: true,
    });
    // experiments.json: this shopper is in the nerd bucket of shortFlowExperience.
    expect(out).toMatchObject({ values: { shortFlowExperience: 'nerd' }, failure: null });
  });

  it("starts the flow the sandbox's decisions choose, for each experiment of the start choice", async () => {
    const safeco = input('?siteSource=safeco', { anonymousId: SHOPPER.a, state: 'OR' });
    expect(await startFor(safeco)).toMatchObject({ flowId: 'safecoFullFlow', reason: { level: 1 } });
    const callin = input('?siteSource=safeco', { anonymousId: SHOPPER.b, state: 'OR' });
    expect(await startFor(callin)).toMatchObject({ flowId: 'safecoCallinFlow', reason: { level: 1 } });
    const mini = input('?flow=mmagency', { anonymousId: SHOPPER.a, state: 'TX' });
    expect(await startFor(mini)).toMatchObject({ flowId: 'miniFlow', reason: { level: 2 } });
    const geico = input('?utm_campaign=geico_conquest_q3', { anonymousId: SHOPPER.b, state: 'GA' });
    expect(await startFor(geico)).toMatchObject({
      flowId: 'geicoFocusedFlow',
      reason: { level: 3 },
      facts: { geicoVariant: 'ASAP-fork' },
    });
    const nerd = input('?utm_campaign=nb_ins', { anonymousId: SHOPPER.a });
    expect(await startFor(nerd)).toMatchObject({ flowId: 'shortFlowNerd', reason: { level: 4 } });
    // exp=non puts a shopper whose agency eligibility is unknown yet into the non-agency experiments.
    const nonAgency = input('?exp=non', { anonymousId: SHOPPER.b });
    expect(await startFor(nonAgency)).toMatchObject({ flowId: 'nonAgencyShortFlow', reason: { level: 9 } });
    expect(await startFor(input('', { anonymousId: SHOPPER.b }))).toMatchObject({ flowId: 'defaultAuto' });
  });

  it('resolves with every default, and reports the failure, when the call fails (a 500)', async () => {
    http.defaults.headers.common['x-sandbox-fault'] = 'route=evaluateRules;kind=error';
    const i = input('?utm_campaign=nb_ins', { anonymousId: SHOPPER.a });
    const out = await run(i);
    expect(out.values).toEqual(defaults);
    expect(out.failure).toMatchObject({ status: 500 });
    expect(Object.values(out.defaulted)).toEqual(START_RULES.map(() => 'call_failed'));
    // The URL still decides: paid-search traffic gets the paid-search short flow.
    expect(chooseStartGraph(i.params, '', out.values)).toMatchObject({ flowId: 'paidSearchShortFlow' });
  });

  it('gives each rule its default when the rules answer nothing (kind=empty), with no call failure', async () => {
    http.defaults.headers.common['x-sandbox-fault'] = 'route=evaluateRules;kind=empty';
    const out = await run(input('?siteSource=safeco', { anonymousId: SHOPPER.a, state: 'OR' }));
    expect(out).toEqual({
      values: defaults,
      defaulted: Object.fromEntries(START_RULES.map((r) => [r, 'unknown_rule'])),
      failure: null,
    });
  });

  it('gives a disabled rule its default and keeps the decisions of the others', async () => {
    const db = server.app.sandboxDb;
    await db.update(remoteRules).set({ enabled: false }).where(eq(remoteRules.name, 'shortFlowExperience'));
    try {
      const out = await run(input('?utm_campaign=nb_ins', { anonymousId: SHOPPER.a, state: 'TX' }));
      expect(out.values.shortFlowExperience).toBe('control');
      expect(out.defaulted).toEqual({ shortFlowExperience: 'rule_disabled' });
    } finally {
      await db.update(remoteRules).set({ enabled: true }).where(eq(remoteRules.name, 'shortFlowExperience'));
    }
  });

  it('gives miniAgencyFlow its default while the state is unknown: the rule needs it', async () => {
    const out = await run(input('?flow=mmagency', { anonymousId: SHOPPER.a }));
    expect(out.defaulted).toEqual({ miniAgencyFlow: 'invalid_input' });
    // The URL still decides: the mini-agency link starts the mini flow at level 6.
    expect(chooseStartGraph(input('?flow=mmagency').params, '', out.values)).toMatchObject({
      flowId: 'miniFlow',
      reason: { level: 6 },
    });
  });

  it('sends an input every rule accepts, whatever the URL holds', async () => {
    const names = ['siteSource', 'utm_campaign', 'utm_referrer', 'exp', 'flow', 'zip', 'policyType', 'iframe'];
    const query = fc
      .array(fc.tuple(fc.constantFrom(...names), hostileString(40, 5_000)), { maxLength: 8 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeAny(v)}`).join('&'));
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), hostileString(70), async (search, home, anonymousId) => {
        const shopper = input(`?${search}`, { anonymousId, state: 'TX' });
        const out = await run({ ...shopper, hashFirstSegment: home ? 'home' : '' });
        expect(out.failure).toBeNull();
        expect(Object.values(out.defaulted)).not.toContain('invalid_input');
      }),
      { numRuns: 25 },
    );
  });
});

describe('fetchExperiments without the sandbox', () => {
  it('resolves with every default and a network status when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    setHttpClient(createHttp(`http://127.0.0.1:${port}/api`));
    const out = await run(input('?iframe=true&siteSource=mymove'));
    expect(out).toEqual({
      values: defaults,
      defaulted: Object.fromEntries(START_RULES.map((r) => [r, 'call_failed'])),
      failure: { status: NETWORK_STATUS.error },
    });
  });

  it('reads a rule missing from the answer, or answering a value the start choice does not know, as its default', () => {
    const out = readOutcomes({
      paidLandingPage: { value: 'variantZ', isDefault: false },
      shortFlowExperience: { value: 'otto', isDefault: false },
      geicoFocusedFlow: { value: 'control', isDefault: true, reason: 'invalid_input', field: 'input.state' },
    });
    expect(out.values).toEqual({ ...defaults, shortFlowExperience: 'otto' });
    expect(out.defaulted).toEqual({
      paidLandingPage: 'unexpected_value',
      geicoFocusedFlow: 'invalid_input',
      ...Object.fromEntries(
        START_RULES.filter((r) => !['paidLandingPage', 'shortFlowExperience', 'geicoFocusedFlow'].includes(r)).map(
          (r) => [r, 'missing'],
        ),
      ),
    });
  });

  it('leaves out what nobody knows, and asks about a home policy on the home route', () => {
    expect(experimentRuleInput(input(''))).toEqual({ policyType: 'auto', partner: '', embedded: false });
    const home = { ...input('?policyType=renters&zip=30301'), hashFirstSegment: 'home', anonymousId: '  ' };
    expect(experimentRuleInput(home)).toEqual({ policyType: 'renters', partner: '', embedded: false, zip: '30301' });
    expect(experimentRuleInput(input('?exp=non', { isAgencyEligible: true }))).toMatchObject({
      isAgencyEligible: true,
    });
  });
});
