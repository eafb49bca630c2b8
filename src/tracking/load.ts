import type { AnyActorRef } from 'xstate';
import { whenIdle } from './idle';
import type { Tap } from './tap';

// The step between the app and the tracking chunk (docs/decisions/0103). The app imports this file once its first
// screen is shown: its chunk names this one file (bytes of the start page), and this one names the tracking chunk with
// every chunk it imports, loaded at the first idle moment so that their evaluation never competes with the shopper's
// first tap. What the app does meanwhile waits in the tap.

/** The tracking chunk loads at the first idle moment, at most 3 s on; half a second on without idle callbacks. */
export const LOAD_IDLE = { timeoutMs: 3_000, fallbackMs: 500 };

/** Starts the tracker on the app actor, at the first idle moment; a failed load leaves the app as it is. */
export function attachWhenIdle(tap: Tap, actor: AnyActorRef) {
  whenIdle(() => {
    import('./tracking').then((m) => m.attachTracking(tap, actor)).catch(() => undefined);
  }, LOAD_IDLE);
}
