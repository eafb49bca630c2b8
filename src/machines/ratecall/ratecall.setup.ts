import { assign, fromPromise, setup } from 'xstate';
import type { AutoUser } from '../../contract';
import type { RatecallResponse, RatecallStep } from '../../contract/ratecall';
import { LOADER_RESET_MS, PROGRESS_POINTS_PER_SECOND, PROGRESS_STOP_AFTER_S } from '../../domain/constants';
import { type ErrorCode, isCodedError, isNetworkError } from '../../domain/errors';
import { showableQuotesByPrice } from '../../domain/quotes';
import { NO_ERRORS, applyAnswer, applyFailure, newSession } from './ratecall.context';
import { outcomeOf } from './ratecall.outcomes';
import type {
  RatecallCallInput,
  RatecallContext,
  RatecallEvent,
  RatecallInput,
  RatecallOutcome,
  Rc1Result,
} from './ratecall.types';

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
  },
  delays: { progressTick: 1000, loaderReset: LOADER_RESET_MS },
  guards: {
    anyShowable: (_, p: { output: Rc1Result }) => showableQuotesByPrice(p.output.quotes).length > 0,
    progressRunning: ({ context }) => context.progress < PROGRESS_POINTS_PER_SECOND * PROGRESS_STOP_AFTER_S,
    offersOnlineBind: ({ context, event }) => chosenQuote(context, event) !== null,
    continuing: ({ context }) => context.continueWith?.onlineBind === true,
    answered: ({ context }, p: Answered) =>
      outcomeOf(p.step, p.response, context.online?.seenRate ?? 0) === p.outcome &&
      (p.prefill === undefined || p.prefill === (context.rc2Prefill === true)),
  },
  actions: {
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
      return quote ? { online: newSession(quote), errors: NO_ERRORS, outcome: null } : {};
    }),
    startChosen: assign(({ context }) =>
      context.continueWith ? { online: newSession(context.continueWith), errors: NO_ERRORS, outcome: null } : {},
    ),
    leaveOnline: assign({ online: null, errors: NO_ERRORS, outcome: null, loader: false }),
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
    storeCoverages: assign(({ context, event }) =>
      event.type === 'COVERAGES_EDITED' && context.online
        ? { online: { ...context.online, coverages: { ...context.online.coverages, ...event.coverages } } }
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
    hideLoader: assign({ loader: false }),
  },
});
export type RatecallSetup = typeof ratecallSetup;

/** What each step sends besides the session's ids (spec 001 section 7: user, requestDetails). */
export function callInput(context: RatecallContext, step: RatecallStep): RatecallCallInput {
  const online = context.online;
  const base: RatecallCallInput = {
    policyType: 'auto',
    user: context.user,
    step,
    session: online?.ids ?? { carrierId: '', carrier: '' },
  };
  if (!online) return base;
  switch (step) {
    case 'SUBMIT_RC2_ANSWERS':
      return { ...base, answers: online.answers };
    case 'CHECK_FOR_UDO':
      return online.undisclosedAnswers.length ? { ...base, undisclosedOperators: online.undisclosedAnswers } : base;
    case 'UPDATE_COVERAGE':
      return { ...base, coverages: online.coverages };
    case 'BIND_RC2':
      return { ...base, readyForPurchase: true };
    case 'COLLECT_PAYMENT':
      return { ...base, answers: online.paymentAnswers };
    default:
      return base;
  }
}
