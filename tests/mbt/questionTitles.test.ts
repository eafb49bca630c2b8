import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { parseNodeId } from '../../src/machines/graph/expandFlow';
import { AUTO_FLOW_IDS } from '../../src/machines/intake/flows';
import { questionOf } from '../../src/machines/intake/questions';
import { intakeModel } from './intakeModel';
import { generatePaths, generateTransitionPaths, nodeOf } from './paths';

// Issue 10: "Which 2020 Toyota model is it?" became "Which 2020 Toyota Camry model is it?" once answered. A title may
// name what earlier answers say (the driver, the vehicle), never the step's own answer: it would change under the
// shopper on BACK or a reload. Checked for every answer every generated path gives at every node of every flow.

describe.each(AUTO_FLOW_IDS)('the %s flow: question titles', (flowId) => {
  const model = intakeModel(flowId);
  const paths = generatePaths(model);
  const submits = generateTransitionPaths(model, paths).flatMap((p) => {
    const event = p.steps.at(-1)!.event;
    const before = p.steps.at(-2)?.state;
    const parsed = before && parseNodeId(nodeOf(before.value));
    return event.type === 'SUBMIT' && parsed ? [{ before, parsed, answer: event.answer }] : [];
  });

  it('never name the step’s own answer: a title and subtitle read the same before and after it is written', () => {
    expect(submits.length).toBeGreaterThan(0);
    for (const { before, parsed, answer } of submits) {
      const q = questionOf(parsed.step);
      if (!q.write) continue; // stores nothing itself (a summary): no answer of its own to name
      const ctx = before.context;
      const answered = { ...ctx, user: produce(ctx.user, (draft) => q.write!(draft, answer as never, parsed.index)) };
      expect(q.title(answered, parsed.index), `${parsed.step}~${parsed.index} answered ${JSON.stringify(answer)}`).toBe(
        q.title(ctx, parsed.index),
      );
      expect(q.subtitle?.(answered, parsed.index), `${parsed.step}~${parsed.index} subtitle`).toBe(
        q.subtitle?.(ctx, parsed.index),
      );
    }
  });
});
