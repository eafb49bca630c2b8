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
  const buffer: InspectionEvent[] = [];
  let target: ((e: InspectionEvent) => void) | undefined;
  return {
    inspect: (e) => (target ? target(e) : buffer.length < limit && buffer.push(e)),
    attach(observe) {
      target = observe;
      return buffer;
    },
  };
}

type ScreenWindow = Pick<Window, 'addEventListener'> & { requestIdleCallback?: Window['requestIdleCallback'] };

/**
 * Runs `run` once, after the first screen is shown (call it from the app's onReady): at the first idle moment, or at
 * the shopper's first tap or key, whichever comes first (docs/decisions/0103).
 */
export function afterFirstScreen(run: () => void, w: ScreenWindow = window): void {
  let done = false;
  const once = () => {
    if (!done) run();
    done = true;
  };
  w.addEventListener('pointerdown', once, true);
  w.addEventListener('keydown', once, true);
  if (w.requestIdleCallback) w.requestIdleCallback(once, { timeout: 3000 });
  else setTimeout(once, 500);
}
