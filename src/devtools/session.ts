import type { Snapshot } from 'xstate';
import type { AppActor } from '../app/createApp';

// What the devtools get from the page that runs the app (src/startApp.tsx): the live root actor, and a way to make a
// persisted snapshot the live session (time travel: docs/decisions/0077). Nothing else of the page is theirs.

export interface DevSession {
  /** The root actor running now. */
  actor(): AppActor;
  /** Called with the new root actor each time the session is replaced; returns the unsubscribe. */
  onReplaced(listener: (actor: AppActor) => void): () => void;
  /** Restores a persisted root snapshot as the live session: a new app actor, the page re-rendered with it. */
  replace(persisted: Snapshot<unknown>): Promise<void>;
}
