import type { Ad, Quote } from '../contract';
import { DEFAULT_PHONE_NUMBER } from './config';
import { compareNames, formatDollars, isShowable, monthlyPayment, savingsPercentage } from './quotes';

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

/**
 * Which of a carrier's two offers survives, when it has both: a carrier shows once (spec 001 section 4: quotes and ads
 * of the same carrier are de-duplicated). Its own QuotesVsAds rule decides; where that allows both (or did not
 * decide), the experiment does: prioAd keeps the ad, prioQuote and control the quote, which is priced and has a way to
 * buy (docs/decisions/0074).
 */
export function keeps(carrier: string, rules: OfferRules): 'quote' | 'ad' {
  const choice = Object.hasOwn(rules.quotesVsAds, carrier) ? rules.quotesVsAds[carrier] : null;
  if (choice === 'quotes') return 'quote';
  if (choice === 'ads') return 'ad';
  return rules.filtering === 'prioAd' ? 'ad' : 'quote';
}

/** Showable quotes, and ads, with a carrier's duplicate dropped by the rules. */
export function dedupe(quotes: readonly Quote[], ads: readonly Ad[], rules: OfferRules) {
  const shown = quotes.filter(isShowable);
  const quoted = new Set(shown.map((q) => q.carrierId.toLowerCase()));
  const advertised = new Set(ads.map(adCarrier).filter((c): c is string => c !== null));
  const keptQuotes = shown.filter((q) => {
    const c = q.carrierId.toLowerCase();
    return !advertised.has(c) || keeps(c, rules) === 'quote';
  });
  const keptAds = ads.filter((a) => {
    const c = adCarrier(a);
    return c === null || !quoted.has(c) || keeps(c, rules) === 'ad';
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

/**
 * maAutoAggregators' word on the ads (spec 001 section 7): an ad is an aggregator when its advertiser (the ad's
 * `carrier`) is one the rule names, matched without case; null (the rule did not decide) keeps each ad's own flag.
 */
export function markAggregators(ads: readonly Ad[], aggregators: readonly string[] | null | undefined): Ad[] {
  if (aggregators == null) return [...ads];
  const names = new Set(aggregators.map((n) => n.trim().toLowerCase()));
  return ads.map((ad) => {
    const isAggregator = names.has(ad.carrier.trim().toLowerCase());
    return ad.isAggregator === isAggregator ? ad : { ...ad, isAggregator };
  });
}

/** The line an aggregator's ad card carries, so a shopper tells it from a carrier's own offer. */
export const AGGREGATOR_LABEL = 'Compares several insurers';

/** Ads in their exchange slot order, the carriers' own first and the aggregators after them. */
export const sortAds = (ads: readonly Ad[]): Ad[] =>
  [...ads].sort((a, b) => Number(a.isAggregator) - Number(b.isAggregator) || a.position - b.position);

/** A quote's key among the offers (its card, its place in a comparison). */
export const offerKey = (quote: Quote): string => `q:${quote.quoteId}`;

/** The quotes the results show: filtered and de-duplicated. */
export const shownQuotes = (quotes: readonly Quote[], ads: readonly Ad[], rules: OfferRules): Quote[] =>
  dedupe(quotes, ads, rules).quotes;

/** The quotes ticked to compare that are still shown, in the order ticked. */
export function comparedOf(
  compared: readonly string[],
  quotes: readonly Quote[],
  ads: readonly Ad[],
  rules: OfferRules,
) {
  const shown = new Set(shownQuotes(quotes, ads, rules).map(offerKey));
  return compared.filter((k) => shown.has(k));
}

/** The results list: sorted quotes first, then the ads in slot order. */
export function offersOf(quotes: readonly Quote[], ads: readonly Ad[], rules: OfferRules, by: SortBy): Offer[] {
  const kept = dedupe(quotes, ads, rules);
  return [
    ...sortQuotes(kept.quotes, by).map((quote): Offer => ({ kind: 'quote', key: offerKey(quote), quote })),
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

/** The fast-track carrier hands the purchase to an agent (spec 001 section 4: fast-track reach-out). */
export const AGENT_CARRIERS: ReadonlySet<string> = new Set(['fasttrack']);

/**
 * How a shopper goes on from an offer: every offer has one (issue 28: no dead ends). Online bind continues online (the
 * fast-track carrier with an agent); a click URL opens the carrier's own page; a quote with neither is finished on the
 * phone with an agent, at the post-quotes number (spec 001 section 4: the carrier's if mapped, else the results
 * number, else the default; the spec maps no carrier's, docs/decisions/0074).
 */
export type WayOn =
  | { kind: 'online' }
  | { kind: 'agent' }
  | { kind: 'carrierSite'; href: string }
  | { kind: 'call'; phoneNumber: string };

export function wayOn(quote: Quote, phoneNumber: string = DEFAULT_PHONE_NUMBER): WayOn {
  if (quote.onlineBind) return { kind: AGENT_CARRIERS.has(quote.carrierId) ? 'agent' : 'online' };
  if (quote.click_url) return { kind: 'carrierSite', href: quote.click_url };
  return { kind: 'call', phoneNumber };
}

/** The way on in a comparison's "How to buy" row. */
export const WAY_ON_LABELS: Record<WayOn['kind'], string> = {
  online: 'Buy online here',
  agent: 'Finish online with an agent',
  carrierSite: "On the carrier's website",
  call: 'By phone with an agent',
};

/** The cheapest quote of the list as sorted: the first quote (the badge "Lowest price" names it). */
export function lowestPriceKey(offers: readonly Offer[]): string | null {
  return offers.find((o) => o.kind === 'quote')?.key ?? null;
}

/** spec 001 section 3: the coverage tiers' labels. */
export const TIER_LABELS: Record<string, string> = { BASIC: 'Minimum', LOW: 'Low', MID: 'Medium', HIGH: 'High' };

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What was quoted, in a line: "7 quotes for 1 driver and 1 vehicle in Austin, TX, Medium coverage". */
export function quotedSummary(facts: {
  quotes: number;
  drivers: number;
  vehicles: number;
  city?: string;
  state?: string;
  tier?: string;
}): string {
  const what = facts.quotes > 0 ? count(facts.quotes, 'quote') : 'Offers';
  const place = [facts.city, facts.state].filter(Boolean).join(', ');
  const tier = facts.tier && Object.hasOwn(TIER_LABELS, facts.tier) ? `, ${TIER_LABELS[facts.tier]} coverage` : '';
  return `${what} for ${count(facts.drivers, 'driver')} and ${count(facts.vehicles, 'vehicle')}${place ? ` in ${place}` : ''}${tier}`;
}

/** The most quotes compared side by side. */
export const MAX_COMPARED = 3;

/** The price a card or a comparison leads with: monthly, or paid in full where the quote has no monthly plan. */
export function leadPrice(q: Quote): string {
  const f = quoteFigures(q);
  if (f.monthly !== undefined) return `${formatDollars(f.monthly)}/mo`;
  return f.fullPay !== undefined ? `${formatDollars(f.fullPay)} paid in full` : 'Price on request';
}
