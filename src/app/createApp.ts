import { createActor, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { appMachine, intakeMachine } from '../machines/app/app.machine';
import { ratecallMachine } from '../machines/ratecall/ratecall.machine';
import { intakeActors, ratecallActors } from '../actors';
import type { SnapshotStore } from './persistence';

// Builds the root actor with the real actors provided, restores the persisted snapshot, and saves after every change.

export const liveAppMachine = appMachine.provide({
  actors: {
    intake: intakeMachine.provide({ actors: intakeActors }),
    ratecall: ratecallMachine.provide({ actors: ratecallActors }),
  },
});
export type AppActor = ActorRefFrom<typeof liveAppMachine>;

export function createApp(opts: { store: SnapshotStore; inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void) }) {
  let saveQueued = false;
  let actor: AppActor;
  const scheduleSave = () => {
    if (saveQueued) return;
    saveQueued = true;
    queueMicrotask(() => {
      saveQueued = false;
      opts.store.save(actor.getPersistedSnapshot());
    });
  };
  const inspect = (e: InspectionEvent) => {
    // Any actor's snapshot change (the intake child's answers included) is persisted.
    if (e.type === '@xstate.snapshot') scheduleSave();
    if (typeof opts.inspect === 'function') opts.inspect(e);
    else opts.inspect?.next?.(e);
  };
  const restored = opts.store.load();
  try {
    actor = createActor(liveAppMachine, { snapshot: restored as never, inspect }).start();
  } catch {
    // A snapshot from another version of the machine: start fresh rather than fail.
    opts.store.clear();
    actor = createActor(liveAppMachine, { inspect }).start();
  }
  return actor;
}
