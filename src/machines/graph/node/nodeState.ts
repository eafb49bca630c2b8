import type { CompanionTypes, NoCompanion } from '../flowSetup';
import type { ActorMap } from '../catalogue';
import { answerSubmit, answeringStates } from './answering';
import { type NodeBuild, requirementsMeta, skipRequirements } from './build';
import { checkStates, checkSubmit } from './check';
import { aheadSubmit, asksAhead, precheckRegion } from './checkAhead';
import { followingStates, onwardOf } from './followUps';
import { routingStates, terminalTags } from './terminal';

/**
 * A node's state: one state per `stepId~index`, composed of one part per concern. Answering (options, suggestions,
 * the press), the check and the check asked ahead, the wait for the follow-ups, and the way on (the next node that
 * shows, or a terminal page's finish). BACK goes to the node visited before, as the compiled graph allows.
 */
export function nodeState<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(b: NodeBuild<U, A, C>) {
  const { s, q, n, at, chart, catalogue } = b;
  if (q.followUps?.length && !q.check) throw new Error(`Step '${n.step}' has follow-ups but no check to follow`);
  if (q.terminal && q.check) throw new Error(`Terminal step '${n.step}' has a check: its answer is its way on`);
  const onward = onwardOf(b);
  const ahead = asksAhead(b);
  const submit = q.check ? [...(ahead ? [aheadSubmit(b, onward)] : []), checkSubmit(b)] : [answerSubmit(b, onward)];
  return s.createStateConfig({
    tags: [`step:${n.step}`, ...terminalTags(b)],
    description: q.description,
    // The spec rules the node realises: its skip rules, its answer's side effects, its calls' errors (0079).
    ...requirementsMeta([...skipRequirements(catalogue, n.step), ...(q.requirements ?? [])]),
    entry: [{ type: 'enterNode', params: { ...at, progress: chart.flow.progress.get(n.id) ?? -1 } }],
    initial: q.load ? 'loading' : 'answering',
    states: {
      ...answeringStates(b, submit, ahead ? precheckRegion(b) : undefined),
      ...checkStates(b, onward),
      ...followingStates(b),
      ...routingStates(b),
    },
    on: {
      BACK: chart.flow.predecessors.get(n.id)!.map((p) => ({
        guard: { type: 'cameFrom' as const, params: { node: p } },
        target: chart.to(p),
        actions: ['popVisited' as const],
      })),
    },
  });
}
