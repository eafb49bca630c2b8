import { createInspector } from '@statelyai/inspect';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup } from 'xstate';
import { lazyMachine } from './lazyMachine';

// The Stately inspector (`?inspect` under the dev server) serialises every snapshot, the machine and its children's
// logic with it: a lazy machine nobody ran must not be built by that (it would throw when its chunk is not here, and
// build every registered flow when it is).

describe('lazyMachine', () => {
  it('is not built when serialised, as the inspector serialises every actor and snapshot', async () => {
    let builds = 0;
    const notLoaded = lazyMachine(() => {
      builds += 1;
      throw new Error("Flow 'zipContinuityAuto' is not loaded yet");
    });
    const child = lazyMachine(() => createMachine({ id: 'child', initial: 'a', states: { a: {} } }));
    const root = setup({ actors: { notLoaded, child } }).createMachine({
      id: 'root',
      invoke: { id: 'running', src: 'child' },
    });
    const sent: { type: string; definition?: string }[] = [];
    const inspector = createInspector({ send: (e) => sent.push(e as never), start() {}, stop() {} });
    const errors: unknown[] = [];
    const actor = createActor(root, { inspect: inspector.inspect });
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    // The inspector converts each event in an idle callback (a timer outside a browser).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toEqual([]);
    expect(builds).toBe(0);
    // The running child's logic is built, and its definition is what the inspector draws.
    expect(sent.some((e) => e.type === '@xstate.actor' && e.definition?.includes('"id":"child"'))).toBe(true);
    expect(JSON.parse(JSON.stringify({ notLoaded }))).toEqual({ notLoaded: { lazy: 'not built yet' } });
    expect(Object.keys(notLoaded)).not.toContain('machine');
    expect(builds).toBe(0);
  });
});
