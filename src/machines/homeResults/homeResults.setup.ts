import { assign, enqueueActions, fromCallback, fromPromise, raise, sendTo, setup, stopChild } from 'xstate';
import type { Ad, Quote } from '../../contract';
import { isRentersUser, type PropertyUser, propertyPolicyOf } from '../../contract/property';
import type { ErrorCode } from '../../domain/errors';
import { DEFAULT_OFFER_RULES, dedupe } from '../../domain/offers';
import { isShowable } from '../../domain/quotes';
import { isBindCarrierFor, policyTypeOfShopper } from '../bind/bind.types';
import { ratecallMachine } from '../ratecall/ratecall.machine';
import type { UserSyncEvent, UserSyncInput } from '../intake/intake.actors';
import { AD_RETRY_DELAYS, keepAnswered } from '../results/chartParts';
import { withNewQuoteSession } from '../results/quoteSession';
import {
  type CrmHandoffInput,
  type HandoffCall,
  type HandoffStatus,
  type LeadHandoffInput,
  NO_HANDOFF,
  type SlackHandoffInput,
  withHandoffStatus,
} from '../results/handoffParts';
import type { ResultsErrorKind } from '../results/results.types';
import type {
  HomeAdsInput,
  HomeResultsContext,
  HomeResultsEvent,
  HomeResultsInput,
  HomeRules,
  PartnerInput,
  PhoneInput,
  RulesFacts,
} from './homeResults.types';

// The home results chart's named implementations (DESIGN section 4): actor slots (the real ones in
// src/actors/homeResults.live.ts), guards and actions. The chart itself is homeResults.machine.ts.

const missing = (name: string) => () => Promise.reject(new Error(`actor '${name}' was not provided`));

/** Every rule at its default (spec 001 section 7: a failed rule gives false or null). */
export const NO_HOME_RULES: HomeRules = {
  agency: false,
  partner: false,
  lemonadeDirect: false,
  evertree: false,
  bundle: null,
  adPlacement: null,
};

/** The rules' policy type: home, townhome, condo or renters (server/rules/inputs.ts "shopper"). */
export const rulesPolicyType = (user: PropertyUser) => propertyPolicyOf(user).policy.policyType.toLowerCase();

/** The state the shopper insures in: the policy address's, else the first property's. */
export function propertyState(user: PropertyUser): string | undefined {
  const { policy, properties } = propertyPolicyOf(user);
  return policy.address?.state ?? properties[0]?.propertyAddress?.state;
}

