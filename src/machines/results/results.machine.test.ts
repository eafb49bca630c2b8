import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyStateMachine, createActor, createMachine, fromCallback, fromPromise } from 'xstate';
import type { Ad, AutoUser, Quote } from '../../contract';
import { LeadClass } from '../../contract/classification';
import { initialUser } from '../intake/initialUser';
import { resultsMachine } from './results.machine';
import type { ratecallMachine } from '../ratecall/ratecall.machine';
import type { ChainResult, RatecallInput } from '../ratecall/ratecall.types';
import { emptyBindUser } from '../bind/bindUser';
import {
  DEFAULT_BUNDLE_COPY,
  selectBundle,
  selectExtras,
  selectOnlineRef,
  selectResultsView,
} from './results.selectors';
import { DEFAULT_OFFER_RULES } from '../../domain/offers';
import type {
  AdsInput,
  BundleCopy,
  ClassifiedLead,
  CarrierInput,
  PhoneInput,
  ResultsEvent,
  ResultsInput,
  ResultsRules,
} from './results.types';
import { sampleAd } from '../../testing/sampleAd';
import { partnerEligibility } from '../../testing/partnerEligibility';
import type { PartnerEligibility } from '../../contract/rules';

const quote = (carrierId: string, monthlyTotal = 900): Quote => ({
  carrier: carrierId,
  carrierId,
  partner: carrierId,
  quoteId: `${carrierId}-q`,
  msgStatus: 'success',
  coverages: {},
  termMonths: 6,
  onlineBind: true,
  fullPayPlan: { totalAmount: monthlyTotal - 50, numberOfPayments: 1 },
  monthlyPayPlan: { totalAmount: monthlyTotal, numberOfPayments: 6 },
});
const ad = sampleAd;

function shopper(state: 'TX' | 'MA' = 'TX'): AutoUser {
  const u = initialUser();
  u.autoPolicy.policy.state = state;
  return u;
}

interface Fakes {
  agency?: boolean;
  save?: 'ok' | 500 | 400 | 0;
  flags?: PartnerEligibility | null;
  /** The media-ad answers, by attempt (missing: empty list). */
  mediaAlpha?: (attempt: number) => Ad[] | 'error';
  fallback?: Ad[] | 'error';
  /** bundleOnResultsPage / bundlePopUp's answer, and the renters quotes (or their failure). */
  bundle?: 'page' | 'popUp' | null;
  /** editableBundlePopUpCopy's copy, as the actor reads it. */
  bundleCopy?: BundleCopy | null;
  rentersQuotes?: Quote[] | 'error';
  /** The results number's lookup: a number, or a failure. */
  phone?: string | 'error';
  /** A stand-in for the rate-call chart the ONLINE state invokes. */
  ratecall?: AnyStateMachine;
  /** What decideAgency answers beyond its defaults (maAutoAggregators, mockMaAd...). */
  rules?: Partial<ResultsRules>;
  /** userClassification's class beside the classification (null: the rule did not decide; absent: not asked). */
  userClass?: 'preferred' | 'standard' | 'nonstandard' | null;
  /** The shopper opted out (issue 32). */
  optedOut?: boolean;
  /** The clickwall's hand-off calls failing. */
  handoffFails?: boolean;
}

