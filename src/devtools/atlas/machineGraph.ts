import type { AnyStateMachine, AnyStateNode } from 'xstate';

// The flow atlas's data model (issue 29, docs/decisions/0078): a machine's graph read from its own definition
// (`machine.root` and its StateNodes), with nothing drawn yet. Eventless (`always`) transitions, which XState's
// graph utilities hide, are edges here, dashed. A flow's or chain's step node (a state tagged `step:*`) is drawn
// as one node, its inner states (answering, checking, routing, ...) listed in its details; any other compound state
// is a group around its children. The root's own transitions (a flow's NAVIGATE) are listed, not drawn.

export interface Requirement {
  id: string;
  section: string;
  text: string;
}

export interface AtlasGuard {
  name: string;
  params?: Record<string, unknown>;
  /** The guard as one line: `shows creditScore~1`, `not(isOffline)`, `hasQuotes(carrier: "safeco")`. */
  label: string;
}

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface AtlasTransition {
  /** The state the transition is declared on (an inner state of an aggregated node, or the node itself). */
  from: string;
  event: string;
  kind: TransitionKind;
  /** The event as a reader says it: `SUBMIT`, `always`, `after 1000`, `onDone fetchRc1Quotes`. */
  label: string;
  guard?: AtlasGuard;
  targets: string[];
  /** The spec rules the transition carries (`meta.requirements`), if any. */
  requirements: Requirement[];
}

export interface AtlasNode {
  /** The state node's id, e.g. `defaultAuto.steps.creditScore~1`: the devtools' `node` parameter. */
  id: string;
  key: string;
  /** The drawn group it sits in, if any. */
  parent?: string;
  group: boolean;
  description?: string;
  tags: string[];
  requirements: Requirement[];
  /** A flow's or chain's step (`creditScore`), from its `step:*` tag. */
  step?: string;
  /** Inner states folded into this node, by path below it (`answering`, `checking.retry`). */
  inner: string[];
  /** Every transition declared on the node or its folded states. */
  transitions: AtlasTransition[];
  final: boolean;
}

export interface AtlasEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  kind: TransitionKind;
  guard?: AtlasGuard;
}

export interface AtlasGraph {
  id: string;
  description?: string;
  nodes: AtlasNode[];
  edges: AtlasEdge[];
  /** The root's own transitions, taken from any state (listed in the machine's details, not drawn). */
  machineWide: AtlasTransition[];
}

export interface GraphOptions {
  /** Events whose transitions are listed in the details but not drawn (a flow's BACK goes to every predecessor). */
  undrawn?: readonly string[];
}

const STEP_TAG = 'step:';

type GuardLike = string | { type: string; params?: unknown } | ((...args: never[]) => unknown);

function paramsLabel(params: Record<string, unknown>): string {
  if (typeof params.step === 'string' && typeof params.index === 'number') return `${params.step}~${params.index}`;
  if (typeof params.node === 'string') return params.node;
  return `(${Object.entries(params)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ')})`;
}

/** A transition's guard by name with its params; a higher-order guard (`and`, `or`, `not`) with the guards it joins. */
export function guardOf(guard: GuardLike | undefined): AtlasGuard | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return { name: guard, label: guard };
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: GuardLike[] }).guards;
    const name = guard.name || 'inline';
    if (!inner) return { name, label: name };
    return { name, label: `${name}(${inner.map((g) => guardOf(g)?.label).join(', ')})` };
  }
  const params =
    guard.params && typeof guard.params === 'object' ? (guard.params as Record<string, unknown>) : undefined;
  return {
    name: guard.type,
    ...(params ? { params } : {}),
    label: params ? `${guard.type} ${paramsLabel(params)}` : guard.type,
  };
}

const AFTER = /^xstate\.after\.([^.]+)\./;
const DONE_ACTOR = /^xstate\.done\.actor\.(.+)$/;
const ERROR_ACTOR = /^xstate\.error\.actor\.(.+)$/;

function eventOf(event: string): { kind: TransitionKind; label: string } {
  if (event === '') return { kind: 'always', label: 'always' };
  const after = AFTER.exec(event);
  if (after) return { kind: 'after', label: `after ${after[1]}` };
  const done = DONE_ACTOR.exec(event);
  if (done) return { kind: 'done', label: `onDone ${done[1]}` };
  const error = ERROR_ACTOR.exec(event);
  if (error) return { kind: 'error', label: `onError ${error[1]}` };
  if (event.startsWith('xstate.done.state.')) return { kind: 'done', label: 'onDone' };
  return { kind: 'event', label: event };
}

