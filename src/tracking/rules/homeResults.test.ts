import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { Ad, Quote } from '../../contract';
import { HomeUser, type PropertyUser, RentersUser } from '../../contract/property';
import { homeResultsMachine } from '../../machines/homeResults/homeResults.machine';
import { NO_HOME_RULES } from '../../machines/homeResults/homeResults.setup';
import type {
  HomeResultsEvent,
  HomeRules,
  PartnerInput,
  PhoneInput,
} from '../../machines/homeResults/homeResults.types';
import { sampleAd } from '../../testing/sampleAd';
import { harness } from './localHarness';
import { HOME_RESULTS_RULES } from './homeResults';
import { MONITORING_RULES } from './monitoring';

// The real home results chart with contract-parsed doubles, observed through the rules: the exact events of the
// clickwall and of the ads alone, valid by the contract, with no personal value.

const address = { streetAddress: '500 Quixote Ln', city: 'Austin', state: 'TX', zip: '78701' };
const homeUser = (): PropertyUser =>
  HomeUser.parse({
    contact: { email: 'zeb.q@example.com' },
    homePolicy: {
      occupants: [{ firstName: 'Zebulon' }],
      properties: [{ yearBuilt: 2001 }],
      policy: { policyType: 'Home', address },
    },
  });
const rentersUser = (): PropertyUser =>
  RentersUser.parse({
    contact: { email: 'zeb.q@example.com' },
    rentersPolicy: { occupants: [{ firstName: 'Zebulon' }], properties: [], policy: { address } },
  });
const quote = (carrierId: string): Quote =>
  Quote.parse({
    carrier: carrierId,
    carrierId,
    partner: carrierId,
    quoteId: `${carrierId}-q`,
    msgStatus: 'success',
    coverages: {},
    termMonths: 12,
    onlineBind: false,
    fullPayPlan: { totalAmount: 1200, numberOfPayments: 1 },
    monthlyPayPlan: { totalAmount: 1260, numberOfPayments: 12 },
  });

function start(rules: Partial<HomeRules>, user = homeUser()) {
  const partners = new Map<string, (e: HomeResultsEvent) => void>();
  const h = harness([...HOME_RESULTS_RULES, ...MONITORING_RULES]);
  const ID = 'c1b2d3e4-0000-4000-8000-000000000001';
  const machine = homeResultsMachine.provide({
    actors: {
      userSync: fromCallback(({ receive, sendBack }) => {
        receive(() => sendBack({ type: 'USER_SAVED', userId: 'a6f1c1de-0c39-4b7e-8d43-6f0b0c1b9d11', token: 'tok' }));
      }),
      decideHomeResults: fromPromise(async () => ({ ...NO_HOME_RULES, ...rules })),
      askPartner: fromCallback<HomeResultsEvent, PartnerInput>(({ input, sendBack }) => {
        partners.set(input.carrierId, sendBack);
      }),
      askEvertree: fromPromise(async () => [] as Quote[]),
      leaveForEvertree: fromCallback(() => undefined),
      fetchHomeAds: fromPromise(async () => [Ad.parse(sampleAd('hippo', { product: 'home' }))]),
      handoffCrm: fromPromise(async () => ID),
      handoffLead: fromPromise(async () => ID),
      handoffSlack: fromPromise(async () => ID),
      fetchResultsPhone: fromPromise<string | null, PhoneInput>(async () => null),
    },
  });
  const actor = createActor(machine, { input: { user, server: {} }, inspect: h.inspect }).start();
  return { actor, h, partners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the home results rules', () => {
  it('sends the clickwall walk: agency, quote request, the screen, the clickwall, a failed partner, the cards', async () => {
    const r = start({ agency: true, partner: true });
    await vi.advanceTimersByTimeAsync(0);
    const [first, second, third] = [...r.partners.keys()];
    r.partners.get(first!)?.({ type: 'CARRIER_ANSWERED', carrierId: first!, quotes: [quote(first!)] });
    r.partners.get(second!)?.({ type: 'CARRIER_FAILED', carrierId: second!, code: 'rc1_quotes_error' });
    r.partners.get(third!)?.({ type: 'CARRIER_ANSWERED', carrierId: third!, quotes: [] });
    expect(r.h.names()).toEqual([
      'AgencyEligibility',
      'QuoteRequested',
      'FormViewed',
      'ClickwallCalled',
      'PartnerRequestError',
      'ProductViewed',
      'ProductViewed',
    ]);
    expect(r.h.recorded[1]?.payload).toMatchObject({ vertical: 'home' });
    expect(r.h.recorded.filter((e) => e.name === 'ProductViewed').map((e) => e.payload.product)).toEqual([
      { carrier: first, partner: first, productId: `${first}-q`, adType: 'quote', position: 1, price: 105 },
      { carrier: 'hippo', partner: 'hippo', productId: 'ad-hippo', adType: 'ad', position: 2 },
    ]);
    const text = JSON.stringify(r.h.recorded);
    for (const v of ['Zebulon', 'zeb.q@example.com', 'Quixote', '78701']) expect(text).not.toContain(v);
  });

  it('sends the ads-alone page for a renters shopper with no eligibility: isAgency false, no quote request', async () => {
    const r = start({}, rentersUser());
    await vi.advanceTimersByTimeAsync(0);
    expect(r.h.names()).toEqual(['AgencyEligibility', 'FormViewed', 'ProductViewed']);
    expect(r.h.recorded[0]?.payload).toEqual({ event: 'AgencyEligibility', isAgency: false });
    expect(r.h.recorded[1]?.payload).toMatchObject({ stepContext: { stepId: 'homeResults', stepType: 'results' } });
  });
});
