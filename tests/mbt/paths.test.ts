import { describe, expect, it } from 'vitest';
import { maximalPaths, type GeneratedPath } from './paths';

// A path as the replay reads it: its start and its events (the states do not matter to which paths extend which).
const path = (input: unknown, ...answers: string[]) =>
  ({
    input,
    state: { value: answers.at(-1) ?? 'start' },
    steps: [{ event: { type: 'xstate.init' } }, ...answers.map((answer) => ({ event: { type: 'SUBMIT', answer } }))],
  }) as unknown as GeneratedPath;

describe('maximalPaths', () => {
  it('keeps the paths no other path extends from the same start, once each', () => {
    const a = path(undefined, 'x');
    const ab = path(undefined, 'x', 'y');
    const abc = path(undefined, 'x', 'y', 'z');
    const ad = path(undefined, 'x', 'w');
    const again = path(undefined, 'x', 'w');
    const otherStart = path({ user: 1 }, 'x');
    expect(maximalPaths([a, abc, ab, ad, again, otherStart])).toEqual([abc, ad, otherStart]);
  });

  it('keeps a path whose events only differ in an answer', () => {
    expect(maximalPaths([path(undefined, 'x', 'y'), path(undefined, 'x', 'Y')])).toHaveLength(2);
  });
});
