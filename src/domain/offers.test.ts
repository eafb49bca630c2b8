import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Quote } from '../contract';
import {
  dedupe,
  FILTERINGS,
  keeps,
  leadPrice,
  lowestPriceKey,
  markAggregators,
  offersOf,
  priceFor,
  quoteCountTitle,
  quotedSummary,
  sortAds,
  sortQuotes,
  wayOn,
  type OfferRules,
} from './offers';
import { DEFAULT_PHONE_NUMBER } from './config';
import { sampleAd } from '../testing/sampleAd';
import { hostileString } from '../../tests/server/arbitraries';

const quote = (carrierId: string, over: Partial<Quote> = {}): Quote => ({
  carrier: carrierId[0].toUpperCase() + carrierId.slice(1),
  carrierId,
  partner: carrierId,
  quoteId: `${carrierId}-1`,
  msgStatus: 'success',
  coverages: {},
  termMonths: 6,
  onlineBind: true,
  ...over,
});
const ad = sampleAd;
const DEFAULT: OfferRules = { filtering: 'control', quotesVsAds: {} };
const plans = (full: number, monthlyTotal: number) => ({
  fullPayPlan: { totalAmount: full, numberOfPayments: 1 },
  monthlyPayPlan: { totalAmount: monthlyTotal, numberOfPayments: 6 },
});

