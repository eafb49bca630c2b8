import type { InspectionEvent } from 'xstate';

// The tracking layer's tap in the app's initial chunk (issue 33, docs/decisions/0103): the app's inspection events
// wait in a bounded buffer until the lazy tracking chunk attaches, then go straight to it (start.ts observes each
// inside a try: the tracker never breaks the app). Kept to a few hundred bytes: the start pages' budget holds it.

/** The most events held before the tracking chunk attaches; later ones are dropped. */
export const TAP_LIMIT = 3_000;

export interface Tap {
  /** The app's inspect callback. */
  inspect(e: InspectionEvent): void;
  /** Hands over what was buffered and sends every later event to `observe`. */
  attach(observe: (e: InspectionEvent) => void): InspectionEvent[];
}

export function createTap(limit = TAP_LIMIT): Tap {
  const held: InspectionEvent[] = [];
  let to: ((e: InspectionEvent) => void) | undefined;
  return {
    inspect: (e) => void (to ? to(e) : held.length < limit && held.push(e)),
    attach: (observe) => ((to = observe), held),
  };
}

type ScreenWindow = { requestIdleCallback?: Window['requestIdleCallback'] };

/**
 * Runs `run` once the first screen is shown (call it from the app's onReady), at the first idle moment, within 3 s
 * (docs/decisions/0103); where there is no idle callback, half a second later.
 */
export function afterFirstScreen(run: () => void, w: ScreenWindow = window): void {
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 500);
}
