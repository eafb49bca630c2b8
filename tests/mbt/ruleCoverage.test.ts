import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  assign,
  getInitialSnapshot,
  getNextSnapshot,
  not,
  setup,
  stateIn,
} from 'xstate';
import { intakeRuleCoverage } from './machineCoverage';
import {
  coverageOfDefinition,
  definitionOf,
  formatCatalogueCoverage,
  formatRuleCoverage,
  record,
} from './ruleCoverage';

const counted = { id: 'toy.counted', section: 'toy §1', text: 'The count is kept while counting.' };
const given = { id: 'toy.givenUp', section: 'toy §2', text: 'A count too large gives up.' };

/** A small machine: a guard with params, an eventless choice, an inline guard, requirements on a state and an edge. */
const toy = setup({
  types: {} as { context: { n: number }; events: { type: 'ADD'; by: number } | { type: 'GO' } | { type: 'PEEK' } },
  guards: {
    small: ({ context }, p: { max: number }) => context.n < p.max,
    even: ({ context }) => context.n % 2 === 0,
  },
}).createMachine({
  id: 'toy',
  context: { n: 0 },
  initial: 'counting',
  states: {
    counting: {
      meta: { requirements: [counted] },
      on: {
        ADD: { actions: assign({ n: ({ context, event }) => context.n + event.by }) },
        PEEK: { guard: not(stateIn('#toy.done')), target: 'counting' },
        GO: [
          { guard: { type: 'small', params: { max: 10 } }, target: 'checking' },
          { target: 'done', meta: { requirements: [given] } },
        ],
      },
    },
    checking: { always: [{ guard: 'even', target: 'done' }, { target: 'counting' }] },
    done: { type: 'final' },
  },
});

/** A path as the models give it: the initial snapshot, then each event with the snapshot after it. */
function pathOf(events: AnyEventObject[]) {
  let state = getInitialSnapshot(toy) as AnyMachineSnapshot;
  const steps = [{ event: { type: 'xstate.init' } as AnyEventObject, state }];
  for (const event of events) {
    state = getNextSnapshot(toy, state, event as never) as AnyMachineSnapshot;
    steps.push({ event, state });
  }
  return { input: undefined, steps };
}

describe('the guard and requirement recorder, on a small machine', () => {
  // Both paths pass GO while the count is small; one ends even, the other odd.
  const paths = [pathOf([{ type: 'PEEK' }, { type: 'GO' }]), pathOf([{ type: 'ADD', by: 1 }, { type: 'GO' }])];
  const coverage = coverageOfDefinition(definitionOf(toy), record(toy, paths));

  it('reports a guard seen one way only, with the side never seen', () => {
    expect(coverage.guards.oneSided).toEqual([
      { key: 'not(stateIn("#toy.done"))', missing: 'false' },
      { key: 'small(max=10)', missing: 'false' },
    ]);
    expect(coverage.guards).toMatchObject({ both: 1, total: 3, never: [] });
  });

  it('counts eventless transitions as transitions, and what a path took', () => {
    expect(coverage.transitions).toMatchObject({ covered: 5, total: 6, eventless: { covered: 2, total: 2 } });
    expect(coverage.transitions.missing).toEqual(['toy.counting GO -> toy.done']);
    expect(coverage.states).toMatchObject({ reached: 3, total: 3 });
  });

  it('covers a requirement on a state entered, not one on a transition never taken', () => {
    expect(coverage.requirements).toMatchObject({ covered: 1, total: 2, missing: [given] });
  });

  it('says why a guard can only be one way, where a reason is given, and lists what is missing', () => {
    const reasoned = coverageOfDefinition(definitionOf(toy), record(toy, paths), [
      { pattern: /^not\(stateIn/, missing: 'false', why: 'a final state is never left' },
    ]);
    const lines = formatRuleCoverage(reasoned, true);
    expect(lines[0]).toBe(
      '  states 3/3, transitions 5/6 (eventless 2/2), guards both ways 1/3 (one way only 2, 1 of them by design; never evaluated 0), requirements 1/2',
    );
    expect(lines).toContain(
      '  guard never false: not(stateIn("#toy.done")) (cannot be false: a final state is never left)',
    );
    expect(lines).toContain('  guard never false: small(max=10)');
    expect(lines).toContain('  requirement not covered: toy.givenUp (toy §2): A count too large gives up.');
  });
});

describe("the catalogue's line", () => {
  it('counts the requirements some machine carries and those its paths cover, and lists those none carries', () => {
    const paths = [pathOf([{ type: 'GO' }])];
    const coverage = coverageOfDefinition(definitionOf(toy), record(toy, paths));
    const unused = { id: 'toy.elsewhere', section: 'toy §3', text: 'A rule no chart realises.' };
    expect(formatCatalogueCoverage([counted, given, unused], [coverage], true)).toEqual([
      'spec requirements (src/machines/requirements.ts): 2 of 3 carried by a machine, 1 of them covered by its paths',
      '  carried by no machine: toy.elsewhere (toy §3): A rule no chart realises.',
    ]);
  });
});

describe('the coverage of the mini flow', () => {
  const c = intakeRuleCoverage('miniFlow');

  it('reaches every state and takes every eventless routing, the skip rules both ways', () => {
    expect(c.states.reached).toBe(c.states.total);
    expect(c.transitions.eventless.covered).toBe(c.transitions.eventless.total);
    expect(c.transitions.eventless.total).toBeGreaterThan(30);
    const both = (key: string) => !c.guards.oneSided.some((g) => g.key === key) && !c.guards.never.includes(key);
    // Massachusetts (and the other credit-hidden states) skip the credit score; the rule is seen both ways.
    expect(both('shows(creditScore~1)')).toBe(true);
    expect(both('skip:creditHiddenState')).toBe(true);
    expect(both('skip:notCurrentlyInsured')).toBe(true);
  });

  it("covers every requirement its states and transitions carry, the credit-score skip rule's among them", () => {
    expect(c.requirements.missing).toEqual([]);
    expect(c.requirements.total).toBeGreaterThan(10);
    expect(c.requirements.covered).toBe(c.requirements.total);
  });

  it('leaves untaken only what the generated paths never send: NAVIGATE, BACK to an earlier way in, some drafts, the save replies', () => {
    const events = new Set(c.transitions.missing.map((t) => t.split(' ')[1]));
    // The user save's replies to the flow are its own tests' (userSave.ts), never a generated path's.
    expect([...events].sort()).toEqual(['BACK', 'DRAFT', 'NAVIGATE', 'USER_SAVED', 'USER_SAVE_FAILED']);
  });

  it('prints what it counted', () => {
    expect(formatRuleCoverage(c, false)).toEqual([
      `  states ${c.states.reached}/${c.states.total}, transitions ${c.transitions.covered}/${c.transitions.total} ` +
        `(eventless ${c.transitions.eventless.covered}/${c.transitions.eventless.total}), guards both ways ` +
        `${c.guards.both}/${c.guards.total} (one way only ${c.guards.oneSided.length}; never evaluated ${c.guards.never.length}), ` +
        `requirements ${c.requirements.covered}/${c.requirements.total}`,
    ]);
  });
});
