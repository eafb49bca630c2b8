import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { acceptedEventTypes, validateEvent } from './eventBox';
import { petMachine } from './toyFlow.testing';

// The devtools' event box (docs/decisions/0077): what the state takes, and a payload checked before it is sent.

const snapshot = () => createActor(petMachine(), { input: {} }).start().getSnapshot();

describe('the event box', () => {
  it("lists the event types the current state's transitions name, not XState's own", () => {
    const types = acceptedEventTypes(snapshot());
    expect(types).toEqual(expect.arrayContaining(['SUBMIT', 'NAVIGATE']));
    expect(types.filter((t) => t.startsWith('xstate.') || t === '')).toEqual([]);
  });

  it('accepts a JSON object the state takes, with the chosen type', () => {
    expect(validateEvent(snapshot(), 'SUBMIT', '{"answer": "Ada"}')).toEqual({
      ok: true,
      event: { type: 'SUBMIT', answer: 'Ada' },
    });
  });

  it.each([
    ['NOPE', '{}', 'has no transition for NOPE'],
    ['SUBMIT', '{"answer": ', 'is not JSON'],
    ['SUBMIT', '["Ada"]', 'must be a JSON object'],
    ['SUBMIT', '"Ada"', 'must be a JSON object'],
    ['SUBMIT', '{"type": "BACK", "answer": "Ada"}', 'differs from the event chosen'],
    ['SUBMIT', '{"answer": ""}', 'would take no transition here'],
    ['SUBMIT', '', 'would take no transition here'],
  ])('refuses %s with %s, saying why', (type, payload, why) => {
    const checked = validateEvent(snapshot(), type, payload);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.message).toContain(why);
  });
});
