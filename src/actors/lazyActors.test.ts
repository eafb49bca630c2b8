import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, sendTo, setup, toPromise, type AnyEventObject } from 'xstate';
import { readQueryParams } from '../app/queryParams';
import { RULE_DEFAULTS } from '../contract/ruleDefaults';
import { START_RULES } from '../machines/intake/startGraph';
import {
  askExperimentsLazily,
  lazyCallback,
  lazyIntakeActors,
  lazyPromise,
  loadActors,
  type RealActors,
} from './lazyActors';
import * as appActors from './appActors';

// The start page's actors load the real ones (their own chunk) on their first run: what is sent before the chunk is
// here is kept and handed on, and a chunk that does not load fails the call as a failed call would, and loads again.

/** A loader the test resolves or rejects by hand, counting its calls. */
function handLoader() {
  const pending: { resolve: (a: RealActors) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<RealActors>((resolve, reject) => void pending.push({ resolve, reject }));
  return { load, pending };
}

/** Real actors whose `pick`ed entries the tests replace (the rest are the real module's). */
const actorsWith = (extra: Partial<RealActors>) => ({ ...appActors, ...extra }) as RealActors;

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('lazyPromise', () => {
  it('waits for the chunk, then runs the real actor with the same input and gives its output', async () => {
    const loader = handLoader();
    const real = fromPromise<string, { n: number }>(async ({ input }) => `real ${input.n}`);
    const lazy = lazyPromise<string, { n: number }>(() => real, loader.load);
    const done = toPromise(createActor(lazy, { input: { n: 7 } }).start());
    await tick();
    expect(loader.pending).toHaveLength(1);
    loader.pending[0].resolve(actorsWith({}));
    await expect(done).resolves.toBe('real 7');
  });

  it('fails as a call without an answer when the chunk does not load, and loads again on the next call', async () => {
    const loader = handLoader();
    const real = fromPromise<string, void>(async () => 'ok');
    const lazy = lazyPromise<string, void>(() => real, loader.load);
    const first = toPromise(createActor(lazy).start());
    await tick();
    loader.pending[0].reject(new Error('Failed to fetch dynamically imported module'));
    // A network error (the step's retry), never the step's own code (an "Invalid Zip" for a chunk that did not load).
    await expect(first).rejects.toEqual({
      code: 'network_error',
      status: 0,
      detail: 'Failed to fetch dynamically imported module',
    });
    const second = toPromise(createActor(lazy).start());
    await tick();
    expect(loader.pending).toHaveLength(2);
    loader.pending[1].resolve(actorsWith({}));
    await expect(second).resolves.toBe('ok');
  });

  it('stops the real actor when it is stopped (its signal aborts)', async () => {
    let aborted = false;
    const real = fromPromise<string, void>(
      ({ signal }) =>
        new Promise(() => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
        }),
    );
    const actor = createActor(
      lazyPromise<string, void>(
        () => real,
        async () => actorsWith({}),
      ),
    ).start();
    await tick();
    actor.stop();
    expect(aborted).toBe(true);
  });

  it('loads the real actors module once, from the chunk', async () => {
    const [a, b] = await Promise.all([loadActors(), loadActors()]);
    expect(a).toBe(b);
    expect(a.intakeActors.lookupZip).toBe(appActors.intakeActors.lookupZip);
    // Every intake actor the flows invoke has its lazy twin.
    expect(Object.keys(lazyIntakeActors).sort()).toEqual(Object.keys(appActors.intakeActors).sort());
  });
});

