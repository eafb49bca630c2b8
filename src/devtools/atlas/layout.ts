import type { ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AtlasGraph } from './machineGraph';

// The atlas's layout: elkjs's layered algorithm, top to bottom, groups laid out with their children
// (hierarchy included, so an edge may cross into a group). Positions are relative to the parent group, as
// React Flow places a node that has a `parentId`.

export interface Placed {
  x: number;
  y: number;
  width: number;
  height: number;
}

const NODE_HEIGHT = 44;
const LABEL_CHAR = 6.5;
const LABEL_HEIGHT = 16;
const GROUP_PADDING = '[top=40,left=16,bottom=16,right=16]';

/** A drawn node's width from its name: room for the label at the atlas's type size. */
export const nodeWidth = (key: string) => Math.max(120, key.length * 8 + 32);

export async function layoutGraph(graph: AtlasGraph): Promise<Map<string, Placed>> {
  const elkNodes = new Map<string, ElkNode>();
  const root: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
    },
    children: [],
    // Each edge's label has its room between the layers, where React Flow writes it.
    edges: graph.edges.map((e) => ({
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      labels: [{ text: e.label, width: e.label.length * LABEL_CHAR, height: LABEL_HEIGHT }],
    })),
  };
  for (const n of graph.nodes) {
    const node: ElkNode = n.group
      ? { id: n.id, children: [], layoutOptions: { 'elk.padding': GROUP_PADDING } }
      : { id: n.id, width: nodeWidth(n.key), height: NODE_HEIGHT };
    elkNodes.set(n.id, node);
    const parent = n.parent ? elkNodes.get(n.parent) : root;
    parent?.children?.push(node);
  }
  // elkjs (1.6 MB, most of the atlas) is a chunk of its own, loaded with the first layout.
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const laid = await new ELK().layout(root);
  const placed = new Map<string, Placed>();
  const read = (node: ElkNode) => {
    for (const c of node.children ?? []) {
      placed.set(c.id, { x: c.x ?? 0, y: c.y ?? 0, width: c.width ?? 0, height: c.height ?? 0 });
      read(c);
    }
  };
  read(laid);
  return placed;
}
