// The covering walk behind `npm run qa:paths` (docs/decisions/0080): the state graph a machine's generated paths
// already hold (each state once, by the model's serializeState), walked greedily from a start to the nearest
// transition no walk has taken yet, again and again, then from a start again; so every transition the generated paths
// take is in some plan, with far fewer steps than the paths themselves. Steps are sent on the real machine as the
// walk goes, so a plan is one session a tester can follow, each answer valid for the answers before it.

/** A step of a plan: the event sent and the snapshot after it (the first step is the start). */
export interface WalkStep<S, E> {
  event: E;
  state: S;
  /** The machine's transitions this step takes (ids of `WalkSource.transitions`). */
  took: string[];
}

export interface WalkSource<S, E> {
  /** Generated paths: each one's first step is its start. */
  paths: readonly { input?: unknown; steps: readonly { state: S; event: E }[] }[];
  /** What decides where the machine can go from a snapshot (the model's serializeState). */
  key: (s: S) => string;
  next: (s: S, e: E) => S;
  /** The transitions (ids) a step takes. */
  took: (before: S, event: E, after: S) => string[];
  /**
   * Events tried after every step of a walk, on the real snapshot (BACK: where it goes depends on the way the walk
   * came, which the graph's states leave out), and the walk's way back to where it was (by `eventsFor`).
   */
  probe?: (s: S) => E[];
  /** The transitions a probe after a step taking `took` would take (so walks are planned through that step). */
  enables?: (took: string) => string[];
  /** The events the model offers at a snapshot: the way back after a probe. */
  eventsFor?: (s: S) => E[];
}

interface Edge<E> {
  event: E;
  to: string;
  took: string[];
}
interface Vertex<S, E> {
  state: S;
  out: Edge<E>[];
}

/** The state graph of the paths: each state once, each way out of it once. */
function graphOf<S, E>(source: WalkSource<S, E>) {
  const keys = new WeakMap<object, string>();
  const keyOf = (s: S) => {
    let k = keys.get(s as object);
    if (k === undefined) {
      k = source.key(s);
      keys.set(s as object, k);
    }
    return k;
  };
  const graph = new Map<string, Vertex<S, E>>();
  const seen = new Set<string>();
  const vertex = (s: S) => {
    const k = keyOf(s);
    let v = graph.get(k);
    if (!v) {
      v = { state: s, out: [] };
      graph.set(k, v);
    }
    return k;
  };
  const addEdge = (from: string, before: S, event: E, after: S) => {
    const to = vertex(after);
    const id = `${from}\n${JSON.stringify(event)}\n${to}`;
    if (seen.has(id)) return;
    seen.add(id);
    graph.get(from)!.out.push({ event, to, took: source.took(before, event, after) });
  };
  const starts: { key: string; input: unknown; state: S }[] = [];
  const startKeys = new Set<string>();
  for (const p of source.paths) {
    let prev = p.steps[0].state;
    const start = vertex(prev);
    const startId = `${JSON.stringify(p.input ?? null)}\n${start}`;
    if (!startKeys.has(startId)) {
      startKeys.add(startId);
      starts.push({ key: start, input: p.input, state: prev });
    }
    for (const step of p.steps.slice(1)) {
      addEdge(keyOf(prev), prev, step.event, step.state);
      prev = step.state;
    }
  }
  return { graph, starts, keyOf };
}

/** The fewest edges from `from` to an edge taking a transition in `wanted` (breadth first), or null. */
function nearest<S, E>(
  graph: Map<string, Vertex<S, E>>,
  from: string,
  wanted: Set<string>,
  enables: (took: string) => string[],
): Edge<E>[] | null {
  const via = new Map<string, { prev: string; edge: Edge<E> } | null>([[from, null]]);
  let frontier = [from];
  while (frontier.length) {
    const next: string[] = [];
    for (const k of frontier) {
      for (const edge of graph.get(k)?.out ?? []) {
        if (edge.took.some((t) => wanted.has(t) || enables(t).some((x) => wanted.has(x)))) {
          const route = [edge];
          for (let at = via.get(k); at; at = via.get(at.prev)) route.unshift(at.edge);
          return route;
        }
        if (!via.has(edge.to)) {
          via.set(edge.to, { prev: k, edge });
          next.push(edge.to);
        }
      }
    }
    frontier = next;
  }
  return null;
}

export interface Walk<S, E> {
  input: unknown;
  steps: WalkStep<S, E>[];
}

export interface Walks<S, E> {
  walks: Walk<S, E>[];
  /** Transitions the walks take. */
  covered: Set<string>;
  /** Transitions some generated path takes that no walk could (the model's states diverged): should be empty. */
  missed: string[];
}

/**
 * Greedy covering walks: from the start nearest to a transition not yet taken, to it, then on to the next nearest
 * from where the walk is, until none is reachable; then a new walk. Each edge is sent on the walk's real snapshot:
 * one of the model's events that leads to the planned state, else the graph's own. Walks start where their paths
 * start (the same snapshot: a chart's context may hold the time it started).
 */
