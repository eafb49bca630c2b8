import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_CARRIERS } from '../../domain/carriers';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { Ad, Quote } from '../../contract';
import { HomeUser, type PropertyUser, RentersUser } from '../../contract/property';
import { sampleAd } from '../../testing/sampleAd';
import { homeResultsMachine } from './homeResults.machine';
import { homePartners, homeRulesFacts, NO_HOME_RULES } from './homeResults.setup';
import { selectHomeOnlineRef, selectHomeResultsView } from './homeResults.selectors';
import type { HomeResultsEvent, HomeRules, PartnerInput, PhoneInput } from './homeResults.types';
import { resultsPathOf } from '../app/results.routes';
import { ratecallMachine } from '../ratecall/ratecall.machine';
import type { PostQuoteRules, PostQuoteRulesInput } from '../ratecall/postQuoteRules';

// The home results chart (spec 001 sections 2, 4 and 7; docs/decisions/0082), every branch, with doubles parsed by
// the contract's schemas: a shape the sandbox never sends cannot pass here.

const address = { streetAddress: '500 Main St', city: 'Austin', state: 'TX', zip: '78701' };
const homeUser = (policyType: 'Home' | 'Condo' = 'Home'): PropertyUser =>
  HomeUser.parse({
    contact: { email: 'pat@example.com' },
    homePolicy: {
      occupants: [{ firstName: 'Pat' }],
      properties: [{ yearBuilt: 2001 }],
      policy: { policyType, address },
    },
  });
const rentersUser = (): PropertyUser =>
  RentersUser.parse({
    contact: { email: 'pat@example.com' },
    rentersPolicy: { occupants: [{ firstName: 'Pat' }], properties: [], policy: { address } },
  });

const quote = (carrierId: string, over: Partial<Quote> = {}): Quote =>
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
    ...over,
  });
const homeAd = (partner: string) => Ad.parse(sampleAd(partner, { product: 'home' }));

interface Fakes {
  /** The rules' answer, or the rules step failing outright. */
  rules?: Partial<HomeRules> | 'error';
  save?: 'ok' | 500 | 400;
  /** Evertree's answer (or its call failing). */
  evertree?: Quote[] | 'error';
  /** /home/ads by attempt: 'error' or the ads. */
  ads?: (attempt: number) => Ad[] | 'error';
  crm?: 'ok' | 'error';
  lead?: 'ok' | 'error';
  optedOut?: boolean;
  phone?: string | 'error';
}

