import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ExportResponse } from '../../src/contract/crm';
import { SlackMessageResponse } from '../../src/contract/handoffs';
import { HandoffLeadResponse } from '../../src/contract/privacy';
import type { HandoffCall } from '../../src/machines/results/handoffParts';

// The hand-off actors' completions (handoffCrm, handoffSlack, handoffLead: src/actors/handoff.actor.ts) as events, for
// the charts that hand a shopper off (docs/decisions/0095): each call answered, as the contract's response schemas
// parse it, or failed (a server's refusal, and the network failing again after the actor's one more try), so every
// region ends SENT or FAILED along the generated paths.

const answers: Record<HandoffCall, () => string> = {
  crm: () => ExportResponse.parse({ success: true, exportId: '0f8fad5b-d9cb-469f-a165-70867728950e' }).exportId,
  slack: () =>
    SlackMessageResponse.parse({ success: true, messageId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }).messageId,
  lead: () =>
    HandoffLeadResponse.parse({ success: true, leadId: 'e4eaaaf2-d142-41b4-8bd8-3c1b5b7f6a0e', status: 'accepted' })
      .leadId,
};

/** Each call's answer and its failure, as the invoked actor `handoff.<call>` reports them. */
export const handoffEvents = (calls: readonly HandoffCall[]): AnyEventObject[] =>
  calls.flatMap((call) => [
    { type: `xstate.done.actor.handoff.${call}`, output: answers[call]() },
    { type: `xstate.error.actor.handoff.${call}`, error: { code: 'results_error', status: 422 } },
  ]);

/** A hand-off actor's completion among a chart's events. */
export const isHandoffEvent = (e: AnyEventObject): boolean => /^xstate\.(done|error)\.actor\.handoff\./.test(e.type);

type Walk = { state: AnyMachineSnapshot; steps: { state: AnyMachineSnapshot; event: AnyEventObject }[] };

/**
 * The hand-off regions walked on (xstate/graph's shortest paths from a path's end, on the hand-off events alone): from
 * the first path ending at each screen with hand-off calls in progress, to every way its calls end (SENT, FAILED) and the
 * hand-off's own end. Off the chart's traversal, where each call's status would multiply every other region's states.
 */
export function handoffPaths<P extends Walk>(machine: AnyStateMachine, paths: readonly P[], events: AnyEventObject[]) {
  const handoffs = events.filter(isHandoffEvent);
  const can = (s: AnyMachineSnapshot) => handoffs.filter((e) => s.can(e));
  const starts = new Map<string, P>();
  for (const p of paths) {
    const open = can(p.state).map((e) => e.type);
    if (open.length === 0) continue;
    // One start per screen (its tags) and calls still open.
    const key = JSON.stringify([[...p.state.tags].sort(), [...new Set(open)]]);
    if (!starts.has(key)) starts.set(key, p);
  }
  return [...starts.values()].flatMap((start) =>
    getShortestPaths(machine, {
      events: can,
      fromState: start.state,
      serializeState: (s) => JSON.stringify(s.value),
      limit: 1_000,
    }).map((tail) => ({ ...start, state: tail.state, steps: [...start.steps, ...tail.steps.slice(1)] })),
  );
}
