import { partnerEligibility } from '../../src/testing/partnerEligibility';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  getNextSnapshot,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Ad, AutoUser, Quote } from '../../src/contract';
import { DEFAULT_OFFER_RULES } from '../../src/domain/offers';
import { resultsMachine } from '../../src/machines/results/results.machine';
import type { ResultsContext, ResultsRules } from '../../src/machines/results/results.types';
import { shortestPathToComplete } from './paths';
import { intakeModel } from './intakeModel';
import { forEachStep, pathTrees } from './replay';
import { cachedPaths } from './pathCache';
import { handoffEvents, handoffPaths, isHandoffEvent } from './handoffEvents';

// The results flow's model: actor completions, the carriers' answers and the delays are events like the shopper's
// (DESIGN section 5), traversed on the machine widened to AnyStateMachine. Shoppers in Texas and in Massachusetts, and
// a Massachusetts renter who opted out (the optedOut guard: no ad, partner quote, CRM export or lead; decision 0095).

const machine: AnyStateMachine = resultsMachine;
export const contextOf = (s: AnyMachineSnapshot): ResultsContext => s.context;

export const bindable: Quote = {
  carrier: 'Root',
  carrierId: 'root',
  partner: 'root',
  quoteId: 'root-q1',
  msgStatus: 'success',
  coverages: { bodilyInjury: '50/100' },
  termMonths: 6,
  onlineBind: true,
  fullPayPlan: { totalAmount: 850, numberOfPayments: 1 },
  monthlyPayPlan: { totalAmount: 900, numberOfPayments: 6 },
};
/** The fast-track carrier's quote: a second quote, so two can be compared side by side. */
const secondQuote: Quote = {
  ...bindable,
  carrier: 'Kestrel Point Auto',
  carrierId: 'fasttrack',
  partner: 'fasttrack',
  quoteId: 'fasttrack-q1',
};
const anAd: Ad = {
  adId: 'ad-progressive-1',
  carrier: 'Progressive',
  partner: 'progressive',
  position: 1,
  position_id: 'slot-1',
  click_url: '/api/ads/click/ad-progressive-1',
  images: { logo: 'data:,', logoAlt: 'Progressive' },
  location: 'Texas',
  isAggregator: false,
  product: 'auto',
  headline: 'Save with Progressive',
  description: 'Compare in minutes',
  bullets: [],
  bid: 4,
};
const rules = (agencyAllowed: boolean): ResultsRules => ({
  agencyAllowed,
  offers: DEFAULT_OFFER_RULES,
  libertyMutualDirect: true,
  adPlacement: null,
});

const after = (delay: string, id: string): AnyEventObject => ({ type: `xstate.after.${delay}.${id}` });
const FETCHES = ['results.flow.FETCH_QUOTES_AND_ADS.ads', 'results.flow.FETCH_ADS_ONLY'];