function start(f: Fakes = {}, user = homeUser()) {
  const calls = { partners: [] as string[], ads: 0, crm: 0, lead: 0, slack: 0, redirect: [] as string[], saves: 0 };
  const partners = new Map<string, (e: HomeResultsEvent) => void>();
  const machine = homeResultsMachine.provide({
    actors: {
      userSync: fromCallback(({ receive, sendBack }) => {
        receive(() => {
          calls.saves++;
          if (f.save === undefined || f.save === 'ok')
            sendBack({ type: 'USER_SAVED', userId: 'a6f1c1de-0c39-4b7e-8d43-6f0b0c1b9d11', token: 'tok' });
          else if (f.save >= 500) sendBack({ type: 'USER_SAVE_RETRYING', code: 'user_save_failed', status: f.save });
          else sendBack({ type: 'USER_SAVE_FAILED', code: 'user_save_failed', status: f.save });
        });
      }),
      decideHomeResults: fromPromise(async () => {
        if (f.rules === 'error') throw new Error('rules unreadable');
        return { ...NO_HOME_RULES, ...f.rules };
      }),
      askPartner: fromCallback<HomeResultsEvent, PartnerInput>(({ input, sendBack }) => {
        calls.partners.push(input.carrierId);
        partners.set(input.carrierId, sendBack);
      }),
      askEvertree: fromPromise(async () => {
        if (f.evertree === 'error') throw { code: 'rc1_quotes_error', status: 500 };
        return f.evertree ?? [];
      }),
      leaveForEvertree: fromCallback(({ input }: { input: { url: string } }) => {
        calls.redirect.push(input.url);
      }),
      fetchHomeAds: fromPromise(async () => {
        calls.ads++;
        const answer = f.ads ? f.ads(calls.ads) : [homeAd('hippo')];
        if (answer === 'error') throw { code: 'no_ads', status: 0 };
        return answer;
      }),
      handoffCrm: fromPromise(async () => {
        calls.crm++;
        if (f.crm === 'error') throw { code: 'results_error', status: 422 };
        return 'c1b2d3e4-0000-4000-8000-000000000001';
      }),
      handoffLead: fromPromise(async () => {
        calls.lead++;
        if (f.lead === 'error') throw { code: 'network_error', status: 0 };
        return 'c1b2d3e4-0000-4000-8000-000000000002';
      }),
      handoffSlack: fromPromise(async () => {
        calls.slack++;
        return 'c1b2d3e4-0000-4000-8000-000000000003';
      }),
      fetchResultsPhone: fromPromise<string | null, PhoneInput>(async () => {
        if (f.phone === 'error') throw new Error('lookup failed');
        return f.phone ?? '8005550100';
      }),
      // The rate-call chart whose calls never answer: the session waits at its first call.
      ratecall: ratecallMachine.provide({
        actors: {
          fetchPostQuoteRules: fromPromise<PostQuoteRules, PostQuoteRulesInput>(() => new Promise(() => {})),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { user, server: {}, optedOut: f.optedOut } }).start();
  const answer = (carrierId: string, quotes: Quote[]) =>
    partners.get(carrierId)?.({ type: 'CARRIER_ANSWERED', carrierId, quotes });
  const fail = (carrierId: string) =>
    partners.get(carrierId)?.({ type: 'CARRIER_FAILED', carrierId, code: 'rc1_quotes_error' });
  const flow = () => (actor.getSnapshot().value as { flow: unknown }).flow;
  const path = () => resultsPathOf(actor.getSnapshot(), '/postQuotesFlow/home');
  return { actor, machine, calls, answer, fail, flow, path, context: () => actor.getSnapshot().context };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the home results chart', () => {
  it('with no agency or partner eligibility loads the ads alone on /home/results, and exports nobody to the CRM', async () => {
    const r = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.flow()).toBe('ADS');
    expect(r.path()).toBe('/home/results');
    expect(r.calls.partners).toEqual([]);
    expect(r.calls.crm).toBe(0);
    expect(r.context().adStatus).toBe('Completed');
    expect(selectHomeResultsView(r.actor.getSnapshot())).toMatchObject({ page: 'ads', policy: 'home', quoteCount: 0 });
  });

  it('takes every rule at its default when the rules step fails outright: the ads alone, never a loader forever', async () => {
    const r = start({ rules: 'error' });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.flow()).toBe('ADS');
    expect(r.path()).toBe('/home/results');
    expect(r.context().rules).toEqual(NO_HOME_RULES);
  });

  it('asks each partner once beside the ads on /home/quotes, shows each card as it answers, and exports to the CRM', async () => {
    const r = start({ rules: { agency: true, partner: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.partners).toEqual(['quinstreet', 'libertymutual', 'branch']);
    expect(r.path()).toBe('/home/quotes');
    expect(r.context().quoteStatus).toBe('InProgress');
    expect(r.calls.crm).toBe(1);
    expect(r.calls.lead).toBe(1);
    expect(r.calls.slack).toBe(0);
    expect(r.context().handoff).toEqual({ crm: 'sent', slack: 'notSent', lead: 'sent' });
    r.answer('branch', [quote('branch')]);
    expect(r.context().quotes.map((q) => q.carrierId)).toEqual(['branch']);
    expect(selectHomeResultsView(r.actor.getSnapshot())).toMatchObject({ page: 'quotes', pending: 2, quoteCount: 1 });
    r.answer('quinstreet', [quote('safeco', { monthlyPayPlan: { totalAmount: 960, numberOfPayments: 12 } })]);
    r.answer('libertymutual', [quote('libertymutual')]);
    expect(r.context().quoteStatus).toBe('Completed');
    expect(r.flow()).toBe('QUOTES');
    const view = selectHomeResultsView(r.actor.getSnapshot());
    expect(view.offers.map((o) => o.key)).toEqual(['q:safeco-q', 'q:branch-q', 'q:libertymutual-q', 'a:ad-hippo']);
    expect(view.lowestKey).toBe('q:safeco-q');
    expect(view.phoneNumber).toBe('8005550100');
  });

  it('still reaches the clickwall when a partner fails, and a late answer from it is ignored', async () => {
    const r = start({ rules: { partner: true } });
    await vi.advanceTimersByTimeAsync(0);
    r.fail('branch');
    expect(r.context().quoteStatus).toBe('Completed');
    expect(r.flow()).toBe('QUOTES');
    r.answer('branch', [quote('branch')]);
    expect(r.context().quotes).toEqual([]);
  });

  it('offers Continue online only on a quote its carrier sells online for the policy type (decision 0088)', async () => {
    const r = start({ rules: { lemonadeDirect: true, agency: true }, phone: '8005550199' });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('lemonade', [quote('lemonade', { onlineBind: true })]);
    // Quinstreet's agency quote: online-bind by the sandbox's word, but no property chain is Quinstreet's.
    r.answer('quinstreet', [quote('quinstreet', { onlineBind: true })]);
    r.answer('libertymutual', []);
    const cards = selectHomeResultsView(r.actor.getSnapshot()).offers.flatMap((o) =>
      o.kind === 'quote' ? [o.quote] : [],
    );
    expect(Object.fromEntries(cards.map((q) => [q.carrierId, q.onlineBind]))).toEqual({
      quinstreet: false,
      lemonade: true,
    });
    expect(
      r.actor.getSnapshot().can({ type: 'CONTINUE_ONLINE', carrierId: 'quinstreet', quoteId: 'quinstreet-q' }),
    ).toBe(false);
  });

  it('continues online with the property user, on the post-quote routes, and comes back to the same quotes', async () => {
    const r = start({ rules: { lemonadeDirect: true } });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('lemonade', [quote('lemonade', { onlineBind: true })]);
    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'lemonade', quoteId: 'lemonade-q' });
    expect(r.flow()).toBe('ONLINE');
    expect(selectHomeResultsView(r.actor.getSnapshot()).page).toBe('online');
    expect(r.path()).toMatch(/^\/postQuotesFlow\/home\/lemonade\//);
    const ratecall = selectHomeOnlineRef(r.actor.getSnapshot())!.getSnapshot();
    expect(ratecall.context.user).toBe(r.context().user);
    expect(ratecall.context.online?.policyType).toBe('home');
    expect(ratecall.context.online?.quote.quoteId).toBe('lemonade-q');
    r.actor.send({ type: 'BACK_TO_QUOTES' });
    expect(r.flow()).toBe('QUOTES');
    expect(r.context().chosen).toBeNull();
    expect(r.path()).toBe('/home/quotes');
    expect(selectHomeOnlineRef(r.actor.getSnapshot())).toBeUndefined();
  });

  it('restores the purchase from the persisted snapshot on a reload, the home session with it', async () => {
    const r = start({ rules: { lemonadeDirect: true } });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('lemonade', [quote('lemonade', { onlineBind: true })]);
    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'lemonade', quoteId: 'lemonade-q' });
    const persisted = JSON.parse(JSON.stringify(r.actor.getPersistedSnapshot()));
    r.actor.stop();
    const restored = createActor(r.machine, { snapshot: persisted, input: { user: homeUser(), server: {} } }).start();
    expect((restored.getSnapshot().value as { flow: unknown }).flow).toBe('ONLINE');
    const ratecall = selectHomeOnlineRef(restored.getSnapshot())!.getSnapshot();
    expect(ratecall.context.online?.policyType).toBe('home');
    expect(ratecall.context.online?.quote.quoteId).toBe('lemonade-q');
    expect(resultsPathOf(restored.getSnapshot(), '/postQuotesFlow/home')).toMatch(
      /^\/postQuotesFlow\/home\/lemonade\//,
    );
    restored.stop();
  });

  it('asks renters partners for a renters user and says renters', async () => {
    const r = start({ rules: { partner: true, lemonadeDirect: true } }, rentersUser());
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.partners).toEqual(['lemonade']);
    expect(selectHomeResultsView(r.actor.getSnapshot()).policy).toBe('renters');
  });

  it('redirects an Evertree-eligible shopper to the quote page its id names', async () => {
    const url = 'https://www.evertreeinsurance.com/quote?evertree_id=ET-TX-1';
    const r = start({
      rules: { evertree: true },
      evertree: [quote('evertree', { msgStatus: 'redirect', urlId: 'ET-TX-1', click_url: url })],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.flow()).toBe('EVERTREE_REDIRECT');
    expect(r.calls.redirect).toEqual([url]);
    expect(r.path()).toBe('/home/quotes');
    expect(r.calls.ads).toBe(0);
  });

  it.each([
    ['without an Evertree id', [quote('evertree', { msgStatus: 'failed' })] as Quote[] | 'error'],
    ['when the call fails', 'error' as const],
  ])('shows evertree_error %s, and a retry starts again', async (_, evertree) => {
    const r = start({ rules: { evertree: true }, evertree });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.flow()).toBe('EVERTREE_ERROR');
    expect(r.path()).toBe('/error');
    expect(r.context().error).toMatchObject({ code: 'evertree_error' });
    expect(r.context().quoteStatus).toBe('Completed');
    expect(r.calls.redirect).toEqual([]);
    r.actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.saves).toBe(2);
    expect(r.flow()).toBe('EVERTREE_ERROR');
  });

  it('retries the ads at 1 s, 2 s and 4 s, then ends Completed without them: the no-agency error', async () => {
    const r = start({ ads: () => 'error' });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.ads).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.calls.ads).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.calls.ads).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(r.calls.ads).toBe(4);
    expect(r.flow()).toBe('NO_AGENCY_ERROR');
    expect(r.context().adStatus).toBe('Completed');
  });

  it('takes the ads of a retry, and with quotes and no ads still shows the quotes', async () => {
    const r = start({ rules: { partner: true }, ads: (n) => (n < 2 ? [] : [homeAd('hippo')]) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.context().ads.map((a) => a.partner)).toEqual(['hippo']);
    const s = start({ rules: { partner: true }, ads: () => 'error' });
    await vi.advanceTimersByTimeAsync(0);
    s.answer('branch', [quote('branch')]);
    await vi.advanceTimersByTimeAsync(7000);
    expect(s.flow()).toBe('QUOTES');
  });

  it('ends on the no-ads error with neither a quote nor an ad, and keeps a CRM failure from the shopper', async () => {
    const r = start({ rules: { partner: true }, ads: () => [], crm: 'error' });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('branch', []);
    await vi.advanceTimersByTimeAsync(7000);
    expect(r.flow()).toBe('NO_ADS_ERROR');
    expect(r.context().handoff.crm).toBe('failed');
    expect(r.context().error?.code).toBe('no_ads');
  });

  it('asks no ad and hands off no one for an opted-out shopper, who sees the clickwall or the results page, never an ads error', async () => {
    const r = start({ rules: { partner: true }, optedOut: true });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('branch', []);
    await vi.advanceTimersByTimeAsync(7000);
    expect(r.flow()).toBe('QUOTES');
    expect(r.calls.ads).toBe(0);
    expect(r.calls.crm + r.calls.lead + r.calls.slack).toBe(0);
    expect(r.context().handoff).toEqual({ crm: 'skipped', slack: 'notSent', lead: 'skipped' });
    const none = start({ optedOut: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(none.flow()).toBe('ADS');
    expect(none.calls.ads).toBe(0);
  });

  it('records a failed lead without showing it', async () => {
    const r = start({ rules: { partner: true }, lead: 'error' });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.context().handoff).toEqual({ crm: 'sent', slack: 'notSent', lead: 'failed' });
    expect(r.path()).toBe('/home/quotes');
  });

  it('shows the general error for a refused save and the 500 page for a failing server', async () => {
    const a = start({ save: 400 });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.flow()).toBe('GENERAL_ERROR');
    const b = start({ save: 500 });
    await vi.advanceTimersByTimeAsync(0);
    expect(b.flow()).toBe('SERVER_ERROR');
  });

  it('falls back to the default number when the phone lookup fails', async () => {
    const r = start({ phone: 'error' });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.context().phoneNumber).toBeNull();
  });
});

