import type { AnyUser } from '../contract/users';
import { USER_SAVE_BACKOFF_BASE_MS, USER_SAVE_BACKOFF_CAP_MS, USER_SAVE_BACKOFF_FLOOR_MS } from '../domain/constants';
import { type ErrorCode, isCodedError, NETWORK_STATUS } from '../domain/errors';

// The save queue behind the server copy of the answers (POST /user once, then PATCH /user). Only the latest answers
// wait (last write wins); a failure backs off with full jitter, honours Retry-After, and waits for the browser's
// `online` event when offline; a refused save is not retried but reported. Timers, the online source, randomness and
// the call are injected, so tests run it on fake time.

export interface ServerCopy {
  userId?: string;
  token?: string;
}
export type SaveOutcome =
  | { type: 'saved'; userId: string; token: string }
  | { type: 'refused'; code: ErrorCode; status?: number }
  /** A save failed in a way that may pass later: the queue retries it; a page waiting on it may give up. */
  | { type: 'retrying'; code: ErrorCode; status?: number };

/** What the queue needs, over the user `U` it carries (any product line's). */
export interface UserSaveDeps<U = AnyUser> {
  /** Runs `run` once after `ms` (setTimeout, or a test's fake clock). */
  schedule: (run: () => void, ms: number) => void;
  online: {
    isOnline: () => boolean;
    /** Calls `run` once, the next time the browser goes online. */
    whenOnline: (run: () => void) => void;
  };
  /** In [0, 1): the jitter. */
  random: () => number;
  /** Sends the user: creates the server copy when `server` has none, else updates it. */
  send: (server: ServerCopy, user: U) => Promise<{ userId: string; token: string }>;
  /**
   * When a new save may start: the browser's is after the next paint (the request's setup is 1-2 ms of a step's
   * click-to-paint at 1x, issue 9's seventeenth pass); at once when not given.
   */
  whenPainted?: (run: () => void) => void;
}

/** Full jitter (a random wait up to base x 2^attempt, capped), never under the floor so no retry is immediate. */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(USER_SAVE_BACKOFF_CAP_MS, USER_SAVE_BACKOFF_BASE_MS * 2 ** attempt);
  return Math.max(USER_SAVE_BACKOFF_FLOOR_MS, Math.round(random() * ceiling));
}

const NETWORK = Object.values(NETWORK_STATUS) as number[];
/** No answer, a 5xx, 408 and 429 may pass later; any other answer (a 4xx, a body off the contract) will not. */
export function isRetriable(e: unknown): boolean {
  if (!isCodedError(e) || e.status === undefined) return true;
  return NETWORK.includes(e.status) || e.status >= 500 || e.status === 408 || e.status === 429;
}

export type UserSaveQueue<U> = ReturnType<typeof createUserSaveQueue<U>>;

export function createUserSaveQueue<U>(deps: UserSaveDeps<U>) {
  let server: ServerCopy = {};
  let pending: U | null = null;
  let inFlight = false;
  /** A retry timer or the `online` event is due: saves wait for it instead of going at once. */
  let held = false;
  let attempt = 0;
  const listeners = new Set<(outcome: SaveOutcome) => void>();
  const emit = (outcome: SaveOutcome) => listeners.forEach((listener) => listener(outcome));

  function release() {
    held = false;
    void flush();
  }

  function waitForOnline() {
    held = true;
    deps.online.whenOnline(() => {
      // The network is back: the failures were the network's, so the backoff starts over.
      attempt = 0;
      release();
    });
  }

  function retryLater(e: unknown) {
    if (!deps.online.isOnline()) return waitForOnline();
    held = true;
    // Retry-After is honoured, plus jitter so shoppers behind one address do not come back together.
    const asked = isCodedError(e) ? (e.retryAfterMs ?? 0) : 0;
    deps.schedule(release, asked + backoffDelay(attempt, deps.random));
    attempt += 1;
  }

  async function flush() {
    if (inFlight || held || !pending) return;
    if (!deps.online.isOnline()) return waitForOnline();
    inFlight = true;
    const user = pending;
    pending = null;
    try {
      const saved = await deps.send(server, user);
      server = saved;
      attempt = 0;
      emit({ type: 'saved', ...saved });
    } catch (e) {
      if (isRetriable(e)) {
        // A newer save that arrived meanwhile replaces this one; otherwise this one is retried.
        pending ??= user;
        retryLater(e);
        const failed = isCodedError(e) ? e : undefined;
        emit({ type: 'retrying', code: failed?.code ?? 'user_save_failed', status: failed?.status });
      } else {
        const refused = isCodedError(e) ? e : { code: 'user_save_failed' as const, status: undefined };
        emit({ type: 'refused', code: refused.code, status: refused.status });
      }
    } finally {
      inFlight = false;
      void flush();
    }
  }

  return {
    /** The shopper's latest answers: they replace whatever waits and go as soon as nothing holds the queue. */
    save(user: U) {
      pending = user;
      if (deps.whenPainted) deps.whenPainted(() => void flush());
      else void flush();
    },
    /** A restored or returning intake's server copy, used until this queue has one of its own. */
    adopt(copy: ServerCopy) {
      if (!server.userId && copy.userId && copy.token) server = { userId: copy.userId, token: copy.token };
    },
    subscribe(listener: (outcome: SaveOutcome) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
