import type { ActorMap, Catalogue } from '../machines/graph/catalogue';
import type { CompiledFlow } from '../machines/graph/compileFlow';
import { nodeShows, skippedBy } from '../machines/graph/flowSetup';
import { START } from '../machines/graph/flowMachine';
import { stepsValue } from '../machines/graph/regions';

// The steps a flow's routing passed over, and the skip rule that hid each (docs/decisions/0077): a compiled flow's
// edges from a node list the nodes that may follow it in order, each taken only when it shows; the edges before the
// one taken were nodes that did not show, and `skippedBy` (flowSetup.ts) names the rule that hid each.

export interface FlowSkips {
  flow: Pick<CompiledFlow, 'edges' | 'start'>;
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

/** The nodes passed over going from `from` to `to` with these answers (none when `to` is not ahead of `from`). */
export function skippedBetween(skips: FlowSkips, user: unknown, from: string | null, to: string | null): SkippedStep[] {
  if (!from || !to || from === to) return [];
  const edges = from === START ? skips.flow.start : skips.flow.edges.get(from as never);
  const taken = edges?.findIndex((e) => e.target === to) ?? -1;
  if (!edges || taken < 0) return [];
  return edges.slice(0, taken).flatMap((e) => {
    if (!e.node) return [];
    const rule = skippedBy(skips.catalogue, user, e.node.step, e.node.index);
    if (rule) return [{ node: e.target, rule }];
    const p = { step: e.node.step, index: e.node.index, loop: e.node.loop, summary: e.node.summary };
    return nodeShows(skips.catalogue, user, p)
      ? []
      : [{ node: e.target, rule: e.node.summary ? 'not the last item' : 'no such item' }];
  });
}
