import type { InspectionEvent } from 'xstate';

// The tracking layer's tap in the app's initial chunk (issue 33, docs/decisions/0103): the app's inspection events
// wait in a bounded buffer until the lazy tracking chunk attaches, then go straight to it (tracking.ts observes each
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
