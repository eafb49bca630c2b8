import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { PRECHECK_DELAY_MS } from '../../../domain/constants';
import { answeringStates } from './answering';
import { checkStates, checkSubmit } from './check';
import { aheadSubmit, asksAhead, precheckRegion } from './checkAhead';
import { text, toy } from './toy.testing';

// The check asked ahead (docs/decisions/0054): a complete answer that rests is checked in a region of `answering`;
// the press on that very answer goes on with the pre-check's output, without `checking`.

function precheckedCity() {
  const asked: unknown[] = [];
  const t = toy(
    [
      text('city', {
        check: {
          actor: 'lookupCity',
          input: ({ answer }) => ({ city: answer }),
          apply: (u, output) => {
            u.region = (output as { region: string }).region;
          },
          error: 'invalid_zip',
          ahead: () => true,
        },
      }),
      text('name', { check: { actor: 'lookupCity', input: () => ({}), error: 'invalid_zip' } }),
    ],
    {
      lookupCity: fromPromise(async ({ input }) => {
        asked.push(input);
        return { region: 'IL' };
      }),
    },
  );
  const b = t.build('city');
  const states = {
    ...answeringStates(b, [aheadSubmit(b, ['#toy.next']), checkSubmit(b)], precheckRegion(b)),
    ...checkStates(b, ['#toy.next']),
  };
  const actor = t.run({ node: { initial: 'answering', states }, next: {} }, 'node');
  return { t, actor, asked };
}

describe('the check-ahead builder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is used only where the catalogue lets the check be asked ahead', () => {
    const { t } = precheckedCity();
    expect(asksAhead(t.build('city'))).toBe(true);
    expect(asksAhead(t.build('name'))).toBe(false);
  });

  it('asks the check once a complete answer rests; the press on it goes on at once with its output', async () => {
    const { actor, asked } = precheckedCity();
    actor.send({ type: 'DRAFT', answer: 'Springfield' });
    expect(actor.getSnapshot().value).toEqual({ node: { answering: { precheck: 'resting' } } });
    await vi.advanceTimersByTimeAsync(PRECHECK_DELAY_MS);
    expect(actor.getSnapshot().value).toEqual({ node: { answering: { precheck: 'answered' } } });
    expect(asked).toEqual([{ city: 'Springfield' }]);
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    expect(actor.getSnapshot().value).toBe('next');
    expect(actor.getSnapshot().context.user).toEqual({ city: 'Springfield', region: 'IL' });
    expect(asked).toHaveLength(1);
  });

  it('a press on another answer is checked as before', async () => {
    const { actor, asked } = precheckedCity();
    actor.send({ type: 'DRAFT', answer: 'Springfield', blur: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ node: { answering: { precheck: 'answered' } } });
    actor.send({ type: 'SUBMIT', answer: 'Shelbyville' });
    expect(actor.getSnapshot().value).toEqual({ node: 'checking' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('next');
    expect(asked).toEqual([{ city: 'Springfield' }, { city: 'Shelbyville' }]);
  });
});
