import type { Quote } from '../../contract';
import type { RatecallResponse, RatecallStep } from '../../contract/ratecall';
import { type ErrorCode, isCodedError, isNetworkError } from '../../domain/errors';
import { changeInRate, comparablePrice } from '../../domain/quotes';
import {
  ERROR_ROUTES,
  PAYMENT_ERROR_CODES,
  assignedDriverErrorsOf,
  thrownMessage,
  vinErrorsOf,
} from '../../domain/ratecallErrors';
import type { BindPolicyType } from '../bind/bind.types';
import { reachOutNow, reachOutQuestions } from '../bind/reachOut';
import { chainsOf } from './ratecall.chains';
import { otherReRated, reratedQuote } from './ratecall.outcomes';
import { DEFAULT_POST_QUOTE_RULES, type PostQuoteRules } from './postQuoteRules';
import {
  type OnlineSession,
  type RatecallContext,
  type RatecallErrors,
  type RatecallOutcome,
  sessionPolicyType,
} from './ratecall.types';

// How each outcome of a rate call changes the context: pure functions the machine's actions call (spec 001 sections
// 3, 4 and 8). The chart decides where an outcome goes; these say what it keeps.

export const NO_ERRORS: RatecallErrors = {
  specificError: null,
  rcError: false,
  thrown: null,
  detail: null,
  route: null,
  code: null,
  vinError: [],
  assignedDriverError: [],
  answerErrors: [],
  paymentError: null,
  retryStep: null,
};

/** HTTP statuses that say "not now" rather than "no": a gateway or a server briefly unavailable (its database, 0064). */
const TRANSIENT_STATUSES = [502, 503, 504];

/** No chain for any stage: the session before the rules choose the layout. */
const NO_CHAINS: OnlineSession['chains'] = { preMvr: null, postMvr: null, coverages: null, payment: null };

/** The chosen quote's session, before its first call (spec 001 section 3: rate-call session). */
export function newSession(quote: Quote, policyType: BindPolicyType): OnlineSession {
  return {
    policyType,
    quote,
    ids: { carrierId: quote.carrierId, carrier: quote.carrier, partner: quote.partner },
    seenRate: comparablePrice(quote),
    questions: [],
    answers: {},
    undisclosedOperators: [],
    undisclosedAnswers: [],
    coverages: {},
    coverageEdit: null,
    coverageAdjustment: null,
    rerate: null,
    paymentPlans: [],
    paymentQuestions: [],
    paymentAnswers: {},
    summary: null,
    policyId: null,
    prefillFailed: false,
    rules: DEFAULT_POST_QUOTE_RULES,
    chains: NO_CHAINS,
    asked: {},
  };
}

/**
 * The post-quote rules answered (or their defaults): kept, and the carrier's chains chosen in the layout
 * roundTwoFirstQuestion decided (spec 001 section 4: the breakout experiments). The partner prefill is auto's (the
 * sandbox serves GET_PARTNER_PREFILL for auto only): a home or renters session never asks it.
 */
export function withPostQuoteRules(online: OnlineSession, rules: PostQuoteRules): OnlineSession {
  const policyType = sessionPolicyType(online);
  const kept = policyType === 'auto' ? rules : { ...rules, rc2Prefill: false };
  return { ...online, rules: kept, chains: chainsOf(policyType, online.quote.carrierId, rules.layout) };
}

/** The session's ids as the carrier echoed them (externalId and companysQuoteNumber arrive with RC1). */
function idsOf(online: OnlineSession, r: RatecallResponse): OnlineSession['ids'] {
  const echo = r.data.requestDetails;
  if (!echo) return online.ids;
  return {
    carrierId: echo.carrierId,
    carrier: echo.carrier,
    ...(echo.partner ? { partner: echo.partner } : {}),
    externalId: echo.externalId,
    companysQuoteNumber: echo.companysQuoteNumber,
    // Answered once, by the RC1 that opens a session without a saved user; kept for every later step.
    ...((r.data.sessionSecret ?? online.ids.sessionSecret)
      ? { sessionSecret: r.data.sessionSecret ?? online.ids.sessionSecret }
      : {}),
  };
}

/** What a successful step keeps of its answer. */
function kept(step: RatecallStep, online: OnlineSession, r: RatecallResponse): Partial<OnlineSession> {
  const d = r.data;
  switch (step) {
    case 'GET_RC2_QUESTIONS':
      // The fast-track reach-out offers what agencyOperatingHours and the carrier's desk allow (0031, 0097).
      return { questions: reachOutQuestions(d.questions ?? [], reachOutNow(online.rules)) };
    case 'BIND_RC2':
      return { paymentPlans: d.paymentPlans ?? [] };
    case 'GET_RC3_QUESTIONS':
      return { paymentQuestions: d.questions ?? [], paymentPlans: d.paymentPlans ?? online.paymentPlans };
    case 'COLLECT_PAYMENT':
      // The token is used once: it is not kept after the payment.
      return { summary: d.summary ?? null, paymentAnswers: {} };
    case 'BIND_RC3':
      return { summary: d.summary ?? online.summary, policyId: d.policy_id ?? null };
    default:
      return {};
  }
}

