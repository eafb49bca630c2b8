import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ExperimentsInput, ExperimentsOutput } from '../../src/actors/experiments.actor';
import { appMachine, flowActors } from '../../src/machines/app/app.machine';
import type { LineId } from '../../src/machines/products';
import '../../src/machines/intake/intake.live';
import { selectIntakeRef } from '../../src/machines/app/app.selectors';
import { parseNodeId } from '../../src/machines/graph/expandFlow';
import { AUTO_FLOW_IDS } from '../../src/machines/intake/flows';
import { pendingIntakeActors } from '../../src/machines/intake/intake.actors';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { questionOf } from '../../src/machines/intake/questions';
import { intakeModel } from './intakeModel';
import { type GeneratedPath, generatePaths, generateTransitionPaths, nodeOf, shortestPathToComplete } from './paths';

// Issue 10: back at "Add another vehicle?" answered No, nothing was chosen. A step that stores nothing itself (the
// vehicle and driver summaries' No, a single vehicle's count) is remembered by the machine; the form shows it after
// BACK like any stored answer. Checked for every answer every generated path gives such a step, in every flow.

describe.each(AUTO_FLOW_IDS)('the %s flow: answers remembered for BACK', (flowId) => {
  const model = intakeModel(flowId);
  const walker = model.machine.provide({ actors: pendingIntakeActors });
  const cases = generateTransitionPaths(model, generatePaths(model)).flatMap((path) => {
    const event = path.steps.at(-1)!.event;
    const before = path.steps.at(-2)?.state;
    if (event.type !== 'SUBMIT' || !before) return [];
    const node = nodeOf(before.value);
    const parsed = parseNodeId(node);
    // Only answers that moved on: one that is checked by the server first stays at its node until the check ends, and
    // one whose check was asked ahead (decision 0054) moves on with the check's output stored, which BACK shows.
    const q = parsed && questionOf(parsed.step);
    if (!q || q.write || q.check || nodeOf(path.state.value) === node) return [];
    // The last step's answer ends the intake: coming back from quotes is the app's (it restarts the intake with the answers).
    if (path.state.status === 'done') return [];
    return [{ path, node, answer: event.answer }];
  });
  const walk = (path: GeneratedPath) => {
    const actor = createActor(walker, { input: path.input ?? {} }).start();
    for (const step of path.steps.slice(1)) actor.send(step.event);
    return actor;
  };

  it('shows a step that stores nothing itself with its answer chosen after BACK', () => {
    const summaries = model.compiled.nodes.some((n) => n.summary);
    if (summaries) expect(cases.length).toBeGreaterThan(0);
    for (const { path, node, answer } of cases) {
      const actor = walk(path);
      actor.send({ type: 'BACK' });
      const view = selectQuestionView(actor.getSnapshot());
      expect(view?.node, `BACK after ${node} answered ${JSON.stringify(answer)}`).toBe(node);
      expect(view?.answer, `${node} answered ${JSON.stringify(answer)}`).toEqual(answer);
      actor.stop();
    }
  });
});

describe('answers remembered by a finished intake', () => {
  const model = intakeModel('defaultAuto');
  const walker = model.machine.provide({ actors: pendingIntakeActors });
  const path = shortestPathToComplete(model, { vehicleSummary: ['No'], driverSummary: ['No'] });

  it('show chosen when the shopper comes back from quotes to edit (the intake restarts with its output)', () => {
    const first = createActor(walker, { input: {} }).start();
    for (const step of path.steps.slice(1)) first.send(step.event);
    const output = first.getSnapshot().output!;
    expect(output.remembered).toMatchObject({ 'vehicleSummary~1': 'No', 'driverSummary~1': 'No' });

    // What the app hands the intake on EDIT_ANSWERS: the output it stored when the intake finished.
    const again = createActor(walker, { input: output }).start();
    const shown: Record<string, unknown> = {};
    for (const step of path.steps.slice(1)) {
      const view = selectQuestionView(again.getSnapshot());
      if (view?.step === 'vehicleSummary' || view?.step === 'driverSummary') shown[view.node] = view.answer;
      again.send(step.event);
    }
    expect(shown).toEqual({ 'vehicleSummary~1': 'No', 'driverSummary~1': 'No' });
  });

  it('reach the intake the app starts again on EDIT_ANSWERS', () => {
    const never = () => new Promise<never>(() => {});
    const app = appMachine.provide({
      actors: {
        ...flowActors((m) => m.provide({ actors: pendingIntakeActors })),
        fetchExperiments: fromPromise<ExperimentsOutput, ExperimentsInput>(never),
        // The results chunk never arrives: the app waits at quotes.
        loadResults: fromPromise<void, { line: LineId }>(never),
      },
    });
    const actor = createActor(app, { input: {} }).start();
    for (const step of path.steps.slice(1)) selectIntakeRef(actor.getSnapshot())!.send(step.event);
    expect(actor.getSnapshot().value).toEqual({ quotes: 'LOADING_RESULTS' });
    actor.send({ type: 'EDIT_ANSWERS' });
    const intake = selectIntakeRef(actor.getSnapshot())!.getSnapshot();
    expect(intake.context.remembered).toMatchObject({ 'vehicleSummary~1': 'No', 'driverSummary~1': 'No' });
    actor.stop();
  });
});
