import {
  createActor,
  fromCallback,
  fromPromise,
  toPromise,
  type AnyEventObject,
  type CallbackActorLogic,
  type EventObject,
  type PromiseActorLogic,
} from 'xstate';
import type { ExperimentsInput, ExperimentsOutput } from './experiments.actor';
import { experimentsDefaults } from './experimentsDefaults';
import type { CodedError } from '../domain/errors';
import { NETWORK_CODES, NETWORK_STATUS } from '../domain/startErrors';
import { loadOnce } from '../app/loadOnce';

// The app's actors on the start page: each loads the real one (src/actors/appActors.ts, a chunk of its own, with the
// contract's call schemas and the HTTP client) on its first run, so the start page carries none of the calls
// (issue 9, docs/performance-history.md seventh pass). A call waits for that chunk once; a chunk that fails to load fails the
// call as a call without an answer does (a network error, with the step's retry), and the next call loads it again.

export type RealActors = typeof import('./appActors');
type Loader = () => Promise<RealActors>;

/** The actors' chunk, loaded once; a failed load is forgotten, so the next call tries again. */
export const loadActors: Loader = loadOnce(() => import('./appActors'));

/**
 * A chunk that did not load is the network failing, as a call that got no answer (src/actors/http.ts): the shopper is
 * told to check the connection and try again, never that the answer is wrong (a step's own error code).
 */
export function chunkFailure(e: unknown): CodedError {
  const status =
    typeof navigator !== 'undefined' && navigator.onLine === false ? NETWORK_STATUS.offline : NETWORK_STATUS.error;
  return { code: NETWORK_CODES[status], status, detail: e instanceof Error ? e.message : undefined };
}

/** A promise actor that runs `pick`'s real actor, loaded first, with the same input; stopping it stops that actor. */
export function lazyPromise<TOutput, TInput>(
  pick: (actors: RealActors) => PromiseActorLogic<TOutput, TInput>,
  load: Loader = loadActors,
) {
  return fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    const logic = pick(
      await load().catch((e: unknown) => {
        throw chunkFailure(e);
      }),
    );
    signal.throwIfAborted();
    const actor = createActor(logic, { input });
    signal.addEventListener('abort', () => actor.stop(), { once: true });
    return toPromise(actor.start());
  });
}

/**
 * A callback actor over the real one's callback, loaded first: events received meanwhile are handed on in order once
 * it runs (also when the actor was stopped meanwhile, as the real one would have taken them at once), and what it
 * sends back reaches the parent while it runs. A failed load is tried again on the next event received.
 */
export function lazyCallback<TEvent extends EventObject, TInput>(
  pick: (actors: RealActors) => (args: LazyCallbackArgs<TEvent, TInput>) => (() => void) | undefined,
  load: Loader = loadActors,
) {
  return fromCallback<TEvent, TInput>(({ input, receive, sendBack }) => {
    let listener: ((event: TEvent) => void) | undefined;
    let dispose: (() => void) | undefined;
    let stopped = false;
    let starting = false;
    let running = false;
    const held: TEvent[] = [];
    const start = () => {
      if (starting) return;
      starting = true;
      load().then(
        (actors) => {
          dispose =
            pick(actors)({
              input,
              sendBack: (event) => {
                if (!stopped) sendBack(event);
              },
              receive: (l) => {
                listener = l;
              },
            }) ?? undefined;
          running = true;
          for (const event of held.splice(0)) listener?.(event);
          // Stopped meanwhile: what it was sent is handed on all the same (a save outlives its actor), then it stops.
          if (stopped) dispose?.();
        },
        () => {
          starting = false;
        },
      );
    };
    receive((event) => {
      if (running) return listener?.(event);
      held.push(event);
      start();
    });
    start();
    return () => {
      stopped = true;
      if (running) dispose?.();
    };
  }) as CallbackActorLogic<TEvent, TInput>;
}

/** What a lazily loaded callback gets: its input, its parent's events and the way to send back. */
export interface LazyCallbackArgs<TEvent extends EventObject, TInput> {
  input: TInput;
  receive: (listener: (event: TEvent) => void) => void;
  sendBack: (event: AnyEventObject) => void;
}

/** The intake's actors (machine.provide at the app root), each loading the real one on its first run. */
export const lazyIntakeActors = {
  fetchMakes: lazyPromise((a) => a.intakeActors.fetchMakes),
  fetchModels: lazyPromise((a) => a.intakeActors.fetchModels),
  fetchTrims: lazyPromise((a) => a.intakeActors.fetchTrims),
  lookupZip: lazyPromise((a) => a.intakeActors.lookupZip),
  validateAddress: lazyPromise((a) => a.intakeActors.validateAddress),
  validatePreviousAddress: lazyPromise((a) => a.intakeActors.validatePreviousAddress),
  validateEmail: lazyPromise((a) => a.intakeActors.validateEmail),
  suggestAddresses: lazyPromise((a) => a.intakeActors.suggestAddresses),
  sendPhoneCode: lazyPromise((a) => a.intakeActors.sendPhoneCode),
  checkPhoneCode: lazyPromise((a) => a.intakeActors.checkPhoneCode),
  fetchPhoneNumber: lazyPromise((a) => a.intakeActors.fetchPhoneNumber),
  fetchEligibility: lazyPromise((a) => a.intakeActors.fetchEligibility),
  fetchCoverageTiers: lazyPromise((a) => a.intakeActors.fetchCoverageTiers),
  userSync: lazyCallback((a) => a.userSyncCallback),
};

/** The app's own: the returning user's answers, and the experiments (which never reject, a chunk not loaded neither). */
export const lazyAppActors = {
  fetchReturningUser: lazyPromise((a) => a.appActors.fetchReturningUser),
};

/** Asks for the experiments through the actors' chunk; if it cannot load, every rule gives its default. */
export async function askExperimentsLazily(
  input: ExperimentsInput,
  signal: AbortSignal,
  load: Loader = loadActors,
): Promise<ExperimentsOutput> {
  let actors: RealActors;
  try {
    actors = await load();
  } catch (e) {
    return experimentsDefaults(e);
  }
  return actors.askExperiments(input, signal);
}
