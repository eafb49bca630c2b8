import type { AnyActor, Snapshot } from 'xstate';

// The model-based suites' replay, machine-free: generated paths merged by shared prefix, and every step of the merged
// paths sent once on real actors (docs/decisions/0030, 0035).

/** A generated path as the replay reads it: where it starts, and each step's event and the state predicted after it. */
export interface ReplayPath<I, E, S> {
  input?: I;
  steps: readonly { event: E; state: S }[];
}

/** A step of merged paths: the event taken, the state predicted after it, how many paths end here, what follows. */
export interface PathStep<E, S> {
  event: E;
  state: S;
  /** The paths given that end at this step (0 where paths only pass through). */
  ends: number;
  next: PathStep<E, S>[];
}

/** Paths from one start, merged where they share a prefix. */
export interface PathTree<I, E, S> {
  input: I | undefined;
  /** The state the start was predicted in (the paths' first step). */
  state: S;
  /** The paths given that are the start alone. */
  ends: number;
  /** The paths given from this start. */
  paths: number;
  next: PathStep<E, S>[];
}

/**
 * The paths merged by shared prefix, one tree per start (inputs equal as JSON): a step many paths take from the same
 * prefix is one step here. Walking every step of the trees once passes every step of every path given, in a fraction
 * of the events (the paths of a chart share most of their steps).
 */
export function pathTrees<I, E, S>(paths: readonly ReplayPath<I, E, S>[]): PathTree<I, E, S>[] {
  const trees = new Map<string, PathTree<I, E, S>>();
  /** Each tree's or step's next steps by event. */
  const nextByEvent = new Map<PathTree<I, E, S> | PathStep<E, S>, Map<string, PathStep<E, S>>>();
  for (const p of paths) {
    const start = JSON.stringify(p.input ?? null);
    let tree = trees.get(start);
    if (!tree) {
      tree = { input: p.input, state: p.steps[0].state, ends: 0, paths: 0, next: [] };
      trees.set(start, tree);
    }
    tree.paths += 1;
    let at: PathTree<I, E, S> | PathStep<E, S> = tree;
    for (const step of p.steps.slice(1)) {
      const key = JSON.stringify(step.event);
      let index = nextByEvent.get(at);
      if (!index) {
        index = new Map();
        nextByEvent.set(at, index);
      }
      let child = index.get(key);
      if (!child) {
        child = { event: step.event, state: step.state, ends: 0, next: [] };
        at.next.push(child);
        index.set(key, child);
      }
      at = child;
    }
    at.ends += 1;
  }
  return [...trees.values()];
}

export interface Replay<I, E, S, A extends AnyActor> {
  /** A started actor for the start's input, from the persisted snapshot where paths part. */
  start: (input: I | undefined, persisted?: Snapshot<unknown>) => A;
  /**
   * Asserts the actor's snapshot after the event is the state the traversal predicted; at the start there is no event
   * and no snapshot before.
   */
  check: (
    snapshot: ReturnType<A['getSnapshot']>,
    predicted: S,
    event: E | undefined,
    before: ReturnType<A['getSnapshot']> | undefined,
  ) => void;
}

/**
 * Replays a tree on real actors, each step once, checking every step: one actor walks down the tree, and where paths
 * part the actor's persisted snapshot (what the app keeps across reloads) starts one more actor per other way.
 * Returns the steps sent and the paths whose end was checked (the tree's `paths` when the walk went everywhere).
 */
export function replayTree<I, E, S, A extends AnyActor>(
  tree: PathTree<I, E, S>,
  { start, check }: Replay<I, E, S, A>,
): { steps: number; ends: number } {
  let steps = 0;
  let ends = tree.ends;
  const follow = (actor: A, next: PathStep<E, S>[]) => {
    const persisted = next.length > 1 ? actor.getPersistedSnapshot() : undefined;
    next.forEach((step, i) => {
      // The actor itself takes the last way, once the others have started from its snapshot.
      const a = i === next.length - 1 ? actor : start(tree.input, persisted);
      const before = a.getSnapshot();
      (a.send as (event: E) => void)(step.event);
      steps += 1;
      check(a.getSnapshot(), step.state, step.event, before);
      ends += step.ends;
      follow(a, step.next);
    });
    if (!next.length) actor.stop();
  };
  const actor = start(tree.input);
  check(actor.getSnapshot(), tree.state, undefined, undefined);
  follow(actor, tree.next);
  return { steps, ends };
}

/**
 * Every distinct step of the trees once, with the state before it: the start (no event, nothing before) and then
 * each merged step, depth first. What a path's steps say pairwise (coverage), without the prefixes paths share.
 */
export function forEachStep<I, E, S>(
  trees: readonly PathTree<I, E, S>[],
  visit: (state: S, event: E | undefined, before: S | undefined) => void,
): void {
  const down = (before: S, next: PathStep<E, S>[]) => {
    for (const step of next) {
      visit(step.state, step.event, before);
      down(step.state, step.next);
    }
  };
  for (const tree of trees) {
    visit(tree.state, undefined, undefined);
    down(tree.state, tree.next);
  }
}
