import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { forEachStep, type PathStep, pathTrees, replayTree } from './replay';

type Answer = { type: 'SUBMIT'; answer: string } | { type: 'xstate.init' };
type State = { value: string };

// A path as the replay reads it: its start and its events, each step's state its answer.
const path = (input: unknown, ...answers: string[]) => ({
  input,
  steps: [
    { event: { type: 'xstate.init' } as Answer, state: { value: 'start' } },
    ...answers.map((answer) => ({ event: { type: 'SUBMIT', answer } as Answer, state: { value: answer } })),
  ],
});

/** Each tree's paths read back: the answers of every way from its start to a step with nothing after it. */
const leaves = (steps: PathStep<Answer, State>[], before: string[] = []): string[][] =>
  steps.flatMap((s) => {
    const at = [...before, (s.event as { answer: string }).answer];
    return s.next.length ? leaves(s.next, at) : [at];
  });

describe('pathTrees', () => {
  it('merges the paths from a start by shared prefix: each step once, every path a way from the start', () => {
    const trees = pathTrees([
      path(undefined, 'x'),
      path(undefined, 'x', 'y', 'z'),
      path(undefined, 'x', 'y'),
      path(undefined, 'x', 'w'),
      path(undefined, 'x', 'w'),
      path({ user: 1 }, 'x'),
      path({ user: 1 }),
    ]);
    expect(trees.map((t) => t.input)).toEqual([undefined, { user: 1 }]);
    expect(leaves(trees[0].next)).toEqual([
      ['x', 'y', 'z'],
      ['x', 'w'],
    ]);
    expect(trees[0].next).toHaveLength(1);
    expect(trees[0].next[0].next.map((s) => s.state.value)).toEqual(['y', 'w']);
    expect(leaves(trees[1].next)).toEqual([['x']]);
    // Where each path ends: x (once), y, z and w (twice); the second start alone, and its x.
    expect(trees.map((t) => [t.paths, t.ends])).toEqual([
      [5, 0],
      [2, 1],
    ]);
    const [x] = trees[0].next;
    const [y, w] = x.next;
    expect([x.ends, y.ends, y.next[0].ends, w.ends]).toEqual([1, 1, 1, 2]);
    expect(trees[1].next[0].ends).toBe(1);
  });

  it('keeps apart steps whose events only differ in an answer', () => {
    const [tree] = pathTrees([path(undefined, 'x', 'y'), path(undefined, 'x', 'Y')]);
    expect(leaves(tree.next)).toEqual([
      ['x', 'y'],
      ['x', 'Y'],
    ]);
  });
});

describe('forEachStep', () => {
  it('visits each start and each distinct step once, with the state before it', () => {
    const seen: (string | undefined)[][] = [];
    forEachStep(pathTrees([path(undefined, 'x', 'y'), path(undefined, 'x', 'w'), path({ user: 1 }, 'x')]), (s, e, b) =>
      seen.push([b?.value, e?.type, s.value]),
    );
    expect(seen).toEqual([
      [undefined, undefined, 'start'],
      ['start', 'SUBMIT', 'x'],
      ['x', 'SUBMIT', 'y'],
      ['x', 'SUBMIT', 'w'],
      [undefined, undefined, 'start'],
      ['start', 'SUBMIT', 'x'],
    ]);
  });
});

describe('replayTree', () => {
  // A machine that moves to the state its answer names, from any state, and counts the answers it took.
  const machine = setup({
    types: {} as { context: { taken: number }; events: { type: 'SUBMIT'; answer: string } },
    guards: { names: ({ event }, params: { target: string }) => event.answer === params.target },
    actions: { count: assign({ taken: ({ context }) => context.taken + 1 }) },
  }).createMachine({
    context: { taken: 0 },
    initial: 'start',
    states: { start: {}, x: {}, y: {}, z: {}, w: {}, Y: {} },
    on: {
      SUBMIT: ['x', 'y', 'z', 'w', 'Y'].map((target) => ({
        guard: { type: 'names' as const, params: { target } },
        target: `.${target}`,
        actions: 'count' as const,
      })),
    },
  });
  const paths = [
    path(undefined, 'x'),
    path(undefined, 'x', 'y', 'z'),
    path(undefined, 'x', 'y'),
    path(undefined, 'x', 'w'),
    path(undefined, 'x', 'Y', 'x'),
  ];

  it('sends each merged step once, checks every step on a real actor, and reaches every path end', () => {
    const [tree] = pathTrees(paths);
    const seen: { value: unknown; taken: number; before: unknown }[] = [];
    let started = 0;
    const { steps, ends } = replayTree(tree, {
      start: (_input, snapshot) => {
        started += 1;
        return createActor(machine, { snapshot }).start();
      },
      check: (snap, predicted, event, before) => {
        expect(snap.value).toBe(predicted.value);
        expect(before === undefined).toBe(event === undefined);
        seen.push({ value: snap.value, taken: snap.context.taken, before: before?.value });
      },
    });
    // x, y, z, w, Y, x: six distinct steps, five paths ended.
    expect(steps).toBe(6);
    expect(ends).toBe(paths.length);
    // The start, then each step once; each restored actor carried the answers taken before it parted.
    expect(seen.map((s) => [s.before, s.value, s.taken])).toEqual([
      [undefined, 'start', 0],
      ['start', 'x', 1],
      ['x', 'y', 2],
      ['y', 'z', 3],
      ['x', 'w', 2],
      ['x', 'Y', 2],
      ['Y', 'x', 3],
    ]);
    // One actor from the start, and two more where x's three ways part.
    expect(started).toBe(3);
  });

  it('fails when an actor leaves the predicted state', () => {
    const [tree] = pathTrees([path(undefined, 'x', 'y'), path(undefined, 'x', 'w')]);
    // The traversal predicted z after w: the real machine says w.
    tree.next[0].next[1].state = { value: 'z' };
    expect(() =>
      replayTree(tree, {
        start: (_input, snapshot) => createActor(machine, { snapshot }).start(),
        check: (snap, predicted) => expect(snap.value).toBe(predicted.value),
      }),
    ).toThrow();
  });
});
