import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { CARRIER_PHONE_NUMBERS, SOURCE_PHONE_NUMBERS } from '../../server/data/phoneNumbers';
import { autoUser } from '../../tests/server/fixtures';
import { type Server, startServer } from '../../tests/server/harness';
import { DEFAULT_PHONE_NUMBER } from '../domain/config';
import { headerPhoneNumber } from '../machines/app/app.selectors';
import { fetchResultsPhone } from './results.actor';
import { createHttp, setHttpClient } from './transport';
import { hostileString } from '../../tests/server/arbitraries';
import { RentersUser } from '../contract/property';
import { RULE_DEFAULTS } from '../contract/rules';
import { initialUser } from '../machines/intake/initialUser';
import { DEFAULT_POST_QUOTE_RULES, POST_QUOTE_RULES, readPostQuoteRules } from '../machines/ratecall/postQuoteRules';
import { fetchPostQuoteRules, postQuoteRuleInputs } from './postQuoteRules.actor';

// What the post-quote rules' actor sends and how it reads the answer (docs/decisions/0031): the inputs by rule, the
// device, and a default for every rule that did not decide or answered a value the app does not know.

const decided = (value: unknown) => ({ value, isDefault: false }) as never;

describe('rc2AllCarrierReRate, read (docs/decisions/0098)', () => {
  const decided = (value: boolean | string) => ({ value, isDefault: false });
  it('is on only when the rule answers true; off by default, on failure and for any other value', () => {
    expect(readPostQuoteRules({ rc2AllCarrierReRate: decided(true) }, null).reRateAll).toBe(true);
    expect(readPostQuoteRules({ rc2AllCarrierReRate: decided(false) }, null).reRateAll).toBe(false);
    expect(readPostQuoteRules({ rc2AllCarrierReRate: decided('true') }, null).reRateAll).toBe(false);
    expect(readPostQuoteRules(null, null).reRateAll).toBe(RULE_DEFAULTS.rc2AllCarrierReRate);
  });

  it('sends the carriers that quoted to the rules, and nothing when there are none', () => {
    const user = initialUser();
    const withCarriers = postQuoteRuleInputs(
      { user, carrierId: 'safeco', quotedCarriers: ['safeco', 'libertymutual'] },
      'desktop',
    );
    expect(withCarriers.find((r) => r.name === 'rc2AllCarrierReRate')?.input).toMatchObject({
      quotedCarriers: ['safeco', 'libertymutual'],
    });
    const without = postQuoteRuleInputs({ user, carrierId: 'safeco' }, 'desktop');
    expect(without.find((r) => r.name === 'rc2AllCarrierReRate')?.input).not.toHaveProperty('quotedCarriers');
  });
});

