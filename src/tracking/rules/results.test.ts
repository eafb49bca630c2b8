import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { type Ad, AutoUser, Quote } from '../../contract';
import { LeadClass } from '../../contract/classification';
import { DEFAULT_OFFER_RULES } from '../../domain/offers';
import { initialUser } from '../../machines/intake/initialUser';
import { resultsMachine } from '../../machines/results/results.machine';
import type {
  BundleDecision,
  CarrierInput,
  PhoneInput,
  RulesFacts,
  ResultsEvent,
  ResultsRules,
} from '../../machines/results/results.types';
import type { PartnerEligibility } from '../../contract/rules';
import { partnerEligibility } from '../../testing/partnerEligibility';
import { sampleAd } from '../../testing/sampleAd';
import { SAMPLE_QUOTE } from '../../testing/sampleQuote';
import { harness } from './localHarness';
import { MONITORING_RULES, anonymousIdKept } from './monitoring';
import { RESULTS_RULES, autoPolicyProperties, productOf } from './results';
import fc from 'fast-check';
import { TrackingEvent } from '../../contract/backoffice';

// The real results chart, its calls answered by doubles the contract parses, observed through the rules: the exact
// events, each valid by the contract, and none carrying the shopper's personal values.

const PERSONAL = [
  'Zebulon',
  'Quixotic',
  'zeb.q@example.com',
  '5125550199',
  '01/02/1980',
  '77 Sunset Blvd',
  '1HGCM82633A004352',
  'D1234567',
  '780',
];

function shopper(state: 'TX' | 'MA' = 'TX'): AutoUser {
  const u = initialUser();
  u.contact.email = 'zeb.q@example.com';
  u.contact.phoneNumber = '5125550199';
  u.autoPolicy.policy.state = state;
  u.autoPolicy.policy.zip = '78701';
  u.autoPolicy.vehicles = [{ id: 1, year: '2019', make: 'Toyota', model: 'Camry', primaryUse: 'Commute' }];
  u.autoPolicy.operators = [
    {
      id: 1,
      isPrimary: true,
      relationship: 'Self',
      firstName: 'Zebulon',
      lastName: 'Quixotic',
      birthdate: '01/02/1980',
      creditScore: '780',
      currentlyInsured: 'Yes',
    },
  ];
  u.autoPolicy.policy.address = {
    streetAddress: '77 Sunset Blvd',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  };
  return AutoUser.parse(u);
}
const quote = (carrierId: string, monthly = 900): Quote =>
  Quote.parse({
    ...SAMPLE_QUOTE,
    carrier: carrierId,
    carrierId,
    partner: carrierId,
    quoteId: `${carrierId}-q`,
    onlineBind: true,
    monthlyPayPlan: { totalAmount: monthly, numberOfPayments: 6 },
    fullPayPlan: { totalAmount: monthly - 50, numberOfPayments: 1 },
  });

