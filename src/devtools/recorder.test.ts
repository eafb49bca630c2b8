import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createRecorder } from './recorder';
import { petMachine, petSkips } from './toyFlow.testing';

// The event log from XState's inspection of real actors (docs/decisions/0077).

function recorded() {
  const labels: string[] = [];
  const actor = createActor(petMachine(), { input: {} });
  const recorder = createRecorder({ root: () => actor, skipsOf: petSkips, onExternal: (l) => labels.push(l) });
  actor.system.inspect(recorder.observer);
  actor.start();
  // The log after the actor's start (its `xstate.init`).
  const log = () => recorder.entries().filter((e) => e.event.type !== 'xstate.init');
  return { actor, log, labels };
}

describe('the recorder', () => {
  it('logs each event with its actor, the state before and after, and the transitions taken', () => {
    const { actor, log, labels } = recorded();
    actor.send({ type: 'SUBMIT', answer: 'Ada' });
    const [entry] = log();
    expect(entry).toMatchObject({
      actor: 'app',
      machineId: 'pets',
      event: { type: 'SUBMIT', answer: 'Ada' },
      external: true,
      before: 'firstName~1.answering',
      after: 'hasPets~1.answering',
      skipped: [],
    });
    expect(entry.transitions).toEqual([
      'firstName~1.answering → firstName~1.routing',
      'firstName~1.routing → hasPets~1',
    ]);
    expect(labels).toEqual(['app: xstate.init', 'app: SUBMIT']);
  });

  it('names each step the routing passed over and the skip rule that hid it', () => {
    const { actor, log } = recorded();
    actor.send({ type: 'SUBMIT', answer: 'Ada' });
    actor.send({ type: 'SUBMIT', answer: 'No' });
    expect(log().at(-1)).toMatchObject({
      before: 'hasPets~1.answering',
      after: 'complete',
      skipped: [
        { node: 'vet~1', rule: 'noPets' },
        { node: 'vetPhone~1', rule: 'noPets' },
      ],
    });
  });

  it('logs a refused answer as an event that stayed, and BACK with nothing skipped', () => {
    const { actor, log } = recorded();
    actor.send({ type: 'SUBMIT', answer: '' });
    expect(log().at(-1)).toMatchObject({
      before: 'firstName~1.answering',
      after: 'firstName~1.answering',
      skipped: [],
    });
    actor.send({ type: 'SUBMIT', answer: 'Ada' });
    actor.send({ type: 'SUBMIT', answer: 'Yes' });
    actor.send({ type: 'SUBMIT', answer: '' });
    actor.send({ type: 'BACK' });
    expect(log().at(-1)).toMatchObject({
      event: { type: 'BACK' },
      before: 'vet~1.answering',
      after: 'hasPets~1.answering',
    });
    expect(log().map((e) => e.skipped)).toEqual(log().map(() => []));
  });

  it('keeps at most its limit of entries, the latest', () => {
    const actor = createActor(petMachine(), { input: {} });
    const recorder = createRecorder({ root: () => actor, limit: 2 });
    actor.system.inspect(recorder.observer);
    actor.start();
    for (const answer of ['a', 'b', 'c']) actor.send({ type: 'SUBMIT', answer: answer === 'a' ? '' : answer });
    expect(recorder.entries().map((e) => e.seq)).toEqual([3, 4]);
  });
});
