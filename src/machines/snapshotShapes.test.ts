import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { and, type AnyMachineSnapshot, assign, createActor, not, setup, stateIn } from 'xstate';

// XState is patched (patches/xstate+5.33.3.patch, docs/decisions/0047): a snapshot's state value and tags are worked
// out once per machine and set of active state nodes, and a copy that keeps the nodes (an assign) takes them from the
// snapshot it copies. These checks hold the patched snapshots to what XState computes from the nodes themselves, and
// fail when `npm ci` did not apply the patch.

/** The state value as XState defines it, from the active nodes: a compound state's atomic child is its key. */
function expectedValue(snapshot: AnyMachineSnapshot): unknown {
  const root = snapshot.machine.root;
  const active = new Set(snapshot._nodes);
  const of = (node: typeof root): unknown => {
    const children = Object.values(node.states).filter((c) => active.has(c));
    if (node.type === 'compound') {
      const [child] = children;
      if (!child) return {};
      if (child.type === 'atomic' || child.type === 'final') return child.key;
    }
    return Object.fromEntries(children.map((c) => [c.key, of(c)]));
  };
  return of(root);
}

const machine = setup({
  types: {} as {
    context: { text: string; count: number };
    events:
      | { type: 'TYPE'; text: string }
      | { type: 'NEXT' }
      | { type: 'BACK' }
      | { type: 'TOGGLE' }
      | { type: 'FINISH' };
  },
}).createMachine({
  id: 'shapes',
  context: { text: '', count: 0 },
  type: 'parallel',
  on: { TYPE: { actions: assign({ text: ({ event }) => event.text }) } },
  states: {
    steps: {
      initial: 'one',
      states: {
        one: { tags: ['step:one'], on: { NEXT: 'two' } },
        two: {
          tags: ['step:two'],
          initial: 'idle',
          entry: assign({ count: ({ context }) => context.count + 1 }),
          states: { idle: { on: { NEXT: 'busy' } }, busy: { tags: ['state:busy'], on: { NEXT: 'idle' } } },
          on: { BACK: 'one', FINISH: 'done' },
        },
        done: { type: 'final', tags: ['step:done'] },
      },
    },
    light: {
      initial: 'off',
      states: {
        off: { on: { TOGGLE: 'on' } },
        on: { tags: ['light:on'], entry: assign({ count: ({ context }) => context.count + 1 }), on: { TOGGLE: 'off' } },
      },
    },
  },
});

describe('snapshots of the patched XState', () => {
  it('keeps the state value and tags of a copy that changes only the context', () => {
    const actor = createActor(machine).start();
    const before = actor.getSnapshot();
    actor.send({ type: 'TYPE', text: 'x' });
    const after = actor.getSnapshot();
    expect(after.context.text).toBe('x');
    expect(after._nodes).toBe(before._nodes);
    // The patch is applied: the same objects, not a value and a set worked out again.
    expect(after.value).toBe(before.value);
    expect(after.tags).toBe(before.tags);
  });

  it('gives every snapshot the value and tags of its own nodes, whatever the events (full Unicode context)', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('TYPE' as const), text: fc.string({ unit: 'grapheme', maxLength: 300 }) }),
      fc.constantFrom({ type: 'NEXT' as const }, { type: 'BACK' as const }, { type: 'TOGGLE' as const }),
      fc.constant({ type: 'FINISH' as const }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), fc.boolean(), (events, provided) => {
        // A provided machine has state nodes of its own: its shapes are its own.
        const actor = createActor(provided ? machine.provide({}) : machine).start();
        const check = (s: AnyMachineSnapshot) => {
          expect(s.value).toEqual(expectedValue(s));
          expect([...s.tags].sort()).toEqual([...new Set(s._nodes.flatMap((n) => [...n.tags]))].sort());
          expect(s.hasTag('step:one')).toBe(s._nodes.some((n) => n.tags.includes('step:one')));
        };
        check(actor.getSnapshot());
        for (const e of events) {
          actor.send(e);
          check(actor.getSnapshot());
        }
        // The same configuration reached again is the same value (worked out once).
        const restored = createActor(machine, { snapshot: actor.getPersistedSnapshot() }).start();
        expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
        check(restored.getSnapshot());
      }),
      { numRuns: 300 },
    );
  });
});

// The same patch looks for eventless transitions after each microstep only on the state nodes that have them (per
// state node, worked out once), and reads a `stateIn` guard's state id once per machine. These checks hold the
// eventless transitions taken to a model of the chart below, and fail when the patch is missing.

type Counter = 'low' | 'high' | 'capped';
type Gate = 'closed' | 'open' | 'passed';
type EventlessEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'INC' }
  | { type: 'DEC' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'RESET' };

/** Long text caps the counter: more than 12 code points. */
const isLong = (text: string) => [...text].length > 12;