describe('lazyCallback', () => {
  type Ev = { type: 'SAVE'; value: string };
  /** A parent that invokes `logic` as `child`, forwards SAVE to it and keeps what the child sends back. */
  function parentOf(logic: ReturnType<typeof lazyCallback<Ev, { tag: string }>>) {
    const machine = setup({
      types: {} as { context: { back: string[] }; events: Ev | { type: 'BACK'; value: string } | { type: 'STOP' } },
      actors: { child: logic },
    }).createMachine({
      context: { back: [] },
      initial: 'running',
      states: {
        running: {
          invoke: { id: 'child', src: 'child', input: { tag: 'in' } },
          on: {
            SAVE: { actions: sendTo('child', ({ event }) => event) },
            BACK: {
              actions: ({ context, event }) => void context.back.push((event as { value: string }).value),
            },
            STOP: 'stopped',
          },
        },
        stopped: {},
      },
    });
    return createActor(machine).start();
  }

  /** A real callback that records its input and every event, and sends each back. */
  function recorder() {
    const seen: string[] = [];
    let disposed = 0;
    const callback: ReturnType<Parameters<typeof lazyCallback<Ev, { tag: string }>>[0]> = ({
      input,
      receive,
      sendBack,
    }) => {
      seen.push(`input ${input.tag}`);
      receive((event) => {
        seen.push(event.value);
        sendBack({ type: 'BACK', value: event.value } satisfies AnyEventObject);
      });
      return () => void disposed++;
    };
    return { seen, callback, disposed: () => disposed };
  }

  it('keeps what it is sent before the chunk is here, hands it on in order, and sends back to the parent', async () => {
    const loader = handLoader();
    const rec = recorder();
    const parent = parentOf(lazyCallback<Ev, { tag: string }>(() => rec.callback, loader.load));
    parent.send({ type: 'SAVE', value: 'first ✓ 🚗' });
    parent.send({ type: 'SAVE', value: 'second' });
    expect(rec.seen).toEqual([]);
    loader.pending[0].resolve(actorsWith({}));
    await tick();
    expect(rec.seen).toEqual(['input in', 'first ✓ 🚗', 'second']);
    parent.send({ type: 'SAVE', value: 'third' });
    expect(rec.seen.at(-1)).toBe('third');
    expect(parent.getSnapshot().context.back).toEqual(['first ✓ 🚗', 'second', 'third']);
    parent.send({ type: 'STOP' });
    expect(rec.disposed()).toBe(1);
  });

  it('stopped before the chunk is here, still hands on what it was sent (a save outlives its actor), then stops', async () => {
    const loader = handLoader();
    const rec = recorder();
    const parent = parentOf(lazyCallback<Ev, { tag: string }>(() => rec.callback, loader.load));
    parent.send({ type: 'SAVE', value: 'last answer' });
    parent.send({ type: 'STOP' });
    loader.pending[0].resolve(actorsWith({}));
    await tick();
    expect(rec.seen).toEqual(['input in', 'last answer']);
    expect(rec.disposed()).toBe(1);
    // Nothing reaches the stopped parent's child any more.
    expect(parent.getSnapshot().context.back).toEqual([]);
  });

  it('loads the chunk again on the next event when it failed, keeping every event', async () => {
    const loader = handLoader();
    const rec = recorder();
    const parent = parentOf(lazyCallback<Ev, { tag: string }>(() => rec.callback, loader.load));
    parent.send({ type: 'SAVE', value: 'a' });
    loader.pending[0].reject(new Error('offline'));
    await tick();
    parent.send({ type: 'SAVE', value: 'b' });
    expect(loader.pending).toHaveLength(2);
    loader.pending[1].resolve(actorsWith({}));
    await tick();
    expect(rec.seen).toEqual(['input in', 'a', 'b']);
  });
});

describe('askExperimentsLazily', () => {
  const input = { params: readQueryParams({ search: '' }), hashFirstSegment: '' };

  it("gives every rule's default, saying why, when the chunk does not load", async () => {
    const output = await askExperimentsLazily(input, new AbortController().signal, () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    expect(output.values).toEqual(Object.fromEntries(START_RULES.map((r) => [r, RULE_DEFAULTS[r]])));
    expect(Object.values(output.defaulted)).toEqual(START_RULES.map(() => 'call_failed'));
    expect(output.failure).toEqual({ status: 0, detail: 'Failed to fetch dynamically imported module' });
  });

  it("asks through the chunk's experiments call once it is here", async () => {
    const calls: unknown[] = [];
    const askExperiments: RealActors['askExperiments'] = async (i) => {
      calls.push(i);
      return { values: {} as never, defaulted: {}, failure: null };
    };
    const output = await askExperimentsLazily(input, new AbortController().signal, async () =>
      actorsWith({ askExperiments }),
    );
    expect(calls).toEqual([input]);
    expect(output.failure).toBeNull();
  });
});