function start(
  f: { agency?: boolean; ads?: Ad[]; rules?: Partial<ResultsRules>; bundle?: 'page' | 'popUp' } = {},
  user = shopper(),
) {
  const rules: ResultsRules = {
    agencyAllowed: f.agency ?? true,
    offers: DEFAULT_OFFER_RULES,
    libertyMutualDirect: true,
    adPlacement: null,
    ...f.rules,
  };
  const carriers = new Map<string, (e: ResultsEvent) => void>();
  const machine = resultsMachine.provide({
    actors: {
      userSync: fromCallback(({ receive, sendBack }) => {
        receive(() => sendBack({ type: 'USER_SAVED', userId: 'a6f1c1de-0c39-4b7e-8d43-6f0b0c1b9d11', token: 'tok' }));
      }),
      decideAgency: fromPromise(async () => rules),
      classifyLead: fromPromise(async () => LeadClass.parse({ tier: 'standard', points: 1, reasons: [] })),
      fetchPartnerEligibility: fromPromise<PartnerEligibility | null, RulesFacts>(async () =>
        partnerEligibility('safeco', 'rootAgency'),
      ),
      askCarrier: fromCallback<ResultsEvent, CarrierInput>(({ input, sendBack }) => {
        carriers.set(input.carrierId, sendBack);
      }),
      fetchMediaAlpha: fromPromise(async () => f.ads ?? []),
      fetchFallbackAds: fromPromise(async () => [] as Ad[]),
      decideBundle: fromPromise<BundleDecision, RulesFacts>(async () => ({ display: f.bundle ?? null, copy: null })),
      fetchRentersQuotes: fromPromise(async () => [] as Quote[]),
      fetchRentersAds: fromPromise(async () => [] as Ad[]),
      fetchResultsPhone: fromPromise<string | null, PhoneInput>(async () => null),
      ...Object.fromEntries(
        (['handoffCrm', 'handoffLead', 'handoffSlack'] as const).map((n) => [
          n,
          fromPromise(async () => 'c1b2d3e4-0000-4000-8000-000000000001'),
        ]),
      ),
    },
  });
  const h = harness([...RESULTS_RULES, ...MONITORING_RULES]);
  const actor = createActor(machine, { input: { user, server: {} }, inspect: h.inspect });
  actor.start();
  const answer = (c: string, quotes: Quote[]) => carriers.get(c)?.({ type: 'CARRIER_ANSWERED', carrierId: c, quotes });
  const fail = (c: string) => carriers.get(c)?.({ type: 'CARRIER_FAILED', carrierId: c, code: 'rc1_quotes_error' });
  return { actor, h, answer, fail };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const noPersonal = (recorded: unknown) => {
  const text = JSON.stringify(recorded);
  for (const v of PERSONAL) expect(text).not.toContain(v);
  expect(text).not.toContain('billingDate');
};

describe('the results rules', () => {
  it('sends the exact events of an agency walk, in order, each valid by the contract', async () => {
    const r = start({
      ads: [sampleAd('progressive', { bid: 4 })],
      rules: { offers: { filtering: 'control', quotesVsAds: { root: 'ads' } } },
    });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('safeco', [quote('safeco', 600)]);
    r.fail('fasttrack');
    r.answer('root', [quote('root', 1200)]);
    expect(r.h.names()).toEqual([
      'AutoPolicyObject',
      'AgencyEligibility',
      'QuoteRequested',
      'FormViewed',
      'ClickwallCalled',
      'PartnerRequestError',
      'ProductViewed',
      'ProductViewed',
      'ProductViewed',
    ]);
    const by = (rule: string) => r.h.recorded.filter((e) => e.rule === rule).map((e) => e.payload);
    expect(by('results.agencyEligibility')).toEqual([{ event: 'AgencyEligibility', isAgency: true }]);
    expect(by('results.quoteRequested')[0]).toMatchObject({
      vertical: 'auto',
      quotesRequestId: r.actor.getSnapshot().context.user.tracking.quotesRequestId,
    });
    expect(by('results.formViewed')[0]).toMatchObject({ stepContext: { stepType: 'results', stepId: 'results' } });
    expect(by('results.productViewed').map((p) => p.product)).toEqual([
      { carrier: 'safeco', partner: 'safeco', productId: 'safeco-q', adType: 'quote', position: 1, price: 100 },
      { carrier: 'root', partner: 'root', productId: 'root-q', adType: 'quote', position: 2, price: 200 },
      { carrier: 'progressive', partner: 'progressive', productId: 'ad-progressive', adType: 'ad', position: 3 },
    ]);
    expect(by('results.partnerRequestError')[0]).toMatchObject({
      details: { carrier: 'fasttrack', code: 'rc1_quotes_error' },
    });
    noPersonal(r.h.recorded);

    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'root', quoteId: 'root-q' });
    expect(r.h.recorded.at(-1)).toMatchObject({
      name: 'ProductClicked',
      payload: { product: { carrier: 'root', productId: 'root-q', adType: 'quote', position: 2 } },
    });
  });

  it('decides quote versus ad per carrier with both: the premium minus the bid and which one shows', async () => {
    const r = start({
      ads: [sampleAd('root', { bid: 4 })],
      rules: { offers: { filtering: 'control', quotesVsAds: { root: 'ads' } } },
    });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('safeco', [quote('safeco')]);
    r.answer('root', [quote('root', 1200)]);
    r.answer('fasttrack', []);
    const bid = r.h.recorded.filter((e) => e.name === 'BidDifference').map((e) => e.payload);
    expect(bid).toEqual([
      {
        event: 'BidDifference',
        carrier: 'root',
        difference: 196,
        decision: 'ad',
        properties: { rule: 'ads', filtering: 'control' },
      },
    ]);
    // The ad shows for root, not its quote.
    const viewed = r.h.recorded
      .filter((e) => e.name === 'ProductViewed')
      .map((e) => (e.payload.product as { productId: string }).productId);
    expect(viewed).toEqual(['safeco-q', 'ad-root']);
  });

  it('says isAgency false without the agency experience, and reports no clickwall or quote request', async () => {
    const r = start({ agency: false, ads: [sampleAd('progressive')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.h.names()).toEqual(['AutoPolicyObject', 'AgencyEligibility', 'FormViewed', 'ProductViewed']);
    expect(r.h.recorded[1]?.payload).toEqual({ event: 'AgencyEligibility', isAgency: false });
  });

  it('reports the Massachusetts clickwall error and its error page by code only', async () => {
    const r = start({}, shopper('MA'));
    await vi.advanceTimersByTimeAsync(0);
    for (const c of ['safeco', 'root', 'fasttrack']) r.fail(c);
    await vi.advanceTimersByTimeAsync(20_000);
    const monitored = r.h.recorded.filter((e) => e.sink === 'monitoring').map((e) => [e.name, e.payload.details]);
    expect(monitored).toContainEqual([
      'ClickwallCalled',
      { outcome: 'error', code: 'clickwall_error', vertical: 'auto' },
    ]);
    expect(monitored).toContainEqual(['ErrorPageShown', { code: 'clickwall_error', vertical: 'auto' }]);
    noPersonal(r.h.recorded);
  });

  it('records the renters bundle shown in the pop-up, and declined when closed', async () => {
    const user = shopper();
    user.autoPolicy.policy.isRentersBundle = true;
    user.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
    user.autoPolicy.operators[0]!.homeOwnershipStatus = 'Rent';
    const r = start({ ads: [sampleAd('progressive')], bundle: 'popUp' }, user);
    await vi.advanceTimersByTimeAsync(0);
    const bundling = () => r.h.recorded.filter((e) => e.name === 'BundlingInterest').map((e) => e.payload);
    expect(bundling()).toEqual([
      { event: 'BundlingInterest', vertical: 'renters', interested: true, placement: 'popup' },
    ]);
    r.actor.send({ type: 'DISMISS_BUNDLE' });
    expect(bundling().at(-1)).toEqual({
      event: 'BundlingInterest',
      vertical: 'renters',
      interested: false,
      placement: 'popup',
    });
  });
});

describe('AutoPolicyObject', () => {
  it('carries the vehicles, the drivers count and facts, coverages and discounts, and nothing personal', () => {
    const p = autoPolicyProperties(shopper());
    expect(p).toMatchObject({
      vehicles: { count: 1, years: ['2019'], makes: ['Toyota'], models: ['Camry'], usage: ['Commute'] },
      operators: { count: 1, relationships: ['Self'], currentlyInsured: ['Yes'], accidents: 0 },
      coverages: { coverageTier: 'MID', state: 'TX' },
      discounts: { paperless: true, payInFull: true },
    });
    noPersonal(p);
    expect(JSON.stringify(p)).not.toContain('78701');
  });
});

describe('McidError', () => {
  it('is reported when the anonymous id is not kept in storage', () => {
    const store = new Map<string, string>([['quoteflow:anonymousId', 'id-1']]);
    const storage = { getItem: (k: string) => store.get(k) ?? null };
    expect(anonymousIdKept('id-1', storage)).toBe(true);
    expect(anonymousIdKept('id-2', storage)).toBe(false);
    expect(
      anonymousIdKept('id-1', {
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe(false);
    expect(anonymousIdKept('id-1', undefined)).toBe(false);
  });
});

describe('a card of any carrier', () => {
  it('is a ProductViewed the contract takes, whatever the ids (full Unicode, very long)', () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 400 });
    fc.assert(
      fc.property(
        anyText,
        anyText,
        anyText,
        fc.integer({ min: -5, max: 500 }),
        (carrier, partner, quoteId, position) => {
          const q = { ...quote('x'), carrier, carrierId: carrier, partner, quoteId };
          const product = productOf({ kind: 'quote', quote: q }, position, 'monthly');
          if (!carrier.trim()) return product === undefined || product.carrier.length > 0;
          const event = { event: 'ProductViewed', anonymousId: 'a1', product };
          return product === undefined || TrackingEvent.safeParse(event).success;
        },
      ),
      { numRuns: 300 },
    );
  });
});
