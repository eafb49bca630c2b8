import { type EventFromLogic, type SnapshotFrom, getNextSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { COMPLETE, type CompiledFlow, compileFlow } from '../../src/machines/graph/compileFlow';
import { bindCatalogue } from '../../src/machines/bind/bind.catalogue';
import { type BindMachine, bindMachineOf } from '../../src/machines/bind/bind.machine';
import { type BindUser, COVERAGES_EXPERIENCES } from '../../src/machines/bind/bind.types';
import { bindUserFor, emptyBindUser } from '../../src/machines/bind/bindUser';
import { HomeUser, RentersUser } from '../../src/contract/property';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../src/testing/sampleProperty';
import { type BindChainId, bindChains } from '../../src/machines/bind/chains';
import type { BindChain } from '../../src/machines/bind/chains/blocks';
import { MAX_UNDISCLOSED, PAYMENT_METHODS_BY_POLICY } from '../../src/machines/bind/constants';
import { bindStepOf } from '../../src/machines/bind/steps';
import { MAX_DRIVERS, MAX_VEHICLES } from '../../src/domain/constants';
import { cachedPaths } from './pathCache';

// The model QA walks for any registered post-quote chain: the answers each snapshot accepts (each screen's sampled
// answers, one per branch), and the starts. A chain's household (vehicles, drivers, state, leases, SR-22s, remote
// rules, the driving record's undisclosed drivers) is given, not answered, so paths start from several households:
// the fewest, found greedily, whose paths together take every compiled transition.

type Snapshot = SnapshotFrom<BindMachine>;
type Event = EventFromLogic<BindMachine>;

export interface BindPath {
  input: BindUser;
  steps: { state: Snapshot; event: Event }[];
  state: Snapshot;
}

export interface BindModel {
  chainId: BindChainId;
  machine: BindMachine;
  compiled: CompiledFlow;
  eventsFor: (s: Snapshot) => Event[];
  serializeState: (s: Snapshot) => string;
}

export const nodeOfBind = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);

const models = new Map<BindChainId, BindModel>();

/** An example answer the chain's policy type is offered: escrow is a home policy's payment method only. */
function offered(chain: BindChain, answer: unknown): boolean {
  const method = (answer as { paymentMethod?: unknown } | null)?.paymentMethod;
  return method === undefined || (PAYMENT_METHODS_BY_POLICY[chain.product] as readonly unknown[]).includes(method);
}

export function bindModel(chainId: BindChainId): BindModel {
  const hit = models.get(chainId);
  if (hit) return hit;
  const chain: BindChain = bindChains[chainId];
  const catalogue = bindCatalogue(chain.product, chain.alwaysShown);
  const machine = bindMachineOf(chainId);
  const compiled = compileFlow(chain, catalogue);
  const position = new Map<string, number>(compiled.nodes.map((n, i) => [n.id, i]));
  const rulesAhead = compiled.nodes.map((_n, pos) =>
    compiled.nodes
      .slice(pos)
      .flatMap((n) => (catalogue.step(n.step).skip ?? []).map((rule) => ({ rule, index: n.index }))),
  );
  const eventsFor = (s: Snapshot): Event[] => {
    if (s.status === 'done') return [];
    const node = nodeOfBind(s.value);
    const def = bindStepOf(node.split('~')[0]);
    return def.examples.filter((a) => offered(chain, a)).map((answer): Event => ({ type: 'SUBMIT', answer }));
  };
  /** The state, and the verdicts of the skip rules still ahead: what decides where the chain can still go. */
  const serializeState = (s: Snapshot): string => {
    const value = nodeOfBind(s.value);
    const pos = position.get(value);
    const u = s.context.user;
    const verdicts =
      pos === undefined
        ? ''
        : rulesAhead[pos].map(({ rule, index }) => (catalogue.rules[rule].test(u, index) ? 1 : 0)).join('');
    return JSON.stringify([value, u.vehicles.length, u.drivers.length, u.undisclosed.length, verdicts]);
  };
  const model: BindModel = { chainId, machine, compiled, eventsFor, serializeState };
  models.set(chainId, model);
  return model;
}

function pathsFrom(model: BindModel, input: BindUser): BindPath[] {
  return getShortestPaths(model.machine, {
    events: model.eventsFor,
    serializeState: model.serializeState,
    input: { user: input },
  }).map((p) => ({ input, steps: p.steps as BindPath['steps'], state: p.state as Snapshot }));
}

/** One path per way out of each reached state: the shortest path to it plus one event. */
function transitionPaths(model: BindModel, paths: BindPath[]): BindPath[] {
  const out: BindPath[] = [];
  for (const p of paths)
    for (const event of model.eventsFor(p.state)) {
      const next = getNextSnapshot(model.machine, p.state, event);
      out.push({ ...p, state: next, steps: [...p.steps, { state: next, event }] });
    }
  return out;
}

const PATTERNS = [(_i: number) => false, (_i: number) => true, (i: number) => i % 2 === 1, (i: number) => i % 2 === 0];
const STATES = ['TX', 'NC', 'PA', 'MD', 'MA'];

