import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createFlowMachine } from './flowMachine';
import { followUpsRunning, stepsValue } from './regions';
import type { FlowSpec } from './flowSpec';
import type { Catalogue, SkipRule, StepContract } from './catalogue';
import { FOLLOW_UP_WAIT_MS } from '../../domain/config';
import { recorder } from './node/toy.testing';

// A check's follow-ups run on in the chart's follow-ups region while the next questions show; a node whose way on
// reads what they decide waits for them (or their bounded wait) first (docs/decisions/0046). A toy trip: the city's
// check starts a climate call; the umbrella question shows only where the climate is not dry.

interface Trip {
  city?: string;
  climate?: string;
  name?: string;
  note?: string;
  umbrella?: string;
}
type Rule = 'dryClimate';
const rules: Record<Rule, SkipRule<Trip>> = {
  dryClimate: { test: (u) => u.climate === 'dry', changedBy: ['city'], scope: 'flow' },
};
const plain = (id: 'city' | 'name' | 'note' | 'umbrella', skip: Rule[] = []): StepContract<Trip, Rule> => ({
  id,
  description: `the ${id} step`,
  parse: (answer) => ({ success: typeof answer === 'string' && answer.length > 0, data: answer }),
  apply: (u, answer) => {
    u[id] = String(answer);
  },
  skip,
});
const steps: Record<string, StepContract<Trip, Rule>> = {
  city: {
    ...plain('city'),
    check: { actor: 'lookupCity', input: ({ answer }) => ({ city: answer }), error: 'invalid_zip' },
    followUps: [
      {
        id: 'climate',
        actor: 'fetchClimate',
        input: ({ user }) => ({ city: user.city }),
        fallback: (u) => {
          u.climate = 'unknown';
        },
        apply: (u, output) => {
          u.climate = (output as { climate: string }).climate;
        },
        decides: ['dryClimate'],
        error: 'tier_data_missing',
      },
    ],
  },
  name: plain('name'),
  note: plain('note'),
  umbrella: plain('umbrella', ['dryClimate']),
};
const saves: unknown[] = [];
const recorded = recorder<Trip>(saves);
const catalogue: Catalogue<Trip, Record<string, never>, Rule> = {
  step: (id: string) => steps[id],
  rules,
  loops: {},
  actors: {
    lookupCity: fromPromise(() => new Promise(() => {})),
    fetchClimate: fromPromise(() => new Promise(() => {})),
    ...recorded.actors,
  },
} as never;
const flow: FlowSpec = {
  id: 'trip',
  product: 'trip',
  description: 'A toy trip.',
  sections: [{ name: 'a', steps: ['city', 'name', 'note', 'umbrella'] }],
};