export function candidateEvents(): AnyEventObject[] {
  const ads = FETCHES.flatMap((base) => [
    ...[1, 2, 3].map((n) => after(`adRetry${n}`, `${base}.RETRY_IN_${['1S', '2S', '4S'][n - 1]}`)),
  ]);
  const mediaAlpha = [1, 2, 3, 4].flatMap((n) => [
    { type: `xstate.done.actor.mediaAlpha${n}`, output: [anAd] },
    { type: `xstate.done.actor.mediaAlpha${n}`, output: [] },
    { type: `xstate.error.actor.mediaAlpha${n}`, error: { code: 'network_error', status: 0 } },
  ]);
  return [
    { type: 'USER_SAVED', userId: '3b241101-e2bb-4255-8caf-4136c566a962', token: 'v1.token' },
    { type: 'USER_SAVE_FAILED', code: 'user_save_failed', status: 400 },
    { type: 'USER_SAVE_RETRYING', code: 'user_save_failed', status: 503 },
    { type: 'USER_SAVE_RETRYING', code: 'network_error', status: 0 },
    { type: 'xstate.done.actor.decideAgency', output: rules(true) },
    { type: 'xstate.done.actor.decideAgency', output: rules(false) },
    { type: 'xstate.done.actor.classifyLead', output: { tier: 'standard', points: 2, reasons: [] } },
    { type: 'xstate.error.actor.classifyLead', error: { code: 'results_error', status: 502 } },
    { type: 'xstate.done.actor.fetchPartnerEligibility', output: partnerEligibility('rootAgency') },
    { type: 'xstate.done.actor.fetchResultsPhone', output: '8005550131' },
    { type: 'xstate.error.actor.fetchResultsPhone', error: new Error('lookup failed') },
    { type: 'CARRIER_ANSWERED', carrierId: 'root', quotes: [bindable] },
    { type: 'CARRIER_FAILED', carrierId: 'root', code: 'rc1_quotes_error' },
    { type: 'CARRIER_ANSWERED', carrierId: 'fasttrack', quotes: [] },
    ...mediaAlpha,
    ...ads,
    { type: 'xstate.done.actor.fallbackAds', output: [anAd] },
    { type: 'xstate.done.actor.fallbackAds', output: [] },
    { type: 'xstate.error.actor.fallbackAds', error: { code: 'no_ads', status: 502 } },
    after('progressTick', 'results.loader.SHOWN.TICKING'),
    after('progressTick', 'results.loader.HIDING.TICKING'),
    after('loaderHide', 'results.loader.HIDING'),
    after('loaderReset', 'results.loader.RESETTING'),
    { type: 'SORT', by: 'fullPay' },
    { type: 'CONTINUE_ONLINE', carrierId: 'root', quoteId: 'root-q1' },
    { type: 'BACK_TO_QUOTES' },
    { type: 'SHOW_PATH', path: '/policy/1/quick-view-click-offers' },
    { type: 'SHOW_PATH', path: '/quotes' },
    { type: 'EXTRA_ANSWERED', questionId: 'education', value: 'Bachelor' },
    { type: 'EXTRA_ANSWERED', questionId: 'military', value: 'No' },
    { type: 'CLOSE_EXTRAS' },
    { type: 'xstate.done.actor.decideBundle', output: { display: 'page', copy: null } },
    { type: 'xstate.done.actor.decideBundle', output: { display: null, copy: null } },
    { type: 'xstate.done.actor.rentersQuotes', output: [] },
    { type: 'xstate.error.actor.rentersQuotes', error: { code: 'rc1_quotes_error', status: 500 } },
    { type: 'xstate.done.actor.rentersAds', output: [anAd] },
    { type: 'xstate.error.actor.rentersAds', error: { code: 'no_ads', status: 500 } },
    { type: 'DISMISS_BUNDLE' },
    { type: 'RETRY' },
    // The agency clickwall's hand-off (HANDOFF_CALLS.agency_clickwall): the CRM export and the lead, sent or failed.
    ...handoffEvents(['crm', 'lead']),
  ];
}

/**
 * What decides the transitions. The progress counts only before the save answers, so one path ticks it to the stop.
 * The results number's region decides nothing elsewhere: left out, so its lookup does not multiply every other
 * region's states.
 */
function serializeState(s: AnyMachineSnapshot) {
  const c = contextOf(s);
  const { phone: _phone, ...value } = s.value as Record<string, unknown>;
  const flow = value.flow;
  const progress =
    flow === 'SAVE_USER' || (typeof flow === 'object' && flow !== null && 'SAVE_USER' in flow)
      ? c.progress
      : c.progress >= 120;
  return JSON.stringify([
    value,
    progress,
    c.carriers.map((x) => x.status),
    c.quotes.length,
    c.ads.length,
    c.rules.agencyAllowed,
  ]);
}

