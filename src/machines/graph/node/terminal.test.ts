import { describe, expect, it } from 'vitest';
import { answerSubmit, answeringStates } from './answering';
import { routingStates, terminalTags } from './terminal';
import { saved, text, toy } from './toy.testing';

// The way on: an applied answer enters the node's `routing`, which runs the catalogue's hook on changed answers and
// goes to the first next node that shows; a terminal page (docs/decisions/0012) finishes the flow instead.

const steps = [
  text('name'),
  { ...text('knockedOut'), skip: ['notMallory'], terminal: true },
  text('city', { skip: ['regionKnown'] }),
  text('region'),
];

function node(step: string) {
  const t = toy(steps);
  const b = t.build(step);
  const states = { ...answeringStates(b, [answerSubmit(b, [`${b.self}.routing`])]), ...routingStates(b) };
  const others = Object.fromEntries(t.flow.nodes.filter((n) => n.id !== b.n.id).map((n) => [n.id, {}]));
  const actor = t.run(
    { [b.n.id]: { initial: 'answering', states, tags: terminalTags(b) }, ...others, complete: { type: 'final' } },
    b.n.id,
  );
  return { actor };
}

describe('the way-on and terminal-page builder', () => {
  it('goes to the first next node that shows in the answers with the answer applied', () => {
    const { actor } = node('name');
    actor.send({ type: 'SUBMIT', answer: 'Mallory' });
    expect(actor.getSnapshot().value).toBe('knockedOut~1');
    const other = node('name').actor;
    other.send({ type: 'SUBMIT', answer: 'Alice' });
    expect(other.getSnapshot().value).toBe('city~1');
  });

  it("a terminal page's answer finishes the flow, and the page is tagged", () => {
    const { actor } = node('knockedOut');
    expect(actor.getSnapshot().hasTag('state:terminal')).toBe(true);
    actor.send({ type: 'SUBMIT', answer: 'yes' });
    expect(actor.getSnapshot().status).toBe('done');
    const plain = node('name').actor;
    expect(plain.getSnapshot().hasTag('state:terminal')).toBe(false);
  });

  it("tells the flow's companion the changed answers as it routes (the intake's user save)", () => {
    const { actor } = node('city');
    actor.send({ type: 'SUBMIT', answer: 'Springfield' });
    expect(actor.getSnapshot().value).toBe('region~1');
    expect(saved).toEqual([{ type: 'CHANGED', user: { city: 'Springfield' } }]);
  });
});
