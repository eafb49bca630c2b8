import { FORM_VERSION } from '../context';
import type { Ad, AutoUser, Quote } from '../../contract';
import type { TrackingEvent } from '../../contract/backoffice';
import { type OfferRules, type SortBy, adCarrier, keeps, offersOf, priceFor } from '../../domain/offers';
import type { ObservedTransition, Rule, TrackingPayload, TrackingSession, TrackingEventName } from '../types';

// The results charts' events (spec 001 section 7; docs/decisions/0102): the quote calls starting (QuoteRequested), the
// submitted auto policy without personal values (AutoPolicyObject), each card shown (ProductViewed), the card the
// shopper continues online with (ProductClicked: ad clicks pass through the sandbox, which records its own), the
// agency decision, bundling and the per-carrier quote-versus-ad decision, and the results screen's FormViewed.
// The helpers here serve homeResults.ts and ratecall.ts too.

/** A payload of one event as a rule builds it (TrackingPayload is an Omit over the union, which keeps common keys). */
export type PayloadOf<E extends TrackingEventName> = Omit<
  Extract<TrackingEvent, { event: E }>,
  'anonymousId' | 'correlationId' | 'timestamp'
>;
export const payload = <E extends TrackingEventName>(p: PayloadOf<E>): TrackingPayload => p as TrackingPayload;

/** The app's version for formVersion (T1's constant replaces this at merge). */
export { FORM_VERSION };

/** An id the contract takes (trimmed, not empty, at most `max`): undefined when nothing is left. */
export const idOf = (value: unknown, max = 60): string | undefined => {
  // Cut at `max` UTF-16 units without leaving half a surrogate pair (the contract refuses unstorable text).
  const cut =
    typeof value === 'string'
      ? value
          .trim()
          .slice(0, max)
          .replace(/[\uD800-\uDBFF]$/, '')
      : '';
  return cut.trim() || undefined;
};

export interface ResultsLike {
  user: unknown;
  quotes: Quote[];
  ads: Ad[];
  sort?: SortBy;
  chosen: Quote | null;
}
export const ctx = <C>(t: ObservedTransition): C => t.after.context as C;