function start(f: Fakes = {}, user = shopper()) {
  const calls = {
    mediaAlpha: [] as number[],
    fallback: [] as number[],
    carriers: [] as string[],
    saves: [] as AutoUser[],
    renters: [] as string[],
    rentersAds: 0,
    phone: [] as string[],
    mediaAlphaInputs: [] as AdsInput[],
    handoffs: [] as string[],
  };
  const carriers = new Map<string, (e: ResultsEvent) => void>();
  const t0 = Date.now();
  const rules: ResultsRules = {
    agencyAllowed: f.agency ?? true,
    offers: DEFAULT_OFFER_RULES,
    libertyMutualDirect: true,
    adPlacement: null,
    ...f.rules,
  };
  let attempt = 0;
  const machine = resultsMachine.provide({
    actors: {
      userSync: fromCallback(({ receive, sendBack }) => {
        receive((e: { user: AutoUser }) => {
          calls.saves.push(e.user);
          if (f.save === undefined || f.save === 'ok')
            sendBack({ type: 'USER_SAVED', userId: 'a6f1c1de-0c39-4b7e-8d43-6f0b0c1b9d11', token: 'tok' });
          // The save queue retries a 5xx (and says so) and refuses a 4xx.
          else if (f.save >= 500 || f.save === 0)
            sendBack({ type: 'USER_SAVE_RETRYING', code: 'user_save_failed', status: f.save });
          else sendBack({ type: 'USER_SAVE_FAILED', code: 'user_save_failed', status: f.save });
        });
      }),
      decideAgency: fromPromise(async () => rules),
      classifyLead: fromPromise<ClassifiedLead, ResultsInput>(async () => ({
        ...LeadClass.parse({ tier: 'standard', points: 1, reasons: [] }),
        ...(f.userClass === undefined ? {} : { userClassification: f.userClass }),
      })),
      fetchPartnerEligibility: fromPromise(async () =>
        f.flags === undefined ? partnerEligibility('safeco', 'rootAgency') : f.flags,
      ),
      askCarrier: fromCallback<ResultsEvent, CarrierInput>(({ input, sendBack }) => {
        calls.carriers.push(input.carrierId);
        carriers.set(input.carrierId, sendBack);
      }),
      fetchMediaAlpha: fromPromise<Ad[], AdsInput>(async ({ input }) => {
        calls.mediaAlphaInputs.push(input);
        attempt++;
        calls.mediaAlpha.push(Date.now() - t0);
        const answer = f.mediaAlpha ? f.mediaAlpha(attempt) : [];
        if (answer === 'error') throw { code: 'network_error', status: 0 };
        return answer;
      }),
      decideBundle: fromPromise(async () => ({ display: f.bundle ?? null, copy: f.bundleCopy ?? null })),
      fetchRentersQuotes: fromPromise(async ({ input }: { input: ResultsInput }) => {
        calls.renters.push(input.user.autoPolicy.policy.zip ?? '');
        if (f.rentersQuotes === 'error') throw { code: 'rc1_quotes_error', status: 500 };
        return f.rentersQuotes ?? [];
      }),
      fetchRentersAds: fromPromise(async () => {
        calls.rentersAds++;
        return [ad('lemonade')];
      }),
      ...Object.fromEntries(
        (['handoffCrm', 'handoffLead', 'handoffSlack'] as const).map((name) => [
          name,
          fromPromise<string, unknown>(async () => {
            calls.handoffs.push(name);
            if (f.handoffFails) throw { code: 'network_error', status: 0 };
            return 'c1b2d3e4-0000-4000-8000-000000000001';
          }),
        ]),
      ),
      fetchFallbackAds: fromPromise<Ad[], AdsInput>(async () => {
        calls.fallback.push(Date.now() - t0);
        if (f.fallback === 'error') throw { code: 'network_error', status: 0 };
        return f.fallback ?? [];
      }),
      fetchResultsPhone: fromPromise<string | null, PhoneInput>(async ({ input }) => {
        calls.phone.push(input.trafficSource);
        if (f.phone === 'error') throw { code: 'phone_number_lookup_failed', status: 500 };
        return f.phone ?? null;
      }),
      ...(f.ratecall ? { ratecall: f.ratecall as typeof ratecallMachine } : {}),
    },
  });
  const actor = createActor(machine, { input: { user, server: {}, optedOut: f.optedOut } });
  actor.start();
  const answer = (carrierId: string, quotes: Quote[]) =>
    carriers.get(carrierId)?.({ type: 'CARRIER_ANSWERED', carrierId, quotes });
  const fail = (carrierId: string) =>
    carriers.get(carrierId)?.({ type: 'CARRIER_FAILED', carrierId, code: 'rc1_quotes_error' });
  return { actor, calls, answer, fail, flow: () => (actor.getSnapshot().value as { flow: unknown }).flow };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the results flow', () => {
  it('saves the user, classifies, asks each partner carrier once, and shows each card as its carrier answers', async () => {
    const r = start({ mediaAlpha: () => [ad('progressive')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.carriers).toEqual(['safeco', 'root', 'fasttrack']);
    const c = () => r.actor.getSnapshot().context;
    expect(c().userCreated).toBe(true);
    expect(c().classification?.tier).toBe('standard');
    expect(c().quoteStatus).toBe('InProgress');
    r.answer('root', [quote('root')]);
    expect(c().quotes.map((q) => q.carrierId)).toEqual(['root']);
    expect(r.actor.getSnapshot().hasTag('state:fetching')).toBe(true);
    r.fail('safeco');
    r.answer('fasttrack', [quote('fasttrack')]);
    expect(c().quoteStatus).toBe('Completed');
    expect(c().adStatus).toBe('Completed');
    expect(r.flow()).toBe('RESULTS');
  });

  it("puts userClassification's class on the user's tracking, so every later save carries it (decision 0097)", async () => {
    const r = start({ userClass: 'preferred' });
    await vi.advanceTimersByTimeAsync(0);
    const c = () => r.actor.getSnapshot().context;
    expect(c().user.tracking.userClassification).toBe('preferred');
    expect(c().classification).toEqual({ tier: 'standard', points: 1, reasons: [] });
    // The rule did not decide: a class a returning shopper carried is taken away, not kept stale.
    const stale = shopper();
    stale.tracking.userClassification = 'nonstandard';
    const none = start({ userClass: null }, stale);
    await vi.advanceTimersByTimeAsync(0);
    expect(none.actor.getSnapshot().context.user.tracking).not.toHaveProperty('userClassification');
    // Not asked (a classification without the rule's word): the tracking is left as it was.
    const kept = start({}, stale);
    await vi.advanceTimersByTimeAsync(0);
    expect(kept.actor.getSnapshot().context.user.tracking.userClassification).toBe('nonstandard');
  });

  it('hands the shopper at the agency clickwall to the CRM and the lead service, in the background, once', async () => {
    const r = start({ mediaAlpha: () => [ad('progressive')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.handoffs.sort()).toEqual(['handoffCrm', 'handoffLead']);
    expect(r.actor.getSnapshot().context.handoff).toEqual({ crm: 'sent', slack: 'notSent', lead: 'sent' });
    expect(r.actor.getSnapshot().value).toMatchObject({ handoff: 'DONE' });
    // The quotes never waited on it: the clickwall is still fetching them.
    expect(r.actor.getSnapshot().hasTag('state:fetching')).toBe(true);
  });

  it('records a failed hand-off without showing it, and hands off no one without the agency experience', async () => {
    const r = start({ mediaAlpha: () => [ad('progressive')], handoffFails: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.actor.getSnapshot().context.handoff).toEqual({ crm: 'failed', slack: 'notSent', lead: 'failed' });
    for (const c of ['safeco', 'root', 'fasttrack']) r.answer(c, [quote(c)]);
    expect(r.flow()).toBe('RESULTS');
    const adsOnly = start({ agency: false, mediaAlpha: () => [ad('progressive')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(adsOnly.flow()).toBe('RESULTS');
    expect(adsOnly.calls.handoffs).toEqual([]);
    expect(adsOnly.actor.getSnapshot().value).toMatchObject({ handoff: 'WAITING' });
  });

  it('makes no ad call, asks no Quinstreet, Safeco or GEICO quote and hands off no one for an opted-out shopper', async () => {
    const flags = partnerEligibility('safeco', 'quinstreetAgency', 'geicoAuto', 'rootAgency');
    const normal = start({ flags, mediaAlpha: () => [ad('progressive')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(normal.calls.carriers).toEqual(['safeco', 'root', 'geico', 'fasttrack']);

    const r = start({ flags, optedOut: true, mediaAlpha: () => [ad('progressive')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.carriers).toEqual(['root', 'fasttrack']);
    expect(r.calls.mediaAlpha).toEqual([]);
    expect(r.calls.handoffs).toEqual([]);
    expect(r.actor.getSnapshot().context.handoff).toEqual({ crm: 'skipped', slack: 'notSent', lead: 'skipped' });
    r.answer('root', [quote('root')]);
    r.answer('fasttrack', [quote('fasttrack')]);
    expect(r.flow()).toBe('RESULTS');
    expect(r.calls.fallback).toEqual([]);
  });

  it('shows an opted-out shopper the results page, never an ads error, when there is nothing to show', async () => {
    const ma = start({ optedOut: true, flags: partnerEligibility('rootAgency') }, shopper('MA'));
    await vi.advanceTimersByTimeAsync(0);
    ma.fail('root');
    ma.fail('fasttrack');
    expect(ma.flow()).toBe('RESULTS');
    const adsOnly = start({ agency: false, optedOut: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(adsOnly.flow()).toBe('RESULTS');
    expect(adsOnly.calls.mediaAlpha).toEqual([]);
  });

  it('asks no renters ad for an opted-out renting bundler, and still shows the renters quotes', async () => {
    const renter = shopper();
    renter.autoPolicy.policy.isRentersBundle = true;
    renter.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
    const r = start(
      { optedOut: true, flags: partnerEligibility(), bundle: 'page', rentersQuotes: [quote('lemonade')] },
      renter,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.rentersAds).toBe(0);
    expect(r.actor.getSnapshot().context.bundle.quotes.map((q) => q.carrierId)).toEqual(['lemonade']);
    expect(r.actor.getSnapshot().value).toMatchObject({ bundle: 'SHOWN' });
  });

  it('compares two or three shown quotes side by side, and closes the comparison below two', async () => {
    const r = start({
      mediaAlpha: () => [ad('progressive')],
      flags: partnerEligibility('safeco', 'rootAgency', 'lemonade'),
    });
    await vi.advanceTimersByTimeAsync(0);
    for (const c of ['safeco', 'root', 'lemonade', 'fasttrack']) r.answer(c, [quote(c)]);
    const view = () => selectResultsView(r.actor.getSnapshot());
    const toggle = (carrierId: string) => r.actor.send({ type: 'TOGGLE_COMPARE', key: `q:${carrierId}-q` });
    toggle('safeco');
    r.actor.send({ type: 'OPEN_COMPARISON' });
    expect(view().comparing).toBe(false);
    toggle('root');
    toggle('lemonade');
    // At most three: a fourth is refused; a quote that is not shown cannot be ticked.
    toggle('fasttrack');
    r.actor.send({ type: 'TOGGLE_COMPARE', key: 'q:nobody' });
    expect(view().compared).toEqual(['q:safeco-q', 'q:root-q', 'q:lemonade-q']);
    r.actor.send({ type: 'OPEN_COMPARISON' });
    expect(view().comparing).toBe(true);
    toggle('root');
    expect(view().comparing).toBe(true);
    toggle('lemonade');
    expect(view()).toMatchObject({ comparing: false, compared: ['q:safeco-q'] });
  });

  it('marks the aggregators maAutoAggregators names, shows them after the carriers, and keeps the flag when it did not decide', async () => {
    const exchange = () => [
      ad('quinstreet', { carrier: 'CarInsurance.com', adId: 'a-ci', position: 1 }),
      ad('progressive', { carrier: 'Progressive', adId: 'a-pr', position: 2 }),
      ad('quinstreet', { carrier: 'Insurance.com', adId: 'a-ic', position: 3, isAggregator: true }),
    ];
    const r = start({ mediaAlpha: exchange, rules: { aggregators: ['carinsurance.com'] } });
    await vi.advanceTimersByTimeAsync(0);
    for (const c of ['safeco', 'root', 'fasttrack']) r.fail(c);
    expect(r.flow()).toBe('RESULTS');
    const ads = () => r.actor.getSnapshot().context.ads;
    // The rule's list decides: CarInsurance.com is one, Insurance.com (flagged by the exchange) is not.
    expect(ads().map((a) => [a.carrier, a.isAggregator])).toEqual([
      ['CarInsurance.com', true],
      ['Progressive', false],
      ['Insurance.com', false],
    ]);
    const shown = selectResultsView(r.actor.getSnapshot()).offers.flatMap((o) =>
      o.kind === 'ad' ? [o.ad.carrier] : [],
    );
    expect(shown).toEqual(['Progressive', 'Insurance.com', 'CarInsurance.com']);
    // Undecided (the default, null): the exchange's own flag stands.
    const d = start({ mediaAlpha: exchange });
    await vi.advanceTimersByTimeAsync(0);
    expect(d.actor.getSnapshot().context.ads.map((a) => a.isAggregator)).toEqual([false, false, true]);
    expect(d.calls.mediaAlphaInputs[0].mockAd).toBeUndefined();
  });

  it('asks the media-ad slot for the mock ad when mockMaAd decided so', async () => {
    const r = start({ mediaAlpha: () => [ad('mock')], rules: { mockAd: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.mediaAlphaInputs.map((i) => i.mockAd)).toEqual([true]);
  });

  it("looks the results number up by the shopper's traffic source, once, beside the results", async () => {
    const user = shopper();
    user.tracking.sourceName = 'bankrate';
    const r = start({ mediaAlpha: () => [ad('progressive')], phone: '8005550131' }, user);
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.phone).toEqual(['bankrate']);
    expect(r.actor.getSnapshot().context.phoneNumber).toBe('8005550131');
    expect(r.actor.getSnapshot().matches({ phone: 'DONE' })).toBe(true);
  });

  it('keeps no results number when its lookup fails: the header falls back', async () => {
    const r = start({ mediaAlpha: () => [ad('progressive')], phone: 'error' });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.phone).toEqual(['']);
    expect(r.actor.getSnapshot().context.phoneNumber).toBeNull();
    expect(r.actor.getSnapshot().matches({ phone: 'DONE' })).toBe(true);
  });

  it('goes to the clickwall when every partner quote fails: the ads still show', async () => {
    const r = start({ mediaAlpha: () => [ad('progressive')] });
    await vi.advanceTimersByTimeAsync(0);
    for (const c of ['safeco', 'root', 'fasttrack']) r.fail(c);
    expect(r.flow()).toBe('RESULTS');
    expect(r.actor.getSnapshot().context.ads).toHaveLength(1);
  });

  it('retries the media-ad exchange at 1 s, 2 s and 4 s, then asks the fallback exchange', async () => {
    const r = start({ flags: partnerEligibility(), fallback: [ad('root')] });
    await vi.advanceTimersByTimeAsync(0);
    // The fast-track carrier is always asked (docs/spec-decisions.md).
    r.answer('fasttrack', []);
    expect(r.calls.mediaAlpha).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(r.calls.mediaAlpha).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.calls.mediaAlpha).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.calls.mediaAlpha).toEqual([0, 1000, 3000]);
    await vi.advanceTimersByTimeAsync(3999);
    expect(r.calls.fallback).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.calls.mediaAlpha).toEqual([0, 1000, 3000, 7000]);
    expect(r.calls.fallback).toEqual([7000]);
    expect(r.actor.getSnapshot().context.ads.map((a) => a.partner)).toEqual(['root']);
    expect(r.flow()).toBe('RESULTS');
  });

  it('stops retrying as soon as an attempt returns ads, errors included', async () => {
    const r = start({
      flags: partnerEligibility(),
      mediaAlpha: (n) => (n === 1 ? 'error' : n === 2 ? [ad('allstate')] : []),
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.calls.mediaAlpha).toEqual([0, 1000]);
    expect(r.calls.fallback).toEqual([]);
  });

  it('sends a Massachusetts shopper with no ads to the clickwall error, and resets the loader 3000 ms later', async () => {
    const r = start({ flags: partnerEligibility(), fallback: 'error' }, shopper('MA'));
    await vi.advanceTimersByTimeAsync(0);
    r.fail('fasttrack');
    await vi.advanceTimersByTimeAsync(7000);
    expect(r.flow()).toBe('CLICKWALL_ERROR');
    const c = r.actor.getSnapshot().context;
    expect(c.error).toEqual({ kind: 'clickwall', code: 'clickwall_error', thrown: null });
    // Routed at 0 (loader hiding at 1.8 s), then the error page: the reset restarts, 3000 ms from the error.
    expect(r.actor.getSnapshot().context.loader).toBe(false);
  });

  it('resets the loader 3000 ms after an error page that the loader was still showing on', async () => {
    const r = start({ save: 400 });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.flow()).toBe('GENERAL_ERROR');
    expect(r.actor.getSnapshot().context.loader).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(r.actor.getSnapshot().context.loader).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.actor.getSnapshot().context.loader).toBe(false);
  });

  it("shows 'Internal Server Error' when the save answers 5xx, and starts again on retry", async () => {
    const r = start({ save: 500 });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.flow()).toBe('SERVER_ERROR');
    expect(r.actor.getSnapshot().context.error?.code).toBe('server_error');
    await vi.advanceTimersByTimeAsync(3000);
    r.actor.send({ type: 'RETRY' });
    expect(r.actor.getSnapshot().context.loader).toBe(true);
    expect(r.actor.getSnapshot().context.progress).toBe(0);
  });

  it('keeps loading while the queue retries a save the network lost, and shows the general error when refused', async () => {
    const lost = start({ save: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(lost.flow()).toEqual({ SAVE_USER: 'SAVING' });
    expect(lost.actor.getSnapshot().context.loader).toBe(true);
    const refused = start({ save: 400 });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.flow()).toBe('GENERAL_ERROR');
    expect(refused.actor.getSnapshot().context.error?.code).toBe('results_error');
  });

  it('opens the quick view of the click-out offers from its path, and goes back to the quotes from theirs', async () => {
    const r = start({ mediaAlpha: () => [ad('progressive')], flags: partnerEligibility() });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('fasttrack', []);
    await vi.advanceTimersByTimeAsync(0);
    expect(r.flow()).toBe('RESULTS');
    r.actor.send({ type: 'SHOW_PATH', path: '/no/such/page' });
    expect(r.flow()).toBe('RESULTS');
    r.actor.send({ type: 'SHOW_PATH', path: '/policy/1/quick-view-click-offers' });
    expect(r.flow()).toBe('QUICK_VIEW');
    expect(r.actor.getSnapshot().hasTag('step:quickView')).toBe(true);
    r.actor.send({ type: 'SHOW_PATH', path: '/policy/1/quick-view-click-offers' });
    expect(r.flow()).toBe('QUICK_VIEW');
    r.actor.send({ type: 'SHOW_PATH', path: '/quotes' });
    expect(r.flow()).toBe('RESULTS');
    r.actor.send({ type: 'SHOW_PATH', path: '/policy/2/quick-view-click-offers' });
    r.actor.send({ type: 'BACK_TO_QUOTES' });
    expect(r.flow()).toBe('RESULTS');
  });

  it('asks the extra questions the flow skipped in a modal that closes itself at 100 percent, saving each answer', async () => {
    const r = start({ mediaAlpha: () => [ad('progressive')], flags: partnerEligibility() });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('fasttrack', []);
    await vi.advanceTimersByTimeAsync(0);
    const view = () => selectExtras(r.actor.getSnapshot());
    expect(view().open).toBe(true);
    expect(view().questions.map((q) => q.id)).toEqual(['education', 'creditScore', 'military']);
    expect(view().progress).toBe(0);
    // Not one of its questions, or not one of its options: ignored.
    r.actor.send({ type: 'EXTRA_ANSWERED', questionId: 'education', value: 'x'.repeat(10_000) });
    r.actor.send({ type: 'EXTRA_ANSWERED', questionId: 'occupation', value: 'Engineer' });
    expect(view().progress).toBe(0);
    expect(r.calls.saves).toHaveLength(1);
    r.actor.send({ type: 'EXTRA_ANSWERED', questionId: 'education', value: 'Some College' });
    expect(view().progress).toBe(33);
    expect(r.calls.saves.at(-1)!.autoPolicy.operators[0].education).toBe('High School Diploma');
    r.actor.send({ type: 'EXTRA_ANSWERED', questionId: 'creditScore', value: 'Good (700-749)' });
    expect(view().progress).toBe(67);
    expect(view().open).toBe(true);
    r.actor.send({ type: 'EXTRA_ANSWERED', questionId: 'military', value: 'No' });
    expect(view().open).toBe(false);
    expect(view().progress).toBe(100);
    expect(r.calls.saves).toHaveLength(4);
    expect(r.calls.saves.at(-1)!.autoPolicy.operators[0].militaryAffiliation).toBe('No');
    // Back from the quick view: the modal does not open again.
    r.actor.send({ type: 'SHOW_PATH', path: '/policy/1/quick-view-click-offers' });
    r.actor.send({ type: 'SHOW_PATH', path: '/quotes' });
    expect(view().open).toBe(false);
  });

  it('closes the extra questions when the shopper does, and never asks what the flow asked or credit in MA', async () => {
    const r = start({ mediaAlpha: () => [ad('progressive')], flags: partnerEligibility() });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('fasttrack', []);
    await vi.advanceTimersByTimeAsync(0);
    r.actor.send({ type: 'CLOSE_EXTRAS' });
    expect(selectExtras(r.actor.getSnapshot()).open).toBe(false);
    expect(r.actor.getSnapshot().value).toMatchObject({ extras: 'DISMISSED' });
    const answered = shopper('MA');
    answered.autoPolicy.operators[0] = {
      ...answered.autoPolicy.operators[0],
      education: 'Master',
      militaryAffiliation: 'No',
    };
    const ma = start({ mediaAlpha: () => [ad('progressive')], flags: partnerEligibility() }, answered);
    await vi.advanceTimersByTimeAsync(0);
    ma.answer('fasttrack', []);
    await vi.advanceTimersByTimeAsync(0);
    expect(ma.actor.getSnapshot().value).toMatchObject({ extras: 'NOT_NEEDED' });
  });

  it("fetches a renting bundler's renters quotes and ads beside the auto results, as the bundle rules say", async () => {
    const renter = shopper();
    renter.autoPolicy.policy.zip = '78701';
    renter.autoPolicy.policy.isRentersBundle = true;
    renter.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
    const r = start(
      { mediaAlpha: () => [ad('progressive')], flags: partnerEligibility(), bundle: 'page', rentersQuotes: 'error' },
      renter,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(r.calls.renters).toEqual(['78701']);
    const view = () => selectBundle(r.actor.getSnapshot());
    expect(view().display).toBe('page');
    // A failed renters quote call still completes: the ads show.
    expect(r.actor.getSnapshot().context.bundle.quoteStatus).toBe('Completed');
    expect(view().offers.map((o) => o.kind)).toEqual(['ad']);
    expect(r.actor.getSnapshot().value).toMatchObject({ bundle: 'SHOWN' });

    const popUp = start(
      { mediaAlpha: () => [ad('progressive')], flags: partnerEligibility(), bundle: 'popUp' },
      renter,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(selectBundle(popUp.actor.getSnapshot()).display).toBe('popUp');
    popUp.actor.send({ type: 'DISMISS_BUNDLE' });
    expect(selectBundle(popUp.actor.getSnapshot()).display).toBeNull();

    const neither = start({ mediaAlpha: () => [ad('progressive')], flags: partnerEligibility(), bundle: null }, renter);
    await vi.advanceTimersByTimeAsync(0);
    expect(neither.actor.getSnapshot().value).toMatchObject({ bundle: 'NOT_BUNDLING' });
    expect(neither.calls.renters).toEqual([]);
    // Not a renter who asked for a bundle: nothing is asked at all.
    const owner = start({ mediaAlpha: () => [ad('progressive')], flags: partnerEligibility(), bundle: 'page' });
    await vi.advanceTimersByTimeAsync(0);
    expect(owner.actor.getSnapshot().value).toMatchObject({ bundle: 'NOT_BUNDLING' });
  });

  it("words the bundle pop-up with editableBundlePopUpCopy's renters copy, else the default copy", async () => {
    const renter = shopper();
    renter.autoPolicy.policy.isRentersBundle = true;
    renter.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
    const copy: BundleCopy = {
      productType: 'renters',
      headline: 'Add renters insurance to your auto quote',
      body: 'Renters insurance usually costs less than $20 a month.',
      cta: 'Add renters insurance',
    };
    const fakes = { mediaAlpha: () => [ad('progressive')], flags: partnerEligibility() };
    const popUp = start({ ...fakes, bundle: 'popUp', bundleCopy: copy }, renter);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectBundle(popUp.actor.getSnapshot()).copy).toEqual({
      headline: copy.headline,
      body: copy.body,
      cta: copy.cta,
    });
    // The rule's default (null), a home copy for a renter, or the offers beside the results: the default copy.
    for (const f of [
      { bundle: 'popUp' as const, bundleCopy: null },
      { bundle: 'popUp' as const, bundleCopy: { ...copy, productType: 'home' as const } },
      { bundle: 'page' as const, bundleCopy: copy },
    ]) {
      const r = start({ ...fakes, ...f }, renter);
      await vi.advanceTimersByTimeAsync(0);
      expect(selectBundle(r.actor.getSnapshot()).copy).toEqual(DEFAULT_BUNDLE_COPY);
    }
  });

  it('hides the loader 1.8 s after routing to the clickwall, the cards covered by it until then', async () => {
    const r = start({ mediaAlpha: () => [ad('progressive')] });
    const view = () => selectResultsView(r.actor.getSnapshot());
    expect(view()).toMatchObject({ page: 'loading', covered: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.actor.getSnapshot().context.loader).toBe(true);
    expect(view()).toMatchObject({ page: 'results', covered: true });
    await vi.advanceTimersByTimeAsync(1799);
    expect(r.actor.getSnapshot().context.loader).toBe(true);
    expect(view().covered).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.actor.getSnapshot().context.loader).toBe(false);
    expect(view()).toMatchObject({ page: 'results', covered: false });
  });

  it('does not cover an error page with the loader: the error shows at once, the loader above it', async () => {
    const r = start({ save: 400 });
    await vi.advanceTimersByTimeAsync(0);
    expect(r.flow()).toBe('GENERAL_ERROR');
    expect(selectResultsView(r.actor.getSnapshot())).toMatchObject({ page: 'error', loader: true, covered: false });
  });

  it('counts the progress 2 points a second and stops after 60 s', async () => {
    // The save never answers: the loader stays.
    const machine = resultsMachine.provide({ actors: { userSync: fromCallback(() => () => {}) } });
    const actor = createActor(machine, { input: { user: shopper(), server: {} } }).start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.progress).toBe(2);
    await vi.advanceTimersByTimeAsync(9000);
    expect(actor.getSnapshot().context.progress).toBe(20);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(actor.getSnapshot().context.progress).toBe(120);
  });

  it('fetches only ads without the agency experience, and says so when none come', async () => {
    const r = start({ agency: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.calls.carriers).toEqual([]);
    expect(r.flow()).toBe('NO_AGENCY_ERROR');
    expect(r.actor.getSnapshot().context.quoteStatus).toBe('Idle');
  });

  it('hands a bindable quote to the rate-call chart at CONTINUE_ONLINE, and comes back with BACK_TO_QUOTES', async () => {
    const r = start({ flags: partnerEligibility('rootAgency'), mediaAlpha: () => [ad('progressive')] });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('root', [quote('root')]);
    r.answer('fasttrack', []);
    expect(r.flow()).toBe('RESULTS');
    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'nobody', quoteId: 'x' });
    expect(r.flow()).toBe('RESULTS');
    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'root', quoteId: 'root-q' });
    expect(r.flow()).toBe('ONLINE');
    const rc = selectOnlineRef(r.actor.getSnapshot())?.getSnapshot();
    expect(rc?.value).toEqual({ ONLINE_BIND: 'GET_POST_QUOTE_RULES' });
    r.actor.send({ type: 'BACK_TO_QUOTES' });
    expect(r.flow()).toBe('RESULTS');
  });

  it('keeps what the purchase answered when the shopper goes back to the quotes, for continuing with that carrier', async () => {
    const kept: ChainResult = { chain: 'rootPreMvr', user: { ...emptyBindUser('root') }, visited: ['vehicleVin~1'] };
    const inputs: RatecallInput[] = [];
    const ratecall = createMachine({
      context: ({ input }: { input: RatecallInput }) => {
        inputs.push(input);
        return { online: { quote: input.continueWith, asked: input.answered ?? { preMvr: kept } } };
      },
    });
    const r = start({ flags: partnerEligibility('rootAgency'), mediaAlpha: () => [ad('progressive')], ratecall });
    await vi.advanceTimersByTimeAsync(0);
    r.answer('root', [quote('root')]);
    r.answer('fasttrack', []);
    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'root', quoteId: 'root-q' });
    expect(inputs[0].answered).toBeUndefined();
    r.actor.send({ type: 'BACK_TO_QUOTES' });
    expect(r.actor.getSnapshot().context.answered).toEqual({ root: { preMvr: kept } });
    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'root', quoteId: 'root-q' });
    expect(r.flow()).toBe('ONLINE');
    expect(inputs[1].answered).toEqual({ preMvr: kept });
  });

  it("continues online with a renting bundler's renters quote, as the renters user built from the auto answers, and back", async () => {
    const renter = shopper();
    renter.autoPolicy.policy.isRentersBundle = true;
    renter.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
    renter.autoPolicy.operators[0].firstName = 'Zoë 李';
    const kept: ChainResult = { chain: 'rentersPreMvr', user: { ...emptyBindUser('lemonade') }, visited: [] };
    const inputs: RatecallInput[] = [];
    const ratecall = createMachine({
      context: ({ input }: { input: RatecallInput }) => {
        inputs.push(input);
        const policyType = 'rentersPolicy' in input.user ? 'renters' : 'auto';
        return { online: { policyType, quote: input.continueWith, asked: input.answered ?? { preMvr: kept } } };
      },
    });
    const renters = (carrierId: string) => ({ ...quote(carrierId), quoteId: `${carrierId}-renters`, termMonths: 12 });
    const r = start(
      {
        flags: partnerEligibility('rootAgency'),
        mediaAlpha: () => [ad('progressive')],
        bundle: 'page',
        rentersQuotes: [renters('lemonade'), renters('root')],
        ratecall,
      },
      renter,
    );
    await vi.advanceTimersByTimeAsync(0);
    r.answer('root', [quote('root')]);
    r.answer('fasttrack', []);
    expect(r.flow()).toBe('RESULTS');
    // Lemonade sells renters online; Root does not (no renters chain), so its card goes on elsewhere.
    const cards = selectBundle(r.actor.getSnapshot()).offers.flatMap((o) => (o.kind === 'quote' ? [o.quote] : []));
    expect(Object.fromEntries(cards.map((q) => [q.carrierId, q.onlineBind]))).toEqual({ lemonade: true, root: false });
    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'root', quoteId: 'root-renters' });
    expect(r.flow()).toBe('RESULTS');
    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'lemonade', quoteId: 'lemonade-renters' });
    expect(r.flow()).toBe('ONLINE');
    // Nothing the auto flow knows is asked again (WCAG 3.3.7): the renters user carries the auto answers.
    const user = inputs[0].user;
    expect('rentersPolicy' in user && user.rentersPolicy.occupants[0].firstName).toBe('Zoë 李');
    expect('rentersPolicy' in user && user.rentersPolicy.policy.zip).toBe(renter.autoPolicy.policy.zip);
    expect(inputs[0].continueWith?.quoteId).toBe('lemonade-renters');
    r.actor.send({ type: 'BACK_TO_QUOTES' });
    expect(r.flow()).toBe('RESULTS');
    // Kept apart from an auto purchase with the same carrier.
    expect(r.actor.getSnapshot().context.answered).toEqual({ 'renters:lemonade': { preMvr: kept } });
    r.actor.send({ type: 'CONTINUE_ONLINE', carrierId: 'lemonade', quoteId: 'lemonade-renters' });
    expect(inputs[1].answered).toEqual({ preMvr: kept });
  });
});