function household(
  chain: BindChain,
  carrierId: BindChain['carriers'][number],
  v: number,
  d: number,
  k: number,
  udo: number,
) {
  const lease = PATTERNS[k % 4];
  const sr22 = PATTERNS[(k >> 2) % 4];
  const flags = k % 4;
  return {
    ...emptyBindUser(carrierId),
    state: STATES[k % STATES.length],
    vehicles: Array.from({ length: v }, (_x, i) => ({ id: i + 1, leasedOrFinanced: lease(i + 1) })),
    drivers: Array.from({ length: d }, (_x, i) => ({ id: i + 1, sr22Required: sr22(i + 1) })),
    skipLandingPage: (flags & 1) === 1,
    // A brand without a post-quotes page (the Liberty-Mutual and Safeco types) with the remote rule either way.
    postQuotesPage: k % 3 !== 2,
    firstDriverInsured: (flags & 2) === 2,
    rateChanged: (flags & 1) === 1,
    coveragesExperience: COVERAGES_EXPERIENCES[k % COVERAGES_EXPERIENCES.length],
    undisclosed: Array.from({ length: chain.stage === 'postMvr' ? udo : 0 }, (_x, i) => ({ id: 5 + i })),
  };
}

/**
 * Candidate households for a chain: first, per count of vehicles and drivers, twenty variants in which every pair of
 * lease and SR-22 patterns (none, all, odd, even items), every state with every pair of flags, and every flag with
 * every pattern occur; then, should those leave a transition uncovered, every combination.
 */
function* households(chain: BindChain): Generator<BindUser> {
  if (chain.product !== 'auto') {
    yield* propertyShoppers(chain);
    return;
  }
  const udos = chain.stage === 'postMvr' ? [1, MAX_UNDISCLOSED] : [0];
  for (const carrierId of chain.carriers)
    for (const udo of udos)
      for (let v = 1; v <= MAX_VEHICLES; v += 1)
        for (let d = 1; d <= MAX_DRIVERS; d += 1)
          for (let k = 0; k < 20; k += 1) yield household(chain, carrierId, v, d, k, udo);
  for (const carrierId of chain.carriers)
    for (const udo of udos)
      for (let v = 1; v <= MAX_VEHICLES; v += 1)
        for (let d = 1; d <= MAX_DRIVERS; d += 1)
          for (let k = 0; k < 4 * 4 * 4 * STATES.length; k += 1) {
            const u = household(chain, carrierId, v, d, 0, udo);
            const lease = PATTERNS[k % 4];
            const sr22 = PATTERNS[Math.floor(k / 4) % 4];
            const flags = Math.floor(k / 16) % 4;
            yield {
              ...u,
              state: STATES[Math.floor(k / 64) % STATES.length],
              vehicles: u.vehicles.map((x) => ({ ...x, leasedOrFinanced: lease(x.id) })),
              drivers: u.drivers.map((x) => ({ ...x, sr22Required: sr22(x.id) })),
              skipLandingPage: (flags & 1) === 1,
              firstDriverInsured: (flags & 2) === 2,
              rateChanged: (flags & 1) === 1,
              coveragesExperience: COVERAGES_EXPERIENCES[k % COVERAGES_EXPERIENCES.length],
            };
          }
}

const PROPERTY_KINDS = { home: ['Home', 'Townhome', 'Condo'], renters: ['Renters'] } as const;
const OCCUPANTS = [
  { firstName: 'Zoë', lastName: 'Okonkwo' },
  { firstName: 'Søren', lastName: '李'.repeat(30) },
];

/**
 * A home or renters chain's starting users: shoppers the contract parses (src/testing/sampleProperty.ts) in every
 * branch of the facts the chains read (the kind of dwelling, one or two occupants, the renter's address confirmed
 * and five years), through bindUserFor, with the session's remote rule and re-rate. The coverages experience is
 * always editable for property (decision 0086); the coverages chains are walked in every experience too, as the
 * chain's machine allows, so that proceed-with-updated-price (listed for the shared order) is reached.
 */
function* propertyShoppers(chain: BindChain): Generator<BindUser> {
  const policyType = chain.product as 'home' | 'renters';
  for (const carrierId of chain.carriers)
    for (const kind of PROPERTY_KINDS[policyType])
      for (let k = 0; k < 32; k += 1) {
        const occupants = OCCUPANTS.slice(0, 1 + (k & 1));
        const confirmed = (k & 2) === 2;
        const fiveYears = (k & 4) === 4;
        const user =
          policyType === 'home'
            ? HomeUser.parse({
                ...SAMPLE_HOME_USER,
                homePolicy: {
                  ...SAMPLE_HOME_USER.homePolicy,
                  occupants,
                  policy: { ...SAMPLE_HOME_USER.homePolicy.policy, policyType: kind },
                },
              })
            : RentersUser.parse({
                ...SAMPLE_RENTERS_USER,
                rentersPolicy: {
                  ...SAMPLE_RENTERS_USER.rentersPolicy,
                  occupants,
                  policy: {
                    ...SAMPLE_RENTERS_USER.rentersPolicy.policy,
                    addressConfirmation: confirmed ? 'Yes' : 'No',
                    livedMoreThanFiveYears: fiveYears ? 'Yes' : 'No',
                  },
                },
              });
        const start = bindUserFor({
          user,
          carrierId,
          skipLandingPage: (k & 8) === 8,
          changeInRate: (k & 16) === 16 ? 'increase' : 'no_change',
        });
        const branded = { ...start, postQuotesPage: k % 3 !== 2 };
        yield chain.stage === 'coverages'
          ? { ...branded, coveragesExperience: COVERAGES_EXPERIENCES[k % COVERAGES_EXPERIENCES.length] }
          : branded;
      }
}

