import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ActorMap, Catalogue, SkipRule, StepContract } from '../catalogue';
import { createFlowMachine } from '../flowMachine';
import { text, type Trip } from './toy.testing';

// A gate (catalogue.ts `Gate`, docs/decisions/0099): a remote decision asked on the way to a step, before its skip
// rules are read. A toy trip: a page only the rule's "knocked out" sees, its rule asked after the name; a failure
// falls back on a copy that knocks out Mallory alone.

const gatedPage: StepContract<Trip> = {
  ...text('knockedOut'),
  skip: ['notKnockedOut'],
  terminal: true,
  gate: {
    actor: 'askRule',
    input: ({ user }) => ({ name: user.name }),
    apply: (u, output) => {
      u.knockedOut = output as boolean;
    },
    fallback: (u) => {
      u.knockedOut = u.name === 'Mallory';
    },
    decides: ['notKnockedOut'],
    error: 'knockout_rule_failed',
  },
};
const steps = [text('name'), gatedPage, text('city'), text('region', { skip: ['regionKnown'] })];
const rules: Record<string, SkipRule<Trip>> = {
  notKnockedOut: { test: (u) => u.knockedOut !== true, changedBy: ['name'], scope: 'flow' },
  regionKnown: { test: (u) => u.region !== undefined, changedBy: ['city'], scope: 'flow' },
};
const asked: unknown[] = [];
const catalogue = {
  step: (id: string) => steps.find((s) => s.id === id)!,
  rules,
  loops: {},
  actors: {
    askRule: fromPromise<boolean, unknown>(({ input }) => {
      asked.push(input);
      return new Promise<never>(() => {});
    }),
  },
} as unknown as Catalogue<Trip, ActorMap>;
const machine = createFlowMachine({
  catalogue,
  flow: {
    id: 'toy',
    product: 'toy',
    description: 'A toy trip.',
    sections: [{ name: 'a', steps: steps.map((s) => s.id) }],
  },
  initialUser: (): Trip => ({}),
});

function named(name: string) {
  asked.length = 0;
  const actor = createActor(machine, { input: undefined }).start();
  const emitted: unknown[] = [];
  actor.on('*', (e) => void emitted.push(e));
  actor.send({ type: 'SUBMIT', answer: name });
  return { actor, emitted };
}
const nodeOf = (actor: ReturnType<typeof named>['actor']) => Object.keys(actor.getSnapshot().value)[0];
const done = (output: unknown) => ({ type: 'xstate.done.actor.askRule', output }) as never;
const failed = { type: 'xstate.error.actor.askRule', error: new Error('down') } as never;

describe('a gate on the way to a step', () => {
  it('is asked with the answers before the step is routed to, and its answer decides', () => {
    const alice = named('Alice');
    expect(alice.actor.getSnapshot().hasTag('state:deciding')).toBe(true);
    expect(asked).toEqual([{ name: 'Alice' }]);
    alice.actor.send(done(true));
    expect(nodeOf(alice.actor)).toBe('knockedOut~1');
    const mallory = named('Mallory');
    mallory.actor.send(done(false));
    expect(nodeOf(mallory.actor)).toBe('city~1');
    expect(mallory.actor.getSnapshot().context.user.knockedOut).toBe(false);
  });

  it('falls back when the call fails, and says so', () => {
    const mallory = named('Mallory');
    mallory.actor.send(failed);
    expect(nodeOf(mallory.actor)).toBe('knockedOut~1');
    expect(mallory.emitted).toEqual([{ type: 'GATE_FAILED', step: 'knockedOut', code: 'knockout_rule_failed' }]);
    const alice = named('Alice');
    alice.actor.send(failed);
    expect(nodeOf(alice.actor)).toBe('city~1');
  });

  it('is not asked on a way on that cannot reach the gated step', () => {
    const alice = named('Alice');
    alice.actor.send(done(false));
    asked.length = 0;
    alice.actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    expect(nodeOf(alice.actor)).toBe('region~1');
    expect(asked).toEqual([]);
  });
});
