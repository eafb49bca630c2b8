import { assign, enqueueActions, fromCallback, fromPromise, raise, sendTo, setup, stopChild } from 'xstate';
import type { Ad, Quote } from '../../contract';
import type { PartnerEligibility, PartnerFlag } from '../../contract/rules';
import {
  isQuickViewPath,
  LOADER_HIDE_AFTER_ROUTING_MS,
  LOADER_RESET_MS,
  PROGRESS_POINTS_PER_SECOND,
  PROGRESS_STOP_AFTER_S,
} from '../../domain/constants';
import type { ErrorCode } from '../../domain/errors';
import { AGENCY_SOLD_CARRIERS, DIRECT_CARRIERS } from '../../domain/carriers';
import {
  DEFAULT_OFFER_RULES,
  MAX_COMPARED,
  comparedOf,
  dedupe,
  markAggregators,
  offerKey,
  shownQuotes,
} from '../../domain/offers';
import { isShowable } from '../../domain/quotes';
import { eligibilityInput } from '../intake/questions/addressChain';
import type { UserSyncEvent, UserSyncInput } from '../intake/intake.actors';
import { ratecallMachine } from '../ratecall/ratecall.machine';
import { rentersUserOf, wantsRentersBundle } from '../../domain/bundle';
import { type BindShopper, isBindCarrierFor } from '../bind/bind.types';
import { AD_RETRY_DELAYS, keepAnswered, withReRated } from './chartParts';
import {
  type CrmHandoffInput,
  type HandoffCall,
  type HandoffStatus,
  type LeadHandoffInput,
  type SlackHandoffInput,
  withHandoffStatus,
} from './handoffParts';
import { extraQuestion, extrasProgress, isExtraAnswer, missingExtras } from './extras';
import { withNewQuoteSession } from './quoteSession';
import type {
  BundleDecision,
  ClassifiedLead,
  BundleDisplay,
  AdsInput,
  CarrierInput,
  PhoneInput,
  ResultsContext,
  ResultsErrorKind,
  ResultsEvent,
  ResultsInput,
  ResultsRules,
  RulesFacts,
} from './results.types';

// The results machine's named implementations (DESIGN section 4): actor slots (the real ones come from src/actors at
// the app root), guards and actions. The chart itself is results.machine.ts.

const missing = (name: string) => () => Promise.reject(new Error(`actor '${name}' was not provided`));

/**
 * partnerQuotesAdsEligibility's flags (spec 001 section 6) to the carriers asked: each flag set names its carrier (the
 * Quinstreet agency quotes Safeco; evertree is the clickwall partner, no RC1 carrier); the fast-track carrier always is.
 */
export const FLAG_CARRIERS: Record<PartnerFlag, string | null> = {
  safeco: 'safeco',
  quinstreetAgency: 'safeco',
  libertyMutualAgency: 'libertymutual',
  lemonade: 'lemonade',
  branchAgencyAuto: 'branch',
  branchAgencyBundle: 'branch',
  rootAgency: 'root',
  geicoAuto: 'geico',
  evertree: null,
};

/** The quote partners: one RC1 call each (docs/decisions/0014). Liberty Mutual direct needs its flag (section 4). */
export function quotePartners(flags: PartnerEligibility | null, rules: ResultsRules): string[] {
  if (flags === null) return [...DIRECT_CARRIERS];
  const named = (Object.keys(FLAG_CARRIERS) as PartnerFlag[]).flatMap((f) =>
    flags[f] === true && FLAG_CARRIERS[f] ? [FLAG_CARRIERS[f]] : [],
  );
  const unique = [...new Set([...named, 'fasttrack'])];
  return rules.libertyMutualDirect ? unique : unique.filter((c) => c !== 'libertymutual');
}

/**
 * An opted-out shopper's partner flags (issue 32; docs/decisions/0095): no Quinstreet agency and no GEICO quote, whose
 * partners would receive their answers; storePartners applies it and drops the carriers sold through them too
 * (Safeco's own flag).
 */
export const withoutAgencyPartners = (flags: PartnerEligibility | null): PartnerEligibility | null =>
  flags && { ...flags, quinstreetAgency: false, geicoAuto: false };

