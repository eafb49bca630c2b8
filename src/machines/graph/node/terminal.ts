import type { CompanionTypes, NoCompanion } from '../flowSetup';
import type { ActorMap } from '../catalogue';
import { COMPLETE } from '../compileFlow';
import { type NodeBuild, type States, routeOf } from './build';

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
}: NodeBuild<U, A, C>): States<U, A, C> {
  return {
    routing: s.createStateConfig({
      entry: [...changed],
      always: q.terminal ? { target: chart.to(COMPLETE) } : routeOf(chart, chart.flow.edges.get(n.id)!, n),
    }),
  };
}