/** The page's context for QuoteRequested, with no consent field and no query string (it can carry attribution). */
export function webContext(): PayloadOf<'QuoteRequested'>['webContext'] {
  const w: PayloadOf<'QuoteRequested'>['webContext'] = {};
  const loc = (globalThis as { location?: Location }).location;
  if (loc?.origin && loc.origin !== 'null')
    w.page = `${loc.origin}${loc.pathname}${loc.hash.split('?')[0]}`.slice(0, 2000);
  const doc = (globalThis as { document?: Document }).document;
  if (doc?.referrer) w.referrer = doc.referrer.split(/[?#]/)[0]?.slice(0, 2000);
  const nav = (globalThis as { navigator?: Navigator }).navigator;
  if (nav?.userAgent) w.userAgent = nav.userAgent.slice(0, 500);
  if (nav?.language) w.locale = nav.language.slice(0, 20);
  const scr = (globalThis as { screen?: Screen }).screen;
  if (scr && Number.isInteger(scr.width) && Number.isInteger(scr.height))
    w.screen = { width: Math.min(20_000, scr.width), height: Math.min(20_000, scr.height) };
  return w;
}

export function quoteRequested(vertical: 'auto' | 'home' | 'renters', user: unknown): TrackingPayload[] {
  const quotesRequestId = idOf((user as { tracking?: { quotesRequestId?: unknown } }).tracking?.quotesRequestId, 64);
  if (!quotesRequestId) return [];
  return [payload<'QuoteRequested'>({ event: 'QuoteRequested', vertical, quotesRequestId, webContext: webContext() })];
}

/** A card as the contract's product: a quote's carrier, partner, id and price; an ad's advertiser, partner and id. */
export function productOf(
  offer: { kind: 'quote'; quote: Quote } | { kind: 'ad'; ad: Ad },
  position: number,
  sort: SortBy,
): PayloadOf<'ProductViewed'>['product'] | undefined {
  const at = Math.min(100, Math.max(0, position));
  if (offer.kind === 'quote') {
    const q = offer.quote;
    const carrier = idOf(q.carrierId) ?? idOf(q.carrier);
    if (!carrier) return undefined;
    const price = priceFor(q, sort);
    return {
      carrier,
      ...(idOf(q.partner) ? { partner: idOf(q.partner) } : {}),
      ...(idOf(q.quoteId, 80) ? { productId: idOf(q.quoteId, 80) } : {}),
      adType: 'quote',
      position: at,
      ...(Number.isFinite(price) && price >= 0 ? { price } : {}),
    };
  }
  const a = offer.ad;
  const carrier = idOf(a.carrier) ?? idOf(a.partner);
  if (!carrier) return undefined;
  return {
    carrier,
    ...(idOf(a.partner) ? { partner: idOf(a.partner) } : {}),
    ...(idOf(a.adId, 80) ? { productId: idOf(a.adId, 80) } : {}),
    adType: 'ad',
    position: at,
  };
}

/** One ProductViewed per card shown, in the order shown (1-based positions). */
export function productsViewed(quotes: Quote[], ads: Ad[], rules: OfferRules, sort: SortBy): TrackingPayload[] {
  return offersOf(quotes, ads, rules, sort).flatMap((offer, i) => {
    const product = productOf(offer, i + 1, sort);
    return product ? [payload<'ProductViewed'>({ event: 'ProductViewed', product })] : [];
  });
}

/** The card continued online with, at its place among the cards shown. */
export function productClicked(quotes: Quote[], ads: Ad[], rules: OfferRules, sort: SortBy, chosen: Quote | null) {
  if (!chosen) return [];
  const offers = offersOf(quotes, ads, rules, sort);
  const i = offers.findIndex((o) => o.kind === 'quote' && o.quote.quoteId === chosen.quoteId);
  const product = productOf({ kind: 'quote', quote: chosen }, i < 0 ? 0 : i + 1, sort);
  return product ? [payload<'ProductClicked'>({ event: 'ProductClicked', product })] : [];
}

/**
 * The submitted auto policy for AutoPolicyObject: vehicles' year, make, model and use, the drivers' count and their
 * non-personal facts, the coverages and the discounts. No name, birth date, address, zip, VIN, licence, credit score,
 * contact or billingDate, and in the property bag's shape (scalars, lists of scalars, one level of objects).
 */
export function autoPolicyProperties(user: AutoUser): NonNullable<PayloadOf<'AutoPolicyObject'>['properties']> {
  const { vehicles, operators, policy, discounts } = user.autoPolicy;
  const list = <T>(xs: (T | undefined)[]) => xs.filter((x): x is T => x !== undefined && x !== null);
  const str = (s: string | undefined, max = 80) => (s === undefined ? undefined : s.slice(0, max));
  return {
    vehicles: {
      count: vehicles.length,
      years: list(vehicles.map((v) => v.year)),
      makes: list(vehicles.map((v) => str(v.make))),
      models: list(vehicles.map((v) => str(v.model))),
      usage: list(vehicles.map((v) => v.primaryUse)),
      ownership: list(vehicles.map((v) => v.ownershipStatus)),
      annualMileage: list(vehicles.map((v) => v.annualMileage)),
    },
    operators: {
      count: operators.length,
      relationships: list(operators.map((o) => o.relationship)),
      currentlyInsured: list(operators.map((o) => o.currentlyInsured)),
      homeOwnership: list(operators.map((o) => o.homeOwnershipStatus)),
      activeMilitary: list(operators.map((o) => o.activeMilitary)),
      accidents: operators.reduce((n, o) => n + (o.incidents?.accidents?.length ?? 0), 0),
      violations: operators.reduce((n, o) => n + (o.incidents?.violations?.length ?? 0), 0),
    },
    coverages: {
      coverageTier: policy.coverageTier,
      ...(policy.coverageBILimit ? { coverageBILimit: policy.coverageBILimit.slice(0, 20) } : {}),
      ...(policy.state ? { state: policy.state } : {}),
    },
    discounts: {
      ...(discounts.defensiveDriver === undefined ? {} : { defensiveDriver: discounts.defensiveDriver }),
      ...(discounts.goodStudent === undefined ? {} : { goodStudent: discounts.goodStudent }),
      paperless: discounts.paperless,
      payInFull: discounts.payInFull,
      multiPolicyHome: discounts.multiPolicyDiscount?.home === true,
      multiPolicyRenter: discounts.multiPolicyDiscount?.renter === true,
    },
  };
}

/**
 * Where a carrier has both a quote and its own ad, the quote-versus-ad decision ({carrier}QuotesVsAds, else the
 * filtering experiment): the quote's monthly premium minus the ad's bid, and which one shows.
 */
export function bidDifferences(quotes: Quote[], ads: Ad[], rules: OfferRules): TrackingPayload[] {
  const adsBy = new Map<string, Ad>();
  for (const ad of ads) {
    const c = adCarrier(ad);
    if (c && !adsBy.has(c)) adsBy.set(c, ad);
  }
  const seen = new Set<string>();
  return quotes.flatMap((q) => {
    const c = q.carrierId.toLowerCase();
    const ad = adsBy.get(c);
    const carrier = idOf(c);
    const premium = priceFor(q, 'monthly');
    if (!ad || !carrier || seen.has(c) || !Number.isFinite(premium)) return [];
    seen.add(c);
    const rule = Object.hasOwn(rules.quotesVsAds, c) ? rules.quotesVsAds[c] : null;
    return [
      payload<'BidDifference'>({
        event: 'BidDifference',
        carrier,
        difference: Math.round((premium - ad.bid) * 100) / 100,
        decision: keeps(c, rules),
        properties: { rule: rule ?? 'undecided', filtering: rules.filtering },
      }),
    ];
  });
}

/** The results screen's FormViewed (stepType results): the form is the results of a product line. */
export function resultsViewed(session: TrackingSession, formName: string, stepId: string): TrackingPayload[] {
  return [
    payload<'FormViewed'>({
      event: 'FormViewed',
      formContext: { formName, formType: 'results', formVersion: FORM_VERSION, formBrand: idOf(session.brand) },
      stepContext: { stepName: 'results', stepId, stepNumber: 1, stepType: 'results' },
    }),
  ];
}

type AutoResults = ResultsLike & { user: AutoUser; rules: { agencyAllowed: boolean; offers: OfferRules } };
type Bundle = { display: 'page' | 'popUp' | null };
const SPEC = '001-7';

export const RESULTS_RULES: Rule[] = [
  {
    id: 'results.quoteRequested',
    kind: 'results',
    sink: 'tracking',
    event: 'QuoteRequested',
    marketing: true,
    trigger: { on: 'enterState', path: 'flow.FETCH_QUOTES_AND_ADS' },
    description: "The carriers are asked for quotes: the quote session's id and the page, no consent field.",
    spec: SPEC,
    build: (t) => quoteRequested('auto', ctx<AutoResults>(t).user),
  },
  {
    id: 'results.autoPolicyObject',
    kind: 'results',
    sink: 'tracking',
    event: 'AutoPolicyObject',
    marketing: true,
    trigger: { on: 'start' },
    description: 'The results start: the submitted auto policy without billingDate and without any personal value.',
    spec: SPEC,
    build: (t) => [
      payload<'AutoPolicyObject'>({
        event: 'AutoPolicyObject',
        properties: autoPolicyProperties(ctx<AutoResults>(t).user),
      }),
    ],
  },
  {
    id: 'results.agencyEligibility',
    kind: 'results',
    sink: 'tracking',
    event: 'AgencyEligibility',
    marketing: true,
    trigger: { on: 'event', type: 'xstate.done.actor.decideAgency' },
    description: 'The agency-experience decision (flowAgenciesEligibility): isAgency.',
    spec: SPEC,
    build: (t) => [
      payload<'AgencyEligibility'>({ event: 'AgencyEligibility', isAgency: ctx<AutoResults>(t).rules.agencyAllowed }),
    ],
  },
  {
    id: 'results.formViewed',
    kind: 'results',
    sink: 'tracking',
    event: 'FormViewed',
    marketing: false,
    trigger: { on: 'enterTag', tag: 'step:results' },
    description: 'The results screen shows (the clickwall, its cards arriving).',
    spec: SPEC,
    // Once per arrival: from the clickwall to the fetched results the screen stays the same.
    build: (t, session) => (t.before?.hasTag('step:results') ? [] : resultsViewed(session, 'results', 'results')),
  },
  {
    id: 'results.productViewed',
    kind: 'results',
    sink: 'tracking',
    event: 'ProductViewed',
    marketing: true,
    trigger: { on: 'enterState', path: 'flow.RESULTS' },
    description: 'The offers show: each quote and ad card, its carrier, partner, id, position and price.',
    spec: SPEC,
    build: (t) => {
      const c = ctx<AutoResults>(t);
      return productsViewed(c.quotes, c.ads, c.rules.offers, c.sort ?? 'monthly');
    },
  },
  {
    id: 'results.productClicked',
    kind: 'results',
    sink: 'tracking',
    event: 'ProductClicked',
    marketing: true,
    trigger: { on: 'event', type: 'CONTINUE_ONLINE' },
    description: 'The shopper continues online with a quote card (ad clicks are recorded by the sandbox).',
    spec: SPEC,
    build: (t) => {
      const c = ctx<AutoResults>(t);
      if (t.before?.context.chosen === c.chosen) return [];
      return productClicked(c.quotes, c.ads, c.rules.offers, c.sort ?? 'monthly', c.chosen);
    },
  },
  {
    id: 'results.bundlingShown',
    kind: 'results',
    sink: 'tracking',
    event: 'BundlingInterest',
    marketing: true,
    trigger: { on: 'enterState', path: 'bundle.SHOWN' },
    description: 'The renters bundle the shopper asked for shows, beside the results or in the pop-up.',
    spec: SPEC,
    build: (t) => {
      const display = (ctx<{ bundle: Bundle }>(t).bundle.display ?? 'page') === 'popUp' ? 'popup' : 'results';
      return [
        payload<'BundlingInterest'>({
          event: 'BundlingInterest',
          vertical: 'renters',
          interested: true,
          placement: display,
        }),
      ];
    },
  },
  {
    id: 'results.bundlingDeclined',
    kind: 'results',
    sink: 'tracking',
    event: 'BundlingInterest',
    marketing: true,
    trigger: { on: 'enterState', path: 'bundle.DISMISSED' },
    description: 'The shopper closes the renters bundle pop-up.',
    spec: SPEC,
    build: () => [
      payload<'BundlingInterest'>({
        event: 'BundlingInterest',
        vertical: 'renters',
        interested: false,
        placement: 'popup',
      }),
    ],
  },
  {
    id: 'results.bidDifference',
    kind: 'results',
    sink: 'tracking',
    event: 'BidDifference',
    marketing: true,
    trigger: { on: 'enterState', path: 'flow.RESULTS' },
    description:
      "The offers show: each carrier with a quote and its own ad, the quote-versus-ad decision and the premium minus the ad's bid.",
    spec: SPEC,
    build: (t) => {
      const c = ctx<AutoResults>(t);
      return bidDifferences(c.quotes, c.ads, c.rules.offers);
    },
  },
];