function start() {
  saves.length = 0;
  const actor = createActor(
    createFlowMachine({ catalogue, flow, initialUser: (): Trip => ({}), companion: recorded.companion }),
    {
      input: undefined,
    },
  );
  const emitted: unknown[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  actor.send({ type: 'SUBMIT', answer: 'Springfield' });
  return { actor, emitted };
}
const nodeOf = (actor: ReturnType<typeof start>['actor']) => stepsValue(actor.getSnapshot().value);
const cityFound = { type: 'xstate.done.actor.lookupCity', output: {} } as never;
const climate = (c: string) => ({ type: 'xstate.done.actor.climate', output: { climate: c } }) as never;

describe("a check's follow-ups, run beside the next questions", () => {
  afterEach(() => vi.useRealTimers());

  it('shows the next question as soon as the check answers, with the follow-up running and its default standing', () => {
    const { actor } = start();
    actor.send(cityFound);
    expect(nodeOf(actor)).toEqual({ 'name~1': 'answering' });
    expect(actor.getSnapshot().hasTag('state:loading')).toBe(false);
    expect(followUpsRunning(actor.getSnapshot().value)).toEqual(['climate']);
    expect(actor.getSnapshot().context.user.climate).toBe('unknown');
    // A node whose way on reads nothing they decide goes on at once.
    actor.send({ type: 'SUBMIT', answer: 'Ada' });
    expect(nodeOf(actor)).toEqual({ 'note~1': 'answering' });
  });

  it('keeps the shopper on the step with its error when the check refuses the answer, starting nothing', () => {
    const { actor } = start();
    actor.send({ type: 'xstate.error.actor.lookupCity', error: { code: 'invalid_zip' } } as never);
    expect(nodeOf(actor)).toEqual({ 'city~1': 'answering' });
    expect(actor.getSnapshot().context.error).toEqual({ node: 'city~1', code: 'invalid_zip' });
    expect(followUpsRunning(actor.getSnapshot().value)).toEqual([]);
  });

  it('makes a node whose way on reads a follow-up wait for it, then route by its answer', () => {
    for (const [answer, next] of [
      ['wet', { 'umbrella~1': 'answering' }],
      ['dry', 'complete'],
    ] as const) {
      const { actor } = start();
      actor.send(cityFound);
      actor.send({ type: 'SUBMIT', answer: 'Ada' });
      actor.send({ type: 'SUBMIT', answer: 'a note' });
      expect(nodeOf(actor)).toEqual({ 'note~1': 'following' });
      expect(actor.getSnapshot().hasTag('state:loading')).toBe(true);
      expect(actor.getSnapshot().context.user.note).toBe('a note');
      actor.send(climate(answer));
      expect(nodeOf(actor)).toEqual(next);
      expect(actor.getSnapshot().context.user.climate).toBe(answer);
      // The answers are saved with what the follow-up found.
      expect(saves.at(-1)).toMatchObject({ type: 'CHANGED', user: { climate: answer, note: 'a note' } });
      if (next === 'complete') expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('routes at once when the follow-up answered before the node that reads it', () => {
    const { actor } = start();
    actor.send(cityFound);
    actor.send(climate('dry'));
    expect(followUpsRunning(actor.getSnapshot().value)).toEqual([]);
    actor.send({ type: 'SUBMIT', answer: 'Ada' });
    actor.send({ type: 'SUBMIT', answer: 'a note' });
    // Dry: the umbrella question is skipped and the flow is done.
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.user).toMatchObject({ climate: 'dry', note: 'a note' });
  });

  it("gives the follow-up's default when it fails, reporting it, and the waiting node routes by it", () => {
    const { actor, emitted } = start();
    actor.send(cityFound);
    actor.send({ type: 'SUBMIT', answer: 'Ada' });
    actor.send({ type: 'SUBMIT', answer: 'a note' });
    actor.send({ type: 'xstate.error.actor.climate', error: new Error('down') } as never);
    expect(emitted).toContainEqual({ type: 'FOLLOW_UP_FAILED', followUp: 'climate', code: 'tier_data_missing' });
    expect(actor.getSnapshot().context.user.climate).toBe('unknown');
    expect(nodeOf(actor)).toEqual({ 'umbrella~1': 'answering' });
  });

  it('routes the waiting node with the defaults when the bounded wait runs out', () => {
    vi.useFakeTimers();
    const { actor, emitted } = start();
    actor.send(cityFound);
    actor.send({ type: 'SUBMIT', answer: 'Ada' });
    actor.send({ type: 'SUBMIT', answer: 'a note' });
    vi.advanceTimersByTime(FOLLOW_UP_WAIT_MS - 1);
    expect(nodeOf(actor)).toEqual({ 'note~1': 'following' });
    vi.advanceTimersByTime(1);
    expect(emitted).toContainEqual({ type: 'FOLLOW_UPS_TIMED_OUT', node: 'city~1' });
    expect(nodeOf(actor)).toEqual({ 'umbrella~1': 'answering' });
  });

  it('starts the follow-ups anew when the check answers again, the earlier run stopped', () => {
    const { actor } = start();
    actor.send(cityFound);
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SUBMIT', answer: 'Shelbyville' });
    actor.send(cityFound);
    expect(followUpsRunning(actor.getSnapshot().value)).toEqual(['climate']);
    expect(nodeOf(actor)).toEqual({ 'name~1': 'answering' });
    expect(actor.getSnapshot().children.climate?.getSnapshot().input).toEqual({ city: 'Shelbyville' });
  });
});