export function coveringWalks<S, E>(source: WalkSource<S, E>): Walks<S, E> {
  const { graph, starts, keyOf } = graphOf(source);
  const enables = source.enables ?? (() => []);
  const wanted = new Set<string>();
  for (const v of graph.values())
    for (const e of v.out) for (const t of e.took) for (const x of [t, ...enables(t)]) wanted.add(x);
  const covered = new Set<string>();
  const walks: Walk<S, E>[] = [];
  const missed: string[] = [];
  const tries = new Map<string, number>();
  for (;;) {
    let best: { start: (typeof starts)[number]; route: Edge<E>[] } | null = null;
    for (const start of starts) {
      const route = nearest(graph, start.key, wanted, enables);
      if (route && (!best || route.length < best.route.length)) best = { start, route };
    }
    if (!best) break;
    let state = best.start.state;
    const steps: WalkStep<S, E>[] = [{ event: { type: 'xstate.init' } as E, state, took: [] }];
    let route: Edge<E>[] | null = best.route;
    while (route) {
      for (const edge of route as Edge<E>[]) {
        const sent: WalkStep<S, E> | null = send(source, state, edge, keyOf);
        if (!sent) {
          // The planned step cannot be sent from here: what the route was for is given up on.
          const target = (route as Edge<E>[]).at(-1)!.took;
          for (const t of [...edge.took, ...target, ...target.flatMap(enables)]) if (wanted.delete(t)) missed.push(t);
          route = null;
          break;
        }
        const taken = [sent, ...probe(source, sent.state, wanted, keyOf)];
        for (const step of taken) {
          steps.push(step);
          for (const t of step.took) {
            covered.add(t);
            wanted.delete(t);
          }
        }
        state = taken.at(-1)!.state;
        if (state !== sent.state && keyOf(state) !== keyOf(sent.state)) break;
      }
      // A step sent with another event may take other transitions than planned: the planned ones are given up on.
      // One a probe may take at a later step (once a screen has loaded) is tried a few times first.
      for (const t of route?.at(-1)?.took ?? []) if (wanted.delete(t)) missed.push(t);
      for (const t of route?.at(-1)?.took.flatMap(enables) ?? []) {
        if (!wanted.has(t)) continue;
        tries.set(t, (tries.get(t) ?? 0) + 1);
        if (tries.get(t)! >= 3 && wanted.delete(t)) missed.push(t);
      }
      if (route) route = graph.has(keyOf(state)) ? nearest(graph, keyOf(state), wanted, enables) : null;
    }
    if (steps.length > 1) walks.push({ input: best.start.input, steps });
  }
  return { walks, covered, missed: missed.filter((t) => !covered.has(t)).sort() };
}

/**
 * The probes that take a wanted transition from here, each followed by the shortest way back to this state (by the
 * model's events, a few steps at most); when there is none, the walk stays where the probe left it.
 */
function probe<S, E>(source: WalkSource<S, E>, at: S, wanted: Set<string>, keyOf: (s: S) => string): WalkStep<S, E>[] {
  const out: WalkStep<S, E>[] = [];
  for (const event of source.probe?.(at) ?? []) {
    const after = source.next(at, event);
    const took = source.took(at, event, after);
    if (!took.some((t) => wanted.has(t))) continue;
    out.push({ event, state: after, took });
    const home = wayBack(source, after, keyOf(at), keyOf);
    if (!home) return out;
    out.push(...home);
  }
  return out;
}

function wayBack<S, E>(source: WalkSource<S, E>, from: S, to: string, keyOf: (s: S) => string) {
  let frontier: { state: S; steps: WalkStep<S, E>[] }[] = [{ state: from, steps: [] }];
  const seen = new Set([keyOf(from)]);
  for (let depth = 0; depth < 4 && frontier.length; depth += 1) {
    const next: typeof frontier = [];
    for (const { state, steps } of frontier)
      for (const event of source.eventsFor?.(state) ?? []) {
        const after = source.next(state, event);
        const k = keyOf(after);
        const path = [...steps, { event, state: after, took: source.took(state, event, after) }];
        if (k === to) return path;
        if (!seen.has(k)) {
          seen.add(k);
          next.push({ state: after, steps: path });
        }
      }
    frontier = next;
  }
  return null;
}

function send<S, E>(source: WalkSource<S, E>, state: S, edge: Edge<E>, keyOf: (s: S) => string) {
  // The model's events at the walk's own snapshot first: a call's answer drawn from these answers (the address in
  // the ZIP given), not from those of the path the edge was found on.
  const candidates = [...(source.eventsFor?.(state) ?? []), edge.event];
  for (const event of candidates) {
    const after = source.next(state, event);
    if (keyOf(after) !== edge.to) continue;
    return { event, state: after, took: source.took(state, event, after) };
  }
  return null;
}
