import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parseNodeId } from '../../src/machines/graph/expandFlow';
import { AUTO_FLOW_IDS } from '../../src/machines/intake/flows';
import { pendingIntakeActors } from '../../src/machines/intake/intake.actors';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { questionOf } from '../../src/machines/intake/questions';
import { intakeModel } from './intakeModel';
import { type GeneratedPath, generatePaths, generateTransitionPaths, nodeOf } from './paths';

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
    // Only answers that moved on: one that is checked by the server first stays at its node until the check ends.
    if (!parsed || questionOf(parsed.step).write || nodeOf(path.state.value) === node) return [];
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
