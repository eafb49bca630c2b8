import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { compileFlow, COMPLETE } from './compileFlow';
import { expandFlow } from './expandFlow';
import { createFlowMachine, STEPS } from './flowMachine';
import { stillAhead } from './flowSetup';
import { loop, type FlowSpec } from './flowSpec';
import type { Catalogue, SkipRule, StepContract } from './catalogue';
import { autoCatalogue, catalogueFor } from '../intake/intake.catalogue';
import { AUTO_FLOW_IDS, autoFlows } from '../intake/flows';
import { defaultAutoFlow } from '../intake/flows/defaultAuto.flow';
import { questionOf } from '../intake/questions';
import { FOLLOW_UP_WAIT_MS } from '../../domain/config';

// The compiler knows no product: these tests build flows over a toy catalogue (a to-do list of pets), and check
// every registered auto flow for the properties every compiled flow must have.

interface Pets {
  pets: string[];
  hasPets?: boolean;
  vet?: string;
  city?: string;
  climate?: string;
}
const rule = (test: SkipRule<Pets>['test'], changedBy: string[], scope: 'flow' | 'item' = 'flow'): SkipRule<Pets> => ({
  test,
  changedBy,
  scope,
});
const rules = {
  noPets: rule((u) => u.hasPets === false, ['hasPets']),
  noVet: rule((u) => !u.vet, ['vet']),
  /** The knockout of the toy: a banned vet stops the flow. */
  vetNotBanned: rule((u) => u.vet !== 'banned', ['vet']),
};
type Rule = keyof typeof rules;
const step = (
  id: string,
  skip: Rule[] = [],
  extra: Partial<StepContract<Pets, Rule>> = {},
): StepContract<Pets, Rule> => ({
  id,
  description: `the ${id} step`,
  parse: (answer) => ({ success: typeof answer === 'string', data: answer }),
  apply: (u, answer, index) => {
    if (id === 'hasPets') u.hasPets = answer === 'Yes';
    if (id === 'vet') u.vet = String(answer);
    if (id === 'petName') u.pets[index - 1] = String(answer);
    if (id === 'anotherPet' && answer === 'Yes') u.pets.push('');
    if (id === 'anotherPet' && answer === 'No') u.pets.splice(index);
  },
  skip,
  ...extra,
});
const steps: Record<string, StepContract<Pets, Rule>> = {
  hasPets: step('hasPets'),
  vet: step('vet', ['noPets']),
  vetPhone: step('vetPhone', ['noPets', 'noVet']),
  petName: step('petName', ['noPets']),
  anotherPet: step('anotherPet', ['noPets'], { remember: true }),
  banned: step('banned', ['noPets', 'vetNotBanned'], { terminal: true }),
  city: step('city', [], {
    check: { actor: 'lookupCity', input: ({ answer }) => ({ city: answer }), error: 'zip_lookup_failed' },
  }),
};
const pets: Catalogue<Pets, Record<string, never>, Rule> = {
  step: (id) => steps[id],
  rules,
  loops: { pets: { count: (u) => u.pets.length, min: 1, changedBy: ['anotherPet'] } },
  actors: {},
};
const petFlow: FlowSpec = {
  id: 'pets',
  product: 'pets',
  description: 'A toy flow.',
  sections: [
    { name: 'About', steps: ['hasPets', 'vet', 'vetPhone'] },
    { name: 'Pets', steps: [loop('pets', ['petName'], { summary: 'anotherPet', max: 3 }), 'city'] },
  ],
};
const edgesOf = (flow: FlowSpec, from: string) =>
  compileFlow(flow, pets)
    .edges.get(from as `${string}~${number}`)!
    .map((e) => `${e.guarded ? '?' : ''}${e.target}`);