describe('the post-quote rules, read', () => {
  it('takes each decided value', () => {
    const rules = readPostQuoteRules(
      {
        roundTwoFirstQuestion: decided('vinLast'),
        skipPostQuotesLandingPage: decided(true),
        rc2IterationRule: decided('fastBind'),
        rc2PrefillToggle: decided(true),
        agencyOperatingHours: decided(true),
        calendlyAvailability: decided(false),
        rc2AllCarrierReRate: decided(true),
        chatAvailability: decided(true),
      },
      '8005550162',
    );
    expect(rules).toEqual({
      layout: 'vinLast',
      skipLandingPage: true,
      iteration: 'fastBind',
      rc2Prefill: true,
      agentsOpen: true,
      callBookable: false,
      reRateAll: true,
      chatOpen: true,
      lmCentreOpen: false,
      fastTrackDeskOpen: null,
      phoneNumber: '8005550162',
      defaulted: {},
    });
    expect(readPostQuoteRules({ roundTwoFirstQuestion: decided('control') }, null).layout).toBe('grouped');
  });

  it('a failed call gives every default; a missing or undeciding rule its own', () => {
    expect(readPostQuoteRules(null, null)).toEqual(DEFAULT_POST_QUOTE_RULES);
    const some = readPostQuoteRules(
      { rc2PrefillToggle: { value: false, isDefault: true, reason: 'invalid_input' } },
      null,
    );
    expect(some.defaulted).toMatchObject({ rc2PrefillToggle: 'invalid_input', roundTwoFirstQuestion: 'missing' });
    expect(some.rc2Prefill).toBe(RULE_DEFAULTS.rc2PrefillToggle);
  });

  it('any value the app does not know (full Unicode, very long) is the rule default', () => {
    const unknown = fc.oneof(
      hostileString(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.dictionary(fc.string(), fc.string()),
    );
    fc.assert(
      fc.property(unknown, (value) => {
        const answer = Object.fromEntries(POST_QUOTE_RULES.map((r) => [r, decided(value)]));
        const rules = readPostQuoteRules(answer, null);
        const { defaulted, ...values } = rules;
        const { defaulted: _d, ...defaults } = DEFAULT_POST_QUOTE_RULES;
        // A string a rule could answer (vinFirst ...) is a known value: only the others must default.
        if (
          typeof value === 'string' &&
          ['control', 'vinFirst', 'vinLast', 'editableCoverages', 'fastBind'].includes(value)
        )
          return;
        expect(values).toEqual(defaults);
        expect(Object.values(defaulted).every((r) => r === 'unexpected_value')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the post-quote rules, asked', () => {
  it('one input per rule: the shopper facts with the carrier and device, the clock facts for the hours', () => {
    const user = initialUser();
    user.tracking.anonymousId = '412161fe-35d3-419b-a414-31ab8c568800';
    user.autoPolicy.policy.state = 'TX';
    user.autoPolicy.policy.address = {
      streetAddress: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      timeZone: 'America/Chicago',
    };
    const inputs = Object.fromEntries(
      postQuoteRuleInputs({ user, carrierId: 'safeco' }, 'mobile', new Date('2026-06-02T15:00:00Z')).map((r) => [
        r.name,
        r.input,
      ]),
    );
    expect(Object.keys(inputs)).toEqual([...POST_QUOTE_RULES]);
    expect(inputs.roundTwoFirstQuestion).toMatchObject({
      carrier: 'safeco',
      device: 'mobile',
      anonymousId: '412161fe-35d3-419b-a414-31ab8c568800',
      policyType: 'auto',
      state: 'TX',
    });
    expect(inputs.calendlyAvailability).toEqual({
      currentDate: '2026-06-02T15:00:00.000Z',
      timeZone: 'America/Chicago',
      state: 'TX',
    });
    expect(inputs.agencyOperatingHours).toEqual(inputs.calendlyAvailability);
    expect(inputs.chatAvailability).toEqual(inputs.calendlyAvailability);
  });

  it("sends a home or renters shopper's facts from the property policy, with its own policy type", () => {
    const address = {
      streetAddress: '200 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      timeZone: 'America/Chicago',
    };
    const renters = RentersUser.parse({
      contact: { email: 'pat@example.com' },
      tracking: { anonymousId: '412161fe-35d3-419b-a414-31ab8c568800' },
      rentersPolicy: {
        occupants: [{ firstName: 'Pat' }],
        properties: [],
        policy: { address, zip: '78701', state: 'TX' },
      },
    });
    const inputs = Object.fromEntries(
      postQuoteRuleInputs({ user: renters, carrierId: 'lemonade' }, 'desktop').map((r) => [r.name, r.input]),
    );
    expect(inputs.skipPostQuotesLandingPage).toMatchObject({
      carrier: 'lemonade',
      device: 'desktop',
      anonymousId: '412161fe-35d3-419b-a414-31ab8c568800',
      policyType: 'renters',
      state: 'TX',
      zip: '78701',
    });
    expect(inputs.calendlyAvailability).toMatchObject({ timeZone: 'America/Chicago', state: 'TX' });
  });
});

// The post-quotes number against the sandbox (spec 001 section 4: the carrier's number if mapped, else the results
// number, else the default): a mapped carrier's own line; a carrier with no line of its own asks nothing, so the
// header keeps the results number the results chart found (fetchResultsPhone).
describe('the post-quotes number, against the sandbox', () => {
  let server: Server;
  const urls: string[] = [];
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
    const http = createHttp(`${server.base}/api`);
    http.interceptors.request.use((req) => {
      urls.push(`${req.url}?${new URLSearchParams(req.params as Record<string, string>)}`);
      return req;
    });
    setHttpClient(http);
  });
  afterAll(() => server.close());

  const shopper = () => {
    const user = autoUser();
    user.tracking.sourceName = 'bankrate';
    return user;
  };
  const postQuotes = (carrierId: string) =>
    toPromise(createActor(fetchPostQuoteRules, { input: { user: shopper(), carrierId } }).start());

  it("is a mapped carrier's own number", async () => {
    expect((await postQuotes('safeco')).phoneNumber).toBe(CARRIER_PHONE_NUMBERS.safeco.auto);
    expect(urls.at(-1)).toContain('carrier=safeco');
  });

  it('is none of its own for a carrier the phone lines do not know: the header keeps the results number', async () => {
    urls.length = 0;
    const rules = await postQuotes('fasttrack');
    expect(rules.phoneNumber).toBeNull();
    expect(urls.some((u) => u.includes('experience-mapping'))).toBe(false);
    const results = await toPromise(createActor(fetchResultsPhone, { input: { trafficSource: 'bankrate' } }).start());
    expect(results).toBe(SOURCE_PHONE_NUMBERS.bankrate.auto.results);
    expect(headerPhoneNumber({ results: results ?? undefined }, DEFAULT_PHONE_NUMBER)).toBe(results);
  });

  it('the results number is null when its lookup is refused, and the header shows the default', async () => {
    const refused = await toPromise(
      createActor(fetchResultsPhone, { input: { trafficSource: 'no/such source' } }).start(),
    );
    expect(refused).toBeNull();
    expect(headerPhoneNumber({ results: refused ?? undefined }, DEFAULT_PHONE_NUMBER)).toBe(DEFAULT_PHONE_NUMBER);
  });
});
