import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createFlowMachine } from './flowMachine';
import type { FlowSpec } from './flowSpec';
import type { Catalogue, StepContract } from './catalogue';
import { PRECHECK_DELAY_MS } from '../../domain/constants';

// A check asked ahead of the press (docs/decisions/0054): a complete answer that rests, or a field left, asks the
// step's check in a region of `answering`; the press on that answer then goes on with its output, without asking
// again. A toy trip: the city is looked up (its check may be asked ahead), the phone's code is sent (never ahead).

interface Trip {
  city?: string;
  region?: string;
  name?: string;
  phone?: string;
  codeSent?: boolean;
}
const text = (id: keyof Trip): StepContract<Trip> => ({
  id,
  description: `the ${id} step`,
  // Complete from three characters: shorter is a draft still being typed.
  parse: (answer) => ({ success: typeof answer === 'string' && answer.length >= 3, data: answer }),
  apply: (u, answer) => {
    (u as Record<string, unknown>)[id] = answer;
  },
});
let aheadOn = true;
const steps: Record<string, StepContract<Trip>> = {
  city: {
    ...text('city'),
    check: {
      actor: 'lookupCity',
      input: ({ user }) => ({ city: user.city }),
      apply: (u, output) => {
        u.region = (output as { region: string }).region;
      },
      error: 'invalid_zip',
      ahead: () => aheadOn,
    },
  },
  phone: {
    ...text('phone'),
    check: {
      actor: 'sendCode',
      input: ({ answer }) => ({ phone: answer }),
      apply: (u) => {
        u.codeSent = true;
      },
      error: 'phone_send_failed',
    },
  },
  name: text('name'),
};

/** Every call the actors were asked, with its signal; each settles when the test says. */
interface Asked {
  actor: string;
  input: unknown;
  signal: AbortSignal;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}
let asked: Asked[] = [];
const actorOf = (name: string) =>
  fromPromise(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        asked.push({ actor: name, input, signal, resolve, reject });
      }),
  );
const catalogue = {
  step: (id: string) => steps[id],
  rules: {},
  loops: {},
  actors: { lookupCity: actorOf('lookupCity'), sendCode: actorOf('sendCode') },
} as unknown as Catalogue<Trip, Record<string, never>>;
const flow: FlowSpec = {
  id: 'trip',
  product: 'trip',
  description: 'A toy trip.',
  sections: [{ name: 'a', steps: ['city', 'phone', 'name'] }],
};

function start() {
  const actor = createActor(createFlowMachine({ catalogue, flow, initialUser: (): Trip => ({}) }), {
    input: undefined,
  });
  const values: unknown[] = [];
  actor.subscribe((s) => values.push(s.value));
  actor.start();
  return { actor, values };
}
const settle = () => vi.advanceTimersByTimeAsync(0);
const node = (actor: ReturnType<typeof start>['actor']) => Object.keys(actor.getSnapshot().value)[0];

