import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ADDRESS_SUGGEST_DELAY_MS } from '../../../domain/constants';
import { answerSubmit, answeringStates } from './answering';
import { text, toy } from './toy.testing';

// Answering: a plain press, the options loaded before the question shows, the suggestions asked while typing.

const options = [{ value: 'spr', label: 'Springfield' }];

describe('the answering builder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a plain step is `answering` alone, whose press applies a valid answer and goes on', () => {
    const t = toy([text('city'), text('name')]);
    const b = t.build('city');
    const states = answeringStates(b, [answerSubmit(b, ['#toy.next'])]);
    expect(Object.keys(states)).toEqual(['answering']);
    const actor = t.run({ node: { initial: 'answering', states }, next: {} }, 'node');
    actor.send({ type: 'SUBMIT', answer: 'Sp' }); // incomplete: refused, never applied
    expect(actor.getSnapshot().value).toEqual({ node: 'answering' });
    expect(actor.getSnapshot().context.user).toEqual({});
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    expect(actor.getSnapshot().value).toBe('next');
    expect(actor.getSnapshot().context.user).toEqual({ city: 'Springfield' });
  });

  it('a step that loads its options shows once they are here; a failed load waits for Retry', async () => {
    let fail = true;
    const t = toy([text('city', { load: { actor: 'fetchCities', input: () => ({}), error: 'network_error' } })], {
      fetchCities: fromPromise(async () => {
        if (fail) throw new Error('offline');
        return options;
      }),
    });
    const b = t.build('city');
    const actor = t.run({ node: { initial: 'loading', states: answeringStates(b, []) } }, 'node');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ node: 'loadFailed' });
    expect(actor.getSnapshot().context.error).toEqual({ node: 'city~1', code: 'network_error' });
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('state:loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ node: 'answering' });
    expect(actor.getSnapshot().context.options).toEqual({ 'city~1': options });
  });

  it('a step with suggestions asks them once the typing rests, never blocking the press', async () => {
    const asked: unknown[] = [];
    const t = toy(
      [
        text('city', {
          suggest: { actor: 'suggestCities', input: ({ answer }) => ({ text: answer }), error: 'network_error' },
        }),
      ],
      {
        suggestCities: fromPromise(async ({ input }) => {
          asked.push(input);
          return options;
        }),
      },
    );
    const b = t.build('city');
    const states = answeringStates(b, [answerSubmit(b, ['#toy.next'])]);
    const actor = t.run({ node: { initial: 'answering', states }, next: {} }, 'node');
    actor.send({ type: 'SUGGEST', text: 'Spr' });
    actor.send({ type: 'SUGGEST', text: 'Sprin' });
    expect(actor.getSnapshot().value).toEqual({ node: { answering: 'typing' } });
    await vi.advanceTimersByTimeAsync(ADDRESS_SUGGEST_DELAY_MS);
    expect(asked).toEqual([{ text: 'Sprin' }]);
    expect(actor.getSnapshot().context.options).toEqual({ 'city~1': options });
    actor.send({ type: 'SUGGEST', text: 'Spri' });
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    expect(actor.getSnapshot().value).toBe('next');
  });
});
