import { describe, expect, it } from 'vitest';
import { compileFlow, COMPLETE, forwardEdges } from './compileFlow';
import { expandFlow } from './expandFlow';
import { defaultAutoFlow } from '../intake/flows/defaultAuto.flow';
import { createIntakeMachine } from '../intake/intake.machine';
import { questionOf } from '../intake/questions';
import { defineFlow, vehicleLoop } from './flowSpec';

const compiled = compileFlow(defaultAutoFlow);

/** Every `type` named anywhere in a compiled config (guards, actions, actors). */
function namesIn(config: unknown, key: 'guard' | 'actions' | 'src', out = new Set<string>()): Set<string> {
  if (Array.isArray(config)) config.forEach((c) => namesIn(c, key, out));
  else if (config && typeof config === 'object') {
    for (const [k, v] of Object.entries(config)) {
      if (k === key) {
        const list = Array.isArray(v) ? v : [v];
        for (const item of list) out.add(typeof item === 'string' ? item : (item as { type: string }).type);
      } else namesIn(v, key, out);
    }
  }
  return out;
}

describe('the default auto flow spec', () => {
  it('expands the vehicle and driver loops into explicit stepId~index nodes up to 4 items', () => {
    const ids = compiled.nodes.map((n) => n.id);
    expect(ids).toContain('make~4');
    expect(ids).toContain('occupation~4');
    expect(ids).toContain('vehicleSummary~3');
    // Summaries are not offered from the 4th item on.
    expect(ids).not.toContain('vehicleSummary~4');
    expect(ids).not.toContain('driverSummary~4');
    // Later drivers answer the non-primary steps only.
    expect(ids).not.toContain('creditScore~2');
    expect(ids).toContain('birthdate~2');
  });

  it('gives every node a way forward ending in an unguarded edge, so there is no dead end', () => {
    for (const [node, edges] of compiled.edges) {
      expect(edges.length, node).toBeGreaterThan(0);
      expect(edges.at(-1)!.guarded, node).toBe(false);
    }
  });

  it('reaches every node from the first step along forward edges', () => {
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

  it('names only guards, actions and actors that setup() implements', () => {
    const impl = createIntakeMachine(defaultAutoFlow).implementations;
    for (const g of namesIn(compiled.states, 'guard')) expect(Object.keys(impl.guards)).toContain(g);
    for (const a of namesIn(compiled.states, 'actions')) expect(Object.keys(impl.actions)).toContain(a);
    for (const s of namesIn(compiled.states, 'src')) expect(Object.keys(impl.actors)).toContain(s);
  });

  it('tags every step state with its step id and describes it with its spec sentence', () => {
    for (const n of compiled.nodes) {
      const state = compiled.states[n.id] as { tags: string[]; description: string };
      expect(state.tags).toContain(`step:${n.step}`);
      expect(state.description).toBe(questionOf(n.step).description);
    }
  });

  it('guards only nodes that can be skipped or whose item may not exist', () => {
    const edges = compiled.edges.get('currentlyInsured~1')!;
    expect(edges).toEqual([expect.objectContaining({ target: 'whenShopping~1', guarded: false })]);
    const afterWhy = compiled.edges.get('whyInsured~1')!.map((e) => `${e.guarded ? '?' : ''}${e.target}`);
    expect(afterWhy).toEqual([
      '?currentPremium~1',
      '?carrier~1',
      '?yearsWithCurrentCarrier~1',
      '?activeMilitary~1',
      'zipcode~1',
    ]);
  });

  it('jumps past the rest of a loop when the next item does not exist', () => {
    const nodes = expandFlow(defaultAutoFlow);
    const from = nodes.findIndex((n) => n.id === 'vehicleSummary~1');
    expect(forwardEdges(nodes, from).map((e) => e.target)).toEqual(['year~2', 'name~1']);
  });

  it('refuses a flow that lists a node twice', () => {
    const twice = defineFlow({ id: 'twice', product: 'auto', steps: ['zipcode', vehicleLoop(['year']), 'zipcode'] });
    expect(() => expandFlow(twice)).toThrow(/zipcode~1 twice/);
  });
});