/** A state node's or transition's `meta.requirements` (optional: the issue's shared contract). */
function requirementsOf(meta: unknown): Requirement[] {
  const list = (meta as { requirements?: Requirement[] } | undefined)?.requirements;
  return Array.isArray(list) ? list : [];
}

/** Every transition declared on one state node: its events, delays and invoke results, then its eventless ones. */
export function transitionsOf(node: AnyStateNode): AtlasTransition[] {
  const out: AtlasTransition[] = [];
  for (const [event, list] of node.transitions) {
    for (const t of list) {
      const guard = guardOf(t.guard as GuardLike | undefined);
      out.push({
        from: node.id,
        event,
        ...eventOf(event),
        ...(guard ? { guard } : {}),
        targets: (t.target ?? []).map((s) => s.id),
        requirements: requirementsOf(t.meta),
      });
    }
  }
  for (const t of node.always ?? []) {
    const guard = guardOf(t.guard as GuardLike | undefined);
    out.push({
      from: node.id,
      event: '',
      kind: 'always',
      label: 'always',
      ...(guard ? { guard } : {}),
      targets: (t.target ?? []).map((s) => s.id),
      requirements: requirementsOf(t.meta),
    });
  }
  return out;
}

const childrenOf = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];
const isStepNode = (node: AnyStateNode) => node.tags.some((t) => t.startsWith(STEP_TAG));

/** The states below `node`, depth first, with their path below it. */
function folded(node: AnyStateNode, prefix = ''): { path: string; node: AnyStateNode }[] {
  return childrenOf(node).flatMap((c) => {
    const path = prefix ? `${prefix}.${c.key}` : c.key;
    return [{ path, node: c }, ...folded(c, path)];
  });
}

/** The machine's graph: drawn nodes (step nodes and leaves), groups (other compound states), and the edges between. */
export function machineGraph(machine: AnyStateMachine, options: GraphOptions = {}): AtlasGraph {
  const undrawn = new Set(options.undrawn ?? []);
  const nodes: AtlasNode[] = [];
  /** Every state's id to the drawn node it is folded into (itself when drawn). */
  const drawnOf = new Map<string, string>();

  const visit = (state: AnyStateNode, parent: string | undefined) => {
    const children = childrenOf(state);
    const group = children.length > 0 && !isStepNode(state);
    const inner = group ? [] : folded(state);
    drawnOf.set(state.id, state.id);
    for (const f of inner) drawnOf.set(f.node.id, state.id);
    const step = state.tags.find((t) => t.startsWith(STEP_TAG))?.slice(STEP_TAG.length);
    nodes.push({
      id: state.id,
      key: state.key,
      ...(parent ? { parent } : {}),
      group,
      ...(state.description ? { description: state.description } : {}),
      tags: [...state.tags],
      requirements: requirementsOf(state.meta),
      ...(step ? { step } : {}),
      inner: inner.map((f) => f.path),
      transitions: [state, ...inner.map((f) => f.node)].flatMap(transitionsOf),
      final: state.type === 'final',
    });
    if (group) for (const c of children) visit(c, state.id);
  };
  for (const c of childrenOf(machine.root)) visit(c, undefined);

  const edges: AtlasEdge[] = [];
  const seen = new Set<string>();
  for (const n of nodes) {
    for (const t of n.transitions) {
      if (undrawn.has(t.event)) continue;
      for (const target of t.targets) {
        const to = drawnOf.get(target);
        // A move between a node's own inner states is in its details, not on the canvas.
        if (!to || (to === n.id && t.from !== n.id)) continue;
        const label = t.guard ? `${t.label} · ${t.guard.label}` : t.label;
        const id = `${n.id}->${to}:${label}`;
        if (seen.has(id)) continue;
        seen.add(id);
        edges.push({ id, source: n.id, target: to, label, kind: t.kind, ...(t.guard ? { guard: t.guard } : {}) });
      }
    }
  }
  return {
    id: machine.id,
    ...(machine.root.description ? { description: machine.root.description } : {}),
    nodes,
    edges,
    machineWide: transitionsOf(machine.root),
  };
}

/** The ids of the states a snapshot value names, from the machine's id down (`app.intake.defaultAuto`). */
export function activeIds(prefix: string, value: unknown): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}.${key}`, ...activeIds(`${prefix}.${key}`, inner)]);
}