export interface BindCoverage {
  machine: string;
  nodes: { reached: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/** The routing start's pseudo-node in coverage keys (flowMachine.ts START). */
const STARTS = 'start';

/**
 * Every compiled edge: forward (the guarded lists), back (BACK to each possible predecessor), and, when the chain
 * starts by routing (its first screen may be skipped), from the start to each screen that can show first.
 */
function edgesOf(compiled: CompiledFlow): Set<string> {
  const edges = new Set<string>();
  if (compiled.start.length > 1) for (const e of compiled.start) edges.add(`${STARTS}>${e.target}`);
  for (const [from, list] of compiled.edges) for (const e of list) edges.add(`${from}>${e.target}`);
  for (const [to, preds] of compiled.predecessors) for (const p of preds) edges.add(`${to}<${p}`);
  return edges;
}

/** The nodes a path passes through (consecutive duplicates folded). */
export function bindNodesAlong(path: BindPath): string[] {
  const seq: string[] = [];
  for (const step of path.steps) {
    const n = nodeOfBind(step.state.value);
    if (seq.at(-1) !== n) seq.push(n);
  }
  return seq;
}

function coveredBy(path: BindPath, reached: Set<string>, covered: Set<string>) {
  const seq = bindNodesAlong(path);
  covered.add(`${STARTS}>${seq[0]}`);
  seq.forEach((n, i) => {
    reached.add(n);
    if (i > 0) {
      covered.add(`${seq[i - 1]}>${n}`);
      // The suite walks BACK from every reached node to the node before it.
      if (n !== COMPLETE) covered.add(`${n}<${seq[i - 1]}`);
    }
  });
}

export function bindCoverage(model: BindModel, paths: BindPath[]): BindCoverage {
  const allNodes = [...model.compiled.nodes.map((n) => n.id as string), COMPLETE];
  const edges = edgesOf(model.compiled);
  const reached = new Set<string>();
  const covered = new Set<string>();
  for (const p of paths) coveredBy(p, reached, covered);
  return {
    machine: model.chainId,
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

/**
 * Paths from the fewest candidate households that together cover the chain: a household is kept when its paths
 * (shortest, and one more event from each state) reach a node or take a transition the kept ones did not. Households
 * the chain's input-only rules cannot tell apart are tried once.
 */
export function bindPaths(model: BindModel): BindPath[] {
  return cachedPaths(
    `bind.${model.chainId}`,
    model.machine,
    () => householdPaths(model),
    (user) => ({ user }),
  );
}

function householdPaths(model: BindModel): BindPath[] {
  const chain: BindChain = bindChains[model.chainId];
  const catalogue = bindCatalogue(chain.product, chain.alwaysShown);
  const inputRules = model.compiled.nodes.flatMap((n) =>
    (catalogue.step(n.step).skip ?? [])
      .filter((r) => catalogue.rules[r].changedBy.length === 0)
      .map((rule) => ({ rule, index: n.index })),
  );
  const loops = [...new Set(model.compiled.nodes.flatMap((n) => (n.loop ? [n.loop] : [])))];
  const signature = (u: BindUser) =>
    JSON.stringify([
      loops.map((l) => catalogue.loops[l].count(u)),
      inputRules.map(({ rule, index }) => Number(catalogue.rules[rule].test(u, index))),
      // A property shopper's facts: a rule may read them beside an answer (the previous address: a renter's five
      // years, a home owner's address confirmation), so it is no input-only rule, yet its start differs by them.
      u.property,
    ]);
  const edges = edgesOf(model.compiled);
  const total = model.compiled.nodes.length + 1 + edges.size;
  const reached = new Set<string>();
  const covered = new Set<string>();
  const seen = new Set<string>();
  const kept: BindPath[] = [];
  let tried = 0;
  const t0 = Date.now();
  for (const input of households(chain)) {
    const key = signature(input);
    if (seen.has(key)) continue;
    seen.add(key);
    tried += 1;
    const shortest = pathsFrom(model, input);
    const all = [...shortest, ...transitionPaths(model, shortest)];
    const before = reached.size + covered.size;
    for (const p of all) coveredBy(p, reached, covered);
    if (reached.size + covered.size > before) kept.push(...all);
    const done = [...reached].filter((n) => n !== STARTS).length + [...covered].filter((e) => edges.has(e)).length;
    if (done >= total) break;
  }
  if (process.env.BIND_DEBUG)
    console.log(model.chainId, 'tried', tried, 'kept paths', kept.length, Date.now() - t0, 'ms');
  return kept;
}