export function resultsInputs() {
  const user: AutoUser = shortestPathToComplete(intakeModel('defaultAuto')).state.context.user;
  const ma = structuredClone(user);
  ma.autoPolicy.policy.state = 'MA';
  // A short flow's shopper: the results modal asks what the flow did not (extras.ts; MA: no credit question).
  const unasked = structuredClone(ma);
  delete unasked.autoPolicy.operators[0].education;
  delete unasked.autoPolicy.operators[0].militaryAffiliation;
  // ... who rents and asked for a bundle: renters quotes and ads beside the results.
  unasked.autoPolicy.policy.isRentersBundle = true;
  unasked.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
  return [
    { user, server: {} },
    { user: ma, server: {} },
    { user: unasked, server: {} },
    // ... and the same shopper opted out: asked for no ad (renters' included), yet shown the results, never the
    // clickwall error (P23).
    { user: unasked, server: {}, optedOut: true },
  ];
}

/** Shortest paths to every state from each start, then one more step out of each (generated once: pathCache.ts). */
export function resultsPaths() {
  return cachedPaths('results', machine, () => {
    const candidates = candidateEvents();
    const events = (s: AnyMachineSnapshot) => candidates.filter((e) => s.can(e));
    // The results number's two answers change no other region: walked only as the one more step out of each state.
    // The hand-off's calls likewise: walked on from the paths that reach it (handoffPaths).
    const traversed = (s: AnyMachineSnapshot) =>
      events(s).filter((e) => !e.type.endsWith('.fetchResultsPhone') && !isHandoffEvent(e));
    const shortest = resultsInputs().flatMap((input) =>
      getShortestPaths(machine, { events: traversed, serializeState, input, limit: 50_000 }).map((p) => ({
        ...p,
        input,
      })),
    );
    const cover = shortest.flatMap((p) =>
      events(p.state).map((event) => {
        const state = getNextSnapshot(machine, p.state, event);
        return { ...p, state, steps: [...p.steps, { state, event }] };
      }),
    );
    return [...shortest, ...cover, ...comparePaths(shortest), ...handoffPaths(machine, shortest, candidates)];
  });
}

/**
 * The side-by-side comparison, walked from the first shortest path with Root's quote and the fast-track carrier still
 * asked, which then quotes too: the toggles, opening, the
 * comparison closing as a ticked quote leaves it, and closing. Off the generated graph (the ticked quotes would
 * multiply every other region's states), so a fixed walk.
 */
const COMPARE_WALK: AnyEventObject[] = [
  { type: 'CARRIER_ANSWERED', carrierId: 'fasttrack', quotes: [secondQuote] },
  { type: 'TOGGLE_COMPARE', key: 'q:root-q1' },
  { type: 'TOGGLE_COMPARE', key: 'q:fasttrack-q1' },
  { type: 'OPEN_COMPARISON' },
  { type: 'CLOSE_COMPARISON' },
  { type: 'OPEN_COMPARISON' },
  { type: 'TOGGLE_COMPARE', key: 'q:fasttrack-q1' },
];

function comparePaths<
  P extends { state: AnyMachineSnapshot; steps: { state: AnyMachineSnapshot; event: AnyEventObject }[] },
>(shortest: P[]): P[] {
  const start = shortest.find((p) => contextOf(p.state).quotes.length === 1 && p.state.can(COMPARE_WALK[0]));
  if (!start) return [];
  let { state, steps } = start;
  for (const event of COMPARE_WALK) {
    if (!state.can(event)) return [];
    state = getNextSnapshot(machine, state, event);
    steps = [...steps, { state, event }];
  }
  return [{ ...start, state, steps }];
}

/** Every node below a chart's root, and every transition on them (eventless ones are counted by ruleCoverage.ts). */
function chartOf(chart: AnyStateMachine) {
  const nodes: AnyStateNode[] = [];
  const walk = (n: AnyStateNode) => {
    nodes.push(n);
    for (const child of Object.values(n.states)) walk(child);
  };
  walk(chart.root);
  const transitions = nodes.flatMap((n) => [...n.transitions.values()].flat());
  return { nodes: nodes.slice(1), transitions };
}

const activeIds = (s: AnyMachineSnapshot): Set<string> =>
  new Set((s as unknown as { _nodes: AnyStateNode[] })._nodes.map((n) => n.id));

/**
 * The initial states a step passed through: a compound state entered in the step entered its initial state, which an
 * eventless choice (the optedOut guard's DECIDING) left in the same step, so no snapshot shows it.
 */
