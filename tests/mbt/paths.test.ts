import { describe, expect, it } from 'vitest';
import { pathTrees, type GeneratedPath, type PathStep } from './paths';

// A path as the replay reads it: its start and its events, each step's state its answer.
const path = (input: unknown, ...answers: string[]) =>
  ({
    input,
    state: { value: answers.at(-1) ?? 'start' },
    steps: [
      { event: { type: 'xstate.init' }, state: { value: 'start' } },
      ...answers.map((answer) => ({ event: { type: 'SUBMIT', answer }, state: { value: answer } })),
    ],
  }) as unknown as GeneratedPath;

/** Each tree's paths read back: the answers of every way from its start to a step with nothing after it. */
const leaves = (steps: PathStep[], before: string[] = []): string[][] =>
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
    ]);
    expect(trees.map((t) => t.input)).toEqual([undefined, { user: 1 }]);
    expect(leaves(trees[0].next)).toEqual([
      ['x', 'y', 'z'],
      ['x', 'w'],
    ]);
    expect(trees[0].next).toHaveLength(1);
    expect(trees[0].next[0].next.map((s) => s.state.value)).toEqual(['y', 'w']);
    expect(leaves(trees[1].next)).toEqual([['x']]);
  });

  it('keeps apart steps whose events only differ in an answer', () => {
    const [tree] = pathTrees([path(undefined, 'x', 'y'), path(undefined, 'x', 'Y')]);
    expect(leaves(tree.next)).toEqual([
      ['x', 'y'],
      ['x', 'Y'],
    ]);
  });
});
