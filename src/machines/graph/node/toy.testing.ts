import { createActor, fromCallback } from 'xstate';
import type { ActorMap, Catalogue, SkipRule, StepContract } from '../catalogue';
import { compileFlow } from '../compileFlow';
import { type FlowContext, flowSetup } from '../flowSetup';
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

export function toy(steps: StepContract<Trip>[], actors: ActorMap = {}) {
  const catalogue = {
    step: (id: string) => steps.find((s) => s.id === id)!,
    rules,
    loops: {},
    actors: { ...actors, userSync: fromCallback(({ receive }) => receive((e) => saved.push(e))) },
  } as unknown as Catalogue<Trip, ActorMap>;
  const s = flowSetup(catalogue);
  const flow = compileFlow(
    { id: 'toy', product: 'toy', description: 'A toy trip.', sections: [{ name: 'a', steps: steps.map((x) => x.id) }] },
    catalogue,
  );
  const chart: Chart = { flow, to: (target) => `#toy.${target}`, waits: () => false };
  const build = (step: string, at: Partial<Chart> = {}) =>
    nodeBuild(s, catalogue, { ...chart, ...at }, flow.nodes.find((n) => n.step === step)!);
  /** Starts a machine of these states (the root invokes `userSync`, as the flow machine does for such a catalogue). */
  const run = (states: States<Trip, ActorMap>, initial: string, context: Partial<FlowContext<Trip>> = {}) => {
    saved.length = 0;
    const machine = s.createMachine({
      id: 'toy',
      context: {
        flowId: 'toy',
        user: {},
        visited: [],
        options: {},
        error: null,
        remembered: {},
        progress: 0,
        suggestQuery: '',
        server: {},
        saveError: null,
        kept: {},
        ahead: null,
        ...context,
      },
      invoke: { src: 'userSync', id: 'userSync', input: ({ context }) => ({ server: context.server }) },
      initial,
      states,
    });
    return createActor(machine, { input: undefined }).start();
  };
  return { catalogue, s, chart, flow, build, run };
}
