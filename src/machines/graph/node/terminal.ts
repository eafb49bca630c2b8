import type { CompanionTypes, NoCompanion } from '../flowSetup';
import type { ActorMap } from '../catalogue';
import { COMPLETE } from '../compileFlow';
import { errorOf } from '../flowSetup';
import { argsOf, type NodeBuild, type States, routeOf } from './build';

// The way on and the terminal page (docs/decisions/0012). An answer applied (and checked) enters the node's
// `routing`, which runs what the catalogue asks on changed answers and goes to the first next node that shows. A
// terminal page (a knockout) has no next node: its answer finishes the flow at once, and the flow's output names it.

/** A terminal page's tag, which the screens read. */
export const terminalTags = <U, A extends ActorMap, C extends CompanionTypes = NoCompanion>({
  q,
}: NodeBuild<U, A, C>) => (q.terminal ? ['state:terminal'] : []);

/** The node's `routing` state: the next node that shows, or the flow's end from a terminal page. */
export function routingStates<U, A extends ActorMap, C extends CompanionTypes = NoCompanion>({
  s,
  q,
  chart,
  n,
  changed,
  catalogue,
}: NodeBuild<U, A, C>): States<U, A, C> {
  const edges = chart.flow.edges.get(n.id)!;
  const gated = q.terminal ? undefined : edges.find((e) => e.node && catalogue.step(e.node.step).gate)?.node;
  if (!gated) {
    return {
      routing: s.createStateConfig({
        entry: [...changed],
        always: q.terminal ? { target: chart.to(COMPLETE) } : routeOf(chart, edges, n),
      }),
    };
  }
  // A gated step ahead (catalogue.ts `Gate`): when the way on would reach it, its decision is asked first, then the
  // route reads what it applied (or its fallback).
  const gate = catalogue.step(gated.step).gate!;
  const step = gated.step;
  // The gated step first on the way on, hidden by nothing but what the gate decides: it is always asked (the 4th
  // driver's last step, where no summary follows), so there is nothing to choose.
  const always =
    edges[0]?.node === gated && !gated.loop && (catalogue.step(step).skip ?? []).every((r) => gate.decides.includes(r));
  return {
    routing: s.createStateConfig({
      entry: [...changed],
      initial: always ? 'deciding' : 'choosing',
      states: {
        ...(always
          ? {}
          : {
              choosing: {
                always: [
                  { guard: { type: 'reachesGate' as const, params: { node: n.id } }, target: 'deciding' },
                  { target: 'decided' },
                ],
              },
            }),
        deciding: {
          tags: ['state:loading', 'state:deciding'],
          description: `Asks ${gate.actor} before ${step}'s skip rules are read.`,
          invoke: {
            src: gate.actor,
            id: gate.actor,
            input: ({ context }) => gate.input(argsOf(n, context, undefined)),
            onDone: {
              target: 'decided',
              actions: [{ type: 'applyGate', params: ({ event }) => ({ step, output: event.output }) }, ...changed],
            },
            onError: {
              target: 'decided',
              actions: [
                { type: 'gateFallback', params: { step } },
                { type: 'gateFailed', params: ({ event }) => ({ step, code: errorOf(event.error, gate) }) },
                ...changed,
              ],
            },
          },
        },
        decided: { always: routeOf(chart, edges, n) },
      },
    }),
  };
}