const isMassachusetts = (c: ResultsContext) => c.user.autoPolicy.policy.state === 'MA';

/**
 * The rules engine's facts about this shopper (server/rules/inputs.ts "shopper"): the traffic facts the intake's
 * address-success chain sends (eligibilityInput: referrer, theme, flow name, traffic source; the agency and partner
 * rules read them) and a few answers (the incident count and DUI the Quinstreet and GEICO rules read); no name,
 * address or contact.
 */
export function rulesFacts(c: Pick<ResultsContext, 'user' | 'anonymousId' | 'partner'>): RulesFacts {
  const { policy, operators } = c.user.autoPolicy;
  const first = operators[0];
  const incidents = operators.map((o) => o.incidents);
  const facts: Record<string, unknown> = {
    ...eligibilityInput(c.user),
    policyType: 'auto',
    state: policy.state,
    zip: policy.zip,
    partner: c.partner ?? '',
    anonymousId: c.anonymousId,
    homeOwnershipStatus: first?.homeOwnershipStatus,
    bundlingInterest: policy.interestedInMultiPolicy,
    isAgencyEligible: policy.isAgencyEligible,
    vehicleCount: c.user.autoPolicy.vehicles.length,
    driverCount: operators.length,
    hasDui: incidents.some((i) => i?.hasDui === true),
    // The rule input counts at most 30 (server/rules/inputs.ts).
    incidentCount: Math.min(
      30,
      incidents.reduce((n, i) => n + (i?.accidents.length ?? 0) + (i?.violations.length ?? 0), 0),
    ),
  };
  return Object.fromEntries(
    Object.entries(facts).filter(
      (e): e is [string, string | number | boolean] =>
        typeof e[1] === 'string' || typeof e[1] === 'number' || typeof e[1] === 'boolean',
    ),
  );
}

