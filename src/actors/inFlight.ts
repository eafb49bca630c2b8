// A step's check asked ahead of the press (docs/decisions/0054) and the press's own check share one request: a call
// still in flight for the same actor and the very same input is joined, not asked again. Only calls in flight are
// held: a settled one is forgotten at once (the machine keeps the pre-check's output itself), so a failure is never
// kept and the press's own call asks again, through the step's error path as before.

interface Shared {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers still waiting for it; when the last one stops, the request is aborted (a changed answer's). */
  waiting: number;
}

const inFlight = new Map<string, Shared>();

/**
 * A call that joins the same call still in flight. A caller that stops (its AbortSignal) leaves it; the request is
 * aborted when none is left a task later, so a press that takes over from the pre-check in the same task (the state
 * left stops one actor, the state entered starts the next) keeps the request.
 */
export function shareInFlight<I, O>(name: string, run: (input: I, signal: AbortSignal) => Promise<O>) {
  return ({ input, signal }: { input: I; signal: AbortSignal }): Promise<O> => {
    signal.throwIfAborted();
    const key = `${name} ${JSON.stringify(input)}`;
    let shared = inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const entry: Shared = { controller, waiting: 0, promise: Promise.resolve() };
      entry.promise = run(input, controller.signal).finally(() => {
        if (inFlight.get(key) === entry) inFlight.delete(key);
      });
      entry.promise.catch(() => {}); // each caller handles the failure; none is left when all stopped
      // Settled, or left by all: a later caller starts afresh.
      inFlight.set(key, entry);
      shared = entry;
    }
    const entry = shared;
    entry.waiting += 1;
    signal.addEventListener(
      'abort',
      () => {
        entry.waiting -= 1;
        setTimeout(() => {
          if (entry.waiting > 0 || inFlight.get(key) !== entry) return;
          inFlight.delete(key);
          entry.controller.abort(signal.reason);
        }, 0);
      },
      { once: true },
    );
    return entry.promise as Promise<O>;
  };
}

/** How many calls are in flight (tests). */
export const callsInFlight = () => inFlight.size;
