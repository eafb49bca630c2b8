import type { ActorMap, Catalogue, ChoiceOption, Requirement, StepContract } from '../catalogue';
import type { CompiledFlow, ForwardEdge } from '../compileFlow';
import type { FlowNode } from '../expandFlow';
import type { At, Companion, CompanionTypes, FlowSetup, NoCompanion } from '../flowSetup';

// What every node builder is given (node/*.ts): the node, its step's contract, where the flow's states are, and the
// machine's setup. Each builder returns the part of the node's state config its concern adds (nodeState.ts).

/**
 * Where a flow's states are: a flow with follow-ups is two regions (`steps`, the nodes, and `followUps`, the calls
 * that run on beside them); else the nodes are the machine's own states. `to` names a node (or `complete`) by id.
 */
export interface Chart {
  flow: CompiledFlow;
  to: (target: string) => string;
  /** The follow-ups region's id when the flow has one. */
  region?: string;
  /** Whether a node's way on asks a follow-up's answer: it waits for the follow-ups still running (followUps.ts). */
  waits: (n: FlowNode) => boolean;
  /** The requirements of the skip rules that can hide a node (`skipRequirements`); none when absent. */
  skips?: (n: FlowNode) => readonly Requirement[];
}

/** The requirements of a step's skip rules (those the rules declare), in the step's order. */
export function skipRequirements<U, A extends ActorMap>(catalogue: Catalogue<U, A>, step: string): Requirement[] {
  return (catalogue.step(step).skip ?? []).flatMap((name) => catalogue.rules[name].requirement ?? []);
}

/** Requirements once each, by id. */
export const uniqueRequirements = (list: readonly Requirement[]): Requirement[] => [
  ...new Map(list.map((r) => [r.id, r])).values(),
];

/** `meta.requirements` of a state or transition (the common contract, docs/decisions/0079), when it has some. */
export const requirementsMeta = (list: readonly Requirement[]) =>
  list.length ? { meta: { requirements: uniqueRequirements(list) } } : {};

/** A state's config, as the machine's setup types it. */
export type StateConfig<U, A extends ActorMap, C extends CompanionTypes = NoCompanion> = Parameters<
  FlowSetup<U, A, C>['createStateConfig']
>[0];
/** Named states, as a builder adds them to its node. */
export type States<U, A extends ActorMap, C extends CompanionTypes = NoCompanion> = Record<
  string,
  StateConfig<U, A, C>
>;
/** An event's transitions (a press's list, first match taken). */
export type Transitions<U, A extends ActorMap, C extends CompanionTypes = NoCompanion> = NonNullable<
  StateConfig<U, A, C>['on']
>['SUBMIT'];

export interface NodeBuild<U, A extends ActorMap, C extends CompanionTypes = NoCompanion> {
  s: FlowSetup<U, A, C>;
  catalogue: Catalogue<U, A>;
  chart: Chart;
  n: FlowNode;
  q: StepContract<U>;
  at: At;
  /** The node's own state, by id. */
  self: string;
  /** What runs each time the answers change (an answer, a check or the follow-ups applied): `changedActions`. */
  changed: Changed;
}

/** The actions run on changed answers: the companion told, for a flow that has one (the intake's user save). */
export type Changed = readonly 'answersChanged'[];
export const changedActions = <U, C extends CompanionTypes>(companion: Companion<U, C> | undefined): Changed =>
  companion ? ['answersChanged'] : [];

export function nodeBuild<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  s: FlowSetup<U, A, C>,
  catalogue: Catalogue<U, A>,
  chart: Chart,
  n: FlowNode,
  changed: Changed,
): NodeBuild<U, A, C> {
  return {
    s,
    catalogue,
    chart,
    n,
    q: catalogue.step(n.step),
    at: { node: n.id, step: n.step, index: n.index },
    self: chart.to(n.id),
    changed,
  };
}

/** What a call is given from the context: the answers, what the follow-ups kept, the item and the answer. */
export const argsOf = <U>(n: FlowNode, context: { user: U; kept: Record<string, unknown> }, answer: unknown) => ({
  user: context.user,
  kept: context.kept,
  index: n.index,
  answer,
});

/** Options of a load or suggestion: what the actor answered, when it is a list of options. */
export function optionsOf(output: unknown): ChoiceOption[] {
  return Array.isArray(output) ? output.filter((o): o is ChoiceOption => typeof o?.value === 'string') : [];
}

export const showsParams = (n: FlowNode) => ({ step: n.step, index: n.index, loop: n.loop, summary: n.summary });

/**
 * A guarded routing list: each target taken if it shows in the answers, the last one unguarded. Each route carries
 * the requirements of the skip rules that can hide the nodes it passes over (from `from`, or the flow's start).
 */
export function routeOf(chart: Chart, edges: ForwardEdge[], from?: FlowNode) {
  const { nodes } = chart.flow;
  const start = from ? nodes.indexOf(from) + 1 : 0;
  const passed = (e: ForwardEdge) => nodes.slice(start, e.node ? nodes.indexOf(e.node) : nodes.length);
  return edges.map((e) => ({
    target: chart.to(e.target),
    ...(e.guarded && e.node ? { guard: { type: 'shows' as const, params: showsParams(e.node) } } : {}),
    ...requirementsMeta(chart.skips ? passed(e).flatMap(chart.skips) : []),
  }));
}