export const resultsSetup = setup({
  types: {} as { context: ResultsContext; input: ResultsInput; events: ResultsEvent },
  actors: {
    /** The page's one save queue: POST /user on first use, PATCH /user afterwards (src/actors/user.actor.ts). */
    userSync: fromCallback<UserSyncEvent, UserSyncInput>(() => () => {}),
    decideAgency: fromPromise<ResultsRules, RulesFacts>(missing('decideAgency')),
    classifyLead: fromPromise<ClassifiedLead, ResultsInput>(missing('classifyLead')),
    fetchPartnerEligibility: fromPromise<PartnerEligibility | null, RulesFacts>(missing('fetchPartnerEligibility')),
    /** One carrier's RC1: answers CARRIER_ANSWERED or CARRIER_FAILED, so each card shows as its carrier answers. */
    askCarrier: fromCallback<ResultsEvent, CarrierInput>(() => () => {}),
    fetchMediaAlpha: fromPromise<Ad[], AdsInput>(missing('fetchMediaAlpha')),
    fetchFallbackAds: fromPromise<Ad[], AdsInput>(missing('fetchFallbackAds')),
    /** bundlePopUp and bundleOnResultsPage: where the renters offers show (null: not at all; never rejects). */
    decideBundle: fromPromise<BundleDecision, RulesFacts>(missing('decideBundle')),
    fetchRentersQuotes: fromPromise<Quote[], ResultsInput>(missing('fetchRentersQuotes')),
    fetchRentersAds: fromPromise<Ad[], ResultsInput>(missing('fetchRentersAds')),
    /** GET /phone-numbers/experience-mapping (policyType auto, flowLocation results); null when not found. */
    fetchResultsPhone: fromPromise<string | null, PhoneInput>(missing('fetchResultsPhone')),
    /** The agency clickwall's hand-off (src/actors/handoff.actor.ts; docs/decisions/0095). */
    handoffCrm: fromPromise<string, CrmHandoffInput>(missing('handoffCrm')),
    handoffSlack: fromPromise<string, SlackHandoffInput>(missing('handoffSlack')),
    handoffLead: fromPromise<string, LeadHandoffInput>(missing('handoffLead')),
    ratecall: ratecallMachine,
  },
  delays: {
    progressTick: 1000,
    loaderHide: LOADER_HIDE_AFTER_ROUTING_MS,
    loaderReset: LOADER_RESET_MS,
    ...AD_RETRY_DELAYS,
  },
  guards: {
    /** The shopper opted out (issue 32; docs/decisions/0095): no ad, partner quote, CRM export or lead. */
    optedOut: ({ context }) => context.optedOut,
    agencyAllowed: (_, p: { rules: ResultsRules }) => p.rules.agencyAllowed,
    allCarriersAnswered: ({ context }) => context.carriers.every((c) => c.status !== 'asking'),
    adsReturned: (_, p: { ads: Ad[] }) => p.ads.length > 0,
    progressRunning: ({ context }) => context.progress < PROGRESS_POINTS_PER_SECOND * PROGRESS_STOP_AFTER_S,
    /** spec 001 section 8: Massachusetts with no ads after the retries and the fallback is the clickwall error. */
    massachusettsWithoutAds: ({ context }) => isMassachusetts(context) && context.ads.length === 0,
    hasOffers: ({ context }) => {
      const kept = dedupe(context.quotes, context.ads, context.rules.offers);
      return kept.quotes.length + kept.ads.length > 0;
    },
    serverFailed: ({ event }) => event.type === 'USER_SAVE_RETRYING' && (event.status ?? 0) >= 500,
    canContinueOnline: ({ context, event }) => chosenQuote(context, event) !== null,
    rentersBundle: ({ context }) => wantsRentersBundle(context.user),
    bundleShown: (_, p: { display: BundleDisplay | null }) => p.display !== null,
    extrasMissing: ({ context }) => missingExtras(context.user).length > 0,
    validExtra: ({ context, event }) =>
      event.type === 'EXTRA_ANSWERED' && isExtraAnswer(context.extras, event.questionId, event.value),
    /** This answer brings the modal to 100 percent. */
    lastExtra: ({ context, event }) => {
      if (event.type !== 'EXTRA_ANSWERED' || !isExtraAnswer(context.extras, event.questionId, event.value))
        return false;
      const user = structuredClone(context.user);
      extraQuestion(event.questionId)!.write(user, event.value);
      return extrasProgress(user, context.extras) === 100;
    },
    toQuickView: ({ event }) => event.type === 'SHOW_PATH' && isQuickViewPath(event.path),
    /** A shown quote can be ticked while fewer than MAX_COMPARED are; a ticked one can always be taken out. */
    canToggleCompare: ({ context, event }) => {
      if (event.type !== 'TOGGLE_COMPARE') return false;
      if (context.compared.includes(event.key)) return true;
      return context.compared.length < MAX_COMPARED && shownQuoteKeys(context).includes(event.key);
    },
    /** spec: a comparison of two or three quotes (issue 28). */
    enoughToCompare: ({ context }) => comparedShown(context).length >= 2,
    comparing: ({ context }) => context.comparing,
    toQuotes: ({ event }) => event.type === 'SHOW_PATH' && (event.path === '/quotes' || event.path === '/results'),
  },
  actions: {
    handoffStatus: assign(({ context }, p: { call: HandoffCall; status: HandoffStatus }) => ({
      handoff: withHandoffStatus(context.handoff, p),
    })),
    atClickwall: raise({ type: 'CLICKWALL' }),
    storeUser: assign(({ event }) =>
      event.type === 'USER_SAVED'
        ? { server: { userId: event.userId, token: event.token }, userCreated: true, error: null }
        : {},
    ),
    /** Quotes are asked for (again): a fresh quotesRequestId on the user saved and sent to every quote and rate call. */
    newQuoteSession: assign({ user: ({ context }) => withNewQuoteSession(context.user) }),
    saveUser: sendTo('userSync', ({ context }) => ({
      type: 'SAVE' as const,
      user: context.user,
      server: context.server,
    })),
    storeRules: assign((_, p: { rules: ResultsRules }) => ({ rules: p.rules })),
    /** The class, and the userClassification rule's class on the user's tracking when it was asked (0097). */
    storeClassification: assign(({ context }, p: { classification: ClassifiedLead | null }) => {
      if (!p.classification) return { classification: null };
      const { userClassification, ...classification } = p.classification;
      if (userClassification === undefined) return { classification };
      const { userClassification: _old, ...tracking } = context.user.tracking;
      return {
        classification,
        user: {
          ...context.user,
          tracking: userClassification ? { ...tracking, userClassification } : tracking,
        },
      };
    }),
    // An opted-out shopper's answers reach no agency partner: not their flags, nor the carriers sold through them.
    storePartners: assign(({ context }, p: { flags: PartnerEligibility | null }) => {
      const flags = context.optedOut ? withoutAgencyPartners(p.flags) : p.flags;
      return {
        partnerFlags: flags,
        carriers: quotePartners(flags, context.rules)
          .filter((carrierId) => !(context.optedOut && AGENCY_SOLD_CARRIERS.includes(carrierId)))
          .map((carrierId) => ({ carrierId, status: 'asking' as const })),
        quotes: [],
        quoteStatus: 'InProgress' as const,
      };
    }),
    askCarriers: enqueueActions(({ context, enqueue }) => {
      for (const { carrierId } of context.carriers)
        enqueue.spawnChild('askCarrier', {
          id: `rc1.${carrierId}`,
          input: { user: context.user, carrierId, isAgencyAvailable: context.rules.agencyAllowed },
        });
    }),
    stopCarriers: enqueueActions(({ context, enqueue }) => {
      for (const { carrierId } of context.carriers) enqueue.stopChild(`rc1.${carrierId}`);
    }),
    storeCarrierQuotes: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CARRIER_ANSWERED' && event.type !== 'CARRIER_FAILED') return;
      const answered = event.type === 'CARRIER_ANSWERED';
      // A carrier answers once: a late or repeated answer is ignored.
      if (!context.carriers.some((c) => c.carrierId === event.carrierId && c.status === 'asking')) return;
      enqueue.assign({
        carriers: context.carriers.map((c) =>
          c.carrierId === event.carrierId ? { ...c, status: answered ? 'answered' : 'failed' } : c,
        ),
        quotes: answered ? [...context.quotes, ...event.quotes] : context.quotes,
      });
      enqueue(stopChild(`rc1.${event.carrierId}`));
    }),
    quotesCompleted: assign({ quoteStatus: 'Completed' as const }),
    adsInProgress: assign({ adStatus: 'InProgress' as const, ads: [], adAttempt: 1 }),
    nextAdAttempt: assign({ adAttempt: ({ context }) => context.adAttempt + 1 }),
    /** The ads as answered, each marked an aggregator or not by maAutoAggregators where it decided. */
    storeAds: assign(({ context }, p: { ads: Ad[] }) => ({ ads: markAggregators(p.ads, context.rules.aggregators) })),
    adsCompleted: assign({ adStatus: 'Completed' as const }),
    routed: raise({ type: 'ROUTED' }),
    failed: raise({ type: 'FAILED' }),
    loading: raise({ type: 'LOADING' }),
    setError: assign((_, p: { kind: ResultsErrorKind; code: ErrorCode; thrown?: string }) => ({
      error: { kind: p.kind, code: p.code, thrown: p.thrown ?? null },
    })),
    resetResults: assign({
      error: null,
      quotes: [],
      ads: [],
      carriers: [],
      quoteStatus: 'Idle' as const,
      adStatus: 'Idle' as const,
      chosen: null,
      compared: [],
      comparing: false,
    }),
    tickProgress: assign({ progress: ({ context }) => context.progress + PROGRESS_POINTS_PER_SECOND }),
    showLoader: assign({ loader: true, progress: 0 }),
    hideLoader: assign({ loader: false }),
    setSort: assign(({ event }) => (event.type === 'SORT' ? { sort: event.by } : {})),
    toggleCompare: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_COMPARE') return {};
      const compared = context.compared.includes(event.key)
        ? context.compared.filter((k) => k !== event.key)
        : [...context.compared, event.key];
      // Fewer than two left: nothing to compare side by side, so the comparison closes.
      return { compared, comparing: context.comparing && compared.length >= 2 };
    }),
    openComparison: assign({ comparing: true }),
    closeComparison: assign({ comparing: false }),
    choose: assign(({ context, event }) => ({ chosen: chosenQuote(context, event) })),
    leaveOnline: assign({ chosen: null }),
    keepOnlineAnswers: assign(({ context, self }) => ({
      ...keepAnswered(context.answered, self),
      ...withReRated(context.quotes, self),
    })),
    offerExtras: raise({ type: 'OFFER_EXTRAS' }),
    storePhone: assign((_, p: { phoneNumber: string | null }) => ({ phoneNumber: p.phoneNumber })),
    storeBundleDisplay: assign(({ context }, p: BundleDecision) => ({
      bundle: {
        ...context.bundle,
        display: p.display,
        copy: p.copy,
        quoteStatus: 'InProgress' as const,
        adStatus: 'InProgress' as const,
      },
    })),
    storeRentersQuotes: assign(({ context }, p: { quotes: Quote[] }) => ({
      bundle: { ...context.bundle, quotes: p.quotes, quoteStatus: 'Completed' as const },
    })),
    storeRentersAds: assign(({ context }, p: { ads: Ad[] }) => ({
      bundle: { ...context.bundle, ads: p.ads, adStatus: 'Completed' as const },
    })),
    saveExtras: sendTo('extrasSync', ({ context }) => ({
      type: 'SAVE' as const,
      user: context.user,
      server: context.server,
    })),
    askExtras: assign(({ context }) => ({ extras: missingExtras(context.user) })),
    answerExtra: assign(({ context, event }) => {
      if (event.type !== 'EXTRA_ANSWERED') return {};
      const user = structuredClone(context.user);
      extraQuestion(event.questionId)!.write(user, event.value);
      return { user };
    }),
  },
});

