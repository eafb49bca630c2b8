import type { Quote } from '../../contract';
import type { RatecallResponse, RatecallStep } from '../../contract/ratecall';
import { changeInRate, comparablePrice, isShowable } from '../../domain/quotes';
import { assignedDriverErrorsOf, isCarrierRejected, isPostQuotesStop, vinErrorsOf } from '../../domain/ratecallErrors';
import type { ErrorCode } from '../../domain/errors';
import type { RatecallOutcome } from './ratecall.types';

// What a rate call answered, as one outcome of the chart (spec 001 sections 4 and 8). The rate responses (Success,
// SuccessWithAdditionalDrivers, Success With Changes, Error) and the error catalogue are read here, once; each call
// state of the chart has one transition per outcome its step can have (STEP_OUTCOMES).

/** The steps that re-rate the quote (spec 001 section 4: rate change). */
export const RERATE_STEPS = ['GET_RC2_RATE', 'UPDATE_COVERAGE', 'UPDATE_QUOTE'] as const satisfies RatecallStep[];
const isRerateStep = (step: RatecallStep) => (RERATE_STEPS as readonly RatecallStep[]).includes(step);

/** The error catalogue's outcomes, which every step can have (spec 001 section 8). */
const CATALOGUE = ['carrierRejected', 'postQuotesError', 'rcError'] as const satisfies RatecallOutcome[];
const RATE = ['rateIncrease', 'rateDecrease', 'rateNoChange', 'reratedCarryOn'] as const satisfies RatecallOutcome[];

/** Every outcome each step's call can have; anything else is the step's fallback (its first error outcome). */
export const STEP_OUTCOMES = {
  // The chosen carrier's RC1: a single-carrier error goes back to the results (spec 001 section 2: /results).
  GET_RC1_QUOTES: ['success', 'carrierRejected', 'postQuotesError', 'customRoute'],
  // A prefill is a convenience: when it fails, the questions come without its defaults.
  GET_PARTNER_PREFILL: ['success', 'prefillFailed'],
  GET_RC2_QUESTIONS: ['success', ...CATALOGUE],
  SUBMIT_RC2_ANSWERS: ['success', 'handedOff', 'vinError', 'assignedDriverError', 'answerErrors', ...CATALOGUE],
  CHECK_FOR_UDO: ['success', 'successWithAdditionalDrivers', ...CATALOGUE],
  GET_RC2_RATE: [...RATE, ...CATALOGUE],
  UPDATE_COVERAGE: [...RATE, ...CATALOGUE],
  UPDATE_QUOTE: [...RATE, ...CATALOGUE],
  BIND_RC2: ['success', ...CATALOGUE],
  GET_RC3_QUESTIONS: ['success', ...CATALOGUE],
  COLLECT_PAYMENT: ['success', 'cardDeclined', 'insufficientFunds', 'processorError', 'paymentFailed', ...CATALOGUE],
  BIND_RC3: ['success', ...CATALOGUE],
} as const satisfies Record<RatecallStep, readonly RatecallOutcome[]>;
export type StepOutcome<S extends RatecallStep> = (typeof STEP_OUTCOMES)[S][number];

/**
 * The error-catalogue codes an outcome's route realises (spec 001 section 8; docs/decisions/0079): its transitions
 * carry their requirements. A custom route is the results page ('Did not receive {carrier} in RC1 quotes').
 */
export const OUTCOME_ERRORS: Partial<Record<RatecallOutcome, readonly ErrorCode[]>> = {
  carrierRejected: ['carrier_rejected'],
  postQuotesError: ['post_quotes_error'],
  customRoute: ['carrier_unavailable', 'carrier_not_in_rc1'],
  rcError: ['rc_error'],
  vinError: ['vin_error'],
  assignedDriverError: ['assigned_driver_error'],
  cardDeclined: ['card_declined'],
  insufficientFunds: ['insufficient_funds'],
  processorError: ['payment_processor_error'],
  paymentFailed: ['card_expired', 'card_token_invalid'],
};

/** What a step falls back to when the answer fits none of its outcomes, or the call itself failed. */
export const fallbackOf = (step: RatecallStep): RatecallOutcome =>
  step === 'GET_RC1_QUOTES' ? 'customRoute' : step === 'GET_PARTNER_PREFILL' ? 'prefillFailed' : 'rcError';

/** The re-rated quote an answer carries, when the carrier quoted it (spec 001 section 4: rerated quotes). */
export function reratedQuote(r: RatecallResponse): Quote | null {
  // The session's carrier's: under rc2AllCarrierReRate other carriers' quotes follow it (docs/decisions/0098).
  const carrierId = r.data.requestDetails?.carrierId;
  const quotes = r.data.quotes ?? [];
  return quotes.find((q) => isShowable(q) && q.carrierId === carrierId) ?? quotes.find(isShowable) ?? null;
}

/** The other carriers' quotes RC2's rate re-rated beside the session's (rc2AllCarrierReRate), shown and sold online. */
export function otherReRated(r: RatecallResponse, sessionCarrierId: string): Quote[] {
  return (r.data.quotes ?? []).filter((q) => q.carrierId !== sessionCarrierId && q.onlineBind && isShowable(q));
}

const PAYMENT_OUTCOMES = {
  card_declined: 'cardDeclined',
  insufficient_funds: 'insufficientFunds',
  processor_error: 'processorError',
  card_expired: 'paymentFailed',
  token_invalid: 'paymentFailed',
} as const satisfies Record<string, RatecallOutcome>;

function errorOutcome(step: RatecallStep, r: RatecallResponse): RatecallOutcome {
  if (isCarrierRejected(r.message)) return 'carrierRejected';
  if (isPostQuotesStop(r.message)) return 'postQuotesError';
  if (r.data.paymentError) return PAYMENT_OUTCOMES[r.data.paymentError.code];
  const answerErrors = r.data.answerErrors ?? [];
  if (vinErrorsOf(answerErrors).length) return 'vinError';
  if (assignedDriverErrorsOf(answerErrors).length) return 'assignedDriverError';
  if (answerErrors.length) return 'answerErrors';
  // Rerated quotes allow proceeding when the main rate fails; their message ("Proceeding with rerated quotes") is not
  // an error to show.
  if (isRerateStep(step) && reratedQuote(r)) return 'reratedCarryOn';
  return fallbackOf(step);
}

function successOutcome(step: RatecallStep, r: RatecallResponse, seenRate: number): RatecallOutcome {
  if (r.status === 'SuccessWithAdditionalDrivers') return 'successWithAdditionalDrivers';
  if (isRerateStep(step)) {
    const quote = reratedQuote(r);
    if (!quote) return fallbackOf(step);
    const change = changeInRate(seenRate, comparablePrice(quote));
    return change === 'increase' ? 'rateIncrease' : change === 'decrease' ? 'rateDecrease' : 'rateNoChange';
  }
  // A session the carrier hands to an agent (the fast-track carrier) accepts no further step.
  if (r.data.nextSteps.length === 0 && step !== 'BIND_RC3') return 'handedOff';
  return 'success';
}

/**
 * The outcome of `step`'s answer. A re-rate is compared with the rate the shopper saw (`seenRate`), whatever the
 * carrier's own status says: Success With Changes against an older rate may be no change to the shopper.
 */
export function outcomeOf(step: RatecallStep, r: RatecallResponse, seenRate: number): RatecallOutcome {
  const outcome = r.success && r.status !== 'Error' ? successOutcome(step, r, seenRate) : errorOutcome(step, r);
  return (STEP_OUTCOMES[step] as readonly RatecallOutcome[]).includes(outcome) ? outcome : fallbackOf(step);
}
