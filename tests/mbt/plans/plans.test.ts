import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assign,
  createMachine,
  getInitialSnapshot,
  getNextSnapshot,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate';
import { sourceKey } from '../pathCache';
import { bindPlans } from './bindPlans';
import { autoPlans } from './intakePlans';
import { QA_DIR } from './qaPaths';
import { coveringWalks } from './walk';
import { csvField, filesOf } from './write';

// npm run qa:paths (docs/decisions/0080): the covering walk, the CSV quoting, and docs/qa/ being current.

/** A chart with a guarded choice both ways, a loop back and a dead end: a -> b (x) or c (y), b -> a, c final. */
const chart = createMachine({
  id: 'tiny',
  initial: 'a',
  context: { n: 0 },
  states: {
    a: { on: { GO: [{ guard: ({ event }) => event.to === 'b', target: 'b' }, { target: 'c' }] } },
    b: { on: { BACK: { target: 'a', actions: assign({ n: ({ context }) => context.n + 1 }) } } },
    c: { type: 'final' },
  },
});

describe('coveringWalks', () => {
  const events: AnyEventObject[] = [{ type: 'GO', to: 'b' }, { type: 'GO', to: 'c' }, { type: 'BACK' }];
  const next = (s: AnyMachineSnapshot, e: AnyEventObject) => getNextSnapshot(chart, s, e);
  const start = getInitialSnapshot(chart, undefined);
  // Generated paths as xstate/graph gives them: one per transition, each from the start.
  const step = (s: AnyMachineSnapshot, event: AnyEventObject) => ({ event, state: next(s, event) });
  const toB = step(start, events[0]);
  const paths = [
    { steps: [{ event: { type: 'xstate.init' }, state: start }, toB] },
    { steps: [{ event: { type: 'xstate.init' }, state: start }, step(start, events[1])] },
    { steps: [{ event: { type: 'xstate.init' }, state: start }, toB, step(toB.state, events[2])] },
  ];
  const walks = coveringWalks<AnyMachineSnapshot, AnyEventObject>({
    paths,
    key: (s) => JSON.stringify(s.value),
    next,
    took: (before, event, after) => [`${JSON.stringify(before.value)}>${event.type}>${JSON.stringify(after.value)}`],
  });

  it('takes every transition of the paths, in one walk where the chart comes back to its start', () => {
    expect([...walks.covered].sort()).toEqual(['"a">GO>"b"', '"a">GO>"c"', '"b">BACK>"a"']);
    expect(walks.missed).toEqual([]);
    expect(walks.walks).toHaveLength(1);
    expect(walks.walks[0].steps.map((s) => s.event.type)).toEqual(['xstate.init', 'GO', 'BACK', 'GO']);
  });

  it('sends each step on the real machine: the walk ends in the final state', () => {
    expect(walks.walks[0].steps.at(-1)!.state.status).toBe('done');
  });
});

describe('csvField (RFC 4180)', () => {
  const unquote = (field: string) => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field);

  it('quotes a field with a comma, quote or line break, doubling its quotes, and gives any text back', () => {
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField('plain')).toBe('plain');
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary', maxLength: 20_000 })),
        (text) => {
          const field = csvField(text);
          expect(unquote(field)).toBe(text);
          if (!field.startsWith('"')) expect(field).not.toMatch(/[",\r\n]/);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('docs/qa/', () => {
  const read = (name: string) => readFileSync(join(QA_DIR, name), 'utf8');

  it('was generated from these sources (run `npm run qa:paths` after changing a machine)', () => {
    const recorded = /^Sources: (\w+)$/m.exec(read('README.md'))?.[1];
    expect(recorded, 'docs/qa/ is out of date: run `npm run qa:paths`').toBe(sourceKey());
  });

  // A full regeneration of a few small machines (a flow and a chain): the writer and the walk still give these files.
  it.each(['paidSearchShortFlowVariantB', 'autoPayment'] as const)(
    "holds %s's plans as qa:paths writes them now (run `npm run qa:paths` if not)",
    (id) => {
      const plans = id === 'autoPayment' ? bindPlans(id) : autoPlans(id);
      const files = filesOf([plans], sourceKey());
      expect(read(`${id}.md`), 'run `npm run qa:paths`').toBe(files.get(`${id}.md`));
      expect(read(`${id}.csv`), 'run `npm run qa:paths`').toBe(files.get(`${id}.csv`));
    },
  );
});