describe('the flow compiler, on a catalogue it was not written for', () => {
  it('expands a loop into stepId~index nodes, a summary for every item but the last possible', () => {
    expect(expandFlow(petFlow).map((n) => n.id)).toEqual([
      'hasPets~1',
      'vet~1',
      'vetPhone~1',
      'petName~1',
      'anotherPet~1',
      'petName~2',
      'anotherPet~2',
      'petName~3',
      'city~1',
    ]);
  });

  it('leaves out a node no answer can reach past: a rule that skipped one node skips every later node with it', () => {
    // vet skipped means noPets holds: vetPhone and petName skip too; the flow goes straight to the city.
    expect(edgesOf(petFlow, 'hasPets~1')).toEqual(['?vet~1', 'city~1']);
    // vet shows (noPets false): vetPhone may skip for lack of a vet, then the pet's name shows for certain.
    expect(edgesOf(petFlow, 'vet~1')).toEqual(['?vetPhone~1', 'petName~1']);
  });

  it('knows a summary and the next item are complementary, and that an absent item means every later one is', () => {
    expect(edgesOf(petFlow, 'petName~1')).toEqual(['?anotherPet~1', 'petName~2']);
    expect(edgesOf(petFlow, 'anotherPet~1')).toEqual(['?petName~2', 'city~1']);
    // The last possible item has no summary: its next node is after the loop.
    expect(edgesOf(petFlow, 'petName~3')).toEqual(['city~1']);
  });

  it("knows a later item's step leaves an earlier item's value when the rule declares it sameItem or laterItems", () => {
    // Photo and vaccines skip together for a pet without a name. Once pet 1's photo showed, its name is known given,
    // unless a later step can change it: the next pet's name (its own item only) and the summary (later items only)
    // cannot, so its vaccines show for certain.
    const unnamed = (declared: Partial<SkipRule<Pets>>): SkipRule<Pets> => ({
      test: (u, i) => !u.pets[i - 1],
      scope: 'item',
      changedBy: ['petName', 'anotherPet'],
      ...declared,
    });
    const flow: FlowSpec = {
      ...petFlow,
      sections: [
        {
          name: 'Pets',
          steps: [loop('pets', ['petName', 'petPhoto', 'petVaccines'], { summary: 'anotherPet', max: 2 })],
        },
      ],
    };
    const edges = (rule: SkipRule<Pets>) => {
      const catalogue = {
        ...pets,
        rules: { ...pets.rules, unnamed: rule },
        step: (id: string) => (id === 'petPhoto' || id === 'petVaccines' ? step(id, ['unnamed' as Rule]) : steps[id]),
      };
      return compileFlow(flow, catalogue)
        .edges.get('petPhoto~1')!
        .map((e) => `${e.guarded ? '?' : ''}${e.target}`);
    };
    expect(edges(unnamed({ sameItem: ['petName'], laterItems: ['anotherPet'] }))).toEqual(['petVaccines~1']);
    // Undeclared, the next pet's name or the summary might change pet 1's: the vaccines may be skipped.
    expect(edges(unnamed({}))).toEqual(['?petVaccines~1', '?anotherPet~1', '?petName~2', '?petPhoto~2', 'complete']);
  });

  it('progresses evenly over the sections, later items keeping the progress reached, never 100', () => {
    const p = compileFlow(petFlow, pets).progress;
    expect([p.get('hasPets~1'), p.get('vet~1'), p.get('vetPhone~1')]).toEqual([0, 17, 33]);
    expect([p.get('petName~1'), p.get('anotherPet~1'), p.get('city~1')]).toEqual([50, 66, 83]);
    expect(p.get('petName~2')).toBe(-1);
  });

  it('runs as a machine: answers applied, skips taken, a command answer remembered, BACK to where it came from', () => {
    const machine = createFlowMachine({
      catalogue: {
        ...pets,
        actors: {
          lookupCity: fromPromise(async () => ({ ok: true })),
        },
      },
      flow: petFlow,
      initialUser: () => ({ pets: [''] }),
    });
    const actor = createActor(machine, { input: undefined }).start();
    const at = () => Object.keys(actor.getSnapshot().value)[0];
    actor.send({ type: 'SUBMIT', answer: 'Yes' });
    expect(at()).toBe('vet~1');
    actor.send({ type: 'SUBMIT', answer: 'Dr Ruiz' });
    actor.send({ type: 'SUBMIT', answer: '555' });
    actor.send({ type: 'SUBMIT', answer: 'Rex' });
    expect(at()).toBe('anotherPet~1');
    actor.send({ type: 'SUBMIT', answer: 'No' });
    expect(at()).toBe('city~1');
    expect(actor.getSnapshot().context.remembered).toEqual({ 'anotherPet~1': 'No' });
    actor.send({ type: 'BACK' });
    expect(at()).toBe('anotherPet~1');
    actor.send({ type: 'SUBMIT', answer: 42 });
    expect(at()).toBe('anotherPet~1'); // an answer the step cannot parse changes nothing
    expect(actor.getSnapshot().context.user).toEqual({ pets: ['Rex'], hasPets: true, vet: 'Dr Ruiz' });
    actor.stop();
  });

  describe("the browser's Back and Forward (NAVIGATE, docs/decisions/0072)", () => {
    const walked = () => {
      const machine = createFlowMachine({ catalogue: pets, flow: petFlow, initialUser: () => ({ pets: [''] }) });
      const actor = createActor(machine, { input: undefined }).start();
      for (const answer of ['Yes', 'Dr Ruiz', '555', 'Rex']) actor.send({ type: 'SUBMIT', answer });
      const at = () => Object.keys(actor.getSnapshot().value)[0];
      const go = (node: string) => actor.send({ type: 'NAVIGATE', node: node as `${string}~${number}` });
      return { actor, at, go };
    };

    it('goes forward again to the nodes BACK and NAVIGATE left, every answer kept, as far as the shopper had been', () => {
      const { actor, at, go } = walked();
      expect(at()).toBe('anotherPet~1');
      actor.send({ type: 'BACK' });
      go('vet~1');
      expect(at()).toBe('vet~1');
      expect(actor.getSnapshot().context.forward).toEqual(['vetPhone~1', 'petName~1', 'anotherPet~1']);
      go('vetPhone~1');
      expect(at()).toBe('vetPhone~1');
      go('anotherPet~1');
      expect(at()).toBe('anotherPet~1');
      expect(actor.getSnapshot().context.visited).toEqual([
        'hasPets~1',
        'vet~1',
        'vetPhone~1',
        'petName~1',
        'anotherPet~1',
      ]);
      expect(actor.getSnapshot().context.user).toEqual({ pets: ['Rex'], hasPets: true, vet: 'Dr Ruiz' });
      go('city~1'); // never visited: refused, the flow stays where it is
      expect(at()).toBe('anotherPet~1');
      actor.stop();
    });

    it('keeps the nodes ahead when an answer goes the same way, and forgets them when it goes another', () => {
      const { actor, at, go } = walked();
      go('hasPets~1');
      actor.send({ type: 'SUBMIT', answer: 'Yes' });
      expect(at()).toBe('vet~1');
      go('petName~1');
      expect(at()).toBe('petName~1');
      go('hasPets~1');
      actor.send({ type: 'SUBMIT', answer: 'No' });
      expect(at()).toBe('city~1');
      expect(actor.getSnapshot().context.forward).toEqual([]);
      go('vet~1');
      expect(at()).toBe('city~1');
      actor.stop();
    });

    it('keeps a complete answer held before the press on a step that keeps drafts, until an answer is pressed', () => {
      const catalogue = {
        ...pets,
        step: (id: string) => (id === 'vet' ? { ...steps.vet, keepsDraft: true } : steps[id]),
      };
      const machine = createFlowMachine({ catalogue, flow: petFlow, initialUser: (): Pets => ({ pets: [''] }) });
      const actor = createActor(machine, { input: undefined }).start();
      const kept = () => actor.getSnapshot().context.remembered['vet~1'];
      actor.send({ type: 'SUBMIT', answer: 'Yes' });
      actor.send({ type: 'DRAFT', answer: 42 }); // not an answer the step accepts: nothing kept
      expect(kept()).toBeUndefined();
      actor.send({ type: 'DRAFT', answer: 'Dr Who' });
      actor.send({ type: 'BACK' });
      actor.send({ type: 'NAVIGATE', node: 'vet~1' });
      expect(kept()).toBe('Dr Who');
      expect(actor.getSnapshot().context.user.vet).toBeUndefined();
      actor.send({ type: 'SUBMIT', answer: 'Dr Ruiz' });
      expect(kept()).toBe('Dr Ruiz');
      actor.stop();
    });

    it('goes forward only while the answers as they are now still route to the node', () => {
      const context = { visited: ['hasPets~1' as const], forward: ['vet~1' as const, 'vetPhone~1' as const] };
      const ahead = (user: Pets) =>
        stillAhead(pets, compileFlow(petFlow, pets).edges, { ...context, user }, 'vetPhone~1');
      expect(ahead({ pets: [''], hasPets: true, vet: 'Dr Ruiz' })).toBe(true);
      // No vet any more: vetPhone is skipped, the way from vet now goes to the pet's name.
      expect(ahead({ pets: [''], hasPets: true })).toBe(false);
      expect(ahead({ pets: [''], hasPets: false, vet: 'Dr Ruiz' })).toBe(false);
    });
  });

  describe('a terminal step (a knockout)', () => {
    const withBan: FlowSpec = {
      ...petFlow,
      sections: [{ name: 'About', steps: ['hasPets', 'vet', 'banned', 'vetPhone'] }, ...petFlow.sections.slice(1)],
    };

    it('is reached like any node when it may show, and has only its way on to the end', () => {
      expect(edgesOf(withBan, 'vet~1')).toEqual(['?banned~1', '?vetPhone~1', 'petName~1']);
      // A skipped vet means no pets, which skips the knockout too: hasPets never leads to it.
      expect(edgesOf(withBan, 'hasPets~1')).toEqual(['?vet~1', 'city~1']);
      expect(edgesOf(withBan, 'banned~1')).toEqual([COMPLETE]);
      expect(compileFlow(withBan, pets).predecessors.get('banned~1')).toEqual(['vet~1']);
    });

    const banMachine = () =>
      createFlowMachine({
        catalogue: { ...pets, actors: { lookupCity: fromPromise(async () => ({})) } },
        flow: withBan,
        initialUser: () => ({ pets: [''] }),
      });

    it('finishes the flow by its way on, the output naming the page, and not by an answer it cannot parse', () => {
      const actor = createActor(banMachine(), { input: undefined }).start();
      actor.send({ type: 'SUBMIT', answer: 'Yes' });
      actor.send({ type: 'SUBMIT', answer: 'banned' });
      expect(actor.getSnapshot().can({ type: 'SUBMIT', answer: 42 })).toBe(false);
      actor.send({ type: 'SUBMIT', answer: 'onward' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toMatchObject({ exit: 'banned', user: { vet: 'banned' } });
    });

    it('stops the machine there: tagged terminal, BACK to where the shopper came from, no exit once left', () => {
      const actor = createActor(banMachine(), { input: undefined }).start();
      const at = () => Object.keys(actor.getSnapshot().value)[0];
      actor.send({ type: 'SUBMIT', answer: 'Yes' });
      actor.send({ type: 'SUBMIT', answer: 'banned' });
      expect(at()).toBe('banned~1');
      expect(actor.getSnapshot().hasTag('state:terminal')).toBe(true);
      actor.send({ type: 'BACK' });
      expect(at()).toBe('vet~1');
      expect(actor.getSnapshot().hasTag('state:terminal')).toBe(false);
      actor.send({ type: 'SUBMIT', answer: 'Dr Ruiz' });
      expect(at()).toBe('vetPhone~1');
      for (const answer of ['0100', 'Rex', 'No', 'Springfield']) actor.send({ type: 'SUBMIT', answer });
      actor.send({ type: 'xstate.done.actor.lookupCity', output: {} } as never);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).not.toHaveProperty('exit');
    });

    it('must have a skip rule, or nothing after it could show', () => {
      const always: typeof pets = {
        ...pets,
        step: (id) => (id === 'banned' ? { ...steps.banned, skip: [] } : steps[id]),
      };
      expect(() => compileFlow(withBan, always)).toThrow(/terminal step 'banned' has no skip rule/);
    });
  });

  it('refuses a flow that lists a node twice, and a step the catalogue lacks', () => {
    const twice: FlowSpec = { ...petFlow, sections: [{ name: 'a', steps: ['city', 'hasPets', 'city'] }] };
    expect(() => expandFlow(twice)).toThrow(/city~1 twice/);
    const unknown: FlowSpec = { ...petFlow, sections: [{ name: 'a', steps: ['city', 'walkies'] }] };
    expect(() => compileFlow(unknown, { ...pets, step: (id) => steps[id] ?? questionOf(id) })).toThrow(/walkies/);
  });
});

describe('rules that imply others', () => {
  // Two rules read at one moment, changed by the same step: when the first holds, so does the second.
  const implying = (implied?: string[]) => {
    const implies = implied && { whenTrue: { rules: Object.fromEntries(implied.map((r) => [r, true])) } };
    const r = (name: string, extra: Partial<SkipRule<Pets>> = {}): SkipRule<Pets> => ({
      test: (u) => u.vet === name,
      scope: 'flow',
      changedBy: ['vet'],
      ...extra,
    });
    const catalogue: Catalogue<Pets, Record<string, never>, string> = {
      step: (id) => ({ ...step(id), skip: ({ x: ['strict'], y: ['loose'] } as Record<string, string[]>)[id] ?? [] }),
      rules: { strict: r('strict', { implies }), loose: r('loose') },
      loops: {},
      actors: {},
    };
    const flow: FlowSpec = { ...petFlow, sections: [{ name: 'a', steps: ['vet', 'x', 'y', 'z'] }] };
    return (from: string) =>
      compileFlow(flow, catalogue)
        .edges.get(from as `${string}~${number}`)!
        .map((e) => `${e.guarded ? '?' : ''}${e.target}`);
  };

  it('knows a node the implying rule skipped is followed by none the implied rule skips', () => {
    expect(implying()('vet~1')).toEqual(['?x~1', '?y~1', 'z~1']);
    expect(implying(['loose'])('vet~1')).toEqual(['?x~1', 'z~1']);
    // x showed: the implying rule was false, which says nothing of the implied one.
    expect(implying(['loose'])('x~1')).toEqual(['?y~1', 'z~1']);
  });

  it('refuses an implication of an unknown rule or of a rule of another scope', () => {
    const implying = (implied: string, scope: 'flow' | 'item') => {
      const catalogue: Catalogue<Pets, Record<string, never>, Rule> = {
        ...pets,
        rules: {
          ...rules,
          noPets: { ...rules.noPets, scope },
          noVet: { ...rules.noVet, implies: { whenTrue: { rules: { [implied]: true } } } },
        },
      };
      return () => compileFlow(petFlow, catalogue);
    };
    expect(implying('noPets', 'flow')).not.toThrow();
    expect(implying('noPets', 'item')).toThrow(/implies 'noPets', which is unknown or of another scope/);
    expect(implying('noCats', 'flow')).toThrow(/implies 'noCats'/);
  });
});

describe('follow-up calls after a check (the address-success chain)', () => {
  afterEach(() => vi.useRealTimers());
  const withClimate: Catalogue<Pets, Record<string, never>, Rule> = {
    ...pets,
    step: (id) =>
      id === 'city'
        ? {
            ...steps.city,
            followUps: [
              {
                id: 'climate',
                actor: 'fetchClimate',
                input: ({ user }) => ({ vet: user.vet }),
                fallback: (u) => {
                  u.climate = 'unknown';
                },
                apply: (u, output) => {
                  u.climate = (output as { climate: string }).climate;
                },
                keep: (output) => (output as { climate: string }).climate.toUpperCase(),
                keepOnFailure: 'MILD',
                error: 'tier_data_missing',
              },
            ],
          }
        : steps[id],
  };
  const start = () => {
    const machine = createFlowMachine({
      catalogue: {
        ...withClimate,
        actors: {
          lookupCity: fromPromise(async () => ({})),
          fetchClimate: fromPromise<{ climate: string }>(() => new Promise(() => {})),
        },
      },
      flow: { ...petFlow, sections: [{ name: 'a', steps: ['city'] }] },
      initialUser: (): Pets => ({ pets: [''] }),
    });
    const actor = createActor(machine, { input: undefined });
    const emitted: unknown[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    actor.send({ type: 'xstate.done.actor.lookupCity', output: {} } as never);
    return { actor, emitted };
  };

  it('runs after the check passed, with its default standing until it answers, then applies and keeps its output', () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('state:following')).toBe(true);
    expect(actor.getSnapshot().context.user.climate).toBe('unknown');
    expect(actor.getSnapshot().context.kept.climate).toBe('MILD');
    actor.send({ type: 'xstate.done.actor.climate', output: { climate: 'wet' } } as never);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.user.climate).toBe('wet');
    expect(actor.getSnapshot().context.kept.climate).toBe('WET');
  });

  it('moves on when it fails, keeping the default and reporting an error event', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'xstate.error.actor.climate', error: new Error('down') } as never);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.user.climate).toBe('unknown');
    expect(emitted).toEqual([{ type: 'FOLLOW_UP_FAILED', followUp: 'climate', code: 'tier_data_missing' }]);
  });

  it('moves on with the default when the bounded wait runs out, never asking again', () => {
    vi.useFakeTimers();
    const { actor, emitted } = start();
    vi.advanceTimersByTime(FOLLOW_UP_WAIT_MS - 1);
    expect(actor.getSnapshot().hasTag('state:following')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.user.climate).toBe('unknown');
    expect(emitted).toEqual([{ type: 'FOLLOW_UPS_TIMED_OUT', node: 'city~1' }]);
  });
});

