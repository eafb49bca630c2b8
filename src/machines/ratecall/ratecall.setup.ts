import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { AutoUser } from '../../contract';
import { propertyPolicyOf } from '../../contract/propertyUser';
import type { RatecallResponse, RatecallStep } from '../../contract/ratecall';
import { LOADER_RESET_MS, PROGRESS_POINTS_PER_SECOND, PROGRESS_STOP_AFTER_S } from '../../domain/constants';
import type { CoverageCheck } from '../../domain/coverageSelection';
import { type ErrorCode, isCodedError, isNetworkError } from '../../domain/errors';
import { showableQuotesByPrice } from '../../domain/quotes';
import { type BindPolicyType, type BindStage, type BindUser, policyTypeOfShopper } from '../bind/bind.types';
import { bindMachineOf } from '../bind/bind.machine';
import { BIND_CHAIN_IDS, type BindChainId, bindChains } from '../bind/chains';
import type { BindChain } from '../bind/chains/blocks';
import type { FlowOutput } from '../graph/flowSetup';
import { type LazyMachine, lazyMachine } from '../graph/lazyMachine';
import type { BindMachine } from '../bind/bind.machine';
import { chainEvent, chainResultOf, resumeAt } from './ratecall.chains';
import { NO_ERRORS, applyAnswer, applyFailure, newSession, withPostQuoteRules } from './ratecall.context';
import { type PostQuoteRules, type PostQuoteRulesInput, reRateCandidates } from './postQuoteRules';
import { outcomeOf } from './ratecall.outcomes';
import {
  type CrmHandoffInput,
  type HandoffCall,
  type HandoffStatus,
  type LeadHandoffInput,
  type SlackHandoffInput,
  withHandoffStatus,
} from '../results/handoffParts';
import type {
  CoverageCheckInput,
  Coverages,
  RatecallCallInput,
  RatecallContext,
  RatecallEvent,
  RatecallInput,
  RatecallOutcome,
  Rc1Result,
} from './ratecall.types';
import { sessionPolicyType } from './ratecall.types';

// The rate-call machine's named implementations (DESIGN section 4): its two actors, guards and actions. The chart
// itself is ratecall.machine.ts.

/** The quote of the results a CONTINUE_ONLINE names, when it can be bought online. */
export function chosenQuote(context: RatecallContext, event: RatecallEvent) {
  if (event.type !== 'CONTINUE_ONLINE') return null;
  const quote = context.quotes.find((q) => q.quoteId === event.quoteId && q.carrierId === event.carrierId);
  return quote?.onlineBind ? quote : null;
}

/** A step's answer and the outcome a transition takes it as. */
export interface Answered {
  step: RatecallStep;
  outcome: RatecallOutcome;
  response: RatecallResponse;
  /** Only when the remote rule rc2PrefillToggle is (true) or is not (false) on. */
  prefill?: boolean;
  /** Only for a home or renters session (true), or an auto one (false): property has no driving-record check. */
  property?: boolean;
}

/** The session buys a home or renters policy (no driving-record check, no coverage rules: decisions 0086, 0088). */
const isPropertySession = (context: RatecallContext) =>
  context.online !== null && sessionPolicyType(context.online) !== 'auto';

/**
 * Every post-quote chain as an actor named by its chain id (a persisted snapshot names its chain and restores it),
 * each built the first time a session asks it: a shopper takes one carrier's chains.
 */
export const chainActors = Object.fromEntries(
  BIND_CHAIN_IDS.map((id) => [id, lazyMachine(() => bindMachineOf(id))]),
) as Record<BindChainId, LazyMachine<BindMachine>>;

/** A completed chain's answers, taken as the stage's event (ratecall.chains.ts). */
export interface ChainDone {
  stage: BindStage;
  chain: BindChainId;
  output: FlowOutput<BindUser>;
}