export function passedThrough(entered: Iterable<AnyStateNode>, now: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const enter = (n: AnyStateNode) => {
    if (n.type !== 'compound' || !n.initial) return;
    for (const child of n.initial.target) {
      if (now.has(child.id)) continue;
      out.push(child.id);
      enter(child);
    }
  };
  for (const n of entered) enter(n);
  return out;
}

/**
 * A hand-off's calls all skipped for an opted-out shopper: each SKIPPED state is entered (its entry records 'skipped'
 * in the chart's `handoff` context) and the hand-off left for its end in the same step, so no snapshot shows them.
 */
function skippedThrough(
  nodes: AnyStateNode[],
  state: AnyMachineSnapshot,
  before: AnyMachineSnapshot | undefined,
  now: ReadonlySet<string>,
): string[] {
  const record = (s: AnyMachineSnapshot | undefined): Record<string, string> => s?.context?.handoff ?? {};
  const was = record(before);
  const skipped = Object.entries(record(state))
    .filter(([call, status]) => status === 'skipped' && was[call] !== 'skipped')
    .map(([call]) => call);
  return nodes
    .filter((n) => n.key === 'SKIPPED' && n.parent && skipped.includes(n.parent.key))
    .filter((n) => {
      const region = n.parent?.parent?.parent;
      return region !== undefined && now.has(region.id);
    })
    .map((n) => n.id);
}

/** Events the chart raises itself or derives (a region's completion): taken when their source was left for their target. */
const RAISED = ['ROUTED', 'FAILED', 'LOADING', 'OFFER_EXTRAS', 'CLICKWALL'];

export const resultsCoverage = (paths: ReturnType<typeof resultsPaths>) => chartCoverage(machine, paths, RAISED);

/**
 * A results chart's nodes reached and transitions taken along its paths; `raised`: the events it raises itself, whose
 * transitions count as taken when their source was left for their target (as a region's completion's do).
 */
export function chartCoverage(
  chartMachine: AnyStateMachine,
  paths: ReturnType<typeof resultsPaths>,
  raised: readonly string[],
) {
  const internal = (type: string) => type.startsWith('xstate.done.state.') || raised.includes(type);
  const chart = chartOf(chartMachine);
  const reached = new Set<string>();
  const taken = new Set<unknown>();
  // Each distinct step once (paths from a start share most of their steps): the same steps, pairwise, as the paths.
  forEachStep(pathTrees(paths), (state, event, before) => {
    const now = activeIds(state);
    for (const id of now) reached.add(id);
    const had = before ? activeIds(before) : new Set<string>();
    const entered = (state as unknown as { _nodes: AnyStateNode[] })._nodes.filter((n) => !had.has(n.id));
    for (const id of passedThrough(entered, now)) reached.add(id);
    for (const id of skippedThrough(chart.nodes, state, before, now)) reached.add(id);
    if (!event || !before) return;
    for (const t of chartMachine.getTransitionData(before, event)) {
      taken.add(t);
      // A final state left in the same macrostep (a region's completion) is reached on the way.
      for (const n of t.target ?? []) reached.add(n.id);
    }
    const was = activeIds(before);
    for (const t of chart.transitions) {
      if (!internal(t.eventType) || !was.has(t.source.id)) continue;
      const targets = t.target ?? [];
      if (targets.length && targets.every((n) => now.has(n.id) && !was.has(n.id))) taken.add(t);
    }
  });
  const label = (t: (typeof chart.transitions)[number]) =>
    `${t.source.id} ${t.eventType} -> ${(t.target ?? []).map((n) => n.id).join(',')}`;
  return {
    machine: chartMachine.id,
    nodes: { reached: chart.nodes.filter((n) => reached.has(n.id)).length, total: chart.nodes.length },
    transitions: { covered: chart.transitions.filter((t) => taken.has(t)).length, total: chart.transitions.length },
    missingNodes: chart.nodes.filter((n) => !reached.has(n.id)).map((n) => n.id),
    missingTransitions: chart.transitions.filter((t) => !taken.has(t)).map(label),
  };
}
