import {
  Controls,
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeChange,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useId, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { type Placed, layoutGraph } from './layout';
import { type AtlasGraph, type AtlasNode, type AtlasTransition, activeIds, machineGraph } from './machineGraph';
import { ATLAS_MACHINES, type AtlasKind, type SkipsOf, loadSkips } from './registry';
import { RULE_DOCS } from './ruleDocs';
import { storyFor } from './storyLinks';
import './atlas.css';

// The flow atlas (issue 29, docs/decisions/0078): a registered machine drawn from its own definition, laid out by
// elkjs, drawn by React Flow; a node's details say what the machine says of it (its spec sentence, skip rules with
// their docs, tags, requirements, transitions) and link to its screen's story and to the devtools at that node.

export interface AtlasProps {
  machineId?: string;
  /** Live actors: their machine id and snapshot value; this machine's current nodes are highlighted. */
  active?: { machineId: string; value: unknown }[];
  onSelectMachine?: (id: string) => void;
  /** Where Storybook is (`…/index.html` or `/storybook/`); no story links without it. */
  storybookBase?: string;
  /** The node shown selected, by state node id. */
  selectedNode?: string;
  /** Prefix of the "Open in devtools" links: the app's origin for the static atlas, empty (this page) in the app. */
  devtoolsBase?: string;
}

const KIND_LABELS: Record<AtlasKind, string> = {
  app: 'App',
  flow: 'Intake flows',
  results: 'Results',
  ratecall: 'Rate call',
  chain: 'Post-quote chains',
};

/** A flow's and a chain's BACK and NAVIGATE reach every predecessor or node: listed, not drawn. */
const UNDRAWN: Partial<Record<AtlasKind, readonly string[]>> = {
  flow: ['BACK', 'NAVIGATE'],
  chain: ['BACK', 'NAVIGATE'],
};

interface Loaded {
  graph: AtlasGraph;
  placed: Map<string, Placed>;
  skips?: SkipsOf;
}

const shortId = (graphId: string, id: string) => (id.startsWith(`${graphId}.`) ? id.slice(graphId.length + 1) : id);

type StateData = { label: string; active: boolean };

function StateNode({ data }: NodeProps<Node<StateData>>) {
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <span className="qf-atlas__node-label">{data.label}</span>
      {data.active ? <span className="visually-hidden"> (current)</span> : null}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </>
  );
}

const NODE_TYPES = { state: StateNode, group: StateNode };

function useLoaded(machineId: string): Loaded | 'loading' | 'failed' {
  const [loaded, setLoaded] = useState<{ id: string; value: Loaded | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    const entry = ATLAS_MACHINES.find((m) => m.id === machineId);
    if (!entry) {
      setLoaded({ id: machineId, value: 'failed' });
      return;
    }
    Promise.all([entry.load(), loadSkips(machineId)])
      .then(async ([machine, skips]: [AnyStateMachine, SkipsOf | undefined]) => {
        const graph = machineGraph(machine, { undrawn: UNDRAWN[entry.kind] });
        const placed = await layoutGraph(graph);
        if (live) setLoaded({ id: machineId, value: { graph, placed, skips } });
      })
      .catch(() => live && setLoaded({ id: machineId, value: 'failed' }));
    return () => {
      live = false;
    };
  }, [machineId]);
  return loaded?.id === machineId ? loaded.value : 'loading';
}

