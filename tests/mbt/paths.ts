import {
  type AnyStateMachine,
  type EventFromLogic,
  getInitialSnapshot,
  getNextSnapshot,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { COMPLETE } from '../../src/machines/graph/compileFlow';
import { stepsValue } from '../../src/machines/graph/regions';
import type { IntakeInput } from '../../src/machines/intake/intake.types';
import type { IntakeMachine } from '../../src/machines/intake/intake.machine';
import { TRAVERSAL_LIMIT, lineModel, type IntakeModel, type Pinned } from './intakeModel';
import { cachedPaths, keyOf, type Path } from './pathCache';

// Paths generated from a flow's machine, and what they cover, for the Vitest and Playwright suites and qa:coverage.
// Generated once for every consumer (pathCache.ts, decision 0061).

/** The node a snapshot's value is at (in the `steps` region of a flow with follow-ups), or `complete`. */
export const nodeOf = (value: unknown) => {
  const steps = stepsValue(value as StateValue);
  return typeof steps === 'string' ? steps : Object.keys(steps)[0];
};

/** Any line's flow model (auto's by default); its paths are typed by its machine. */
type AnyModel<M extends AnyStateMachine = AnyStateMachine> = IntakeModel<string, M>;

/** The model typed as auto's: xstate/graph's types cannot follow a machine type left open. */
const asTraversed = (model: AnyModel) => model as unknown as IntakeModel;

function shortestPaths<M extends AnyStateMachine>(model: AnyModel<M>, input: IntakeInput | undefined) {
  const m = asTraversed(model);
  return getShortestPaths(m.machine, {
    events: m.eventsFor,
    serializeState: m.serializeState,
    limit: TRAVERSAL_LIMIT,
    input,
  }).map((p) => ({ ...p, input }) as unknown as GeneratedPath<M>);
}
/** A generated path, with the input its walk starts from (fresh, or answers brought back to be edited). */
export type GeneratedPath<M extends AnyStateMachine = IntakeMachine> = Path<
  SnapshotFrom<M>,
  EventFromLogic<M>,
  IntakeInput | undefined
>;

/**
 * Paths from three starts: a fresh shopper; a shopper back from quotes to edit a household of four vehicles and
 * four drivers (the app hands the intake its answers), the only way a loop item exists before its summary asks;
 * and answers carried from another flow, the only way a rule that no step of this flow can change ever holds.
 */
export function generatePaths<M extends AnyStateMachine>(model: AnyModel<M>): GeneratedPath<M>[] {
  return cachedPaths(`intake.${model.flowId}`, model.machine, () => {
    const fresh = shortestPaths(model, undefined);
    const household = householdOf(model);
    const carried = carriedOf(model).flatMap((user) => shortestPaths(model, { user } as IntakeInput));
    return [...fresh, ...(household ? shortestPaths(model, { user: household } as IntakeInput) : []), ...carried];
  }) as GeneratedPath<M>[];
}

const defaultFlowUsers = new Map<string, unknown[]>();
/** Every shopper the line's default flow's paths reach (built once). */
function usersOfDefaultFlow(model: AnyModel): unknown[] {
  const { line } = model;
  const known = defaultFlowUsers.get(line.defaultFlow);
  if (known) return known;
  const users = generatePaths(lineModel(line, line.defaultFlow)).map((p) => p.state.context.user as unknown);
  defaultFlowUsers.set(line.defaultFlow, users);
  return users;
}

/**
 * Answers carried from another flow (an intake's input may come from an earlier flow): where a flow tests skip rules
 * that none of its steps can change (carrier's "not currently insured" in a flow that never asks it), one start per
 * verdict of those rules that a fresh shopper lacks, taken from the shoppers the default flow reaches.
 */
function carriedOf(model: AnyModel): unknown[] {
  const { line, flowId } = model;
  if (flowId === line.defaultFlow && !line.carriedStarts) return [];
  const catalogue = line.catalogueOf(flowId);
  const steps = new Set(model.compiled.nodes.map((n) => n.step));
  const inherited = model.compiled.nodes.flatMap((n) =>
    (catalogue.step(n.step).skip ?? [])
      .filter((rule) => !catalogue.rules[rule].changedBy.some((s) => steps.has(s)))
      .map((rule) => ({ rule, index: n.index })),
  );
  if (!inherited.length) return [];
  const verdicts = (u: unknown) =>
    inherited.map(({ rule, index }) => Number(catalogue.rules[rule].test(u as never, index))).join('');
  // A fresh shopper: the flow's own start without input.
  const seen = new Set([verdicts(getInitialSnapshot(model.machine, {}).context.user)]);
  const out: unknown[] = [];
  for (const user of line.carriedStarts?.() ?? usersOfDefaultFlow(model)) {
    const key = verdicts(user);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(user);
  }
  return out;
}

/** The answers of a walk that says Yes to every summary, when the flow has loops. */
function householdOf(model: AnyModel): unknown {
  if (!model.compiled.nodes.some((n) => n.summary)) return undefined;
  const path = shortestPathToComplete(model, { vehicleSummary: ['Yes'], driverSummary: ['Yes'] });
  return path.state.context.user;
}

/**
 * The shortest path to the end of the flow with some answers pinned, without failures, every call answering as the
 * sandbox does (for the browser).
 */
export function shortestPathToComplete<M extends AnyStateMachine>(
  model: AnyModel<M>,
  pinned: Pinned = {},
): GeneratedPath<M> {
  // Not kept on disk: a path rebuilt from its events ends in its own walk's state, where xstate/graph gives the first
  // snapshot that reached that state. The finished shopper the browser suites buy with (savedShopper.ts) is the
  // latter, and a carrier's re-rate of a changed coverage depends on who that shopper is.
  const name = `${model.flowId}.${keyOf(pinned)}`;
  const known = completePaths.get(name);
  if (known) return known as GeneratedPath<M>;
  const path = findPathToComplete(model, pinned);
  completePaths.set(name, path);
  return path;
}
const completePaths = new Map<string, GeneratedPath<AnyStateMachine>>();

function findPathToComplete<M extends AnyStateMachine>(model: AnyModel<M>, pinned: Pinned): GeneratedPath<M> {
  // No call fails but a follow-up the sandbox itself fails (tiers where the agency sells none), and each follow-up
  // answers as the sandbox does for a shopper entering by the flow's URL: the browser repeats these walks.
  const m = asTraversed(model);
  const events = (s: SnapshotFrom<IntakeMachine>) =>
    m
      .eventsWith(pinned)(s)
      .filter((e) => m.sandboxCouldAnswer(s, e))
      .filter((e) => !e.type.startsWith('xstate.error.') || /\.(phoneNumber|eligibility|tiers)$/.test(e.type));
  const paths = getShortestPaths(m.machine, {
    events,
    serializeState: m.serializeState,
    limit: TRAVERSAL_LIMIT,
    toState: (s) => s.status === 'done',
  }) as unknown as Omit<GeneratedPath<M>, 'input'>[];
  if (!paths.length) throw new Error(`${model.flowId}: no path to complete with ${JSON.stringify(pinned)}`);
  return { ...paths.sort((a, b) => a.steps.length - b.steps.length)[0], input: undefined };
}

/**
 * One path per transition taken from a reached state: the shortest path to the state plus one event. Shortest
 * paths alone hold one way into each state; these hold every way out (the transition cover).
 */
export function generateTransitionPaths<M extends AnyStateMachine>(
  model: AnyModel<M>,
  paths: GeneratedPath<M>[] = generatePaths(model),
): GeneratedPath<M>[] {
  const hit = transitionPaths.get(paths);
  if (hit) return hit as GeneratedPath<M>[];
  const out: GeneratedPath<M>[] = [];
  for (const p of paths) {
    for (const event of model.eventsFor(p.state)) {
      const next = getNextSnapshot(model.machine as AnyStateMachine, p.state, event) as SnapshotFrom<M>;
      out.push({ ...p, state: next, steps: [...p.steps, { state: next, event }], weight: p.steps.length });
    }
  }
  transitionPaths.set(paths, out);
  return out;
}
/** Each flow's transition paths, once a process (its paths are `generatePaths`'s, the same array each call). */
const transitionPaths = new WeakMap<object, unknown[]>();

/** The sequence of nodes a path passes through (consecutive duplicates folded). */
export function nodesAlong(path: GeneratedPath<AnyStateMachine>): string[] {
  const seq: string[] = [];
  for (const step of path.steps) {
    const n = nodeOf(step.state.value);
    if (seq.at(-1) !== n) seq.push(n);
  }
  return seq;
}

/** The shortest generated path to each node. */
export function shortestPerNode<P extends { state: { value: unknown }; steps: unknown[] }>(paths: P[]): Map<string, P> {
  const best = new Map<string, P>();
  for (const p of paths) {
    const n = nodeOf(p.state.value);
    if (!best.has(n) || best.get(n)!.steps.length > p.steps.length) best.set(n, p);
  }
  return best;
}

export interface Coverage {
  machine: string;
  nodes: { reached: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/**
 * Nodes: every compiled state (question nodes and `complete`). Transitions: every node-to-node edge the compiler
 * emitted, forward (SUBMIT's guarded list) and back (BACK to each possible predecessor).
 */
export function coverageOf<M extends AnyStateMachine>(model: AnyModel<M>, paths: GeneratedPath<M>[]): Coverage {
  const { compiled } = model;
  const allNodes = [...compiled.nodes.map((n) => n.id as string), COMPLETE];
  const edges = new Set<string>();
  for (const [from, list] of compiled.edges) for (const e of list) edges.add(`${from}>${e.target}`);
  for (const [to, preds] of compiled.predecessors) for (const p of preds) edges.add(`${to}<${p}`);

  const reached = new Set<string>();
  const covered = new Set<string>();
  for (const p of paths) {
    const seq = nodesAlong(p);
    seq.forEach((n, i) => {
      reached.add(n);
      if (i > 0) {
        covered.add(`${seq[i - 1]}>${n}`);
        // The suites walk BACK from every reached node to the node before it.
        if (n !== COMPLETE) covered.add(`${n}<${seq[i - 1]}`);
      }
    });
  }
  return {
    machine: model.flowId,
    nodes: {
      reached: allNodes.filter((n) => reached.has(n)).length,
      total: allNodes.length,
      missing: allNodes.filter((n) => !reached.has(n)),
    },
    transitions: {
      covered: [...edges].filter((e) => covered.has(e)).length,
      total: edges.size,
      missing: [...edges].filter((e) => !covered.has(e)),
    },
  };
}