/** The rules engine's facts about this shopper: no name, street, contact or birth date. */
export function homeRulesFacts(c: Pick<HomeResultsContext, 'user' | 'anonymousId' | 'partner'>): RulesFacts {
  const { policy, properties } = propertyPolicyOf(c.user);
  const facts: Record<string, string | number | boolean | undefined> = {
    policyType: rulesPolicyType(c.user),
    state: propertyState(c.user),
    zip: policy.address?.zip ?? policy.zip,
    propertyType: properties[0]?.propertyType,
    partner: c.partner ?? '',
    anonymousId: c.anonymousId,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as RulesFacts;
}

/**
 * The partners asked for quotes (docs/spec-decisions.md): the home agency's (Quinstreet for Safeco, Liberty Mutual),
 * the partner eligibility's (Branch for home, Lemonade for renters) and Lemonade direct; one call each.
 */
export function homePartners(rules: HomeRules, user: PropertyUser): string[] {
  const renters = isRentersUser(user) || rulesPolicyType(user) === 'renters';
  const ids = [
    ...(rules.agency ? ['quinstreet', 'libertymutual'] : []),
    ...(rules.partner ? [renters ? 'lemonade' : 'branch'] : []),
    ...(rules.lemonadeDirect ? ['lemonade'] : []),
  ];
  return [...new Set(ids)];
}

/** Evertree's quote page when its answer carries an Evertree id (spec 001 section 8: else evertree_error). */
export function evertreeRedirect(quotes: readonly Quote[]): string | null {
  const q = quotes.find((x) => x.carrierId === 'evertree' && x.urlId && x.click_url);
  return q?.click_url ?? null;
}

/**
 * A home or renters shopper who asked to bundle with auto (the bundling question) and did not come from auto already
 * (an auto-to-home bundle): the one auto bundle offers go to (docs/decisions/0085).
 */
export function wantsAutoBundle(user: PropertyUser): boolean {
  const { policy } = propertyPolicyOf(user);
  return (policy.bundlePolicies ?? []).includes('auto') && policy.isAutoBundle !== true;
}

/**
 * The quote a CONTINUE_ONLINE names, when it is shown and its carrier sells this policy type online (decision 0088:
 * the quote says onlineBind, and the carrier has the home or renters chains: isBindCarrierFor).
 */
export function chosenHomeQuote(context: Pick<HomeResultsContext, 'quotes' | 'user'>, event: HomeResultsEvent) {
  if (event.type !== 'CONTINUE_ONLINE') return null;
  const q = context.quotes.find((x) => x.quoteId === event.quoteId && x.carrierId === event.carrierId);
  return q?.onlineBind && isShowable(q) && isBindCarrierFor(policyTypeOfShopper(context.user), q.carrierId) ? q : null;
}

export const homeResultsSetup = setup({
  types: {} as { context: HomeResultsContext; input: HomeResultsInput; events: HomeResultsEvent },
  actors: {
    /** The page's one save queue (src/actors/user.actor.ts): POST /user on first use, PATCH /user afterwards. */
    userSync: fromCallback<UserSyncEvent, UserSyncInput>(() => () => {}),
    /** The rules of the home clickwall, in one batch; never rejects (each rule's default where it failed). */
    decideHomeResults: fromPromise<HomeRules, RulesFacts>(missing('decideHomeResults')),
    /** One partner's POST /home/quotes or /renters/quotes: CARRIER_ANSWERED or CARRIER_FAILED, once. */
    askPartner: fromCallback<HomeResultsEvent, PartnerInput>(() => () => {}),
    /** POST /home/quotes asking Evertree alone: its answer carries the redirect. */
    askEvertree: fromPromise<Quote[], PartnerInput>(missing('askEvertree')),
    /** Sends the browser to Evertree's quote page. */
    leaveForEvertree: fromCallback<HomeResultsEvent, { url: string }>(() => () => {}),
    fetchHomeAds: fromPromise<Ad[], HomeAdsInput>(missing('fetchHomeAds')),
    /** The clickwall's hand-off (src/actors/handoff.actor.ts; docs/decisions/0095): the CRM export and the lead. */
    handoffCrm: fromPromise<string, CrmHandoffInput>(missing('handoffCrm')),
    handoffSlack: fromPromise<string, SlackHandoffInput>(missing('handoffSlack')),
    handoffLead: fromPromise<string, LeadHandoffInput>(missing('handoffLead')),
    /** GET /phone-numbers/experience-mapping (policyType home, flowLocation results); null on failure. */
    fetchResultsPhone: fromPromise<string | null, PhoneInput>(missing('fetchResultsPhone')),
    /** The rate-call chart, from the chosen quote, with the property user (its actors supplied at the root). */
    ratecall: ratecallMachine,
  },
  delays: AD_RETRY_DELAYS,
  guards: {
    /** The shopper opted out (issue 32; docs/decisions/0095): no ad, CRM export or lead. */
    optedOut: ({ context }) => context.optedOut,
    /** spec 001 section 2: no agency or partner eligibility (Evertree's included). */
    noEligibility: (_, p: { rules: HomeRules }) =>
      !p.rules.agency && !p.rules.partner && !p.rules.lemonadeDirect && !p.rules.evertree,
    evertreeEligible: (_, p: { rules: HomeRules }) => p.rules.evertree,
    evertreeIdReturned: (_, p: { quotes: Quote[] }) => evertreeRedirect(p.quotes) !== null,
    allCarriersAnswered: ({ context }) => context.carriers.every((c) => c.status !== 'asking'),
    adsReturned: (_, p: { ads: Ad[] }) => p.ads.length > 0,
    hasOffers: ({ context }) => {
      const kept = dedupe(context.quotes, context.ads, context.offers);
      return kept.quotes.length + kept.ads.length > 0;
    },
    hasAds: ({ context }) => context.ads.length > 0,
    /** bundleOnResultsPage (or bundlePopUp) for a shopper who asked to bundle with auto. */
    autoBundleShown: ({ context }, p: { display: 'page' | 'popUp' }) =>
      context.rules.bundle === p.display && wantsAutoBundle(context.user),
    canContinueOnline: ({ context, event }) => chosenHomeQuote(context, event) !== null,
    serverFailed: ({ event }) => event.type === 'USER_SAVE_RETRYING' && (event.status ?? 0) >= 500,
  },
  actions: {
    newQuoteSession: assign({ user: ({ context }) => withNewQuoteSession(context.user) }),
    saveUser: sendTo('userSync', ({ context }) => ({
      type: 'SAVE' as const,
      user: context.user,
      server: context.server,
    })),
    storeUser: assign(({ event }) =>
      event.type === 'USER_SAVED'
        ? { server: { userId: event.userId, token: event.token }, userCreated: true, error: null }
        : {},
    ),
    storeRules: assign((_, p: { rules: HomeRules }) => ({ rules: p.rules })),
    askPartners: enqueueActions(({ context, enqueue }) => {
      const carriers = homePartners(context.rules, context.user);
      enqueue.assign({
        carriers: carriers.map((carrierId) => ({ carrierId, status: 'asking' as const })),
        quotes: [],
        quoteStatus: 'InProgress',
      });
      for (const carrierId of carriers)
        enqueue.spawnChild('askPartner', { id: `quotes.${carrierId}`, input: { user: context.user, carrierId } });
    }),
    stopPartners: enqueueActions(({ context, enqueue }) => {
      for (const { carrierId } of context.carriers) enqueue.stopChild(`quotes.${carrierId}`);
    }),
    storePartnerQuotes: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CARRIER_ANSWERED' && event.type !== 'CARRIER_FAILED') return;
      // A partner answers once: a late or repeated answer is ignored.
      if (!context.carriers.some((c) => c.carrierId === event.carrierId && c.status === 'asking')) return;
      const answered = event.type === 'CARRIER_ANSWERED';
      enqueue.assign({
        carriers: context.carriers.map((c) =>
          c.carrierId === event.carrierId ? { ...c, status: answered ? 'answered' : 'failed' } : c,
        ),
        quotes: answered ? [...context.quotes, ...event.quotes] : context.quotes,
      });
      enqueue(stopChild(`quotes.${event.carrierId}`));
    }),
    quotesInProgress: assign({ quoteStatus: 'InProgress' as const }),
    quotesCompleted: assign({ quoteStatus: 'Completed' as const }),
    adsInProgress: assign({ adStatus: 'InProgress' as const, ads: [], adAttempt: 1 }),
    nextAdAttempt: assign({ adAttempt: ({ context }) => context.adAttempt + 1 }),
    storeAds: assign((_, p: { ads: Ad[] }) => ({ ads: p.ads })),
    adsCompleted: assign({ adStatus: 'Completed' as const }),
    storeRedirect: assign((_, p: { quotes: Quote[] }) => ({ redirect: evertreeRedirect(p.quotes) })),
    /** Tells the hand-off region the clickwall is reached. */
    atClickwall: raise({ type: 'CLICKWALL' }),
    /** Tells the bundle region the results show. */
    resultsShown: raise({ type: 'RESULTS_SHOWN' }),
    handoffStatus: assign(({ context }, p: { call: HandoffCall; status: HandoffStatus }) => ({
      handoff: withHandoffStatus(context.handoff, p),
    })),
    choose: assign(({ context, event }) => ({ chosen: chosenHomeQuote(context, event) })),
    leaveOnline: assign({ chosen: null }),
    keepOnlineAnswers: assign(({ context, self }) => keepAnswered(context.answered, self)),
    storePhone: assign((_, p: { phoneNumber: string | null }) => ({ phoneNumber: p.phoneNumber })),
    setError: assign((_, p: { kind: ResultsErrorKind; code: ErrorCode }) => ({
      error: { kind: p.kind, code: p.code, thrown: null },
    })),
    resetResults: assign({
      error: null,
      quotes: [],
      ads: [],
      carriers: [],
      redirect: null,
      quoteStatus: 'Idle' as const,
      adStatus: 'Idle' as const,
    }),
  },
});

export const initialHomeContext = (input: HomeResultsInput): HomeResultsContext => ({
  ...input,
  userCreated: Boolean(input.server.userId),
  optedOut: input.optedOut === true,
  rules: NO_HOME_RULES,
  offers: DEFAULT_OFFER_RULES,
  carriers: [],
  quotes: [],
  ads: [],
  quoteStatus: 'Idle',
  adStatus: 'Idle',
  adAttempt: 0,
  redirect: null,
  handoff: NO_HANDOFF,
  phoneNumber: null,
  error: null,
  chosen: null,
});
