import type { AnyStateMachine } from 'xstate';

// A flow machine built the first time an actor runs it. The app registers every flow by name (so a persisted
// snapshot names its flow and restores it), but building a machine costs milliseconds per flow on a phone, and a
// shopper only ever takes one: the others are never built.

/** What an actor asks of its logic (xstate's ActorLogic), forwarded to the machine once built. */
type Forwarded = 'transition' | 'getInitialSnapshot' | 'restoreSnapshot' | 'start' | 'getPersistedSnapshot';

export type LazyMachine<T extends AnyStateMachine> = Pick<T, Forwarded> & {
  /** The machine itself (built on first use), for the inspector and tests. */
  readonly machine: T;
  /** The inspector draws an actor's statechart from its logic's config. */
  readonly config: T['config'];
};

export function lazyMachine<T extends AnyStateMachine>(build: () => T): LazyMachine<T> {
  let built: T | undefined;
  const machine = (): T => {
    built ??= build();
    return built;
  };
  // Each method is the machine's own, called on the machine: the forwarder has exactly its type.
  const forward = <K extends Forwarded>(name: K) =>
    ((...args: unknown[]) => (machine()[name] as (...a: unknown[]) => unknown).apply(machine(), args)) as T[K];
  const lazy = {
    transition: forward('transition'),
    getInitialSnapshot: forward('getInitialSnapshot'),
    restoreSnapshot: forward('restoreSnapshot'),
    start: forward('start'),
    getPersistedSnapshot: forward('getPersistedSnapshot'),
    // A serialiser (the Stately inspector under `?inspect` stringifies every snapshot and actor it sees, their logic
    // with them) reads this instead of the getters below: reading them would build a flow nobody runs, or throw when
    // its chunk is not loaded (issue 29).
    toJSON: () => (built ? built.toJSON() : { lazy: 'not built yet' }),
  };
  // Not enumerable, so that walking the object's keys never builds the machine.
  Object.defineProperties(lazy, {
    machine: { get: machine, enumerable: false },
    config: { get: () => machine().config, enumerable: false },
  });
  return lazy as unknown as LazyMachine<T>;
}
