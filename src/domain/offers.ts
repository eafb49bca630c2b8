import type { Ad, Quote } from '../contract';
import { compareNames, isShowable, monthlyPayment, savingsPercentage } from './quotes';

// The results page's offers (spec 001 section 4): quotes filtered, a carrier's quote and ad de-duplicated by the
// experiment filters (mAQuotesFiltering, {carrier}QuotesVsAds), sorted by the price the shopper chose to compare.

/** spec 001 section 7: mAQuotesFiltering's variants; prioQuote keeps a carrier's quote, prioAd its ad. */
export const FILTERINGS = ['control', 'prioQuote', 'prioAd'] as const;
export type Filtering = (typeof FILTERINGS)[number];
/** {carrier}QuotesVsAds: the carrier's quote, its ad, or both; null where the rule did not decide. */
export type QuotesVsAds = 'quotes' | 'ads' | 'both' | null;

export interface OfferRules {
  filtering: Filtering;
  quotesVsAds: Readonly<Record<string, QuotesVsAds>>;
}
export const DEFAULT_OFFER_RULES: OfferRules = { filtering: 'control', quotesVsAds: {} };

/** What the shopper compares by: the monthly payment, or the price paid in full (docs/spec-decisions.md). */
export const SORTS = ['monthly', 'fullPay'] as const;
export type SortBy = (typeof SORTS)[number];
export const SORT_LABELS: Record<SortBy, string> = { monthly: 'Monthly payment', fullPay: 'Price paid in full' };

export type Offer = { kind: 'quote'; key: string; quote: Quote } | { kind: 'ad'; key: string; ad: Ad };

/** The carrier an ad stands for, when it is a carrier's own ad (an aggregator's ad stands for no carrier). */
export const adCarrier = (ad: Ad): string | null => (ad.isAggregator ? null : ad.partner.toLowerCase());

/** Which of a carrier's two offers survives, when it has both (spec 001 section 4: prioQuote or prioAd). */
export function keeps(carrier: string, rules: OfferRules): 'quote' | 'ad' | 'both' {
  const choice = Object.hasOwn(rules.quotesVsAds, carrier) ? rules.quotesVsAds[carrier] : null;
  if (choice === 'quotes') return 'quote';
  if (choice === 'ads') return 'ad';
  if (choice === 'both') return 'both';
  return rules.filtering === 'prioQuote' ? 'quote' : rules.filtering === 'prioAd' ? 'ad' : 'both';
}

/** Showable quotes, and ads, with a carrier's duplicate dropped by the rules. */
export function dedupe(quotes: readonly Quote[], ads: readonly Ad[], rules: OfferRules) {
  const shown = quotes.filter(isShowable);
  const quoted = new Set(shown.map((q) => q.carrierId.toLowerCase()));
  const advertised = new Set(ads.map(adCarrier).filter((c): c is string => c !== null));
  const keptQuotes = shown.filter((q) => {
    const c = q.carrierId.toLowerCase();
    return !advertised.has(c) || keeps(c, rules) !== 'ad';
  });
  const keptAds = ads.filter((a) => {
    const c = adCarrier(a);
    return c === null || !quoted.has(c) || keeps(c, rules) !== 'quote';
  });
  return { quotes: keptQuotes, ads: keptAds, dropped: quotes.length - shown.length };
}

/** The price a quote is compared by; missing sorts last (spec 001 section 4, "another reading"). */
export function priceFor(q: Quote, by: SortBy): number {
  const monthly = monthlyPayment(q);
  const full = q.fullPayPlan?.totalAmount;
  if (by === 'monthly') return monthly ?? (full !== undefined ? full / q.termMonths : Number.POSITIVE_INFINITY);
  return full ?? q.monthlyPayPlan?.totalAmount ?? Number.POSITIVE_INFINITY;
}

/** Quotes ascending by the chosen price, ties by carrier name, so the large price on each card reads in order. */
export function sortQuotes(quotes: readonly Quote[], by: SortBy): Quote[] {
  return [...quotes].sort((a, b) => priceFor(a, by) - priceFor(b, by) || compareNames(a.carrier, b.carrier));
}

/** Ads in their exchange slot order. */
export const sortAds = (ads: readonly Ad[]): Ad[] => [...ads].sort((a, b) => a.position - b.position);

/** The results list: sorted quotes first, then the ads in slot order. */
export function offersOf(quotes: readonly Quote[], ads: readonly Ad[], rules: OfferRules, by: SortBy): Offer[] {
  const kept = dedupe(quotes, ads, rules);
  return [
    ...sortQuotes(kept.quotes, by).map((quote): Offer => ({ kind: 'quote', key: `q:${quote.quoteId}`, quote })),
    ...sortAds(kept.ads).map((ad): Offer => ({ kind: 'ad', key: `a:${ad.adId}`, ad })),
  ];
}

/** A quote card's figures: monthly rounded, paid in full, savings of paying in full. */
export function quoteFigures(q: Quote) {
  return {
    monthly: monthlyPayment(q),
    payments: q.monthlyPayPlan?.numberOfPayments,
    fullPay: q.fullPayPlan?.totalAmount,
    savings: savingsPercentage(q),
  };
}

/** "Your 1 auto insurance quote", "Your 3 auto insurance quotes". */
export const quoteCountTitle = (n: number): string => `Your ${n} auto insurance quote${n === 1 ? '' : 's'}`;

/** The results' heading when no carrier priced a quote: the ads alone. */
export const OFFERS_ONLY_TITLE = 'Your auto insurance offers';
