import type { FlowStep, LoopSpec } from '../../graph/flowSpec';
import type { StepId } from '../questions';
import { defineAutoFlow, type AutoFlow, type FlowEntry } from './autoFlow';

// Flows the spec gives as another flow changed (spec 000 section 4 "Skip rules": "Non-agency short flow or
// 13-question flow: skip ..."; section 2: "Optionally zip-continuity first"), written as exactly that change.

interface Derived {
  id: string;
  description: string;
  entry: FlowEntry;
}

const keep = (skipped: ReadonlySet<StepId>) => (steps: readonly StepId[]) => steps.filter((s) => !skipped.has(s));

/** `base` without the listed steps, in and out of its loops; a step the base does not list is a mistake. */
export function withoutSteps(base: AutoFlow, skipped: readonly StepId[], flow: Derived): AutoFlow {
  const listed = new Set<string>(
    base.sections.flatMap((s) =>
      s.steps.flatMap((step) =>
        typeof step === 'string' ? [step] : [...step.first, ...step.more, ...(step.summary ? [step.summary] : [])],
      ),
    ),
  );
  const unknown = skipped.filter((s) => !listed.has(s));
  if (unknown.length) throw new Error(`${flow.id}: ${base.id} does not list ${unknown.join(', ')}`);
  const drop = keep(new Set(skipped));
  const stepsOf = (steps: readonly FlowStep<StepId>[]) =>
    steps.flatMap((step): FlowStep<StepId>[] => {
      if (typeof step === 'string') return drop([step]);
      const loop: LoopSpec<StepId> = { ...step, first: drop(step.first), more: drop(step.more) };
      if (loop.summary && skipped.includes(loop.summary)) loop.summary = undefined;
      return loop.first.length ? [loop] : [];
    });
  return defineAutoFlow({ ...flow, sections: base.sections.map((s) => ({ ...s, steps: stepsOf(s.steps) })) });
}

/** `base` with the listed steps asked first. */
export function startingWith(base: AutoFlow, first: readonly StepId[], flow: Derived): AutoFlow {
  const [head, ...rest] = base.sections;
  return defineAutoFlow({ ...flow, sections: [{ ...head, steps: [...first, ...head.steps] }, ...rest] });
}