describe.each(AUTO_FLOW_IDS)('the registered auto flow %s', (id) => {
  const compiled = compileFlow(autoFlows[id], catalogueFor(autoFlows[id]));

  it('gives every node a way forward ending in an unguarded edge, a terminal one only its way on to the end', () => {
    for (const [node, edges] of compiled.edges) {
      if (autoCatalogue.step(node.split('~')[0]).terminal) {
        expect(edges, node).toEqual([{ target: COMPLETE, guarded: false }]);
        continue;
      }
      expect(edges.length, node).toBeGreaterThan(0);
      expect(edges.at(-1)!.guarded, node).toBe(false);
    }
  });

  it('reaches every node, and the end, from the first step along forward edges', () => {
    const seen = new Set<string>([compiled.initial]);
    const queue: string[] = [compiled.initial];
    while (queue.length) {
      for (const e of compiled.edges.get(queue.shift() as `${string}~${number}`) ?? []) {
        if (!seen.has(e.target)) {
          seen.add(e.target);
          queue.push(e.target);
        }
      }
    }
    expect([...compiled.nodes.map((n) => n.id), COMPLETE].filter((n) => !seen.has(n))).toEqual([]);
  });

  it('tags every step state with its step id and describes it with its spec sentence', () => {
    const machine = createFlowMachine({
      catalogue: autoCatalogue,
      flow: autoFlows[id],
      initialUser: () => ({}) as never,
    });
    for (const n of compiled.nodes) {
      // A flow with follow-ups keeps its nodes in the `steps` region (docs/decisions/0046).
      const split = compiled.nodes.some((x) => questionOf(x.step).followUps?.length);
      const state = machine.getStateNodeById(split ? `${id}.${STEPS}.${n.id}` : `${id}.${n.id}`);
      expect(state.tags).toContain(`step:${n.step}`);
      expect(state.description).toBe(questionOf(n.step).description);
    }
  });
});

