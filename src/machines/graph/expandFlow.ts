import type { FlowSpec } from './flowSpec';
import type { NodeId } from './catalogue';

/** One explicit node of a flow: a step for one loop item, or a step outside loops (index 1). */
export interface FlowNode {
  id: NodeId;
  step: string;
  index: number;
  /** The progress section the node belongs to (position in the flow's sections). */
  section: number;
  loop?: string;
  /** The summary closing its loop item. */
  summary?: boolean;
  /** Position of the first node after the loop this node belongs to. */
  loopEnd?: number;
}

export const nodeId = (step: string, index: number): NodeId => `${step}~${index}`;
export function parseNodeId(id: string): { step: string; index: number } | null {
  const m = /^([A-Za-z0-9]+)~([1-9]\d*)$/.exec(id);
  return m ? { step: m[1], index: Number(m[2]) } : null;
}

/** Expands loops into `stepId~index` nodes, items 1..max, in flow order. */
export function expandFlow(spec: FlowSpec): FlowNode[] {
  const nodes: FlowNode[] = [];
  spec.sections.forEach((section, sectionAt) => {
    for (const step of section.steps) {
      if (typeof step === 'string') {
        nodes.push({ id: nodeId(step, 1), step, index: 1, section: sectionAt });
        continue;
      }
      const loopNodes: FlowNode[] = [];
      for (let index = 1; index <= step.max; index += 1) {
        for (const s of index === 1 ? step.first : step.more)
          loopNodes.push({ id: nodeId(s, index), step: s, index, section: sectionAt, loop: step.loop });
        // Summaries are not offered on the last possible item: no node is compiled for them (spec 000 section 4).
        if (step.summary && index < step.max)
          loopNodes.push({
            id: nodeId(step.summary, index),
            step: step.summary,
            index,
            section: sectionAt,
            loop: step.loop,
            summary: true,
          });
      }
      const loopEnd = nodes.length + loopNodes.length;
      for (const n of loopNodes) nodes.push({ ...n, loopEnd });
    }
  });
  if (!nodes.length) throw new Error(`Flow '${spec.id}' has no steps`);
  const seen = new Set<string>();
  for (const n of nodes) {
    if (seen.has(n.id)) throw new Error(`Flow '${spec.id}' lists node ${n.id} twice`);
    seen.add(n.id);
  }
  return nodes;
}