const shownQuoteKeys = (c: ResultsContext) => shownQuotes(c.quotes, c.ads, c.rules.offers).map(offerKey);
const comparedShown = (c: ResultsContext) => comparedOf(c.compared, c.quotes, c.ads, c.rules.offers);

/**
 * The quote a CONTINUE_ONLINE names, when it is shown and can be bought online: an auto quote of the results, or a
 * renters quote of the bundle beside them whose carrier sells renters online (decision 0088).
 */
export function chosenQuote(context: ResultsContext, event: ResultsEvent): Quote | null {
  if (event.type !== 'CONTINUE_ONLINE') return null;
  const named = (x: Quote) => x.quoteId === event.quoteId && x.carrierId === event.carrierId;
  const q = context.quotes.find(named);
  if (q) return q.onlineBind && isShowable(q) ? q : null;
  const b = context.bundle.quotes.find(named);
  return b?.onlineBind && isShowable(b) && isBindCarrierFor('renters', b.carrierId) ? b : null;
}

/** The chosen quote is the renters bundle's (not one of the auto results). */
export function isBundleChoice(context: Pick<ResultsContext, 'chosen' | 'bundle'>): boolean {
  const { chosen } = context;
  // By ids, not identity: a restored snapshot's chosen quote is a copy.
  return (
    chosen !== null &&
    context.bundle.quotes.some((q) => q.quoteId === chosen.quoteId && q.carrierId === chosen.carrierId)
  );
}

/**
 * Whom the rate-call chart buys for: the auto household, or for a bundle's renters quote the renters user built from
 * the auto answers (rentersUserOf, as its quotes were asked), so nothing the auto flow knows is asked again.
 */
export const onlineShopperOf = (context: Pick<ResultsContext, 'chosen' | 'bundle' | 'user'>): BindShopper =>
  isBundleChoice(context) ? rentersUserOf(context.user) : context.user;

export const NO_BUNDLE = {
  display: null,
  copy: null,
  quotes: [],
  ads: [],
  quoteStatus: 'Idle',
  adStatus: 'Idle',
} as const satisfies ResultsContext['bundle'];

export const INITIAL_RULES: ResultsRules = {
  agencyAllowed: false,
  offers: DEFAULT_OFFER_RULES,
  libertyMutualDirect: true,
  adPlacement: null,
  aggregators: null,
  mockAd: false,
};