export const ratecallSetup = setup({
  types: {} as { context: RatecallContext; input: RatecallInput; events: RatecallEvent },
  actors: {
    fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(() =>
      Promise.reject(new Error("actor 'fetchRc1Quotes' was not provided")),
    ),
    callRatecall: fromPromise<RatecallResponse, RatecallCallInput>(() =>
      Promise.reject(new Error("actor 'callRatecall' was not provided")),
    ),
    /** The post-quote remote rules and phone number (src/actors/postQuoteRules.actor.ts; never rejects there). */
    fetchPostQuoteRules: fromPromise<PostQuoteRules, PostQuoteRulesInput>(() =>
      Promise.reject(new Error("actor 'fetchPostQuoteRules' was not provided")),
    ),
    checkCoverages: fromPromise<CoverageCheck, CoverageCheckInput>(() =>
      Promise.reject(new Error("actor 'checkCoverages' was not provided")),
    ),
    /** The agent hand-offs (src/actors/handoff.actor.ts; docs/decisions/0095). */
    handoffCrm: fromPromise<string, CrmHandoffInput>(() =>
      Promise.reject(new Error("actor 'handoffCrm' was not provided")),
    ),
    handoffSlack: fromPromise<string, SlackHandoffInput>(() =>
      Promise.reject(new Error("actor 'handoffSlack' was not provided")),
    ),
    handoffLead: fromPromise<string, LeadHandoffInput>(() =>
      Promise.reject(new Error("actor 'handoffLead' was not provided")),
    ),
    ...chainActors,
  },
  delays: { progressTick: 1000, loaderReset: LOADER_RESET_MS },
  guards: {
    anyShowable: (_, p: { output: Rc1Result }) => showableQuotesByPrice(p.output.quotes).length > 0,
    progressRunning: ({ context }) => context.progress < PROGRESS_POINTS_PER_SECOND * PROGRESS_STOP_AFTER_S,
    offersOnlineBind: ({ context, event }) => chosenQuote(context, event) !== null,
    continuing: ({ context }) => context.continueWith?.onlineBind === true,
    /** The error page's "Try again" sends this step again: a lost connection or a server briefly unavailable stopped it. */
    retryIs: ({ context }, p: { step: RatecallStep }) => context.online !== null && context.errors.retryStep === p.step,
    /** The carrier's chain for the stage is this one (chainFor, in the layout the post-quote rules chose). */
    chainIs: ({ context }, p: { stage: BindStage; chain: BindChainId }) => context.online?.chains[p.stage] === p.chain,
    /** POST /rules-engine/ adjusted nothing: the edit goes to the re-rate as the shopper made it. */
    coveragesValid: (_, p: { output: CoverageCheck }) => p.output.valid,
    answered: ({ context }, p: Answered) =>
      outcomeOf(p.step, p.response, context.online?.seenRate ?? 0) === p.outcome &&
      (p.prefill === undefined || p.prefill === (context.online?.rules.rc2Prefill === true)) &&
      (p.property === undefined || p.property === isPropertySession(context)),
    /**
     * POST /rules-engine/ checks an edit of auto's coverages only (A14): a home or renters edit is checked against
     * propertyCoverageLimits on its screen and by the sandbox's re-rate, so it goes straight to UPDATE_COVERAGE.
     */
    coverageCheckApplies: ({ context }) => !isPropertySession(context),
    /** The shopper opted out: no CRM export, no lead (issue 32; docs/decisions/0095). */
    optedOut: ({ context }) => context.optedOut,
  },
  actions: {
    handoffStatus: assign(({ context }, p: { call: HandoffCall; status: HandoffStatus }) => ({
      handoff: withHandoffStatus(context.handoff, p),
    })),
    storeQuotes: assign(({ context }, p: { output: Rc1Result }) => {
      const { quotes: all, quotesRequestId } = p.output;
      const quotes = showableQuotesByPrice(all);
      const user = { ...context.user, tracking: { ...context.user.tracking, quotesRequestId } };
      return { quotes, dropped: all.length - quotes.length, error: null, user };
    }),
    storeError: assign((_, p: { error: unknown }) => ({
      error: isCodedError(p.error) && isNetworkError(p.error.code) ? p.error.code : ('rc1_quotes_error' as ErrorCode),
    })),
    tickProgress: assign({ progress: ({ context }) => context.progress + PROGRESS_POINTS_PER_SECOND }),
    resetProgress: assign({ progress: 0 }),
    startOnline: assign(({ context, event }) => {
      const quote = chosenQuote(context, event);
      return quote
        ? { online: newSession(quote, policyTypeOfShopper(context.user)), errors: NO_ERRORS, outcome: null }
        : {};
    }),
    startChosen: assign(({ context }) =>
      context.continueWith
        ? {
            online: {
              ...newSession(context.continueWith, policyTypeOfShopper(context.user)),
              asked: { ...context.answered },
            },
            errors: NO_ERRORS,
            outcome: null,
          }
        : {},
    ),
    /**
     * A chain completed: its answers and screens are kept for the stage, and become the stage's own event (the
     * answers, the undisclosed drivers, the coverages or the payment), which the waiting state takes as before.
     */
    takeChain: enqueueActions(({ context, enqueue }, p: ChainDone) => {
      if (!context.online) return;
      const online = {
        ...context.online,
        asked: { ...context.online.asked, [p.stage]: chainResultOf(p.chain, p.output) },
      };
      enqueue.assign({ online });
      enqueue.raise(chainEvent({ ...context, online }, p.stage, p.output));
    }),
    /** Back in a stage whose answer the carrier refused: the chain goes to the screen that asks it. */
    resumeChain: enqueueActions(({ context, enqueue }, p: { stage: BindStage }) => {
      const node = resumeAt(context, p.stage);
      if (node) enqueue.sendTo('bind', { type: 'NAVIGATE', node });
    }),
    /** The post-quote rules answered (their defaults when the actor failed): kept, and the chains chosen by them. */
    storePostQuoteRules: assign(({ context }, p: { rules: PostQuoteRules }) =>
      context.online ? { online: withPostQuoteRules(context.online, p.rules) } : {},
    ),
    leaveOnline: assign({ online: null, errors: NO_ERRORS, outcome: null, loader: false }),
    /** Try again: the error page's flags go; the session and its answers stay for the step sent again. */
    retryOnline: assign({ errors: NO_ERRORS, outcome: null, loader: false }),
    applyAnswer: assign(({ context }, p: Answered) => applyAnswer(context, p)),
    applyFailure: assign(({ context }, p: { step: RatecallStep; outcome: RatecallOutcome; error: unknown }) =>
      applyFailure(context, p),
    ),
    /** A new submit is checked again whole: the marks of the last one are cleared (spec 001 section 3). */
    storeAnswers: assign(({ context, event }) =>
      event.type === 'ANSWERS_SUBMITTED' && context.online
        ? {
            online: { ...context.online, answers: event.answers },
            errors: { ...context.errors, vinError: [], assignedDriverError: [], answerErrors: [] },
          }
        : {},
    ),
    storeUndisclosedAnswers: assign(({ context, event }) =>
      event.type === 'UNDISCLOSED_DRIVERS_ANSWERED' && context.online
        ? { online: { ...context.online, undisclosedAnswers: event.answers } }
        : {},
    ),
    /** The shopper's edit, whole, to check before the re-rate (CHECK_COVERAGES). */
    storeCoverageEdit: assign(({ context, event }) =>
      event.type === 'COVERAGES_EDITED' && context.online
        ? {
            online: {
              ...context.online,
              coverageEdit: Object.fromEntries(Object.entries(event.coverages).map(([k, v]) => [k, String(v)])),
            },
          }
        : {},
    ),
    /** The checked edit is what UPDATE_COVERAGE sends; an adjustment shown before is settled. */
    acceptCoverages: assign(({ context }) =>
      context.online
        ? {
            online: {
              ...context.online,
              coverages: { ...context.online.coverages, ...context.online.coverageEdit },
              coverageEdit: null,
              coverageAdjustment: null,
            },
          }
        : {},
    ),
    /** The rules changed the edit: nothing is sent; the shopper sees the adjusted limits and why, and confirms. */
    storeCoverageAdjustment: assign(({ context }, p: { output: CoverageCheck }) =>
      context.online
        ? {
            online: {
              ...context.online,
              coverageEdit: null,
              coverageAdjustment: { coverages: p.output.coverages, messages: p.output.messages },
            },
          }
        : {},
    ),
    storePaymentAnswers: assign(({ context, event }) =>
      event.type === 'PAYMENT_SUBMITTED' && context.online
        ? {
            online: { ...context.online, paymentAnswers: event.answers },
            errors: { ...context.errors, paymentError: null },
          }
        : {},
    ),
    /** A new card, or a payment that went through: the last card's decline is no longer the shopper's problem. */
    clearPaymentError: assign(({ context }) => ({ errors: { ...context.errors, paymentError: null } })),
    hideLoader: assign({ loader: false }),
  },
});
export type RatecallSetup = typeof ratecallSetup;

