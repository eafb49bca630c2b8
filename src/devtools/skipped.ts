import type { ActorMap, Catalogue } from '../machines/graph/catalogue';
import { COMPLETE, type CompiledFlow } from '../machines/graph/compileFlow';
import { nodeShows, skippedBy } from '../machines/graph/flowSetup';
import { START } from '../machines/graph/flowMachine';
import { stepsValue } from '../machines/graph/regions';

// The steps a flow's routing passed over, and the skip rule that hid each (docs/decisions/0077): routing goes forward
// through the compiled flow's nodes in order to the first that shows, so the nodes between the one left and the one
// reached did not show, and `skippedBy` (flowSetup.ts) names the rule that hid each.

export interface FlowSkips {
  flow: Pick<CompiledFlow, 'nodes'>;
  // biome-ignore lint/suspicious/noExplicitAny: any product's catalogue (its answers' type is the flow's own)
  catalogue: Catalogue<any, ActorMap>;
}

export interface SkippedStep {
  node: string;
  /** The skip rule that hid it, or why it did not show without one (a loop item that does not exist). */
  rule: string;
}

/** The node a flow's state value shows (`start` while it routes to its first node). */
export function flowNode(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const steps = stepsValue(value as never);
  return typeof steps === 'string' ? steps : (Object.keys(steps as object)[0] ?? null);
}

/** The nodes passed over going forward from `from` to `to` with these answers (none going back). */
export function skippedBetween(skips: FlowSkips, user: unknown, from: string | null, to: string | null): SkippedStep[] {
  if (!from || !to || from === to) return [];
  const at = (node: string) => skips.flow.nodes.findIndex((n) => n.id === node);
  const first = from === START ? 0 : at(from) + 1;
  const last = to === COMPLETE ? skips.flow.nodes.length : at(to);
  if (first <= 0 && from !== START) return [];
  return skips.flow.nodes.slice(first, Math.max(first, last)).flatMap((n) => {
    const rule = skippedBy(skips.catalogue, user, n.step, n.index);
    if (rule) return [{ node: n.id, rule }];
    const p = { step: n.step, index: n.index, loop: n.loop, summary: n.summary };
    if (nodeShows(skips.catalogue, user, p)) return [];
    return [{ node: n.id, rule: n.summary ? 'not the last item' : 'no such item' }];
  });
}