describe('offers', () => {
  it('drops quotes whose status is error, failed, redirect or underwriting_scorecard_condition', () => {
    const statuses = ['error', 'failed', 'redirect', 'underwriting_scorecard_condition'] as const;
    const quotes = [quote('safeco'), ...statuses.map((msgStatus, i) => quote(`c${i}`, { msgStatus }))];
    const kept = dedupe(quotes, [], { filtering: 'control', quotesVsAds: {} });
    expect(kept.quotes.map((q) => q.carrierId)).toEqual(['safeco']);
    expect(kept.dropped).toBe(4);
  });

  it('keeps the quote under prioQuote and control, the ad under prioAd: a carrier shows once', () => {
    const qs = [quote('branch')];
    const as = [ad('branch')];
    const run = (filtering: OfferRules['filtering']) => dedupe(qs, as, { filtering, quotesVsAds: {} });
    expect([run('prioQuote').quotes.length, run('prioQuote').ads.length]).toEqual([1, 0]);
    expect([run('prioAd').quotes.length, run('prioAd').ads.length]).toEqual([0, 1]);
    expect([run('control').quotes.length, run('control').ads.length]).toEqual([1, 0]);
  });

  it('never shows a carrier as both a quote and an ad, whatever the rules decide', () => {
    const choices = fc.constantFrom('quotes', 'ads', 'both', null);
    fc.assert(
      fc.property(fc.constantFrom(...FILTERINGS), choices, (filtering, choice) => {
        const kept = dedupe([quote('geico')], [ad('geico'), ad('progressive')], {
          filtering,
          quotesVsAds: { geico: choice },
        });
        expect(kept.quotes.length + kept.ads.filter((a) => a.partner === 'geico').length).toBe(1);
        expect(kept.ads.some((a) => a.partner === 'progressive')).toBe(true);
      }),
    );
  });

  it("lets a carrier's own QuotesVsAds rule overrule the experiment", () => {
    expect(keeps('safeco', { filtering: 'prioAd', quotesVsAds: { safeco: 'quotes' } })).toBe('quote');
    expect(keeps('safeco', { filtering: 'prioQuote', quotesVsAds: { safeco: 'ads' } })).toBe('ad');
    // 'both' lets the experiment choose.
    expect(keeps('safeco', { filtering: 'prioQuote', quotesVsAds: { safeco: 'both' } })).toBe('quote');
    expect(keeps('safeco', { filtering: 'prioAd', quotesVsAds: { safeco: 'both' } })).toBe('ad');
    expect(keeps('safeco', { filtering: 'prioQuote', quotesVsAds: { safeco: null } })).toBe('quote');
  });

  it("never drops an aggregator's ad: it stands for no carrier", () => {
    const kept = dedupe([quote('safeco')], [ad('safeco', { isAggregator: true })], {
      filtering: 'prioQuote',
      quotesVsAds: {},
    });
    expect(kept.ads).toHaveLength(1);
  });

  it('sorts by the monthly payment the card shows, so $162/mo comes before $164/mo', () => {
    // Full-pay order is the other way round: a sort by full pay put $164/mo first.
    const a = quote('alpha', plans(900, 984)); // 164/mo
    const b = quote('beta', plans(910, 972)); // 162/mo
    expect(sortQuotes([a, b], 'monthly').map((q) => q.carrierId)).toEqual(['beta', 'alpha']);
    expect(sortQuotes([a, b], 'fullPay').map((q) => q.carrierId)).toEqual(['alpha', 'beta']);
  });

  it('sorts a quote with no price last', () => {
    const priced = quote('alpha', plans(900, 984));
    const none = quote('beta');
    expect(sortQuotes([none, priced], 'monthly')[1]).toBe(none);
    expect(priceFor(none, 'fullPay')).toBe(Number.POSITIVE_INFINITY);
  });

  it('lists quotes before ads, ads in slot order', () => {
    const list = offersOf(
      [quote('root')],
      [ad('x', { position: 2 }), ad('y', { position: 1 })],
      {
        filtering: 'control',
        quotesVsAds: {},
      },
      'monthly',
    );
    expect(list.map((o) => o.key)).toEqual(['q:root-1', 'a:ad-y', 'a:ad-x']);
  });

  it('says quote for one and quotes for any other count', () => {
    expect(quoteCountTitle(1)).toBe('Your 1 auto insurance quote');
    expect(quoteCountTitle(0)).toBe('Your 0 auto insurance quotes');
    expect(quoteCountTitle(3)).toBe('Your 3 auto insurance quotes');
  });

  const carriers = fc.constantFrom('safeco', 'root', 'branch', 'lemonade', 'libertymutual');
  const arbQuote = fc
    .record({
      carrierId: carriers,
      full: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
      monthly: fc.option(fc.integer({ min: 1, max: 12_000 }), { nil: undefined }),
      status: fc.constantFrom('success', 'error', 'failed', 'redirect', 'underwriting_scorecard_condition'),
      id: fc.string({ unit: 'grapheme', maxLength: 200 }),
    })
    .map((r) =>
      quote(r.carrierId, {
        quoteId: `${r.carrierId}${r.id}`,
        msgStatus: r.status as Quote['msgStatus'],
        fullPayPlan: r.full === undefined ? undefined : { totalAmount: r.full, numberOfPayments: 1 },
        monthlyPayPlan: r.monthly === undefined ? undefined : { totalAmount: r.monthly, numberOfPayments: 6 },
      }),
    );
  const arbRules = fc.record({
    filtering: fc.constantFrom('control', 'prioQuote', 'prioAd') as fc.Arbitrary<OfferRules['filtering']>,
    quotesVsAds: fc.dictionary(carriers, fc.constantFrom('quotes', 'ads', 'both', null)),
  });

  it('property: sorted offers are in ascending price and never hold a dropped status', () => {
    fc.assert(
      fc.property(fc.array(arbQuote, { maxLength: 20 }), fc.constantFrom('monthly', 'fullPay'), (qs, by) => {
        const sorted = sortQuotes(dedupe(qs, [], { filtering: 'control', quotesVsAds: {} }).quotes, by);
        for (let i = 1; i < sorted.length; i++)
          expect(priceFor(sorted[i - 1], by)).toBeLessThanOrEqual(priceFor(sorted[i], by));
        expect(sorted.every((q) => q.msgStatus === 'success')).toBe(true);
      }),
    );
  });

  it('property: a carrier never shows both a quote and its own ad unless its rule keeps both', () => {
    fc.assert(
      fc.property(
        fc.array(arbQuote, { maxLength: 12 }),
        fc.array(
          carriers.map((c) => ad(c)),
          { maxLength: 5 },
        ),
        arbRules,
        (qs, as, rules) => {
          const kept = dedupe(qs, as, rules);
          for (const q of kept.quotes) {
            const c = q.carrierId;
            if (kept.ads.some((a) => a.partner === c)) expect(keeps(c, rules)).toBe('both');
          }
          // Nothing is invented: every kept offer was given.
          expect(kept.quotes.every((q) => qs.includes(q))).toBe(true);
          expect(kept.ads.every((a) => as.includes(a))).toBe(true);
        },
      ),
    );
  });
});

