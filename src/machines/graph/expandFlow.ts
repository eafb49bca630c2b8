import type { FlowSpec, LoopKind } from './flowSpec';
import type { NodeId } from '../intake/intake.types';

/** One explicit node of a flow: a step for one vehicle or driver index. */
export interface FlowNode {
  id: NodeId;
  step: string;
  index: number;
  loop?: LoopKind;
  /** The first node of its loop item: if that item does not exist, neither do later ones. */
  itemStart?: boolean;
  /** Position of the first node after the loop this node belongs to. */
  loopEnd?: number;
}

export const nodeId = (step: string, index: number): NodeId => `${step}~${index}`;
export function parseNodeId(id: string): { step: string; index: number } | null {
  const m = /^([A-Za-z0-9]+)~([1-9]\d*)$/.exec(id);
  return m ? { step: m[1], index: Number(m[2]) } : null;
}

/** Expands loops into `stepId~index` nodes, vehicles and drivers 1..max, in flow order. */
export function expandFlow(spec: FlowSpec): FlowNode[] {
  const nodes: FlowNode[] = [];
  for (const step of spec.steps) {
    if (typeof step === 'string') {
      nodes.push({ id: nodeId(step, 1), step, index: 1 });
      continue;
    }
    const loopNodes: FlowNode[] = [];
    for (let index = 1; index <= step.max; index += 1) {
      const steps = [...(index === 1 ? step.first : step.more)];
      // Summaries are not offered on the last possible item: no node is compiled for them (spec 000 section 4).
      if (step.summary && index < step.max) steps.push(step.summary);
      steps.forEach((s, k) =>
        loopNodes.push({ id: nodeId(s, index), step: s, index, loop: step.loop, itemStart: k === 0 }),
      );
    }
    const loopEnd = nodes.length + loopNodes.length;
    for (const n of loopNodes) nodes.push({ ...n, loopEnd });
  }
  const seen = new Set<string>();
  for (const n of nodes) {
    if (seen.has(n.id)) throw new Error(`Flow '${spec.id}' lists node ${n.id} twice`);
    seen.add(n.id);
  }
  return nodes;
}