/** What CHECK_COVERAGES checks: the quote's coverages with the shopper's edit, in the policy's state. */
export function coverageCheckInput(context: RatecallContext): CoverageCheckInput {
  const online = context.online;
  const { user } = context;
  const { policy } = 'autoPolicy' in user ? user.autoPolicy : propertyPolicyOf(user);
  const strings = (r: Record<string, string | number> | undefined) =>
    Object.fromEntries(Object.entries(r ?? {}).map(([k, v]) => [k, String(v)]));
  return {
    state: policy.address?.state ?? policy.state ?? '',
    coverages: { ...strings(online?.quote.coverages), ...strings(online?.coverages), ...online?.coverageEdit },
    vehicleIds: 'autoPolicy' in user ? user.autoPolicy.vehicles.map((v) => v.id) : [],
  };
}

/**
 * What GET_POST_QUOTE_RULES asks with: the shopper, the chosen carrier, and the online-bind carriers that quoted (the
 * chosen one and the results' re-rate candidates), which rc2AllCarrierReRate reads.
 */
export function postQuoteRulesInputOf(context: RatecallContext): PostQuoteRulesInput {
  const carrierId = context.online?.quote.carrierId ?? '';
  const others = reRateCandidates(context.reRateWith ?? [], carrierId).map((q) => q.carrierId);
  return { user: context.user, carrierId, ...(carrierId ? { quotedCarriers: [carrierId, ...others] } : {}) };
}