describe('the home results rules', () => {
  it('ask no partner without eligibility, and name each eligible partner once', () => {
    expect(homePartners(NO_HOME_RULES, homeUser())).toEqual([]);
    const all = { ...NO_HOME_RULES, agency: true, partner: true, lemonadeDirect: true };
    expect(homePartners(all, homeUser())).toEqual(['quinstreet', 'libertymutual', 'branch', 'lemonade']);
    expect(homePartners(all, rentersUser())).toEqual(['quinstreet', 'libertymutual', 'lemonade']);
    // The home start page promises this many carriers (src/ui/layouts/StartIntro.tsx).
    expect(homePartners(all, homeUser())).toHaveLength(HOME_CARRIERS.length);
  });

  it('send the rules the policy type and place, never a name, street or email', () => {
    const facts = homeRulesFacts({ user: homeUser('Condo'), partner: '' });
    expect(facts).toEqual({ policyType: 'condo', state: 'TX', zip: '78701', partner: '' });
  });
});

describe('the auto bundle on the home results (docs/decisions/0085)', () => {
  const bundling = (isAutoBundle?: boolean): PropertyUser =>
    HomeUser.parse({
      contact: { email: 'pat@example.com' },
      homePolicy: {
        occupants: [{ firstName: 'Pat' }],
        properties: [],
        policy: { address, bundlePolicies: ['auto'], ...(isAutoBundle ? { isAutoBundle } : {}) },
      },
    });
  const bundleOf = (r: ReturnType<typeof start>) => (r.actor.getSnapshot().value as { bundle: string }).bundle;

  it('offers it once the results show: a card by bundleOnResultsPage, a pop-up by bundlePopUp that the shopper closes', async () => {
    const page = start({ rules: { agency: true, bundle: 'page' } }, bundling());
    await vi.advanceTimersByTimeAsync(0);
    expect(bundleOf(page)).toBe('WAITING');
    for (const id of ['quinstreet', 'libertymutual']) page.answer(id, [quote(id)]);
    expect(page.flow()).toBe('QUOTES');
    expect(bundleOf(page)).toBe('ON_PAGE');
    expect(selectHomeResultsView(page.actor.getSnapshot()).bundle).toBe('page');

    const popUp = start({ rules: { bundle: 'popUp' } }, bundling());
    await vi.advanceTimersByTimeAsync(0);
    expect(popUp.flow()).toBe('ADS');
    expect(selectHomeResultsView(popUp.actor.getSnapshot()).bundle).toBe('popUp');
    popUp.actor.send({ type: 'DISMISS_BUNDLE' });
    expect(bundleOf(popUp)).toBe('DISMISSED');
    expect(selectHomeResultsView(popUp.actor.getSnapshot()).bundle).toBeNull();
  });

  it('offers none to a shopper who did not ask to bundle, who came from auto, or where neither rule shows it', async () => {
    for (const [rules, user] of [
      [{ bundle: 'page' }, homeUser()],
      [{ bundle: 'popUp' }, bundling(true)],
      [{}, bundling()],
    ] as const) {
      const r = start({ rules }, user);
      await vi.advanceTimersByTimeAsync(0);
      expect(r.flow()).toBe('ADS');
      expect(bundleOf(r)).toBe('NOT_OFFERED');
    }
  });
});
