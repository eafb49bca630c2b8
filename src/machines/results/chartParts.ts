import type { AnyActorRef, DoneActorEvent } from 'xstate';
import type { Ad } from '../../contract';
import { AD_RETRY_BACKOFF_MS } from '../../domain/constants';
import type { ErrorCode } from '../../domain/errors';
import type { BindStage } from '../bind/bind.types';
import type { ChainResult, RatecallContext } from '../ratecall/ratecall.types';
import { sessionPolicyType } from '../ratecall/ratecall.types';
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

/** The ad retries' waits (spec 001 sections 4 and 9: 1 s, 2 s, 4 s): both setups' `delays` spread these. */
export const AD_RETRY_DELAYS = {
  adRetry1: AD_RETRY_BACKOFF_MS[0],
  adRetry2: AD_RETRY_BACKOFF_MS[1],
  adRetry3: AD_RETRY_BACKOFF_MS[2],
} as const;
const RETRY_DELAYS = Object.keys(AD_RETRY_DELAYS) as (keyof typeof AD_RETRY_DELAYS)[];
const RETRY_LABELS = ['1S', '2S', '4S'] as const;

type AdsDone = { event: DoneActorEvent<Ad[]> };
const adsOf = ({ event }: AdsDone) => ({ ads: event.output });
/** An ad call's answer: with ads, stored and Completed; else `otherwise`. */
export const adsAnswer = <T extends string>(otherwise: T) => [
  {
    guard: { type: 'adsReturned' as const, params: adsOf },
    target: 'ADS_COMPLETED' as const,
    actions: [{ type: 'storeAds' as const, params: adsOf }],
  },
  { target: otherwise },
];

/** What differs between the lines' ad fetches (auto's media-ad exchange, the home line's /home/ads). */
export interface AdFetch<Src extends string, Ctx, In, Last extends string> {
  /** The actor slot, and the invoked actor's id without its attempt number (`mediaAlpha` makes `mediaAlpha1`...). */
  src: Src;
  id: string;
  /** The call, for the descriptions: `POST /home/ads`. */
  call: string;
  input: (args: { context: Ctx }) => In;
  /** Where the last retry's failure goes (a fallback state of `more`, or `NO_ADS`). */
  afterLast: Last;
  tags?: string[];
}

/**
 * The ad fetch (spec 001 sections 4 and 9): InProgress, an attempt and up to 3 retries at 1 s, 2 s and 4 s (an error
 * or no ads waits for the next), then `afterLast`; Completed with ads (`ADS_COMPLETED`) or without (`NO_ADS`).
 * `more` adds states (auto's fallback exchange).
 */
export function adFetchStates<
  Src extends string,
  Ctx,
  In,
  Last extends string,
  const E extends string,
  M extends object = object,
>(f: AdFetch<Src, Ctx, In, Last>, description: string, entry: readonly E[], more?: M) {
  const attempt = (n: number) => ({
    description: n === 1 ? `${f.call}.` : `${f.call} again: retry ${n - 1} of ${RETRY_DELAYS.length}.`,
    tags: [...(f.tags ?? [])],
    invoke: {
      src: f.src,
      id: `${f.id}${n}`,
      input: f.input,
      onDone: adsAnswer(n <= RETRY_DELAYS.length ? `RETRY_IN_${RETRY_LABELS[n - 1]}` : f.afterLast),
      onError: { target: n <= RETRY_DELAYS.length ? `RETRY_IN_${RETRY_LABELS[n - 1]}` : f.afterLast },
    },
  });
  const wait = (i: number) => ({
    description: `No ads yet: wait ${RETRY_LABELS[i].toLowerCase()} before retry ${i + 1}.`,
    after: { [RETRY_DELAYS[i]]: { target: `ATTEMPT_${i + 2}`, actions: ['nextAdAttempt' as const] } },
  });
  return {
    description,
    initial: 'DECIDING' as const,
    entry: [...entry],
    states: {
      DECIDING: {
        description:
          'An opted-out shopper (the optedOut guard, issue 32) is shown no ad: no ad call is made, Completed empty.',
        always: [{ guard: 'optedOut' as const, target: 'NO_ADS' as const }, { target: 'ATTEMPT_1' as const }],
      },
      ATTEMPT_1: attempt(1),
      RETRY_IN_1S: wait(0),
      ATTEMPT_2: attempt(2),
      RETRY_IN_2S: wait(1),
      ATTEMPT_3: attempt(3),
      RETRY_IN_4S: wait(2),
      ATTEMPT_4: attempt(4),
      ...more,
      ADS_COMPLETED: {
        type: 'final' as const,
        description: 'Ads fetched: Completed.',
        entry: ['adsCompleted' as const],
      },
      NO_ADS: {
        type: 'final' as const,
        description: 'No ads after the retries, or none asked for an opted-out shopper: Completed, empty.',
        entry: ['adsCompleted' as const],
      },
    },
  };
}

