import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { appMachine, flowActors } from '../machines/app/app.machine';
import { registerResults } from '../machines/app/resultsSlot';
import { askExperimentsLazily, lazyAppActors, lazyIntakeActors } from '../actors/lazyActors';
import type { ExperimentsInput, ExperimentsOutput } from '../actors/experiments.actor';
import type { AppInput } from '../machines/app/app.machine';
import { deferredSaver, type SnapshotStore } from './persistence';
import { yieldToMain } from './yieldToMain';

// Builds the root actor with the real actors provided, restores the persisted snapshot, and saves after every change.

export const liveAppMachine = appMachine.provide({
  actors: {
    // Each loads the real actors (a chunk of their own) on its first call: the start page carries no call.
    ...flowActors((m) => m.provide({ actors: lazyIntakeActors })),
    loadResults: fromPromise<void>(() => preloadResults()),
    ...lazyAppActors,
    fetchExperiments: fromPromise<ExperimentsOutput, ExperimentsInput>(({ input, signal }) =>
      askExperimentsLazily(input, signal),
    ),
  },
});

/** Loads the results chunk (the chart with its real actors) and registers it (docs/decisions/0014). */
export async function preloadResults(): Promise<void> {
  // The rate-call and bind charts (and the call schemas they import) are half of the results' modules: evaluated a
  // task ahead of the results chart, so neither evaluation is one long task (issue 9; docs/decisions/0049).
  await import('../machines/ratecall/ratecall.machine');
  await yieldToMain();
  const live = await import('../actors/results.live');
  registerResults(live.liveResultsMachine, live.postQuotesRoutes);
  // The chunk's evaluation and the results' start (the chart, its first render) in tasks of their own (issue 9).
  await yieldToMain();
}
export type AppActor = ActorRefFrom<typeof liveAppMachine>;

export function createApp(opts: {
  store: SnapshotStore;
  input?: AppInput;
  inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void);
}) {
  let actor: AppActor;
  // After the frame that shows a change, or at once when the page is hidden or left (persistence.ts).
  const saver = deferredSaver(() => opts.store.save(actor.getPersistedSnapshot()));
  const inspect = (e: InspectionEvent) => {
    // Any actor's snapshot change (the intake child's answers included) is persisted.
    if (e.type === '@xstate.snapshot') saver.schedule();
    if (typeof opts.inspect === 'function') opts.inspect(e);
    else opts.inspect?.next?.(e);
  };
  // A returning-user link is an explicit request to load the saved quote: it wins over this tab's snapshot.
  const restored = opts.input?.returning ? undefined : opts.store.load();
  try {
    actor = createActor(liveAppMachine, { snapshot: restored as never, input: opts.input, inspect }).start();
  } catch {
    // A snapshot from another version of the machine: start fresh rather than fail.
    opts.store.clear();
    actor = createActor(liveAppMachine, { input: opts.input, inspect }).start();
  }
  return actor;
}
