import { createActor, fromCallback, fromPromise } from 'xstate';
import { pendingIntakeActors } from '../intake/intake.actors';
import { appMachine, flowActors, type AppInput } from './app.machine';

// The app machine as its unit tests run it (app.selectors.test.ts, partnerPrefix.test.ts): every call it makes waits
// for ever unless the test gives an actor of its own, and the intake's own calls wait too (pendingIntakeActors). The
// test imports the lines' intakes it walks (`import '../intake/intake.live'`).

/** An actor that never settles: a call still on its way. */
export const pending = fromPromise<never>(() => new Promise(() => {}));

export interface RunAppOptions {
  /** Actors in place of the waiting ones, by the app machine's names (`fetchReturningUser`, `loadIntake`, ...). */
  actors?: Record<string, unknown>;
  /** Whether the intake chunk is here (the `intakeLoaded` guard); it is unless told. */
  chunk?: boolean;
  /** A persisted snapshot to start from (a reload). */
  snapshot?: unknown;
}

/** The app machine started with `input`, its calls waiting unless `options.actors` answers them. */
export function runApp(input: AppInput, { actors = {}, chunk = true, snapshot }: RunAppOptions = {}) {
  const machine = appMachine.provide({
    guards: { intakeLoaded: () => chunk },
    actors: {
      ...flowActors((m) => m.provide({ actors: pendingIntakeActors })),
      fetchExperiments: pending,
      fetchReturningUser: pending,
      loadIntake: pending,
      loadResults: pending,
      results: fromCallback(() => {}),
      ...actors,
    } as never,
  });
  return createActor(machine, { input, ...(snapshot ? { snapshot: snapshot as never } : {}) }).start();
}