/**
 * Two regions whose eventless transitions wait on each other: the counter goes high from 3 and low below it (its
 * atomic states' own `always`), and is capped by long text (its region's `always`, checked only when its atomic
 * state's did not move, guarded by `stateIn`); an open gate passes once the counter is high, and resets the count.
 */
const eventlessMachine = () =>
  setup({
    types: {} as { context: { text: string; n: number }; events: EventlessEvent },
    guards: {
      long: ({ context }) => isLong(context.text),
      fromThree: ({ context }) => context.n >= 3,
      belowThree: ({ context }) => context.n < 3,
    },
  }).createMachine({
    id: 'eventless',
    context: { text: '', n: 0 },
    type: 'parallel',
    on: {
      TYPE: { actions: assign({ text: ({ event }) => event.text }) },
      INC: { actions: assign({ n: ({ context }) => context.n + 1 }) },
      DEC: { actions: assign({ n: ({ context }) => context.n - 1 }) },
    },
    states: {
      counter: {
        initial: 'low',
        always: {
          guard: and(['long', not(stateIn('#eventless.counter.capped'))]),
          target: '.capped',
        },
        on: { RESET: { target: '.low', actions: assign({ text: '' }) } },
        states: {
          low: { always: { guard: 'fromThree', target: 'high' } },
          high: { always: { guard: 'belowThree', target: 'low' } },
          capped: {},
        },
      },
      gate: {
        initial: 'closed',
        states: {
          closed: { on: { OPEN: 'open' } },
          open: {
            always: { guard: stateIn('#eventless.counter.high'), target: 'passed', actions: assign({ n: 0 }) },
            on: { CLOSE: 'closed' },
          },
          passed: { on: { CLOSE: 'closed' } },
        },
      },
    },
  });

interface Model {
  counter: Counter;
  gate: Gate;
  n: number;
  text: string;
}

/**
 * The chart's eventless transitions taken until none is enabled: each round every region's first enabled one (its
 * atomic state's, else its region's), all chosen on the same snapshot, then taken together.
 */
function settle(m: Model): Model {
  for (let round = 0; round < 10; round += 1) {
    let { counter, gate, n } = m;
    let moved = false;
    if (m.counter === 'low' && m.n >= 3) counter = 'high';
    else if (m.counter === 'high' && m.n < 3) counter = 'low';
    else if (isLong(m.text) && m.counter !== 'capped') counter = 'capped';
    if (counter !== m.counter) moved = true;
    if (m.gate === 'open' && m.counter === 'high') {
      gate = 'passed';
      n = 0;
      moved = true;
    }
    if (!moved) return m;
    m = { ...m, counter, gate, n };
  }
  throw new Error('the model did not settle');
}

function modelStep(m: Model, e: EventlessEvent): Model {
  switch (e.type) {
    case 'TYPE':
      return settle({ ...m, text: e.text });
    case 'INC':
      return settle({ ...m, n: m.n + 1 });
    case 'DEC':
      return settle({ ...m, n: m.n - 1 });
    case 'OPEN':
      return settle(m.gate === 'closed' ? { ...m, gate: 'open' } : m);
    case 'CLOSE':
      return settle(m.gate === 'closed' ? m : { ...m, gate: 'closed' });
    case 'RESET':
      return settle({ ...m, counter: 'low', text: '' });
  }
}

describe('eventless transitions of the patched XState', () => {
  const eventlessEvent = fc.oneof(
    fc.record({ type: fc.constant('TYPE' as const), text: fc.string({ unit: 'grapheme', maxLength: 20 }) }),
    fc.constantFrom<EventlessEvent>(
      { type: 'INC' },
      { type: 'DEC' },
      { type: 'OPEN' },
      { type: 'CLOSE' },
      { type: 'RESET' },
    ),
  );

  it('takes the eventless transitions the chart says, whatever the events (full Unicode text)', () => {
    fc.assert(
      fc.property(fc.array(eventlessEvent, { maxLength: 40 }), fc.boolean(), (events, provided) => {
        const machine = eventlessMachine();
        const actor = createActor(provided ? machine.provide({}) : machine).start();
        let model = settle({ counter: 'low', gate: 'closed', n: 0, text: '' });
        const check = () => {
          const s = actor.getSnapshot();
          expect(s.value).toEqual({ counter: model.counter, gate: model.gate });
          expect(s.context).toEqual({ n: model.n, text: model.text });
        };
        check();
        for (const e of events) {
          actor.send(e);
          model = modelStep(model, e);
          check();
        }
      }),
      { numRuns: 300 },
    );
  });

  it("reads a state node's eventless transitions once, not on every look after a microstep", () => {
    const machine = eventlessMachine();
    // A state node without eventless transitions, active in every snapshot below: the gate's region.
    const gate = machine.getStateNodeById('eventless.gate');
    const own = gate.always;
    let reads = 0;
    Object.defineProperty(gate, 'always', {
      configurable: true,
      get: () => {
        reads += 1;
        return own;
      },
    });
    const actor = createActor(machine).start();
    for (let i = 0; i < 20; i += 1) actor.send({ type: i % 2 ? 'OPEN' : 'CLOSE' });
    expect(actor.getSnapshot().value).toEqual({ counter: 'low', gate: 'open' });
    // Once for each of its atomic states the looks started from (closed and open), against once a look unpatched.
    expect(reads).toBeLessThanOrEqual(2);
  });

  it("works out a stateIn guard's state node from its id once per machine", () => {
    const machine = eventlessMachine();
    const lookups = vi.spyOn(machine, 'getStateNodeById');
    const actor = createActor(machine).start();
    actor.send({ type: 'OPEN' });
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'INC' });
    expect(actor.getSnapshot().value).toEqual({ counter: 'low', gate: 'passed' });
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'TYPE', text: 'é'.repeat(i) });
    // Long text caps the counter: its region's guard asked `stateIn` on every look so far.
    actor.send({ type: 'TYPE', text: '👩‍👩‍👧'.repeat(13) });
    expect(actor.getSnapshot().value).toEqual({ counter: 'capped', gate: 'passed' });
    const ids = lookups.mock.calls.map(([id]) => id);
    expect(ids.filter((id) => id === '#eventless.counter.high').length).toBeLessThanOrEqual(1);
    expect(ids.filter((id) => id === '#eventless.counter.capped').length).toBeLessThanOrEqual(1);
  });
});

