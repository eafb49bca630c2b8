import { createActor, fromCallback } from 'xstate';
import type { ActorMap, Catalogue, SkipRule, StepContract } from '../catalogue';
import { compileFlow } from '../compileFlow';
import { type Companion, type FlowContext, flowSetup, type NoCompanion } from '../flowSetup';
import { type Chart, nodeBuild, type States } from './build';

// The node builders' unit tests (node/*.test.ts) build one node from a tiny catalogue and run it on a machine of its
// own: `toy` compiles the steps as one flow; `run` starts a machine whose states are the ones a test gives.

export interface Trip {
  city?: string;
  region?: string;
  name?: string;
  knockedOut?: boolean;
}

/** A text step: an answer of three characters or more is complete, stored under the step's id. */
export const text = (id: keyof Trip, more: Partial<StepContract<Trip>> = {}): StepContract<Trip> => ({
  id,
  description: `the ${id} step`,
  parse: (answer) => ({ success: typeof answer === 'string' && answer.length >= 3, data: answer }),
  apply: (u, answer) => {
    (u as Record<string, unknown>)[id] = answer;
  },
  ...more,
});

const rules: Record<string, SkipRule<Trip>> = {
  /** A page only a shopper named Mallory sees. */
  notMallory: { test: (u) => u.name !== 'Mallory', changedBy: ['name'], scope: 'flow' },
  /** A page only shoppers whose region is not known see. */
  regionKnown: { test: (u) => u.region !== undefined && u.region !== 'unknown', changedBy: ['city'], scope: 'flow' },
};

export const saved: unknown[] = [];

/**
 * A companion that records what it is told (as the intake's user save is: intake/userSave.ts), and its actor, to put
 * in the catalogue's actors.
 */
export function recorder<U>(into: unknown[]) {
  const companion: Companion<U, NoCompanion> = {
    actor: 'recorder',
    extra: () => undefined,
    input: () => undefined,
    changed: (user) => ({ type: 'CHANGED', user }),
    events: {},
    output: () => ({}),
  };
  return { companion, actors: { recorder: fromCallback(({ receive }) => receive((e) => into.push(e))) } };
}

export function toy(steps: StepContract<Trip>[], actors: ActorMap = {}) {
  const recorded = recorder<Trip>(saved);
  const catalogue = {
    step: (id: string) => steps.find((s) => s.id === id)!,
    rules,
    loops: {},
    actors: { ...actors, ...recorded.actors },
  } as unknown as Catalogue<Trip, ActorMap>;
  const s = flowSetup(catalogue, recorded.companion);
  const flow = compileFlow(
    { id: 'toy', product: 'toy', description: 'A toy trip.', sections: [{ name: 'a', steps: steps.map((x) => x.id) }] },
    catalogue,
  );
  const chart: Chart = { flow, to: (target) => `#toy.${target}`, waits: () => false };
  const build = (step: string, at: Partial<Chart> = {}) =>
    nodeBuild(s, catalogue, { ...chart, ...at }, flow.nodes.find((n) => n.step === step)!, ['answersChanged']);
  /** Starts a machine of these states (the root invokes the recorder, as the flow machine invokes its companion). */
  const run = (states: States<Trip, ActorMap>, initial: string, context: Partial<FlowContext<Trip>> = {}) => {
    saved.length = 0;
    const machine = s.createMachine({
      id: 'toy',
      context: {
        flowId: 'toy',
        user: {},
        visited: [],
        forward: [],
        options: {},
        error: null,
        remembered: {},
        progress: 0,
        suggestQuery: '',
        kept: {},
        ahead: null,
        ...context,
      },
      invoke: { src: 'recorder', id: 'recorder' },
      initial,
      states,
    });
    return createActor(machine, { input: undefined }).start();
  };
  return { catalogue, s, chart, flow, build, run };
}
