import { assign, fromPromise, setup } from 'xstate';
import type { AutoUser, Quote } from '../../contract';
import { PROGRESS_POINTS_PER_SECOND, PROGRESS_STOP_AFTER_S } from '../../domain/constants';
import { isCodedError, isNetworkError, type ErrorCode } from '../../domain/errors';
import { showableQuotesByPrice } from '../../domain/quotes';

// The rate-call lifecycle (spec 001 section 4), RC1 so far: GET_RC1_QUOTES, then results, no quotes, or the error path.
// RC2 and RC3 (questions, undisclosed drivers, re-rate, payment) join as states of this chart.

export interface RatecallInput {
  user: AutoUser;
  server: { userId?: string; token?: string };
}
/** What RC1 answers: the quotes and the quote session's id (spec 000 section 3: quotesRequestId). */
export interface Rc1Result {
  quotes: Quote[];
  quotesRequestId: string;
}

export interface RatecallContext extends RatecallInput {
  quotes: Quote[];
  /** How many quotes the carriers returned but results drop (declined, redirected, ...). */
  dropped: number;
  progress: number;
  error: ErrorCode | null;
}

export const ratecallMachine = setup({
  types: {} as { context: RatecallContext; input: RatecallInput; events: { type: 'RETRY' } },
  actors: {
    fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(() =>
      Promise.reject(new Error("actor 'fetchRc1Quotes' was not provided")),
    ),
  },
  guards: {
    anyShowable: ({ event }) =>
      showableQuotesByPrice((event as unknown as { output: Rc1Result }).output.quotes).length > 0,
    progressRunning: ({ context }) => context.progress < PROGRESS_POINTS_PER_SECOND * PROGRESS_STOP_AFTER_S,
  },
  actions: {
    storeQuotes: assign(({ context, event }) => {
      const { quotes: all, quotesRequestId } = (event as unknown as { output: Rc1Result }).output;
      const quotes = showableQuotesByPrice(all);
      const user = { ...context.user, tracking: { ...context.user.tracking, quotesRequestId } };
      return { quotes, dropped: all.length - quotes.length, error: null, user };
    }),
    storeError: assign(({ event }) => {
      const err = (event as unknown as { error: unknown }).error;
      return { error: isCodedError(err) && isNetworkError(err.code) ? err.code : ('rc1_quotes_error' as ErrorCode) };
    }),
    tickProgress: assign({ progress: ({ context }) => context.progress + PROGRESS_POINTS_PER_SECOND }),
    resetProgress: assign({ progress: 0 }),
  },
}).createMachine({
  id: 'ratecall',
  context: ({ input }) => ({ ...input, quotes: [], dropped: 0, progress: 0, error: null }),
  initial: 'GET_RC1_QUOTES',
  states: {
    GET_RC1_QUOTES: {
      description:
        'RC1: POST /auto/quotes (v2); quotes with error, failed, redirect or underwriting status are dropped, the rest sorted by price.',
      tags: ['state:loading', 'step:rc1Loading'],
      entry: ['resetProgress'],
      invoke: {
        src: 'fetchRc1Quotes',
        id: 'fetchRc1Quotes',
        input: ({ context }) => ({ user: context.user }),
        onDone: [
          { guard: 'anyShowable', target: 'RESULTS', actions: ['storeQuotes'] },
          { target: 'NO_QUOTES', actions: ['storeQuotes'] },
        ],
        onError: { target: 'RC1_ERROR', actions: ['storeError'] },
      },
      // The loader's progress counter rises 2 points a second and stops after 60 seconds.
      initial: 'ticking',
      states: {
        ticking: {
          after: { 1000: { guard: 'progressRunning', target: 'ticking', reenter: true, actions: ['tickProgress'] } },
        },
      },
    },
    RESULTS: { tags: ['step:quotes'], description: 'Quotes sorted by price.' },
    NO_QUOTES: {
      tags: ['step:noQuotes'],
      description: 'No carrier could quote: the shopper is told and offered a retry.',
      on: { RETRY: 'GET_RC1_QUOTES' },
    },
    RC1_ERROR: {
      tags: ['step:rc1Error'],
      description: 'The quote call failed: error page with retry; answers are kept.',
      on: { RETRY: 'GET_RC1_QUOTES' },
    },
  },
});

export type RatecallMachine = typeof ratecallMachine;
