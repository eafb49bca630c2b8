import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Catalogue, SkipRule, StepContract } from './catalogue';
import { compileFlow } from './compileFlow';
import { createFlowMachine } from './flowMachine';
import { type FlowSpec, loop } from './flowSpec';

// The compiler's additive options, on a toy catalogue it was not written for (a picnic): rules declaring what they
// imply of each other and of loop counts, and a first step that may be skipped (the flow starts by routing).

interface Picnic {
  guests: string[];
  indoors: boolean;
  intro: boolean;
  caterer: boolean;
}
const flowRule = (test: SkipRule<Picnic>['test'], implies?: SkipRule<Picnic>['implies']): SkipRule<Picnic> => ({
  test,
  scope: 'flow',
  changedBy: [],
  ...(implies ? { implies } : {}),
});
const step = (id: string, skip: string[] = []): StepContract<Picnic, string> => ({
  id,
  description: id,
  parse: (a) => ({ success: typeof a === 'string', data: a }),
  apply: (u, a, index) => {
    if (id === 'guest') u.guests[index - 1] = String(a);
  },
  skip,
});
const catalogue = (declared: boolean): Catalogue<Picnic, Record<string, never>, string> => ({
  step: (id) =>
    ({
      intro: step('intro', ['noIntro']),
      start: step('start'),
      umbrella: step('umbrella', ['indoors']),
      tables: step('tables', ['outdoors']),
      guest: step('guest'),
      together: step('together', ['alone']),
      caterer: step('caterer', ['noCaterer']),
      menu: step('menu', ['menuKnown']),
      end: step('end'),
    })[id]!,
  rules: {
    noIntro: flowRule((u) => !u.intro),
    indoors: flowRule(
      (u) => u.indoors,
      declared ? { whenTrue: { rules: { outdoors: false } }, whenFalse: { rules: { outdoors: true } } } : undefined,
    ),
    outdoors: flowRule((u) => !u.indoors),
    alone: flowRule((u) => u.guests.length <= 1, declared ? { whenTrue: { counts: { guests: [1, 1] } } } : undefined),
    noCaterer: flowRule((u) => !u.caterer),
    // The menu is known indoors (the hall's) or from a booked caterer: known outdoors, so a caterer was booked.
    menuKnown: flowRule(
      (u) => u.indoors || u.caterer,
      declared ? { whenTrue: { someRule: { indoors: true, noCaterer: false } } } : undefined,
    ),
  },
  loops: { guests: { count: (u) => u.guests.length, min: 1, changedBy: [] } },
  actors: {},
});
const flow: FlowSpec = {
  id: 'picnic',
  product: 'picnic',
  description: 'A toy flow.',
  sections: [
    { name: 'All', steps: ['start', 'umbrella', 'tables', loop('guests', ['guest'], { max: 2 }), 'together'] },
  ],
};
const edges = (declared: boolean, from: string, spec = flow) =>
  compileFlow(spec, catalogue(declared))
    .edges.get(from as `${string}~${number}`)!
    .map((e) => `${e.guarded ? '?' : ''}${e.target}`);

describe('rules that declare what they imply', () => {
  it('leave out a transition their complement rules out', () => {
    // Undeclared, both umbrella and tables might skip; declared complements, one of them always shows.
    expect(edges(false, 'start~1')).toEqual(['?umbrella~1', '?tables~1', 'guest~1']);
    expect(edges(true, 'start~1')).toEqual(['?umbrella~1', 'tables~1']);
  });

  it("bound a loop's count: with a second guest, the together step shows for certain", () => {
    expect(edges(false, 'guest~2')).toEqual(['?together~1', 'complete']);
    expect(edges(true, 'guest~2')).toEqual(['together~1']);
  });
});

describe('a rule that declares one of several facts holds', () => {
  const catering: FlowSpec = { ...flow, sections: [{ name: 'All', steps: ['umbrella', 'caterer', 'menu', 'end'] }] };

  it('leaves out the way past both steps: outdoors with no caterer, the menu is asked', () => {
    // The umbrella showed: outdoors. Undeclared, the caterer and the menu might both skip; declared, the menu is known
    // outdoors only with a caterer, so one of the two shows.
    expect(edges(false, 'umbrella~1', catering)).toEqual(['?caterer~1', '?menu~1', 'end~1']);
    expect(edges(true, 'umbrella~1', catering)).toEqual(['?caterer~1', 'menu~1']);
    // From the caterer (booked or not, `changedBy` is empty: it was not skipped) the menu may be known.
    expect(edges(true, 'caterer~1', catering)).toEqual(['?menu~1', 'end~1']);
  });

  it('refuses a clause naming an unknown rule', () => {
    const c = catalogue(true);
    const bad = {
      ...c,
      rules: { ...c.rules, menuKnown: flowRule(() => true, { whenTrue: { someRule: { rain: true } } }) },
    };
    expect(() => compileFlow(catering, bad)).toThrow(/implies 'rain', which is unknown/);
  });
});

describe('a first step with skip rules', () => {
  const machine = createFlowMachine({
    catalogue: catalogue(true),
    flow: { ...flow, sections: [{ name: 'All', steps: ['intro', ...flow.sections[0].steps] }] },
    initialUser: () => ({ guests: [''], indoors: false, intro: true, caterer: false }),
  });
  const nodeOf = (v: unknown) => (typeof v === 'string' ? v : Object.keys(v as object)[0]);

  it('starts at it when it shows, and at the next step that shows when it is skipped', () => {
    const shown = createActor(machine, { input: {} }).start();
    expect(nodeOf(shown.getSnapshot().value)).toBe('intro~1');
    const skipped = createActor(machine, {
      input: { user: { guests: [''], indoors: false, intro: false, caterer: false } },
    }).start();
    expect(nodeOf(skipped.getSnapshot().value)).toBe('start~1');
  });

  it('compiles flows whose first step always shows to start there, unguarded', () => {
    const c = compileFlow(flow, catalogue(true));
    expect(c.start).toEqual([expect.objectContaining({ target: 'start~1', guarded: false })]);
  });
});
