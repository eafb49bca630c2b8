import { type AnyActorRef, createActor, type Snapshot } from 'xstate';
import { createRecorder } from './recorder';
import { pointsBeforeOpening } from './reconstruct';
import type { DevSession } from './session';
import type { FlowSkips } from './skipped';
import { emptyTimeline, loadTimeline, saveTimeline, TIMELINE_KEY, timelineMachine } from './timeline.machine';

// The devtools' wiring, apart from any view (docs/decisions/0077): XState's inspection of the live session feeds the
// recorder; each event sent from outside the actors makes a time-travel point of the session as it was just before it
// (the state after the one before, calls answered included); the timeline machine restores points through the session.

export function createDevtools(
  session: DevSession,
  opts: { storage?: Storage; skipsOf?: (machineId: string) => FlowSkips | undefined } = {},
) {
  const storage = opts.storage ?? globalThis.sessionStorage;
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const l of listeners) l();
  };
  /** A restore is under way: the new session's own start (its URL sync) is not a point of the timeline. */
  let restoring = false;
  /** The last event from outside, whose point (the state after it) is taken when the next one comes or on a step. */
  let pending: string | null = null;
  const root = () => session.actor() as AnyActorRef;
  const point = (label: string) => ({
    type: 'RECORD' as const,
    point: { label, snapshot: root().getPersistedSnapshot() },
  });

  const recorder = createRecorder({
    root,
    skipsOf: opts.skipsOf,
    onExternal(label) {
      if (restoring) return;
      if (pending) timeline.send(point(pending));
      pending = label;
    },
  });

  const saved = loadTimeline(storage);
  const timeline = createActor(
    timelineMachine.provide({
      actions: {
        restore: (_, { snapshot }) => {
          restoring = true;
          void session.replace(snapshot as Snapshot<unknown>).finally(() =>
            // The new session's URL sync sends its first events in a task after it starts.
            setTimeout(() => {
              restoring = false;
              changed();
            }, 0),
          );
        },
      },
    }),
    { input: saved ?? emptyTimeline() },
  ).start();
  if (!saved) for (const p of pointsBeforeOpening(root())) timeline.send({ type: 'RECORD', point: p });
  const timelineSub = timeline.subscribe((s) => {
    saveTimeline(s.context, storage);
    changed();
  });

  let rootSub = root().subscribe(changed);
  let inspection = session.actor().system.inspect(recorder.observer);
  const recorderSub = recorder.subscribe(changed);
  const replacedSub = session.onReplaced((actor) => {
    inspection.unsubscribe();
    rootSub.unsubscribe();
    inspection = actor.system.inspect(recorder.observer);
    rootSub = actor.subscribe(changed);
    changed();
  });

  /** The pending point taken now, before the cursor moves. */
  const flush = () => {
    if (pending) timeline.send(point(pending));
    pending = null;
  };

  return {
    session,
    recorder,
    timeline,
    back: () => {
      flush();
      timeline.send({ type: 'BACK' });
    },
    forward: () => {
      flush();
      timeline.send({ type: 'FORWARD' });
    },
    fork: (at: number) => {
      flush();
      timeline.send({ type: 'FORK', at });
    },
    switchBranch: (branch: number) => {
      flush();
      timeline.send({ type: 'SWITCH', branch });
    },
    /** The last event from outside, whose point is the live session (taken on the next event or step). */
    pending: () => pending,
    /** Whether a restore is under way (the buttons wait for it). */
    busy: () => restoring,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
    /** Stops inspecting and forgets the timeline (the panel closed). */
    dispose() {
      inspection.unsubscribe();
      rootSub.unsubscribe();
      recorderSub();
      replacedSub();
      timelineSub.unsubscribe();
      timeline.stop();
      storage?.removeItem(TIMELINE_KEY);
    },
  };
}

export type Devtools = ReturnType<typeof createDevtools>;
