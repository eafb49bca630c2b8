import { produce } from 'immer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { FLOW_NAMES } from '../../server/rules/constants';
import { databases, type Server, startServer } from '../../tests/server/harness';
import { AUTO_FLOW_IDS } from '../machines/intake/flows';
import { initialUser } from '../machines/intake/initialUser';
import { eligibilityInput, ruleFlowName } from '../machines/intake/questions/addressChain';
import { fetchCoverageTiers, fetchEligibility, fetchPhoneNumber } from './addressChain.actor';
import { validateEmail } from './email.actor';
import { createHttp, setHttpClient } from './transport';

// The address-success chain's calls against the real sandbox (spec 000 sections 4, 7, 8): what each answers for a
// shopper, and the code each fails with, which the intake reports while the call's default stands.

const run = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );

/** A shopper after the ZIP lookup, as the app starts them (flow name and traffic facts in tracking). */
const shopper = (state: 'TX' | 'NY' | 'FL', tracking: Record<string, string> = {}) =>
  produce(initialUser(), (u) => {
    u.autoPolicy.policy.state = state;
    u.autoPolicy.policy.zip = { TX: '78701', NY: '10001', FL: '33130' }[state];
    u.tracking = { formName: 'defaultAuto', ...tracking };
  });

describe('the rules input of the chain', () => {
  it('names every registered flow as the remote rules know flows', () => {
    for (const id of AUTO_FLOW_IDS) expect(FLOW_NAMES, id).toContain(ruleFlowName(id));
  });
});

describe.each(databases)('the address-success chain against the sandbox on $name', ({ databaseUrl }) => {
  let server: Server;
  const http = createHttp('http://placeholder/api');
  beforeAll(async () => {
    server = await startServer({ databaseUrl, rateLimit: false });
    http.defaults.baseURL = `${server.base}/api`;
    setHttpClient(http);
  });
  afterAll(() => server.close());
  afterEach(() => {
    delete http.defaults.headers.common['x-sandbox-fault'];
  });

  const eligibility = (user: ReturnType<typeof shopper>) =>
    run(toPromise(createActor(fetchEligibility, { input: eligibilityInput(user) }).start()));

  it('finds the intraflow number of the traffic source, and fails with its code when the lookup does', async () => {
    const found = await run(toPromise(createActor(fetchPhoneNumber, { input: { trafficSource: 'bankrate' } }).start()));
    expect(found.value).toEqual({ phoneNumber: '8445550112', isFallback: false });
    http.defaults.headers.common['x-sandbox-fault'] = 'route=phoneExperienceMapping;kind=error';
    const failed = await run(toPromise(createActor(fetchPhoneNumber, { input: { trafficSource: '' } }).start()));
    expect(failed.error).toMatchObject({ code: 'phone_number_lookup_failed' });
  });

  it('is agency and mutual-insurer eligible in an agency state, neither in New York nor in a short flow', async () => {
    expect((await eligibility(shopper('TX'))).value).toEqual({
      agency: true,
      mutualInsurer: true,
      emailValidation: true,
      // smsEnable: consent to texts (the default) and agency eligible; no intraflow offer before whenShopping.
      sms: true,
      intraflowOffer: false,
    });
    expect((await eligibility(shopper('NY'))).value).toMatchObject({ agency: false, mutualInsurer: false });
    const short = shopper('TX', { formName: 'shortFlowNerd' });
    expect((await eligibility(short)).value).toMatchObject({ agency: false, mutualInsurer: false });
    // The bankrate theme disallows agencies (spec 000 section 6; docs/spec-decisions.md P3); the Safeco-type partner
    // has the agency experience (spec 001 section 1).
    const bankrate = shopper('TX', { sourceName: 'bankrate', source: 'bankrate' });
    expect((await eligibility(bankrate)).value).toMatchObject({ agency: false, mutualInsurer: false });
    const safeco = shopper('TX', { formName: 'safecoFullFlow', sourceName: 'safeco', source: 'safeco' });
    expect((await eligibility(safeco)).value).toMatchObject({ agency: true });
  });

  it('offers the intraflow agency call to a shopper buying soon, and texts codes only to the agency eligible', async () => {
    const soon = produce(shopper('TX'), (u) => {
      u.autoPolicy.policy.whenShopping = 'ASAP';
    });
    expect((await eligibility(soon)).value).toMatchObject({ intraflowOffer: true, sms: true });
    const browsing = produce(soon, (u) => {
      u.autoPolicy.policy.whenShopping = 'justChecking';
    });
    expect((await eligibility(browsing)).value).toMatchObject({ intraflowOffer: false });
    expect((await eligibility(shopper('NY'))).value).toMatchObject({ sms: false, intraflowOffer: false });
    const noTexts = produce(soon, (u) => {
      u.contact.consentToSms = false;
    });
    expect((await eligibility(noTexts)).value).toMatchObject({ sms: false });
  });

  it('leaves smsEnable off when its own call fails, the batch standing', async () => {
    let calls = 0;
    const id = http.interceptors.request.use((req) => {
      calls += 1;
      // The second call (smsEnable) fails.
      if (calls === 2) req.headers['x-sandbox-fault'] = 'route=evaluateRules;kind=error';
      return req;
    });
    try {
      expect((await eligibility(shopper('TX'))).value).toMatchObject({ agency: true, sms: false });
    } finally {
      http.interceptors.request.eject(id);
    }
  });

  it('has the email check on, except for a publisher-network referral (emailValidationEnabled)', async () => {
    expect((await eligibility(shopper('NY'))).value).toMatchObject({ emailValidation: true });
    const publisher = shopper('TX', { sourceReferrer: 'fb_pub_network_7' });
    expect((await eligibility(publisher)).value).toMatchObject({ emailValidation: false });
  });

  it('checks an email with the server only when the rule has the check on', async () => {
    const requests: string[] = [];
    const id = http.interceptors.request.use((req) => {
      requests.push(req.url ?? '');
      return req;
    });
    try {
      const check = (email: string, validate: boolean) =>
        run(toPromise(createActor(validateEmail, { input: { email, validate } }).start()));
      expect((await check('maria.oneil@example.com', false)).value).toEqual({ email: 'maria.oneil@example.com' });
      expect(requests).toEqual([]);
      expect((await check('maria.oneil@example.com', true)).value).toEqual({ email: 'maria.oneil@example.com' });
      expect(requests).toEqual(['/email-validation/validate']);
    } finally {
      http.interceptors.request.eject(id);
    }
  });

  it('fails with its code when the rules engine does, so the defaults stand', async () => {
    http.defaults.headers.common['x-sandbox-fault'] = 'route=evaluateRules;kind=error';
    expect((await eligibility(shopper('TX'))).error).toMatchObject({ code: 'eligibility_failed' });
  });

  it("receives every tier of an agency state, and 'Didn't receive all tier data' where the agency sells none", async () => {
    const tx = await run(toPromise(createActor(fetchCoverageTiers, { input: { state: 'TX' } }).start()));
    expect(tx.value?.tiers.map((t) => t.tier)).toEqual(expect.arrayContaining(['LOW', 'MID', 'HIGH']));
    const ny = await run(toPromise(createActor(fetchCoverageTiers, { input: { state: 'NY' } }).start()));
    expect(ny.error).toMatchObject({ code: 'tier_data_missing' });
    const none = await run(toPromise(createActor(fetchCoverageTiers, { input: { state: undefined } }).start()));
    expect(none.error).toMatchObject({ code: 'tier_data_missing' });
  });
});