describe('a check asked ahead of the press', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    asked = [];
    aheadOn = true;
  });
  afterEach(() => vi.useRealTimers());

  it('asks the check once a complete answer rests, with the input the press would ask', async () => {
    const { actor } = start();
    actor.send({ type: 'DRAFT', answer: 'Sp' });
    await vi.advanceTimersByTimeAsync(PRECHECK_DELAY_MS * 2);
    expect(asked).toEqual([]); // incomplete: nothing asked
    actor.send({ type: 'DRAFT', answer: 'Springfield' });
    await vi.advanceTimersByTimeAsync(PRECHECK_DELAY_MS - 1);
    expect(asked).toEqual([]); // still resting
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.map((a) => [a.actor, a.input])).toEqual([['lookupCity', { city: 'Springfield' }]]);
    // Nothing shows for it: the step is answering, with no loader and no error.
    expect(actor.getSnapshot().hasTag('state:loading')).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks at once when the shopper leaves the field, and once only for the same answer', async () => {
    const { actor } = start();
    actor.send({ type: 'DRAFT', answer: 'Springfield' });
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PRECHECK_DELAY_MS * 2);
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    expect(asked).toHaveLength(1);
  });

  it('stops the call for an answer that changed, and asks for the new one', async () => {
    const { actor } = start();
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    const first = asked[0];
    actor.send({ type: 'DRAFT', answer: 'Shelbyville' });
    expect(first.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(PRECHECK_DELAY_MS);
    expect(asked.map((a) => a.input)).toEqual([{ city: 'Springfield' }, { city: 'Shelbyville' }]);
    // An answer made incomplete again stops the call in flight too, and asks nothing.
    actor.send({ type: 'DRAFT', answer: 'Sh' });
    expect(asked[1].signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(PRECHECK_DELAY_MS * 2);
    expect(asked).toHaveLength(2);
  });

  it('goes on at once when the press comes with the answer already checked, asking nothing more', async () => {
    const { actor, values } = start();
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    asked[0].resolve({ region: 'North' });
    await settle();
    values.length = 0;
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    expect(node(actor)).toBe('phone~1');
    expect(actor.getSnapshot().context.user).toMatchObject({ city: 'Springfield', region: 'North' });
    expect(asked).toHaveLength(1);
    // Never through `checking`: no loader was ever shown for the press.
    expect(JSON.stringify(values)).not.toContain('checking');
  });

  it('joins the press to the check still in flight instead of asking again', async () => {
    const { actor } = start();
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    // The press waits in `checking` (its loader) for its own call: the toy actors share nothing, the app's do
    // (src/actors/inFlight.ts); the machine asks with the very same input.
    expect(actor.getSnapshot().value).toEqual({ 'city~1': 'checking' });
    expect(asked.map((a) => a.input)).toEqual([{ city: 'Springfield' }, { city: 'Springfield' }]);
    asked[1].resolve({ region: 'North' });
    await settle();
    expect(node(actor)).toBe('phone~1');
  });

  it('asks the check on the press when its answer is not the one checked ahead', async () => {
    const { actor } = start();
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    asked[0].resolve({ region: 'North' });
    await settle();
    actor.send({ type: 'SUBMIT', answer: 'Shelbyville' });
    expect(actor.getSnapshot().value).toEqual({ 'city~1': 'checking' });
    expect(asked.map((a) => a.input)).toEqual([{ city: 'Springfield' }, { city: 'Shelbyville' }]);
    asked[1].resolve({ region: 'South' });
    await settle();
    expect(actor.getSnapshot().context.user).toMatchObject({ city: 'Shelbyville', region: 'South' });
  });

  it('shows nothing when the check asked ahead fails, and the press asks again with its own error path', async () => {
    const { actor } = start();
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    asked[0].reject({ code: 'network_error' });
    await settle();
    expect(actor.getSnapshot().context.error).toBeNull();
    // The same answer again asks nothing more ahead.
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    expect(asked).toHaveLength(1);
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    expect(actor.getSnapshot().value).toEqual({ 'city~1': 'checking' });
    asked[1].reject({ code: 'invalid_zip' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ node: 'city~1', code: 'invalid_zip' });
    expect(node(actor)).toBe('city~1');
  });

  it('asks nothing ahead when the step says its check may not be (a remote rule off)', async () => {
    aheadOn = false;
    const { actor } = start();
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    await vi.advanceTimersByTimeAsync(PRECHECK_DELAY_MS * 2);
    expect(asked).toEqual([]);
  });

  it('never asks ahead a check the catalogue does not let be (a code sent)', async () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    asked[0].resolve({ region: 'North' });
    await settle();
    expect(node(actor)).toBe('phone~1');
    expect(actor.getSnapshot().value).toEqual({ 'phone~1': 'answering' });
    actor.send({ type: 'DRAFT', answer: '5551234', blur: true });
    await vi.advanceTimersByTimeAsync(PRECHECK_DELAY_MS * 2);
    expect(asked).toHaveLength(1);
  });

  it('forgets what was asked ahead when the shopper leaves the node: back on it, the press asks again', async () => {
    const { actor } = start();
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    asked[0].resolve({ region: 'North' });
    await settle();
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    actor.send({ type: 'BACK' });
    expect(node(actor)).toBe('city~1');
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    expect(actor.getSnapshot().value).toEqual({ 'city~1': 'checking' });
    expect(asked).toHaveLength(2);
  });
});
