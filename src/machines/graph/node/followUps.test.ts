import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { FOLLOW_UP_WAIT_MS } from '../../../domain/config';
import { answerSubmit, answeringStates } from './answering';
import { checkStates, checkSubmit } from './check';
import { decidedRules, followingStates, followUpsRegion, onwardOf, readsFollowUps } from './followUps';
import { routingStates } from './terminal';
import { saved, text, toy } from './toy.testing';

// The follow-ups (docs/decisions/0046): a check's answer starts its step's follow-ups in a region of their own, beside
// the next questions; a node whose way on reads what they decide waits for them (or their bounded wait) first.

const climate = { resolve: (_: unknown) => {} };
function trip() {
  const t = toy(
    [
      text('city', {
        check: { actor: 'lookupCity', input: ({ answer }) => ({ city: answer }), error: 'invalid_zip' },
        followUps: [
          {
            id: 'climate',
            actor: 'fetchRegion',
            input: ({ user }) => ({ city: user.city }),
            fallback: (u) => {
              u.region = 'unknown';
            },
            apply: (u, output) => {
              u.region = output as string;
            },
            decides: ['regionKnown'],
            error: 'tier_data_missing',
          },
        ],
      }),
      text('name'),
      text('knockedOut', { skip: ['regionKnown'] }),
    ],
    {
      lookupCity: fromPromise(async () => ({})),
      fetchRegion: fromPromise(() => new Promise((resolve) => Object.assign(climate, { resolve }))),
    },
  );
  const decided = decidedRules(t.catalogue, t.flow.nodes);
  const at = {
    to: (target: string) => `#toy.main.steps.${target}`,
    region: 'toy.main.followUps',
    waits: (n: (typeof t.flow.nodes)[number]) => readsFollowUps(t.catalogue, t.flow, decided, n),
  };
  const city = t.build('city', at);
  const name = t.build('name', at);
  const steps = {
    'city~1': {
      initial: 'answering',
      states: {
        ...answeringStates(city, [checkSubmit(city)]),
        ...checkStates(city, onwardOf(city)),
        ...routingStates(city),
      },
    },
    'name~1': {
      initial: 'answering',
      states: {
        ...answeringStates(name, [answerSubmit(name, onwardOf(name))]),
        ...followingStates(name),
        ...routingStates(name),
      },
    },
    'knockedOut~1': {},
    complete: {},
  };
  const region = followUpsRegion(t.s, t.catalogue, [city.n], 'toy.main.steps', city.changed);
  const actor = t.run(
    { main: { type: 'parallel', states: { steps: { initial: 'city~1', states: steps }, followUps: region } } },
    'main',
  );
  return { t, city, name, actor, decided };
}
const value = (actor: ReturnType<typeof trip>['actor']) => actor.getSnapshot().value;

describe('the follow-ups builder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('knows which nodes read what the follow-ups decide, and where their answer goes', () => {
    const { t, city, name, decided } = trip();
    expect([...decided]).toEqual(['regionKnown']);
    expect(t.flow.nodes.map((n) => readsFollowUps(t.catalogue, t.flow, decided, n))).toEqual([false, true, true]);
    expect(onwardOf(city)).toEqual(['#toy.main.steps.city~1.routing', '#toy.main.followUps.city~1']);
    expect(onwardOf(name)).toEqual(['#toy.main.steps.name~1.following']);
    expect(followingStates(city)).toEqual({});
  });

  it("starts the check's follow-ups beside the next question; a node reading them waits, then routes", async () => {
    const { actor } = trip();
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    await vi.advanceTimersByTimeAsync(0);
    expect(value(actor)).toEqual({
      main: { steps: { 'name~1': 'answering' }, followUps: { 'city~1': { climate: 'calling' } } },
    });
    expect(actor.getSnapshot().context.user.region).toBe('unknown'); // the fallback stands meanwhile
    actor.send({ type: 'SUBMIT', answer: 'Alice' });
    expect(actor.getSnapshot().hasTag('state:following')).toBe(true);
    saved.length = 0;
    climate.resolve('IL');
    await vi.advanceTimersByTimeAsync(0);
    expect(value(actor)).toEqual({ main: { steps: 'complete', followUps: 'done' } }); // the region ends with the flow
    expect(actor.getSnapshot().context.user).toEqual({ city: 'Springfield', region: 'IL', name: 'Alice' });
    expect(saved).toHaveLength(2); // the follow-ups' answers, then the name's way on
  });

  it('a follow-up that never answers leaves its fallback once the bounded wait runs out', async () => {
    const { actor } = trip();
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT', answer: 'Alice' });
    await vi.advanceTimersByTimeAsync(FOLLOW_UP_WAIT_MS);
    expect(value(actor)).toEqual({ main: { steps: 'knockedOut~1', followUps: 'settled' } });
  });
});
