import { and, createMachine, getInitialSnapshot, not } from 'xstate';
import { describe, expect, it } from 'vitest';
import { intakeMachineOf } from '../../machines/intake/flows';
import { ratecallMachine } from '../../machines/ratecall/ratecall.machine';
import { activeIds, guardOf, machineGraph } from './machineGraph';

// The atlas's graph is the machine's own definition: eventless transitions drawn, guards named with their params,
// a flow's step nodes drawn whole with their inner states listed.

const toy = createMachine({
  id: 'toy',
  initial: 'idle',
  on: { RESET: '.idle' },
  states: {
    idle: {
      description: 'Waiting for a press.',
      tags: ['screen:idle'],
      meta: { requirements: [{ id: 'toy-1.press', section: 'toy §1', text: 'A press starts the work.' }] },
      on: { PRESS: { target: 'working', guard: { type: 'enabled', params: { by: 'press' } } } },
    },
    working: {
      initial: 'asking',
      invoke: { id: 'fetch', src: 'fetch', onDone: 'done', onError: 'idle' },
      states: {
        asking: { after: { 1000: 'slow' } },
        slow: {
          always: {
            target: 'asking',
            guard: not('patient'),
            meta: { requirements: [{ id: 'toy-2.retry', section: 'toy §2', text: 'A slow call is asked again.' }] },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('machineGraph', () => {
  it('reads states, events, delays, invoke results and eventless transitions from a small machine', () => {
    const g = machineGraph(toy);
    expect(g.nodes.map((n) => [n.id, n.group, n.parent])).toEqual([
      ['toy.idle', false, undefined],
      ['toy.working', true, undefined],
      ['toy.working.asking', false, 'toy.working'],
      ['toy.working.slow', false, 'toy.working'],
      ['toy.done', false, undefined],
    ]);
    const idle = g.nodes[0];
    expect(idle.description).toBe('Waiting for a press.');
    expect(idle.tags).toEqual(['screen:idle']);
    expect(idle.requirements.map((r) => r.id)).toEqual(['toy-1.press']);
    expect(g.nodes.at(-1)?.final).toBe(true);
    expect(g.edges.map((e) => [e.source, e.target, e.label, e.kind])).toEqual([
      ['toy.idle', 'toy.working', 'PRESS · enabled (by: "press")', 'event'],
      ['toy.working', 'toy.done', 'onDone fetch', 'done'],
      ['toy.working', 'toy.idle', 'onError fetch', 'error'],
      ['toy.working.asking', 'toy.working.slow', 'after 1000', 'after'],
      ['toy.working.slow', 'toy.working.asking', 'always · not(patient)', 'always'],
    ]);
    expect(g.machineWide.map((t) => [t.label, t.targets])).toEqual([['RESET', ['toy.idle']]]);
    const slow = g.nodes.find((n) => n.id === 'toy.working.slow');
    expect(slow?.transitions[0].requirements.map((r) => r.id)).toEqual(['toy-2.retry']);
  });

  it('names higher-order guards with the guards they join', () => {
    expect(guardOf(and(['a', not({ type: 'b', params: { n: 1 } })]))?.label).toBe('and(a, not(b (n: 1)))');
  });

  it("draws a flow's step nodes whole, with an always edge into creditScore~1 guarded by its skip rule's shows", () => {
    const g = machineGraph(intakeMachineOf('defaultAuto'), { undrawn: ['BACK', 'NAVIGATE'] });
    const credit = g.nodes.find((n) => n.id === 'defaultAuto.steps.creditScore~1');
    expect(credit).toMatchObject({
      group: false,
      parent: 'defaultAuto.steps',
      step: 'creditScore',
      description: 'Credit band; skipped for CA, HI, MA, MI.',
      inner: ['answering', 'routing'],
    });
    expect(credit?.transitions.map((t) => t.event)).toEqual(expect.arrayContaining(['BACK', 'SUBMIT', '']));
    const into = g.edges.filter((e) => e.target === credit?.id);
    expect(into).toEqual([
      expect.objectContaining({
        source: 'defaultAuto.steps.occupation~1',
        kind: 'always',
        label: 'always · shows creditScore~1',
        guard: expect.objectContaining({ name: 'shows', params: expect.objectContaining({ step: 'creditScore' }) }),
      }),
    ]);
    // Neither BACK nor a move between a node's own inner states is drawn; NAVIGATE is the machine's.
    expect(g.edges.some((e) => e.label.startsWith('BACK') || e.source === e.target)).toBe(false);
    expect(g.machineWide.filter((t) => t.event === 'NAVIGATE').length).toBeGreaterThan(100);
  });

  it("draws the rate call's screens (its step-tagged states) whole, the chains each runs listed inside", () => {
    const g = machineGraph(ratecallMachine);
    expect(g.nodes.find((n) => n.id === 'ratecall.ONLINE_BIND')?.group).toBe(true);
    const asking = g.nodes.find((n) => n.id === 'ratecall.ONLINE_BIND.ANSWER_RC2_QUESTIONS');
    expect(asking).toMatchObject({ group: false, step: 'rc2Questions', parent: 'ratecall.ONLINE_BIND' });
    expect(asking?.inner).toEqual(expect.arrayContaining(['choosing', 'safecoPreMvr', 'unassisted']));
    // Its `choosing` state's eventless picks are in its details; the START state's are drawn.
    expect(asking?.transitions.filter((t) => t.from.endsWith('.choosing') && t.kind === 'always').length).toBe(14);
    expect(g.edges.some((e) => e.kind === 'always' && e.source === 'ratecall.START')).toBe(true);
  });

  it("names the drawn nodes a live snapshot is in, from the machine's own initial snapshot", () => {
    const machine = intakeMachineOf('miniFlow');
    const ids = new Set(activeIds(machine.id, getInitialSnapshot(machine, {}).value));
    const drawn = machineGraph(machine).nodes.filter((n) => ids.has(n.id));
    expect(drawn.map((n) => n.id)).toContain(`miniFlow.${machine.root.states.steps ? 'steps.' : ''}currentlyInsured~1`);
    // One step at a time: the first question, and no other step node, is current.
    expect(drawn.filter((n) => n.step).map((n) => n.key)).toEqual(['currentlyInsured~1']);
  });
});
