import { type EventFromLogic, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { COMPLETE } from '../../../src/machines/graph/compileFlow';
import type { BindMachine } from '../../../src/machines/bind/bind.machine';
import { selectBindNode } from '../../../src/machines/bind/bind.selectors';
import type { BindUser } from '../../../src/machines/bind/bind.types';
import { type BindChainId, bindChains } from '../../../src/machines/bind/chains';
import { bindModel, bindPaths, nodeOfBind } from '../bindModel';
import { shown } from './intakePlans';
import { type MachinePlans, type Requirement, stepRequirements, stepsOf } from './plan';
import { coveringWalks } from './walk';

// A post-quote chain's test plans: covering walks over its generated paths from the households they start from.

type Snapshot = SnapshotFrom<BindMachine>;
type Event = EventFromLogic<BindMachine>;

/** The chain's transitions as bindModel.ts counts them: the routing start, forward, and BACK. */
function bindEdges(chainId: BindChainId): Set<string> {
  const { compiled } = bindModel(chainId);
  const edges = new Set<string>();
  if (compiled.start.length > 1) for (const e of compiled.start) edges.add(`start>${e.target}`);
  for (const [from, list] of compiled.edges) for (const e of list) edges.add(`${from}>${e.target}`);
  for (const [to, preds] of compiled.predecessors) for (const p of preds) edges.add(`${to}<${p}`);
  return edges;
}

const screenOf = (s: Snapshot) => {
  if (s.status === 'done') return 'The chain ends: the purchase goes on to its next call';
  const view = selectBindNode(s);
  return view ? `The '${view.def.slug}' screen (${view.def.description.split('.')[0]})` : 'Routing';
};

function householdOf(u: BindUser): string {
  return (
    `Carrier ${u.carrierId}, state ${u.state}, ${u.vehicles.length} vehicles, ${u.drivers.length} drivers` +
    `${u.undisclosed.length ? `, ${u.undisclosed.length} undisclosed drivers` : ''}; ` +
    `leased or financed: ${
      u.vehicles
        .filter((v) => v.leasedOrFinanced)
        .map((v) => `vehicle ${v.id}`)
        .join(', ') || 'none'
    }; ` +
    `SR-22: ${
      u.drivers
        .filter((d) => d.sr22Required)
        .map((d) => `driver ${d.id}`)
        .join(', ') || 'none'
    }; ` +
    `landing page ${u.skipLandingPage || !u.postQuotesPage ? 'skipped' : 'shown'}; coverages experience ${u.coveragesExperience}`
  );
}

export function bindPlans(chainId: BindChainId): MachinePlans {
  const model = bindModel(chainId);
  const edges = bindEdges(chainId);
  const paths = bindPaths(model);
  const back: Event = { type: 'BACK' };
  const took = (before: Snapshot, event: Event, after: Snapshot) => {
    const a = nodeOfBind(before.value);
    const b = nodeOfBind(after.value);
    if (a === b) return [];
    const id = event.type === 'BACK' ? `${a}<${b}` : `${a}>${b}`;
    return edges.has(id) ? [id] : [];
  };
  const { walks, covered } = coveringWalks<Snapshot, Event>({
    paths,
    key: model.serializeState,
    next: (s, e) => getNextSnapshot(model.machine, s, e),
    took,
    probe: (s) => (s.status === 'active' && s.can(back) ? [back] : []),
    enables: (t) => {
      const [a, b] = t.split('>');
      return b && b !== COMPLETE && edges.has(`${b}<${a}`) ? [`${b}<${a}`] : [];
    },
    eventsFor: model.eventsFor,
  });
  // The routing start: the first screen each household shows.
  for (const w of walks) {
    const first = `start>${nodeOfBind(w.steps[0].state.value)}`;
    if (edges.has(first)) covered.add(first);
  }
  const requirements = new Map<string, Requirement>();
  const plans = walks.map((walk, n) => ({
    id: `${chainId}-${String(n + 1).padStart(2, '0')}`,
    start: `${householdOf(walk.input as BindUser)}; first screen: ${screenOf(walk.steps[0].state)}`,
    steps: walk.steps.slice(1).map((step, i) => {
      const before = walk.steps[i].state;
      const reqs = stepRequirements(before, step.state, model.machine.getTransitionData(before, step.event));
      for (const r of reqs) requirements.set(r.id, r);
      const view = selectBindNode(before);
      const answer = step.event.type === 'SUBMIT' ? shown((step.event as { answer: unknown }).answer) : '';
      return {
        action:
          step.event.type === 'BACK'
            ? 'Press Back'
            : `Answer the '${view?.def.slug ?? 'screen'}' screen with ${answer} and press Continue`,
        input: answer,
        expected: screenOf(step.state),
        requirements: reqs.map((r) => r.id),
      };
    }),
  }));
  const chain = bindChains[chainId];
  return {
    id: chainId,
    kind: 'chain',
    title: `Post-quote chain ${chainId} (${chain.carriers.join(', ')}, ${chain.stage}).`,
    setup:
      "Reach the quotes with a household like the plan's start (the intake plans), press Continue online on a quote of the chain's carrier; the chain's screens follow (server/README.md: the sandbox carriers).",
    plans,
    transitions: { covered: covered.size, total: edges.size, notCovered: [...edges].filter((e) => !covered.has(e)) },
    generated: { paths: paths.length, steps: stepsOf(paths) },
    requirements: [...requirements.values()].sort((a, b) => a.id.localeCompare(b.id)),
  };
}
