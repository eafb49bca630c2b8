import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, assign, createActor, setup } from 'xstate';

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
