// When the tracker's own work runs (issue 33; docs/decisions/0103): never in the task of the shopper's tap. A Continue
// paints its next screen first; what the tracker has to do about it (size a recording's events, post a batch) waits
// for the browser's next idle moment, at most a bounded time under a page that is never idle.

export interface IdleWait {
  /** The longest the browser may put it off (requestIdleCallback's timeout). */
  timeoutMs: number;
  /** The wait where the browser has no idle callback (Safari): long enough for the next frame to paint. */
  fallbackMs: number;
}

/** Runs `run` at the next idle moment, or `wait.fallbackMs` later where the browser has no idle callback. */
export function whenIdle(
  run: () => void,
  wait: IdleWait,
  w: Partial<Pick<Window, 'requestIdleCallback'>> = globalThis as Partial<Pick<Window, 'requestIdleCallback'>>,
): void {
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(() => run(), { timeout: wait.timeoutMs });
  else setTimeout(run, wait.fallbackMs);
}

/** The tracker's sends and a recording's sizing: after the tap's frame, within a second. */
export const TRACKER_IDLE: IdleWait = { timeoutMs: 1_000, fallbackMs: 50 };