/** The error page an outcome goes to, with its flags (spec 001 section 8). */
function errorFor(
  outcome: RatecallOutcome,
  thrown: string,
  detail: string,
  network: ErrorCode | null,
): Partial<RatecallErrors> {
  const page = pageFor(outcome, network);
  return page ? { ...page, thrown, detail } : {};
}

function pageFor(outcome: RatecallOutcome, network: ErrorCode | null): Partial<RatecallErrors> | null {
  switch (outcome) {
    case 'carrierRejected':
      return { specificError: 'carrierRejected', route: ERROR_ROUTES.error, code: 'carrier_rejected' };
    case 'postQuotesError':
      return { route: ERROR_ROUTES.postQuotes, code: 'post_quotes_error' };
    case 'customRoute':
      return { route: ERROR_ROUTES.results, code: network ?? 'carrier_unavailable' };
    case 'rcError':
      return { rcError: true, route: ERROR_ROUTES.error, code: network ?? 'rc_error' };
    default:
      return null;
  }
}

const ERROR_PAGES: readonly RatecallOutcome[] = ['carrierRejected', 'postQuotesError', 'customRoute', 'rcError'];

/** The context after `step` answered `r`, taken as `outcome`. */
export function applyAnswer(
  context: RatecallContext,
  p: { step: RatecallStep; outcome: RatecallOutcome; response: RatecallResponse },
): Partial<RatecallContext> {
  const { online } = context;
  if (!online) return {};
  const { step, outcome, response: r } = p;
  const session: OnlineSession = { ...online, ids: idsOf(online, r) };
  const errors: RatecallErrors = { ...context.errors };
  switch (outcome) {
    case 'success':
    case 'handedOff':
      Object.assign(session, kept(step, online, r));
      break;
    case 'successWithAdditionalDrivers':
      session.undisclosedOperators = r.data.undisclosedOperators ?? [];
      break;
    case 'rateIncrease':
    case 'rateDecrease':
    case 'rateNoChange':
    case 'reratedCarryOn': {
      const quote = reratedQuote(r) ?? online.quote;
      const rate = comparablePrice(quote);
      session.rerate = { quote, seen: online.seenRate, change: changeInRate(online.seenRate, rate) };
      session.quote = quote;
      // rc2AllCarrierReRate: the other carriers RC2's rate re-rated, kept for the results (docs/decisions/0098).
      if (step === 'GET_RC2_RATE') session.reRated = otherReRated(r, quote.carrierId);
      // The shopper is shown this rate now: the next re-rate is compared with it.
      session.seenRate = rate;
      break;
    }
    case 'vinError':
    case 'assignedDriverError':
    case 'answerErrors': {
      const answerErrors = r.data.answerErrors ?? [];
      Object.assign(errors, {
        answerErrors,
        vinError: vinErrorsOf(answerErrors),
        assignedDriverError: assignedDriverErrorsOf(answerErrors),
      });
      break;
    }
    case 'cardDeclined':
    case 'insufficientFunds':
    case 'processorError':
    case 'paymentFailed':
      errors.paymentError = r.data.paymentError ? PAYMENT_ERROR_CODES[r.data.paymentError.code] : null;
      session.paymentAnswers = {};
      break;
    case 'prefillFailed':
      session.prefillFailed = true;
      break;
  }
  const thrown = thrownMessage(step, {
    carrier: online.ids.carrier,
    policyType: sessionPolicyType(online),
    message: r.message,
  });
  return withError(context, session, { ...errors, ...errorFor(outcome, thrown, r.message, null) }, outcome);
}

/** The context after `step`'s call failed without an answer (network, a protocol error): the step's fallback. */
export function applyFailure(
  context: RatecallContext,
  p: { step: RatecallStep; outcome: RatecallOutcome; error: unknown },
): Partial<RatecallContext> {
  const { online } = context;
  if (!online) return {};
  const coded = isCodedError(p.error) ? p.error : null;
  const network = coded && isNetworkError(coded.code) ? coded.code : null;
  const message = coded?.detail ?? coded?.code ?? 'no answer';
  const thrown = thrownMessage(p.step, { carrier: online.ids.carrier, policyType: sessionPolicyType(online), message });
  const session = p.outcome === 'prefillFailed' ? { ...online, prefillFailed: true } : online;
  const transient = network !== null || TRANSIENT_STATUSES.includes(coded?.status ?? 0);
  const retryStep = transient && p.outcome === 'rcError' ? p.step : null;
  const errors = { ...context.errors, ...errorFor(p.outcome, thrown, message, network), retryStep };
  return withError(context, session, errors, p.outcome);
}

function withError(
  context: RatecallContext,
  session: OnlineSession,
  errors: RatecallErrors,
  outcome: RatecallOutcome,
): Partial<RatecallContext> {
  const page = ERROR_PAGES.includes(outcome);
  return {
    // Back on the results (a custom route), the session is over: a new CONTINUE_ONLINE starts another.
    online: outcome === 'customRoute' ? null : session,
    errors,
    outcome,
    loader: page ? true : context.loader,
  };
}
