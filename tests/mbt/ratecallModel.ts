import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  getNextSnapshot,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { AutoUser, Quote } from '../../src/contract';
import { RATECALL_STEPS } from '../../src/contract/ratecall';
import { ratecallMachine } from '../../src/machines/ratecall/ratecall.machine';
import type { RatecallContext, RatecallEvent } from '../../src/machines/ratecall/ratecall.types';
import { initialUser } from '../../src/machines/intake/initialUser';
import { buildRiskProfile } from '../../server/carriers/risk';
import { CARRIERS, rateAll } from '../../server/carriers';
import { buildZipIndex } from '../../server/data/zips';
import { shortestPathToComplete } from './paths';
import { intakeModel } from './intakeModel';
import { allResponses } from './ratecallResponses';

// The rate-call lifecycle's model: RC1 completions are the sandbox carriers' real answers for real users; the chosen
// carrier's steps answer every kind of rate-call response (ratecallResponses.ts). Traversed on the machine widened to
// AnyStateMachine, so actor completions and delays are events like the shopper's.

const machine: AnyStateMachine = ratecallMachine;
/** The context of a traversed snapshot (the widened machine's snapshots carry the rate-call context). */
export const contextOf = (s: AnyMachineSnapshot): RatecallContext => s.context;

const zips = buildZipIndex();
async function carriersAnswer(user: AutoUser): Promise<Quote[]> {
  const risk = await buildRiskProfile(user, { zips, vehicleClass: async () => null });
  return rateAll(risk, [...CARRIERS], []);
}

