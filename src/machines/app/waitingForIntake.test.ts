import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { readQueryParams } from '../../app/queryParams';
import type { ExperimentsInput, ExperimentsOutput } from '../../actors/experiments.actor';
import { pendingIntakeActors } from '../intake/intake.actors';
import '../intake/intake.live';
import { intakeChunk } from '../intake/intakeSlot';
import { firstAnswerCheck, type FirstScreen } from '../intake/questionView';
import { appMachine, flowActors } from './app.machine';
import type { LineId } from '../products';
import { selectIntakeRef, selectPath, selectWaitingView } from './app.selectors';

// The start page hydrates its first question before the intake chunk is here (docs/decisions/0040): the app machine
// waits for the chunk in `waitingForIntake`, holds an answer given meanwhile and hands it to the intake once it runs.

const start = { params: readQueryParams({}), hashFirstSegment: '' };

/** The first screen as the build writes it: the real intake's first view (build/prerenderStartPage.ts). */
function firstScreen(): FirstScreen {
  const actor = createActor(appMachine, { input: { start } }).start();
  const view = intakeChunk().selectQuestionView(selectIntakeRef(actor.getSnapshot())!.getSnapshot())!;
  const path = selectPath(actor.getSnapshot());
  actor.stop();
  return { flowId: 'defaultAuto', path, view, required: 'Please choose one.' };
}

/** The app with the intake chunk still on its way: each load waits for the test to settle it. */
function appWaiting() {
  const loads: { resolve: () => void; reject: (e: Error) => void }[] = [];
  let chunkHere = false;
  const machine = appMachine.provide({
    guards: { intakeLoaded: () => chunkHere },
    actors: {
      ...flowActors((m) => m.provide({ actors: pendingIntakeActors })),
      fetchExperiments: fromPromise<ExperimentsOutput, ExperimentsInput>(() => new Promise(() => {})),
      loadIntake: fromPromise<void, { line: LineId }>(
        () =>
          new Promise<void>((resolve, reject) => {
            loads.push({
              resolve: () => {
                chunkHere = true;
                resolve();
              },
              reject,
            });
          }),
      ),
    },
  });
  const first = firstScreen();
  const actor = createActor(machine, { input: { start, first } }).start();
  return { actor, loads, first };
}

describe('the first question before the intake chunk is here', () => {
  it("shows the build's view at its route, and checks an answer as the question's schema would", () => {
    const { actor, first } = appWaiting();
    const s = actor.getSnapshot();
    expect(s.matches({ intake: 'waitingForIntake' })).toBe(true);
    expect(selectIntakeRef(s)).toBeUndefined();
    expect(selectPath(s)).toBe('/drivers/1/currently-insured');
    expect(selectWaitingView(s)).toMatchObject({ node: 'currentlyInsured~1', phase: 'answering', error: null });
    const check = firstAnswerCheck(first);
    const schema = intakeChunk().questionOf('currentlyInsured').schema;
    for (const answer of ['Yes', 'No', 'yes', '', undefined, '\u{1F697}'.repeat(5000), 'Y\u0301es']) {
      expect(check.safeParse(answer).success).toBe(schema.safeParse(answer).success);
    }
    expect(check.safeParse('').error?.issues[0]?.message).toBe('Please choose one.');
    actor.stop();
  });

  it('holds an answer given meanwhile and hands it to the intake once it runs: the shopper is on the next question', async () => {
    const { actor, loads } = appWaiting();
    actor.send({ type: 'SUBMIT', answer: 'Yes' });
    expect(actor.getSnapshot().context.held).toEqual({ answer: 'Yes' });
    expect(selectWaitingView(actor.getSnapshot())?.phase).toBe('checking');
    loads[0].resolve();
    await waitFor(actor, (s) => selectIntakeRef(s) !== undefined);
    const intake = selectIntakeRef(actor.getSnapshot())!.getSnapshot();
    expect(intake.context.visited[0]).toBe('currentlyInsured~1');
    expect(intake.context.visited.length).toBe(2);
    expect(actor.getSnapshot().context.held).toBeNull();
    actor.stop();
  });

  it('says the chunk did not load and offers a retry, keeping a held answer; the retry loads it again', async () => {
    const { actor, loads } = appWaiting();
    loads[0].reject(new Error('chunk failed'));
    await waitFor(actor, (s) => s.matches({ intake: 'intakeUnavailable' }));
    expect(selectWaitingView(actor.getSnapshot())?.error).toMatchObject({ retry: true, field: false });
    actor.send({ type: 'SUBMIT', answer: 'No' });
    expect(actor.getSnapshot().matches({ intake: 'waitingForIntake' })).toBe(true);
    expect(loads).toHaveLength(2);
    loads[1].reject(new Error('still offline'));
    await waitFor(actor, (s) => s.matches({ intake: 'intakeUnavailable' }));
    actor.send({ type: 'RETRY' });
    expect(loads).toHaveLength(3);
    loads[2].resolve();
    await waitFor(actor, (s) => selectIntakeRef(s) !== undefined);
    expect(selectIntakeRef(actor.getSnapshot())!.getSnapshot().context.visited.length).toBe(2);
    actor.stop();
  });

  it('passes straight to the flow when the chunk is here already (a restored or deep-linked session)', () => {
    const actor = createActor(appMachine, { input: { start } }).start();
    expect(actor.getSnapshot().value).toEqual({ intake: 'defaultAuto' });
    actor.stop();
  });
});