describe('the way on from a quote', () => {
  it('continues online, with an agent for the fast-track carrier, on the carrier site, or by phone: never nothing', () => {
    expect(wayOn(quote('safeco'))).toEqual({ kind: 'online' });
    expect(wayOn(quote('fasttrack'))).toEqual({ kind: 'agent' });
    expect(wayOn(quote('geico', { onlineBind: false, click_url: '/api/ads/click/x' }))).toEqual({
      kind: 'carrierSite',
      href: '/api/ads/click/x',
    });
    // Lemonade: no online bind, no click URL (the dead end of issue 28).
    expect(wayOn(quote('lemonade', { onlineBind: false }))).toEqual({
      kind: 'call',
      phoneNumber: DEFAULT_PHONE_NUMBER,
    });
    expect(wayOn(quote('lemonade', { onlineBind: false }), '8665550118')).toEqual({
      kind: 'call',
      phoneNumber: '8665550118',
    });
  });

  it('gives every shape of quote the contract allows a way on', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        // The contract's click_url is any text, the empty string included.
        fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
        fc.constantFrom('safeco', 'fasttrack', 'lemonade', 'geico'),
        (onlineBind, click_url, carrierId) => {
          const way = wayOn(quote(carrierId, { onlineBind, click_url }));
          if (onlineBind) expect(['online', 'agent']).toContain(way.kind);
          else if (click_url) expect(way).toEqual({ kind: 'carrierSite', href: click_url });
          else expect(way.kind).toBe('call');
        },
      ),
    );
  });
});

describe('the results summary', () => {
  it('names the cheapest quote as sorted, says what was quoted, and leads with a price', () => {
    const offers = offersOf([quote('b', plans(900, 984)), quote('a', plans(600, 660))], [ad('x')], DEFAULT, 'monthly');
    expect(lowestPriceKey(offers)).toBe('q:a-1');
    expect(lowestPriceKey(offersOf([], [ad('x')], DEFAULT, 'monthly'))).toBeNull();
    expect(quotedSummary({ quotes: 7, drivers: 1, vehicles: 1, city: 'Austin', state: 'TX', tier: 'MID' })).toBe(
      '7 quotes for 1 driver and 1 vehicle in Austin, TX, Medium coverage',
    );
    expect(quotedSummary({ quotes: 1, drivers: 2, vehicles: 3 })).toBe('1 quote for 2 drivers and 3 vehicles');
    expect(quotedSummary({ quotes: 0, drivers: 1, vehicles: 1, state: 'MA', tier: 'nonsense' })).toBe(
      'Offers for 1 driver and 1 vehicle in MA',
    );
    expect(leadPrice(quote('a', plans(600, 660)))).toBe('$110/mo');
    expect(leadPrice(quote('a', { fullPayPlan: { totalAmount: 600, numberOfPayments: 1 } }))).toBe('$600 paid in full');
    expect(leadPrice(quote('a'))).toBe('Price on request');
  });
});

describe("maAutoAggregators' marks", () => {
  const ads = [
    sampleAd('quinstreet', { carrier: 'Insurance.com', adId: 'a1', position: 1, isAggregator: true }),
    sampleAd('progressive', { carrier: 'Progressive', adId: 'a2', position: 2 }),
    sampleAd('geico', { carrier: 'GEICO', adId: 'a3', position: 3 }),
  ];

  it("marks the named advertisers (any case), unmarks the rest, and keeps the exchange's flags when undecided", () => {
    expect(markAggregators(ads, ['geico']).map((a) => a.isAggregator)).toEqual([false, false, true]);
    expect(markAggregators(ads, []).some((a) => a.isAggregator)).toBe(false);
    expect(markAggregators(ads, null)).toEqual(ads);
    expect(markAggregators(ads, undefined)).toEqual(ads);
  });

  it('sorts the carriers own ads first, then the aggregators, each in slot order', () => {
    const marked = markAggregators(ads, ['Insurance.com', 'Progressive']);
    expect(sortAds(marked).map((a) => a.carrier)).toEqual(['GEICO', 'Insurance.com', 'Progressive']);
  });

  it('never adds or drops an ad, whatever names the rule gives', () => {
    fc.assert(
      fc.property(fc.array(hostileString()), (names) => {
        const marked = markAggregators(ads, names);
        expect(marked.map((a) => a.adId)).toEqual(ads.map((a) => a.adId));
        expect(sortAds(marked)).toHaveLength(ads.length);
      }),
    );
  });
});
