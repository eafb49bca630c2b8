import { getShortestPaths } from 'xstate/graph';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { AutoUser, Quote } from '../../src/contract';
import { ratecallMachine } from '../../src/machines/ratecall/ratecall.machine';
import { initialUser } from '../../src/machines/intake/initialUser';
import { buildRiskProfile } from '../../server/carriers/risk';
import { CARRIERS, rateAll } from '../../server/carriers';
import { buildZipIndex } from '../../server/data/zips';
import { shortestPathToComplete } from './paths';
import { intakeModel } from './intakeModel';

// The RC1 lifecycle's model: completions are the sandbox carriers' real answers for real users.

type Snapshot = SnapshotFrom<typeof ratecallMachine>;
type Event = EventFromLogic<typeof ratecallMachine>;

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

export async function ratecallPaths() {
  const { shopper, quoted, declined } = await ratecallOutputs();
  const events = (s: Snapshot): Event[] => {
    if (s.hasTag('state:loading')) {
      return [
        { type: 'xstate.done.actor.fetchRc1Quotes', output: quoted },
        { type: 'xstate.done.actor.fetchRc1Quotes', output: declined },
        { type: 'xstate.error.actor.fetchRc1Quotes', error: { code: 'rc1_quotes_error' } },
      ] as unknown as Event[];
    }
    return s.can({ type: 'RETRY' }) ? [{ type: 'RETRY' }] : [];
  };
  const serializeState = (s: Snapshot) =>
    JSON.stringify([s.value, s.context.quotes.length, s.context.dropped, s.context.error]);
  const paths = getShortestPaths(ratecallMachine, {
    events,
    serializeState,
    input: { user: shopper, server: {} },
    limit: 1000,
  });
  return { paths, quoted, declined };
}

/** Nodes: the chart's top-level states. Transitions: done (to results or no quotes), error, and each RETRY. */
export function ratecallCoverage(paths: Awaited<ReturnType<typeof ratecallPaths>>['paths']) {
  const top = (v: unknown) => (typeof v === 'string' ? v : Object.keys(v as object)[0]);
  const nodes = Object.keys(ratecallMachine.root.states);
  const transitions = [
    'GET_RC1_QUOTES>RESULTS',
    'GET_RC1_QUOTES>NO_QUOTES',
    'GET_RC1_QUOTES>RC1_ERROR',
    'NO_QUOTES>GET_RC1_QUOTES',
    'RC1_ERROR>GET_RC1_QUOTES',
  ];
  const reached = new Set<string>();
  const covered = new Set<string>();
  for (const p of paths) {
    const seq = p.steps.map((s) => top(s.state.value));
    seq.forEach((n, i) => {
      reached.add(n);
      if (i > 0 && seq[i - 1] !== n) covered.add(`${seq[i - 1]}>${n}`);
    });
  }
  return {
    machine: ratecallMachine.id,
    nodes: { reached: nodes.filter((n) => reached.has(n)).length, total: nodes.length },
    transitions: { covered: transitions.filter((t) => covered.has(t)).length, total: transitions.length },
  };
}
