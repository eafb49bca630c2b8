import type { CompanionTypes, NoCompanion } from '../flowSetup';
import { not, stateIn } from 'xstate';
import type { ActorMap, Catalogue } from '../catalogue';
import { COMPLETE, type CompiledFlow } from '../compileFlow';
import type { FlowNode } from '../expandFlow';
import { type At, errorOf, type FlowSetup } from '../flowSetup';
import { SETTLED } from '../regions';
import type { Changed, Chart, NodeBuild, States } from './build';

// The follow-ups (docs/decisions/0046): the calls a step makes once its check has passed run together in a region of
// their own, beside the next questions; each one's default stands until it answers, never retried. A node whose way
// on asks a follow-up's answer waits for the ones still running (`following`), then routes.

/** The follow-ups still running: the region is not resting (a flow without the region has none). */
const followUpsPending = (chart: Chart) => not(stateIn(`#${chart.region}.${SETTLED}`));

/** Whether the node waits for the follow-ups still running before it goes on. */
export const waitsForFollowUps = <U, A extends ActorMap, C extends CompanionTypes = NoCompanion>({
  chart,
  n,
}: NodeBuild<U, A, C>) => chart.region !== undefined && chart.waits(n);

/** Where an applied answer goes: the node's routing, through `following` when it waits; its follow-ups started. */
export function onwardOf<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  b: NodeBuild<U, A, C>,
): string[] {
  const starts = b.q.followUps?.length ? [`#${b.chart.region}.${b.n.id}`] : [];
  return [`${b.self}.${waitsForFollowUps(b) ? 'following' : 'routing'}`, ...starts];
}

/** The `following` state of a node that waits: answered, until the follow-ups rest (or their bounded wait ran out). */
export function followingStates<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  b: NodeBuild<U, A, C>,
): States<U, A, C> {
  if (!waitsForFollowUps(b)) return {};
  return {
    following: b.s.createStateConfig({
      tags: ['state:loading', 'state:following'],
      always: { guard: not(followUpsPending(b.chart)), target: 'routing' },
    }),
  };
}

/**
 * A node's follow-ups in the follow-ups region: they run together beside the next questions; each one's default
 * stands until it answers (spec 000 section 4; never a retry). The region rests again when all have answered or the
 * bounded wait runs out, and `changed` runs on the answers with what they found.
 */
export function followingState<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  s: FlowSetup<U, A, C>,
  catalogue: Catalogue<U, A>,
  n: FlowNode,
  changed: Changed,
) {
  const at: At = { node: n.id, step: n.step, index: n.index };
  const followUps = catalogue.step(n.step).followUps ?? [];
  return s.createStateConfig({
    description: `The follow-ups of ${n.id}'s answer, running beside the next questions.`,
    entry: [{ type: 'startFollowUps', params: at }],
    type: 'parallel',
    states: Object.fromEntries(
      followUps.map((f) => [
        f.id,
        s.createStateConfig({
          initial: 'calling',
          states: {
            calling: {
              invoke: {
                src: f.actor,
                id: f.id,
                input: ({ context }) =>
                  f.input({ user: context.user, kept: context.kept, index: n.index, answer: undefined }),
                onDone: {
                  target: 'answered',
                  actions: [
                    { type: 'applyFollowUp', params: ({ event }) => ({ ...at, id: f.id, output: event.output }) },
                  ],
                },
                onError: {
                  target: 'answered',
                  actions: [
                    { type: 'followUpFailed', params: ({ event }) => ({ id: f.id, code: errorOf(event.error, f) }) },
                  ],
                },
              },
            },
            answered: { type: 'final' },
          },
        }),
      ]),
    ),
    onDone: { target: SETTLED, actions: [...changed] },
    after: { followUpWait: { target: SETTLED, actions: [{ type: 'followUpsTimedOut', params: at }, ...changed] } },
  });
}

/**
 * The follow-ups region: resting (`settled`) until a node's check answers, then that node's follow-ups; it finishes
 * with the flow (`base` names the nodes' region).
 */
export function followUpsRegion<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>(
  s: FlowSetup<U, A, C>,
  catalogue: Catalogue<U, A>,
  following: FlowNode[],
  base: string,
  changed: Changed,
) {
  return s.createStateConfig({
    description: "The calls that follow a check's answer (the address-success chain), run beside the next questions.",
    initial: SETTLED,
    states: {
      // Resting: no follow-up running. It finishes with the flow.
      [SETTLED]: { always: { guard: stateIn(`#${base}.${COMPLETE}`), target: 'done' } },
      ...Object.fromEntries(following.map((n) => [n.id, followingState(s, catalogue, n, changed)])),
      done: { type: 'final' },
    },
  });
}

/** The rules some follow-up of the flow's steps can decide (catalogue.ts `FollowUp.decides`). */
export function decidedRules<U, A extends ActorMap>(catalogue: Catalogue<U, A>, nodes: FlowNode[]): Set<string> {
  return new Set(nodes.flatMap((n) => (catalogue.step(n.step).followUps ?? []).flatMap((f) => f.decides ?? [])));
}

/**
 * Whether a node's way on asks a follow-up's answer: one of its guarded next nodes has a skip rule a follow-up
 * decides, or it can finish the flow (whose output carries what the follow-ups found).
 */
export function readsFollowUps<U, A extends ActorMap>(
  catalogue: Catalogue<U, A>,
  flow: CompiledFlow,
  decided: Set<string>,
  n: FlowNode,
): boolean {
  if (catalogue.step(n.step).terminal) return true;
  return flow.edges
    .get(n.id)!
    .some(
      (e) =>
        e.target === COMPLETE ||
        (e.guarded && e.node !== undefined && (catalogue.step(e.node.step).skip ?? []).some((r) => decided.has(r))),
    );
}
