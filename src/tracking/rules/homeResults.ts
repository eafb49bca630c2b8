import type { Ad, Quote } from '../../contract';
import type { OfferRules } from '../../domain/offers';
import type { ObservedTransition, Rule } from '../types';
import { bidDifferences, ctx, payload, productClicked, productsViewed, quoteRequested, resultsViewed } from './results';

// The home and renters results chart's events (spec 001 section 7; docs/decisions/0102), as auto's (results.ts): the
// quote calls starting, each card shown and the card continued online with, the agency decision (flowAgenciesEligibility),
// the auto bundle offered or closed, the quote-versus-ad decision, and the results screens' FormViewed. No
// AutoPolicyObject: the spec names it for the auto policy alone.

interface HomeCtx {
  user: { homePolicy?: unknown; rentersPolicy?: unknown };
  rules: { agency: boolean; bundle: 'page' | 'popUp' | null };
  offers: OfferRules;
  quotes: Quote[];
  ads: Ad[];
  chosen: Quote | null;
}
const SPEC = '001-7';
const vertical = (t: ObservedTransition) => (ctx<HomeCtx>(t).user.rentersPolicy ? 'renters' : 'home');
const base = { kind: 'homeResults', sink: 'tracking', spec: SPEC } as const;

export const HOME_RESULTS_RULES: Rule[] = [
  {
    ...base,
    id: 'homeResults.agencyEligibility',
    event: 'AgencyEligibility',
    marketing: true,
    trigger: { on: 'event', type: 'xstate.done.actor.decideHomeResults' },
    description: 'The home agency-experience decision (flowAgenciesEligibility): isAgency.',
    build: (t) => [
      payload<'AgencyEligibility'>({ event: 'AgencyEligibility', isAgency: ctx<HomeCtx>(t).rules.agency }),
    ],
  },
  ...(['flow.FETCH_QUOTES_AND_ADS', 'flow.EVERTREE'] as const).map(
    (path): Rule => ({
      ...base,
      id: `homeResults.quoteRequested.${path.slice(5)}`,
      event: 'QuoteRequested',
      marketing: true,
      trigger: { on: 'enterState', path },
      description:
        path === 'flow.EVERTREE'
          ? 'Evertree is asked for its quote id: the quote session and the page, no consent field.'
          : "The partners are asked for home or renters quotes: the quote session's id and the page, no consent field.",
      build: (t) => quoteRequested(vertical(t), ctx<HomeCtx>(t).user),
    }),
  ),
  {
    ...base,
    id: 'homeResults.formViewed.quotes',
    event: 'FormViewed',
    marketing: false,
    trigger: { on: 'enterState', path: 'flow.FETCH_QUOTES_AND_ADS' },
    description: 'The home clickwall (/home/quotes) shows, its cards arriving.',
    build: (_t, session) => resultsViewed(session, 'homeResults', 'homeQuotes'),
  },
  {
    ...base,
    id: 'homeResults.formViewed.ads',
    event: 'FormViewed',
    marketing: false,
    trigger: { on: 'enterTag', tag: 'step:homeResults' },
    description: 'The home results with ads alone (/home/results) show.',
    // Its loading and its ads are two states of one screen: viewed once, as it first shows.
    build: (t, session) =>
      t.before?.hasTag('step:homeResults') ? [] : resultsViewed(session, 'homeResults', 'homeResults'),
  },
  ...(['flow.QUOTES', 'flow.ADS'] as const).map(
    (path): Rule => ({
      ...base,
      id: `homeResults.productViewed.${path.slice(5)}`,
      event: 'ProductViewed',
      marketing: true,
      trigger: { on: 'enterState', path },
      description: 'The offers show: each quote and ad card, its carrier, partner, id, position and price.',
      build: (t) => {
        const c = ctx<HomeCtx>(t);
        return productsViewed(c.quotes, c.ads, c.offers, 'monthly');
      },
    }),
  ),
  {
    ...base,
    id: 'homeResults.productClicked',
    event: 'ProductClicked',
    marketing: true,
    trigger: { on: 'event', type: 'CONTINUE_ONLINE' },
    description: 'The shopper continues online with a home or renters quote card.',
    build: (t) => {
      const c = ctx<HomeCtx>(t);
      if (t.before?.context.chosen === c.chosen) return [];
      return productClicked(c.quotes, c.ads, c.offers, 'monthly', c.chosen);
    },
  },
  {
    ...base,
    id: 'homeResults.bidDifference',
    event: 'BidDifference',
    marketing: true,
    trigger: { on: 'enterState', path: 'flow.QUOTES' },
    description:
      "The offers show: each carrier with a quote and its own ad, the decision and the premium minus the ad's bid.",
    build: (t) => {
      const c = ctx<HomeCtx>(t);
      return bidDifferences(c.quotes, c.ads, c.offers);
    },
  },
  ...(
    [
      ['bundle.ON_PAGE', true, 'results'],
      ['bundle.POP_UP', true, 'popup'],
      ['bundle.DISMISSED', false, 'popup'],
    ] as const
  ).map(
    ([path, interested, placement]): Rule => ({
      ...base,
      id: `homeResults.bundling.${path.slice(7)}`,
      event: 'BundlingInterest',
      marketing: true,
      trigger: { on: 'enterState', path },
      description: interested
        ? `The auto bundle the shopper asked for is offered (${placement === 'popup' ? 'a pop-up' : 'a card on the results'}).`
        : 'The shopper closes the auto bundle pop-up.',
      build: () => [
        payload<'BundlingInterest'>({ event: 'BundlingInterest', vertical: 'auto', interested, placement }),
      ],
    }),
  ),
];
