import type { InspectionEvent } from 'xstate';

// The tracking layer's tap in the app's initial chunk (issue 33, docs/decisions/0103): the app's inspection events
// (snapshots and actor starts, all the observer reads) wait in a bounded buffer until the lazy tracking chunk
// attaches, then go straight to it. A few hundred bytes; nothing else of tracking loads with the first screen.

/** The most events held before the tracking chunk attaches; past it later ones are dropped and counted. */
export const TAP_LIMIT = 2_000;

export interface Tap {
  /** The app's inspect callback. */
  inspect(e: InspectionEvent): void;
  /** Hands over what was buffered and sends every later event to `observe`; `detach` returns to buffering nothing. */
  attach(observe: (e: InspectionEvent) => void): InspectionEvent[];
  detach(): void;
  dropped(): number;
}

export function createTap(limit = TAP_LIMIT): Tap {
  let buffer: InspectionEvent[] | null = [];
  let target: ((e: InspectionEvent) => void) | null = null;
  let dropped = 0;
  return {
    inspect(e) {
      if (target) {
        try {
          target(e);
        } catch {
          // the tracker never breaks the app
        }
      } else if (buffer && (e.type === '@xstate.snapshot' || e.type === '@xstate.actor')) {
        if (buffer.length < limit) buffer.push(e);
        else dropped += 1;
      }
    },
    attach(observe) {
      const held = buffer ?? [];
      buffer = null;
      target = observe;
      return held;
    },
    detach() {
      target = null;
    },
    dropped: () => dropped,
  };
}
