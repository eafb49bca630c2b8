import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { appMachine, type AppInput, type ReturningUser } from '../machines/app/app.machine';
import { registerResults } from '../machines/app/resultsSlot';
import { lineById, type LineId, type LineUser } from '../machines/products';
import type { ExperimentsInput, ExperimentsOutput } from '../actors/experiments.actor';
import { experimentsDefaults } from '../actors/experimentsDefaults';
import { deferredSaver, type SnapshotStore } from './persistence';
import { yieldToMain } from './yieldToMain';
import { clientOptedOut } from './privacyChoice';

// Builds the root actor with the real actors provided, restores the persisted snapshot, and saves after every change.
// The intake's actors travel with the intake chunk, which provides them to the machines it creates (intake.live.ts),
// and the results' with the results chunk; the two calls the app makes before either are here, each loading its
// module on its run (docs/decisions/0060).

export const liveAppMachine = appMachine.provide({
  actors: {
    loadResults: fromPromise<void, { line: LineId }>(({ input }) => preloadResults(input.line)),
    // A module that does not load fails the call: the shopper starts a fresh quote, as on any failure.
    fetchReturningUser: fromPromise<LineUser, ReturningUser>(async ({ input, signal }) =>
      (await import('../actors/returningUser.actor')).fetchReturningUser(input, signal),
    ),
    // Never rejects: a failed call or module gives every rule's default.
    fetchExperiments: fromPromise<ExperimentsOutput, ExperimentsInput>(({ input, signal }) =>
      askExperiments(input, signal),
    ),
  },
});

/** The experiments, their module loaded on this first call; a module that does not load gives every rule's default. */
export const askExperiments = (
  input: ExperimentsInput,
  signal: AbortSignal,
  load = () => import('../actors/experiments.actor'),
): Promise<ExperimentsOutput> => load().then((m) => m.askExperiments(input, signal), experimentsDefaults);

/** Loads a line's results chunk (its chart with the real actors) and registers it (docs/decisions/0014, 0082). */
export async function preloadResults(line: LineId): Promise<void> {
  const load = lineById(line).loadResults;
  if (!load) throw new Error(`the ${line} line has no results`);
  registerResults(line, await load());
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
  // The shopper's "Do not sell or share" choice in this browser (issue 32): the results charts' optedOut.
  const input: AppInput = { ...opts.input, optedOut: opts.input?.optedOut === true || clientOptedOut() };
  try {
    actor = createActor(liveAppMachine, { snapshot: restored as never, input, inspect }).start();
  } catch {
    // A snapshot from another version of the machine: start fresh rather than fail.
    opts.store.clear();
    actor = createActor(liveAppMachine, { input, inspect }).start();
  }
  return actor;
}
