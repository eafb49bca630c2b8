import type { FlowSpec } from './flowSpec';
import { expandFlow, type FlowNode } from './expandFlow';
import { forwardEdges, startEdges, COMPLETE, type ForwardEdge, type EdgeContext } from './edges';
import type { ActorMap, Catalogue, NodeId, SkipRule } from './catalogue';

// The graph-spec compiler (DESIGN section 3), first half: a FlowSpec and a catalogue become the flow's explicit
// graph: one node per `stepId~index`, the possible next nodes of each, the possible previous ones, and progress.
// `flowMachine.ts` turns the graph into XState state config typed by the machine's setup.

export { COMPLETE, type ForwardEdge };

export interface CompiledFlow {
  id: string;
  nodes: FlowNode[];
  edges: Map<NodeId, ForwardEdge[]>;
  predecessors: Map<NodeId, NodeId[]>;
  /** Progress reached on entering each node, 0-99; -1 keeps the progress reached (later loop items). */
  progress: Map<NodeId, number>;
  initial: NodeId;
  /**
   * Where the flow starts: `initial` alone, unguarded, unless the first node has skip rules; then the nodes that can
   * show first, guarded like any routing (the machine starts in a routing state, `start`).
   */
  start: ForwardEdge[];
}

/**
 * Progress spreads evenly over the flow's sections (spec 000 section 2: auto in thirds), and within a section over
 * its nodes for the first item; later items keep the progress reached. It stays below 100.
 */
function progressOf(spec: FlowSpec, nodes: FlowNode[]): Map<NodeId, number> {
  const share = (spec.progressSpan ?? 99) / spec.sections.length;
  const out = new Map<NodeId, number>();
  spec.sections.forEach((_s, at) => {
    const firsts = nodes.filter((n) => n.section === at && n.index === 1);
    firsts.forEach((n, k) => out.set(n.id, Math.round(at * share + (share * k) / firsts.length)));
  });
  for (const n of nodes) if (!out.has(n.id)) out.set(n.id, -1);
  return out;
}

/** The rules a rule's value says something of. */
const impliedRules = (rule: SkipRule<never>) => [
  ...Object.keys(rule.implies?.whenTrue?.rules ?? {}),
  ...Object.keys(rule.implies?.whenFalse?.rules ?? {}),
  ...Object.keys(rule.implies?.whenTrue?.someRule ?? {}),
  ...Object.keys(rule.implies?.whenFalse?.someRule ?? {}),
];

export function compileFlow<U, A extends ActorMap>(spec: FlowSpec, catalogue: Catalogue<U, A>): CompiledFlow {
  const nodes = expandFlow(spec);
  for (const n of nodes) {
    const step = catalogue.step(n.step); // throws on a step the catalogue lacks
    if (step.terminal && !step.skip?.length)
      throw new Error(`Flow '${spec.id}': terminal step '${n.step}' has no skip rule, so nothing after it could show`);
  }
  // An implication is between rules of one scope (an item rule's is read at the same item).
  for (const [name, rule] of Object.entries(catalogue.rules))
    for (const implied of impliedRules(rule)) {
      const other = catalogue.rules[implied as keyof typeof catalogue.rules];
      if (!other || other.scope !== rule.scope)
        throw new Error(`Rule '${name}' implies '${implied}', which is unknown or of another scope`);
    }
  const ctx: EdgeContext = {
    nodes,
    stepSkips: (step) => catalogue.step(step).skip ?? [],
    isTerminal: (step) => catalogue.step(step).terminal === true,
    rules: catalogue.rules,
    loops: catalogue.loops,
  };
  const edges = forwardEdges(ctx);
  const predecessors = new Map<NodeId, NodeId[]>(nodes.map((n) => [n.id, []]));
  for (const [from, list] of edges)
    for (const e of list) if (e.target !== COMPLETE) predecessors.get(e.target)!.push(from);
  const start = startEdges(ctx);
  return { id: spec.id, nodes, edges, predecessors, progress: progressOf(spec, nodes), initial: nodes[0].id, start };
}
