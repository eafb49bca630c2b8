import { describe, expect, it } from 'vitest';
import { RULE_DEFAULTS } from '../contract/ruleDefaults';
import { START_RULES } from '../machines/intake/startGraph';
import type * as ExperimentsModule from '../actors/experiments.actor';
import { readQueryParams } from './queryParams';
import { askExperiments } from './createApp';

// The experiments' call loads its module on its run (docs/decisions/0060): the start page carries no call.

describe('askExperiments', () => {
  const input = { params: readQueryParams({ search: '' }), hashFirstSegment: '' };

  it("gives every rule's default, saying why, when the module does not load", async () => {
    const output = await askExperiments(input, new AbortController().signal, () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    expect(output.values).toEqual(Object.fromEntries(START_RULES.map((r) => [r, RULE_DEFAULTS[r]])));
    expect(Object.values(output.defaulted)).toEqual(START_RULES.map(() => 'call_failed'));
    expect(output.failure).toEqual({ status: 0, detail: 'Failed to fetch dynamically imported module' });
  });

  it("asks through the module's call once it is here", async () => {
    const calls: unknown[] = [];
    const module = {
      askExperiments: async (i: unknown) => {
        calls.push(i);
        return { values: {} as never, defaulted: {}, failure: null };
      },
    } as unknown as typeof ExperimentsModule;
    const output = await askExperiments(input, new AbortController().signal, async () => module);
    expect(calls).toEqual([input]);
    expect(output.failure).toBeNull();
  });
});