type PhoneDone = { event: DoneActorEvent<string | null> };

/**
 * The results number (spec 001 section 4): GET /phone-numbers/experience-mapping for the line's policy type at
 * flowLocation results, asked once beside the results by the setup's `fetchResultsPhone`, by the traffic source the
 * user's tracking names ('' for the default); `storePhone` keeps the number, or null when the lookup failed. Both
 * lines' charts call it: `description` and `done` say what their number is for.
 */
export const resultsPhoneRegion = (description: string, done: string) => ({
  description,
  initial: 'ASKING' as const,
  states: {
    ASKING: {
      invoke: {
        src: 'fetchResultsPhone' as const,
        id: 'fetchResultsPhone',
        input: ({ context }: { context: { user: { tracking: { sourceName?: string } } } }) => ({
          trafficSource: context.user.tracking.sourceName ?? '',
        }),
        onDone: {
          target: 'DONE' as const,
          actions: [{ type: 'storePhone' as const, params: ({ event }: PhoneDone) => ({ phoneNumber: event.output }) }],
        },
        onError: { target: 'DONE' as const, actions: [{ type: 'storePhone' as const, params: { phoneNumber: null } }] },
      },
    },
    DONE: { description: done },
  },
});

/**
 * rc2AllCarrierReRate (docs/decisions/0098): the results' quotes with each carrier the purchase left re-rated on its
 * RC2 answers shown at that price: a re-rated quote takes the place of its carrier's quote. Read from the rate-call
 * child as it stands, as keepAnswered does; nothing re-rated leaves the quotes as they are.
 */
export function withReRated<Q extends { carrierId: string }>(
  quotes: readonly Q[],
  self: AnyActorRef,
): { quotes?: Q[] } {
  const child = self.getSnapshot()?.children?.ratecall as AnyActorRef | undefined;
  const reRated = (child?.getSnapshot() as { context: RatecallContext } | undefined)?.context.online?.reRated;
  if (!reRated?.length) return {};
  const by = new Map(reRated.map((q) => [q.carrierId, q]));
  return { quotes: quotes.map((q) => (by.get(q.carrierId) as Q | undefined) ?? q) };
}

/** What a results chart keeps of the purchases the shopper left: each carrier's completed stages, by answeredKey. */
export type AnsweredOnline = Record<string, Partial<Record<BindStage, ChainResult>>>;

/** The key a carrier's completed stages are kept under: auto's by carrier, home's and renters' by policy type too. */
export const answeredKey = (policyType: string, carrierId: string): string =>
  policyType === 'auto' ? carrierId : `${policyType}:${carrierId}`;

/**
 * Leaving a purchase (the ONLINE state's exit): what its chains answered is kept under its key, for a shopper who
 * continues with that carrier again. Read from the rate-call child as it stands (a pure traversal, with no actor behind
 * it, keeps nothing); the card token is never in it (chainResultOf drops it).
 */
export function keepAnswered(answered: AnsweredOnline | undefined, self: AnyActorRef): { answered?: AnsweredOnline } {
  const child = self.getSnapshot()?.children?.ratecall as AnyActorRef | undefined;
  const online = (child?.getSnapshot() as { context: RatecallContext } | undefined)?.context.online;
  if (!online || !Object.keys(online.asked).length) return {};
  return { answered: { ...answered, [answeredKey(sessionPolicyType(online), online.quote.carrierId)]: online.asked } };
}
