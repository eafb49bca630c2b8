import type { ErrorCode } from '../../domain/errors';
import { errorRequirement, requirementsMeta } from '../requirements';
import type { ResultsErrorKind } from './results.types';

// The parts every product line's results chart has alike (auto's results.machine.ts, the home line's
// homeResults.machine.ts; docs/decisions/0082), as plain state configs over the action, guard and actor names both
// setups define: the save, the two save failures, and an /error page with its retry.

/**
 * A fresh quotesRequestId on the user (spec 001 section 7), then POST /user on first use (then the created flag),
 * PATCH /user afterwards, through the save queue; `next` once saved. `tags` say which page loads.
 */
export const saveUserState = <N extends string, E extends string = never>(
  next: N,
  tags: string[],
  entry: readonly E[] = [],
) => ({
  description:
    'A fresh quotesRequestId on the user (spec 001 section 7), then POST /user on first use (then the created flag), PATCH /user afterwards, through the save queue.',
  tags: [...tags],
  // Each time the results are asked for (first, or again from an error page), a new quote session.
  entry: ['newQuoteSession' as const, ...entry],
  invoke: {
    id: 'userSync',
    src: 'userSync' as const,
    input: ({ context }: { context: { server: { userId?: string; token?: string } } }) => ({ server: context.server }),
  },
  // Sent once the queue is listening: the queue answers USER_SAVED or USER_SAVE_FAILED.
  initial: 'SAVING' as const,
  states: { SAVING: { entry: ['saveUser' as const] } },
  on: {
    USER_SAVED: { target: next, actions: ['storeUser' as const] },
    // A refused save (4xx) is the general error; a failing server (5xx, retried by the queue) the 500 page.
    USER_SAVE_FAILED: { target: 'GENERAL_ERROR' as const },
    USER_SAVE_RETRYING: { guard: 'serverFailed' as const, target: 'SERVER_ERROR' as const },
  },
});

/** An /error page (spec 001 sections 2 and 8): its catalogue code, and RETRY starting the results again. */
export const errorPageState = <E extends string = never>(
  description: string,
  tag: string,
  kind: ResultsErrorKind,
  code: ErrorCode,
  entry: readonly E[] = [],
) => ({
  description,
  tags: [tag, 'page:error'],
  ...requirementsMeta([errorRequirement(code)]),
  entry: [{ type: 'setError' as const, params: { kind, code } }, ...entry],
  on: { RETRY: { target: 'SAVE_USER' as const, actions: ['resetResults' as const] } },
});

/** The save's two failures: a refused save's general error, a failing server's 500 page. */
export const saveFailurePages = <E extends string = never>(entry: readonly E[] = []) => ({
  GENERAL_ERROR: errorPageState(
    'The user could not be saved: the general error on /error.',
    'step:errorGeneral',
    'general',
    'results_error',
    entry,
  ),
  SERVER_ERROR: errorPageState(
    "The server failed (5xx): /error, 'Internal Server Error'.",
    'step:errorServer',
    'serverError',
    'server_error',
    entry,
  ),
});

/**
 * The quotes region beside the ads: each carrier (or partner) asked at once by `ask`, each answer stored by `store` as
 * it comes (its cards show at once), Completed when every one answered or failed.
 */
export const carrierQuotesRegion = <A extends string, S extends string>(ask: A, store: S) => ({
  initial: 'ASKING' as const,
  states: {
    ASKING: {
      description: 'Each carrier answers on its own: its cards show at once.',
      entry: [ask],
      on: { CARRIER_ANSWERED: { actions: [store] }, CARRIER_FAILED: { actions: [store] } },
      always: { guard: 'allCarriersAnswered' as const, target: 'QUOTES_COMPLETED' as const },
    },
    QUOTES_COMPLETED: {
      type: 'final' as const,
      description: 'Every carrier answered or failed: Completed.',
      entry: ['quotesCompleted' as const],
    },
  },
});
