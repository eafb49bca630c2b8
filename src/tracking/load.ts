import type { AnyActorRef } from 'xstate';
import type { Tap } from './tap';

// The step between the app and the tracking chunk (docs/decisions/0103). The app imports this file once its first
// screen is shown: its chunk names this one file (bytes of the start page), and this one names the tracking chunk with
// every chunk it imports, loaded at the first idle moment so that their evaluation never competes with the shopper's
// first tap. What the app does meanwhile waits in the tap.

/** Runs `run` at the first idle moment, or half a second later where the browser has no idle callback. */
export const whenIdle = (run: () => void, w: Pick<Window, 'requestIdleCallback'> = window) =>
  w.requestIdleCallback ? w.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 500);

/** Starts the tracker on the app actor, at the first idle moment; a failed load leaves the app as it is. */
export function attachWhenIdle(tap: Tap, actor: AnyActorRef) {
  whenIdle(() => {
    import('./tracking').then((m) => m.attachTracking(tap, actor)).catch(() => undefined);
  });
}