export default function Atlas(props: AtlasProps) {
  const [ownId, setOwnId] = useState(ATLAS_MACHINES[0].id);
  const machineId = props.machineId ?? ownId;
  const choose = (id: string) => {
    setOwnId(id);
    props.onSelectMachine?.(id);
  };
  const loaded = useLoaded(machineId);
  const pickerId = useId();
  return (
    <section className="qf-atlas" aria-label="Flow atlas">
      <div className="qf-atlas__bar">
        <label htmlFor={pickerId}>Machine</label>
        <select id={pickerId} value={machineId} onChange={(e) => choose(e.target.value)}>
          {(Object.keys(KIND_LABELS) as AtlasKind[]).map((kind) => (
            <optgroup key={kind} label={KIND_LABELS[kind]}>
              {ATLAS_MACHINES.filter((m) => m.kind === kind).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {loaded === 'loading' ? (
        <p role="status">Drawing {machineId}…</p>
      ) : loaded === 'failed' ? (
        <p role="alert">The machine {machineId} could not be loaded.</p>
      ) : (
        <ReactFlowProvider key={machineId}>
          <MachineView {...props} loaded={loaded} />
        </ReactFlowProvider>
      )}
    </section>
  );
}

function MachineView({
  loaded,
  active,
  storybookBase,
  selectedNode,
  devtoolsBase = '',
}: AtlasProps & { loaded: Loaded }) {
  const { graph, placed, skips } = loaded;
  const [selected, setSelected] = useState<string | undefined>(selectedNode);
  const [query, setQuery] = useState('');
  const flow = useReactFlow();
  const searchId = useId();
  useEffect(() => setSelected(selectedNode), [selectedNode]);

  const current = useMemo(
    () => new Set((active ?? []).filter((a) => a.machineId === graph.id).flatMap((a) => activeIds(graph.id, a.value))),
    [active, graph.id],
  );
  const nodes: Node<StateData>[] = useMemo(
    () =>
      graph.nodes.map((n) => {
        const p = placed.get(n.id) ?? { x: 0, y: 0, width: 120, height: 44 };
        const isActive = current.has(n.id);
        return {
          id: n.id,
          type: n.group ? 'group' : 'state',
          position: { x: p.x, y: p.y },
          ...(n.parent ? { parentId: n.parent } : {}),
          data: { label: n.key, active: isActive },
          width: p.width,
          height: p.height,
          selected: n.id === selected,
          draggable: false,
          ariaLabel: `${n.group ? 'Group' : 'State'} ${n.key}${isActive ? ', current' : ''}`,
          className: [
            'qf-atlas__node',
            n.group ? 'qf-atlas__node--group' : '',
            isActive ? 'qf-atlas__node--active' : '',
            n.final ? 'qf-atlas__node--final' : '',
          ]
            .filter(Boolean)
            .join(' '),
        };
      }),
    [graph, placed, selected, current],
  );
  const edges: Edge[] = useMemo(
    () =>
      graph.edges.map((e) => ({
        id: e.id,
        source: e.source,
        target: e.target,
        label: e.label,
        markerEnd: { type: MarkerType.ArrowClosed },
        className: e.kind === 'always' ? 'qf-atlas__edge qf-atlas__edge--always' : 'qf-atlas__edge',
        focusable: false,
      })),
    [graph],
  );
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return graph.nodes.filter((n) => n.key.toLowerCase().includes(q)).slice(0, 12);
  }, [graph, query]);

  const show = (id: string) => {
    setSelected(id);
    void flow.fitView({ nodes: [{ id }], maxZoom: 1.2, duration: 0 });
  };
  const onNodesChange = (changes: NodeChange<Node<StateData>>[]) => {
    for (const c of changes) if (c.type === 'select' && c.selected) setSelected(c.id);
  };
  const node = graph.nodes.find((n) => n.id === selected);

  return (
    <div className="qf-atlas__body">
      <div className="qf-atlas__search">
        <label htmlFor={searchId}>Find a node</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="e.g. creditScore"
          autoComplete="off"
        />
        {query.trim() ? (
          <ul className="qf-atlas__matches" aria-label={`Nodes matching ${query.trim()}`}>
            {matches.length ? (
              matches.map((m) => (
                <li key={m.id}>
                  <button type="button" onClick={() => show(m.id)} aria-pressed={m.id === selected}>
                    {shortId(graph.id, m.id)}
                  </button>
                </li>
              ))
            ) : (
              <li>No node matches.</li>
            )}
          </ul>
        ) : null}
      </div>
      <section className="qf-atlas__canvas" aria-label={`Graph of ${graph.id}`}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={onNodesChange}
          onNodeClick={(_e, n) => setSelected(n.id)}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable
          edgesFocusable={false}
          minZoom={0.05}
          onInit={(instance) => {
            // Readable from the start: the node asked for, else the first few, not the whole chart at a glance.
            const first = graph.nodes.filter((n) => !n.group).slice(0, 8);
            void instance.fitView({ nodes: selected ? [{ id: selected }] : first, maxZoom: 1.2, duration: 0 });
          }}
          proOptions={{ hideAttribution: true }}
        >
          <Controls showInteractive={false} />
        </ReactFlow>
      </section>
      <aside className="qf-atlas__details" aria-label="Details">
        {node ? (
          <NodeDetails
            graph={graph}
            node={node}
            skips={skips}
            storybookBase={storybookBase}
            devtoolsBase={devtoolsBase}
            current={current.has(node.id)}
          />
        ) : (
          <MachineDetails graph={graph} />
        )}
      </aside>
    </div>
  );
}

/** A transition's source as its node's details say it: `(node)` or the inner state's path below the node. */
function fromLabel(graph: AtlasGraph, node: AtlasNode | undefined, from: string): string {
  if (!node) return shortId(graph.id, from);
  return from === node.id ? '(node)' : from.slice(node.id.length + 1);
}

function Transitions({ graph, node, list }: { graph: AtlasGraph; node?: AtlasNode; list: AtlasTransition[] }) {
  if (!list.length) return <p>None.</p>;
  return (
    <table className="qf-atlas__transitions">
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">Event</th>
          <th scope="col">Guard</th>
          <th scope="col">Target</th>
        </tr>
      </thead>
      <tbody>
        {list.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a machine's transitions are fixed, in declaration order
          <tr key={i}>
            <td>{fromLabel(graph, node, t.from)}</td>
            <td>{t.label}</td>
            <td>{t.guard?.label ?? '—'}</td>
            <td>
              {t.targets.length ? t.targets.map((id) => shortId(graph.id, id)).join(', ') : '(stays)'}
              {t.requirements.map((r) => (
                <span key={r.id} className="qf-atlas__requirement">
                  {' '}
                  <code>{r.id}</code> ({r.section})
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MachineDetails({ graph }: { graph: AtlasGraph }) {
  return (
    <>
      <h2>{graph.id}</h2>
      {graph.description ? <p>{graph.description}</p> : null}
      <p>
        {graph.nodes.length} nodes, {graph.edges.length} edges drawn. Select a node, or find one by name.
      </p>
      <h3>Taken from any state</h3>
      {graph.machineWide.length ? (
        <details>
          <summary>{graph.machineWide.length} transitions</summary>
          <Transitions graph={graph} list={graph.machineWide} />
        </details>
      ) : (
        <p>None.</p>
      )}
    </>
  );
}

function NodeDetails({
  graph,
  node,
  skips,
  storybookBase,
  devtoolsBase,
  current,
}: {
  graph: AtlasGraph;
  node: AtlasNode;
  skips?: SkipsOf;
  storybookBase?: string;
  devtoolsBase: string;
  current: boolean;
}) {
  const rules = node.step && skips ? skips(node.step) : [];

  const story = storyFor(node);
  const devtools = `${devtoolsBase}#/__dev?machine=${encodeURIComponent(graph.id)}&node=${encodeURIComponent(node.id)}`;
  return (
    <>
      <h2>
        {node.key}
        {current ? <span className="qf-atlas__current"> current</span> : null}
      </h2>
      <p className="qf-atlas__id">
        <code>{node.id}</code>
      </p>
      {node.description ? <p className="qf-atlas__sentence">{node.description}</p> : null}
      <ul className="qf-atlas__links">
        <li>
          <a href={devtools}>Open in devtools</a>
        </li>
        {story && storybookBase !== undefined ? (
          <li>
            <a href={`${storybookBase}?path=/story/${story}`}>Story of this screen</a>
          </li>
        ) : null}
      </ul>
      {node.step && skips ? (
        <>
          <h3>Skip rules</h3>
          {rules.length ? (
            <dl className="qf-atlas__rules">
              {rules.map((r) => (
                <div key={r}>
                  <dt>
                    <code>{r}</code>
                  </dt>
                  <dd>{RULE_DOCS[r] ?? 'No doc comment.'}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>Always shown.</p>
          )}
        </>
      ) : null}
      <h3>Tags</h3>
      <p>{node.tags.length ? node.tags.join(', ') : 'None.'}</p>
      {node.requirements.length ? (
        <>
          <h3>Requirements</h3>
          <ul>
            {node.requirements.map((r) => (
              <li key={r.id}>
                <code>{r.id}</code> ({r.section}): {r.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {node.inner.length ? (
        <>
          <h3>Inner states</h3>
          <p>{node.inner.join(', ')}</p>
        </>
      ) : null}
      <h3>Transitions</h3>
      <Transitions graph={graph} node={node} list={node.transitions} />
    </>
  );
}
