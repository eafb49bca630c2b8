import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { answeringStates } from './answering';
import { checkStates, checkSubmit } from './check';
import { text, toy } from './toy.testing';

// The check: the press applies the answer and asks the step's check; its answer is applied before the node goes on,
// its failure is the step's error, answered again.

function checkedCity(answer: (city: unknown) => Promise<{ region: string }>) {
  const asked: unknown[] = [];
  const t = toy(
    [
      text('city', {
        check: {
          actor: 'lookupCity',
          input: ({ user, answer }) => ({ city: answer, stored: user.city }),
          apply: (u, output) => {
            u.region = (output as { region: string }).region;
          },
          error: 'invalid_zip',
        },
      }),
    ],
    {
      lookupCity: fromPromise(({ input }) => {
        asked.push(input);
        return answer((input as { city: unknown }).city);
      }),
    },
  );
  const b = t.build('city');
  const states = { ...answeringStates(b, [checkSubmit(b)]), ...checkStates(b, ['#toy.next']) };
  const actor = t.run({ node: { initial: 'answering', states }, next: {} }, 'node');
  return { actor, asked, states };
}

describe('the check builder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds nothing to a step without a check', () => {
    const t = toy([text('name')]);
    expect(checkStates(t.build('name'), ['#toy.next'])).toEqual({});
  });

  it('checks the applied answer, then applies its output and goes on', async () => {
    const { actor, asked } = checkedCity(async () => ({ region: 'IL' }));
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    expect(actor.getSnapshot().value).toEqual({ node: 'checking' });
    expect(actor.getSnapshot().hasTag('state:loading')).toBe(true);
    expect(asked).toEqual([{ city: 'Springfield', stored: 'Springfield' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('next');
    expect(actor.getSnapshot().context.user).toEqual({ city: 'Springfield', region: 'IL' });
  });

  it("shows a failed check as the step's error, answered again", async () => {
    const { actor } = checkedCity((city) =>
      city === 'Nowhere' ? Promise.reject(new Error('not found')) : Promise.resolve({ region: 'IL' }),
    );
    actor.send({ type: 'SUBMIT', answer: 'Nowhere' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ node: 'answering' });
    expect(actor.getSnapshot().context.error).toEqual({ node: 'city~1', code: 'invalid_zip' });
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('next');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