describe('the default auto flow', () => {
  const compiled = compileFlow(defaultAutoFlow, autoCatalogue);
  const edges = (from: string) =>
    compiled.edges.get(from as `${string}~${number}`)!.map((e) => `${e.guarded ? '?' : ''}${e.target}`);

  it('guards only nodes that can be skipped, and stops at the first that must show', () => {
    expect(edges('currentlyInsured~1')).toEqual(['whenShopping~1']);
    // Years with carrier never follows why-insured directly: a skipped carrier means not insured, which skips it too.
    expect(edges('whyInsured~1')).toEqual(['?currentPremium~1', '?carrier~1', '?activeMilitary~1', 'zipcode~1']);
    // Current premium showed, so the shopper is insured: the carrier shows for certain.
    expect(edges('currentPremium~1')).toEqual(['carrier~1']);
    // Email also shows for the mutual insurer's eligibility alone; the phone then skips, and with it the code,
    // discounts, BI limit and tier (not agency eligible): the flow ends. Agency eligible, the phone shows, and after
    // it discounts for certain; the code only when one was texted.
    expect(edges('email~1')).toEqual(['?phone~1', 'complete']);
    expect(edges('phone~1')).toEqual(['?phoneVerification~1', 'discounts~1']);
  });

  it('goes from a vehicle summary to the next vehicle or past the loop', () => {
    expect(edges('vehicleSummary~1')).toEqual(['?year~2', 'name~1']);
    expect(edges('annualMileage~1')).toEqual(['?vehicleSummary~1', 'year~2']);
  });
});