/** A finished shopper (the shortest path through the intake) and a user with nothing to rate. */
export async function ratecallOutputs() {
  const shopper = shortestPathToComplete(intakeModel('defaultAuto')).state.context.user;
  return {
    shopper,
    quoted: { quotes: await carriersAnswer(shopper), quotesRequestId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
    declined: { quotes: await carriersAnswer(initialUser()), quotesRequestId: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b' },
  };
}

/** The delayed events of the chart (xstate names them xstate.after.<delay>.<state id>). */
const after = (delay: string, stateId: string): AnyEventObject => ({ type: `xstate.after.${delay}.${stateId}` });

/** Every event the traversal may send; at each state only those it accepts (snapshot.can) are taken. */
export function candidateEvents(outputs: Awaited<ReturnType<typeof ratecallOutputs>>): AnyEventObject[] {
  const chosen = outputs.quoted.quotes.find((q) => q.onlineBind && q.msgStatus === 'success');
  if (!chosen) throw new Error('no sandbox carrier offers online bind for the shopper');
  const shopperEvents: RatecallEvent[] = [
    { type: 'RETRY' },
    { type: 'CONTINUE_ONLINE', carrierId: chosen.carrierId, quoteId: chosen.quoteId },
    { type: 'ANSWERS_SUBMITTED', answers: { 'vehicle.1.vin': '2T1BURHE0JC074321' } },
    {
      type: 'UNDISCLOSED_DRIVERS_ANSWERED',
      answers: [{ id: 3, householdMemberStatus: 'NO_LONGER_LIVES_IN_HOUSEHOLD' }],
    },
    { type: 'COVERAGES_EDITED', coverages: { collision: '1000' } },
    { type: 'REQUOTE' },
    { type: 'PROCEED' },
    {
      type: 'PAYMENT_SUBMITTED',
      answers: { 'payment.method': 'card', 'payment.paymentToken': 'tok_c2FuZGJveHRva2VuMDAwMDAw' },
    },
    { type: 'BACK_TO_QUOTES' },
  ];
  const rc1: AnyEventObject[] = [
    { type: 'xstate.done.actor.fetchRc1Quotes', output: outputs.quoted },
    { type: 'xstate.done.actor.fetchRc1Quotes', output: outputs.declined },
    { type: 'xstate.error.actor.fetchRc1Quotes', error: { code: 'rc1_quotes_error', status: 502 } },
    after('progressTick', 'ratecall.GET_RC1_QUOTES.ticking'),
  ];
  const steps: AnyEventObject[] = RATECALL_STEPS.flatMap((step) => [
    ...allResponses(step, chosen).map(({ response }) => ({ type: `xstate.done.actor.${step}`, output: response })),
    { type: `xstate.error.actor.${step}`, error: { code: 'rc_error', status: 409, detail: 'session_conflict' } },
  ]);
  const loaders = ['CARRIER_REJECTED', 'POST_QUOTES_ERROR', 'RC_ERROR'].map((page) =>
    after('loaderReset', `ratecall.${page}.loaderShown`),
  );
  return [...rc1, ...shopperEvents, ...steps, ...loaders];
}

/** What decides the chart's transitions: the state, RC1's counts, the last outcome and its error, the progress. */
function serializeState(s: AnyMachineSnapshot) {
  const c = contextOf(s);
  const ticking = s.matches('GET_RC1_QUOTES') ? c.progress : -1;
  return JSON.stringify([
    s.value,
    ticking,
    c.quotes.length,
    c.dropped,
    c.error,
    c.outcome,
    c.errors.thrown,
    c.errors.detail,
    c.loader,
  ]);
}

export type RatecallPath = ReturnType<typeof getShortestPaths<AnyStateMachine>>[number] & { input: RatecallInputOf };
type RatecallInputOf = { user: AutoUser; server: object; rc2Prefill: boolean; continueWith?: Quote };

/** Shortest paths to every state, with the partner prefill rule off and on, then one more step out of each. */
export async function ratecallPaths() {
  const outputs = await ratecallOutputs();
  const candidates = candidateEvents(outputs);
  const events = (s: AnyMachineSnapshot) => candidates.filter((e) => s.can(e));
  const chosen = outputs.quoted.quotes.find((q) => q.onlineBind && q.msgStatus === 'success');
  const starts = [
    { rc2Prefill: false },
    { rc2Prefill: true },
    // Entered from the results with the chosen quote (docs/decisions/0014).
    { rc2Prefill: false, continueWith: chosen },
  ];
  const shortest = starts.flatMap((start) => {
    const input: RatecallInputOf = { user: outputs.shopper, server: {}, ...start };
    return getShortestPaths(machine, { events, serializeState, input, limit: 20_000 }).map((p) => ({ ...p, input }));
  });
  // The transition cover: every way out of every state a shortest path ends in.
  const cover = shortest.flatMap((p) =>
    events(p.state).map((event) => {
      const state = getNextSnapshot(machine, p.state, event);
      return { ...p, state, steps: [...p.steps, { state, event }] };
    }),
  );
  return { paths: [...shortest, ...cover], outputs };
}

/** Every state node of the chart and every transition it defines (events, delays, actor completions, guards). */
export function chartOf(m: AnyStateMachine = machine) {
  const nodes: AnyStateNode[] = [];
  const walk = (n: AnyStateNode) => {
    nodes.push(n);
    for (const child of Object.values(n.states)) walk(child);
  };
  walk(m.root);
  const transitions = nodes.flatMap((n) => [...n.transitions.values()].flat());
  return { nodes: nodes.slice(1), transitions };
}

/** The ids of the state nodes a snapshot is in. */
function activeIds(value: unknown, prefix = 'ratecall'): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => [
    `${prefix}.${key}`,
    ...activeIds(v, `${prefix}.${key}`),
  ]);
}

/** Nodes reached and transitions taken along `paths` (each step's transition found by xstate itself). */
export function ratecallCoverage(paths: RatecallPath[]) {
  const chart = chartOf();
  const reached = new Set<string>();
  const taken = new Set<unknown>();
  for (const p of paths) {
    p.steps.forEach((step, i) => {
      for (const id of activeIds(step.state.value)) reached.add(id);
      // The initial microstep passes START, whose eventless choice settles on RC1 or the chosen quote's session.
      if (i === 0) reached.add('ratecall.START');
      if (i > 0) for (const t of machine.getTransitionData(p.steps[i - 1].state, step.event)) taken.add(t);
    });
  }
  const label = (t: (typeof chart.transitions)[number]) =>
    `${t.source.id} ${t.eventType}${t.guard ? ` [${typeof t.guard === 'object' && 'type' in t.guard ? t.guard.type : 'guard'}]` : ''} -> ${(t.target ?? []).map((n) => n.id).join(',')}`;
  return {
    machine: ratecallMachine.id,
    nodes: { reached: chart.nodes.filter((n) => reached.has(n.id)).length, total: chart.nodes.length },
    transitions: { covered: chart.transitions.filter((t) => taken.has(t)).length, total: chart.transitions.length },
    missingNodes: chart.nodes.filter((n) => !reached.has(n.id)).map((n) => n.id),
    missingTransitions: chart.transitions.filter((t) => !taken.has(t)).map(label),
  };
}