/** What each step sends besides the session's ids (spec 001 section 7: user, requestDetails). */
export function callInput(context: RatecallContext, step: RatecallStep): RatecallCallInput {
  const online = context.online;
  const policyType = policyTypeOfShopper(context.user);
  const base: RatecallCallInput = {
    policyType,
    user: context.user,
    step,
    session: online?.ids ?? { carrierId: '', carrier: '' },
    ...(context.server.token ? { userToken: context.server.token } : {}),
  };
  if (!online) return base;
  switch (step) {
    case 'GET_RC1_QUOTES':
    case 'GET_RC2_QUESTIONS': {
      // The session asks its questions in the layout of the chain that shows them (docs/decisions/0031).
      const chain = online.chains.preMvr;
      const layout = chain ? (bindChains[chain] as BindChain).layout : undefined;
      return layout && layout !== 'grouped' ? { ...base, breakout: layout } : base;
    }
    case 'SUBMIT_RC2_ANSWERS':
      return { ...base, answers: online.answers };
    case 'CHECK_FOR_UDO':
      return online.undisclosedAnswers.length ? { ...base, undisclosedOperators: online.undisclosedAnswers } : base;
    case 'UPDATE_COVERAGE':
      return { ...base, coverages: coveragesToSend(policyType, online.coverages) };
    case 'GET_RC2_RATE': {
      // rc2AllCarrierReRate: the results' other online-bind carriers are re-rated on the same answers.
      const others = online.rules.reRateAll ? reRateCandidates(context.reRateWith ?? [], online.quote.carrierId) : [];
      return others.length && policyType === 'auto'
        ? { ...base, reRateCarriers: others.map((q) => q.carrierId) }
        : base;
    }
    case 'BIND_RC2':
      return { ...base, readyForPurchase: true };
    case 'COLLECT_PAYMENT':
      return { ...base, answers: online.paymentAnswers };
    default:
      return base;
  }
}

/**
 * The coverages UPDATE_COVERAGE sends: auto's as the screens hold them (limit names such as "100/300"); a home or
 * renters policy's amounts as numbers, which the sandbox checks them as (server/ratecall/coverageEdits.ts).
 */
export function coveragesToSend(policyType: BindPolicyType, coverages: Coverages): Coverages {
  if (policyType === 'auto') return coverages;
  return Object.fromEntries(
    Object.entries(coverages).map(([k, v]) => [k, typeof v === 'string' && /^\d{1,8}$/.test(v) ? Number(v) : v]),
  );
}