// The patch also works out a transition's domain (the state node whose descendants it exits and enters) once per
// transition, except for a transition to a history state node, whose targets depend on the history value. This holds
// the states exited and entered, in order, to a model, with history and reentering transitions.

type HistoryEvent = { type: 'TO_A1' | 'TO_A2' | 'TO_B' | 'BACK' | 'REENTER' | 'STAY' };

const historyMachine = () => {
  const log = (line: string) => ({ type: 'log' as const, params: { line } });
  const logged = (key: string) => ({ entry: log(`enter:${key}`), exit: log(`exit:${key}`) });
  return setup({
    types: {} as { context: { log: string[] }; events: HistoryEvent },
    actions: { log: assign(({ context }, p: { line: string }) => ({ log: [...context.log, p.line] })) },
  }).createMachine({
    id: 'h',
    context: { log: [] },
    initial: 'a',
    states: {
      a: {
        ...logged('a'),
        initial: 'a1',
        on: {
          TO_B: '#h.b',
          REENTER: { target: '#h.a', reenter: true },
          STAY: { actions: log('stay') },
        },
        states: {
          a1: { ...logged('a1'), on: { TO_A2: 'a2' } },
          a2: { ...logged('a2'), on: { TO_A1: 'a1' } },
          hist: { type: 'history' },
        },
      },
      b: { ...logged('b'), on: { BACK: 'a.hist' } },
    },
  });
};

describe('transition domains of the patched XState', () => {
  it('exits and enters the states the chart says, with history, whatever the events', () => {
    const historyEvent = fc.constantFrom<HistoryEvent>(
      ...(['TO_A1', 'TO_A2', 'TO_B', 'BACK', 'REENTER', 'STAY'] as const).map((type) => ({ type })),
    );
    fc.assert(
      fc.property(fc.array(historyEvent, { maxLength: 40 }), fc.boolean(), (events, provided) => {
        const machine = historyMachine();
        const actor = createActor(provided ? machine.provide({}) : machine).start();
        // The model: where the chart rests, the child of `a` it last left, and what it logged.
        let at: 'a1' | 'a2' | 'b' = 'a1';
        let last: 'a1' | 'a2' = 'a1';
        const log = ['enter:a', 'enter:a1'];
        for (const e of events) {
          actor.send(e);
          if (at === 'b') {
            if (e.type === 'BACK') {
              log.push('exit:b', 'enter:a', `enter:${last}`);
              at = last;
            }
          } else if (e.type === 'TO_A2' && at === 'a1') {
            log.push('exit:a1', 'enter:a2');
            at = 'a2';
          } else if (e.type === 'TO_A1' && at === 'a2') {
            log.push('exit:a2', 'enter:a1');
            at = 'a1';
          } else if (e.type === 'TO_B') {
            log.push(`exit:${at}`, 'exit:a', 'enter:b');
            last = at;
            at = 'b';
          } else if (e.type === 'REENTER') {
            log.push(`exit:${at}`, 'exit:a', 'enter:a', 'enter:a1');
            last = at;
            at = 'a1';
          } else if (e.type === 'STAY') log.push('stay');
          expect(actor.getSnapshot().value).toEqual(at === 'b' ? 'b' : { a: at });
          expect(actor.getSnapshot().context.log).toEqual(log);
        }
      }),
      { numRuns: 300 },
    );
  });
});
