import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pendingIntakeActors } from '../../src/machines/intake/intake.actors';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { intakeModel } from './intakeModel';
import { nodeOf, shortestPathToComplete } from './paths';

// What the screen shows when the shopper comes back to a step, on a generated path of the default flow.

describe('the question view after BACK', () => {
  const model = intakeModel('defaultAuto');
  const path = shortestPathToComplete(model, { vehicleSummary: ['No'] });
  const walkTo = (node: string) => {
    const actor = createActor(model.machine.provide({ actors: pendingIntakeActors }), { input: {} }).start();
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      if (nodeOf(actor.getSnapshot().value) === node) break;
    }
    return actor;
  };

  it('shows "Add another vehicle?" answered No as chosen, though No stores nothing in the answers', () => {
    const actor = walkTo('name~1');
    expect(actor.getSnapshot().context.user.autoPolicy.vehicles).toHaveLength(1);
    actor.send({ type: 'BACK' });
    const view = selectQuestionView(actor.getSnapshot())!;
    expect(view.node).toBe('vehicleSummary~1');
    expect(view.answer).toBe('No');
  });

  it('names the model question by year and make only, before and after a model is chosen', () => {
    const actor = walkTo('trim~1');
    const v = actor.getSnapshot().context.user.autoPolicy.vehicles[0];
    actor.send({ type: 'BACK' });
    const view = selectQuestionView(actor.getSnapshot())!;
    expect(view.node).toBe('model~1');
    expect(view.answer).toBe(v.model);
    expect(view.title).toBe(`Which ${v.year} ${v.make} model is it?`);
  });
});
