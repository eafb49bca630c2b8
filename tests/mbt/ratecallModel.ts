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
import {
  AUTO_BIND_CARRIERS,
  type BindCarrier,
  type BindShopper,
  LAYOUTS,
  type Layout,
  PROPERTY_BIND_CARRIERS,
  policyTypeOfShopper,
} from '../../src/machines/bind/bind.types';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../src/testing/sampleProperty';
import { emptyBindUser } from '../../src/machines/bind/bindUser';
import { chainFor } from '../../src/machines/bind/chains';
import type { FlowOutput } from '../../src/machines/graph/flowSetup';
import type { BindUser } from '../../src/machines/bind/bind.types';
import { DEFAULT_POST_QUOTE_RULES, type PostQuoteRules } from '../../src/machines/ratecall/postQuoteRules';
import { coverageCheckOf, isUsState, rulesSelectionOf } from '../../src/domain/coverageSelection';
import { coverageRules } from '../../server/rules/coverage/selection';
import { cachedAsync, type Path, rebuildPaths, storePaths } from './pathCache';
import { forEachStep, pathTrees } from './replay';
import { passedThrough } from './resultsModel';
import { handoffEvents, handoffPaths, isHandoffEvent } from './handoffEvents';

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

/**
 * What the sandbox's coverage rules (POST /rules-engine/) answer for the shopper's quoted coverages edited two ways:
 * collision lowered (valid), and uninsured motorist raised above bodily injury (adjusted back down, with a message).
 */
async function coverageChecks(shopper: AutoUser, quote: Quote) {
  const { policy, vehicles } = shopper.autoPolicy;
  const state = policy.address?.state ?? policy.state ?? '';
  if (!isUsState(state)) throw new Error('the shopper has no US state');
  const quoted = Object.fromEntries(Object.entries(quote.coverages).map(([k, v]) => [k, String(v)]));
  const rules = coverageRules();
  const check = async (edit: Record<string, string>) =>
    coverageCheckOf(
      await rules.check(
        rulesSelectionOf(
          { ...quoted, ...edit },
          state,
          vehicles.map((v) => v.id),
        ),
      ),
    );
  const valid = await check({ collision: '1000' });
  const adjusted = await check({ bodilyInjury: '50/100', uninsuredMotoristBodilyInjury: '250/500' });
  if (!valid.valid || adjusted.valid) throw new Error('the coverage rules did not answer as the model expects');
  return { valid, adjusted };
}

/** A finished shopper (the shortest path through the intake) and a user with nothing to rate. */
export async function ratecallOutputs() {
  const shopper = shortestPathToComplete(intakeModel('defaultAuto')).state.context.user;
  const quotes = await carriersAnswer(shopper);
  const chosen = quotes.find((q) => q.onlineBind && q.msgStatus === 'success');
  return {
    shopper,
    quoted: { quotes, quotesRequestId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
    declined: { quotes: await carriersAnswer(initialUser()), quotesRequestId: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b' },
    checks: chosen ? await coverageChecks(shopper, chosen) : null,
  };
}

/** The delayed events of the chart (xstate names them xstate.after.<delay>.<state id>). */
const after = (delay: string, stateId: string): AnyEventObject => ({ type: `xstate.after.${delay}.${stateId}` });

/** The post-quote rules answering (GET_POST_QUOTE_RULES) with a layout and the partner prefill off or on. */
export const rulesAnswer = (layout: Layout, rc2Prefill: boolean): AnyEventObject => ({
  type: 'xstate.done.actor.fetchPostQuoteRules',
  output: { ...DEFAULT_POST_QUOTE_RULES, layout, rc2Prefill, defaulted: {} } satisfies PostQuoteRules,
});

/** The outcome each rate-call answer among the candidate events is. */
const outcomeOf = new WeakMap<AnyEventObject, string>();

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
    // A new card given on the card screen, which clears a refused payment's message.
    { type: 'CARD_ACCEPTED' },
    { type: 'CONNECT_AGENT' },
    { type: 'BACK_TO_QUOTES' },
  ];
  // A waiting state's chain completing (the child 'bind'): the chart takes its answers as the stage's event.
  const chains: AnyEventObject[] = chainOutputs().map((output) => ({ type: 'xstate.done.actor.bind', output }));
  const rc1: AnyEventObject[] = [
    { type: 'xstate.done.actor.fetchRc1Quotes', output: outputs.quoted },
    { type: 'xstate.done.actor.fetchRc1Quotes', output: outputs.declined },
    { type: 'xstate.error.actor.fetchRc1Quotes', error: { code: 'rc1_quotes_error', status: 502 } },
    after('progressTick', 'ratecall.GET_RC1_QUOTES.ticking'),
  ];
  const steps: AnyEventObject[] = RATECALL_STEPS.flatMap((step) => [
    ...allResponses(step, chosen).map(({ outcome, response }) => {
      const event = { type: `xstate.done.actor.${step}`, output: response };
      outcomeOf.set(event, outcome);
      return event;
    }),
    { type: `xstate.error.actor.${step}`, error: { code: 'rc_error', status: 409, detail: 'session_conflict' } },
    // The server briefly unavailable (its database, docs/decisions/0064): the error page's Try again sends it again.
    { type: `xstate.error.actor.${step}`, error: { code: 'rc_error', status: 503, detail: 'database_unavailable' } },
  ]);
  // The post-quote rules: answered with the partner prefill off or on, or failing (every default).
  const rules: AnyEventObject[] = [
    rulesAnswer('grouped', false),
    rulesAnswer('grouped', true),
    { type: 'xstate.error.actor.fetchPostQuoteRules', error: new Error('rules engine unavailable') },
  ];
  // CHECK_COVERAGES: the sandbox rules' answers (valid, adjusted) and a failed call.
  const checks: AnyEventObject[] = [
    ...(outputs.checks
      ? [outputs.checks.valid, outputs.checks.adjusted].map((output) => ({
          type: 'xstate.done.actor.checkCoverages',
          output,
        }))
      : []),
    { type: 'xstate.error.actor.checkCoverages', error: { code: 'rc_error', status: 502 } },
  ];
  const loaders = ['CARRIER_REJECTED', 'POST_QUOTES_ERROR', 'RC_ERROR'].map((page) =>
    after('loaderReset', `ratecall.${page}.loaderShown`),
  );
  // The agent hand-offs (AGENT_REQUESTED, HANDED_OFF): the CRM export, the slack message and the lead, sent or failed.
  const handoffs = handoffEvents(['crm', 'slack', 'lead']);
  return [...rc1, ...rules, ...shopperEvents, ...chains, ...steps, ...checks, ...loaders, ...handoffs];
}

/**
 * What a completed chain answers (FlowOutput): every stage's answers at once (the chart reads its own stage's), the
 * coverages left as quoted, edited, or an agent asked for; the vehicle's details screen visited, so a refused VIN
 * has a screen to go back to.
 */
export function chainOutputs(): FlowOutput<BindUser>[] {
  const user: BindUser = {
    ...emptyBindUser('libertymutual'),
    answers: { 'vehicle.1.vin': '2T1BURHE0JC074321', 'payment.paymentToken': 'tok_c2FuZGJveHRva2VuMDAwMDAw' },
    undisclosed: [{ id: 3, householdMemberStatus: 'NO_LONGER_LIVES_IN_HOUSEHOLD' }],
    nextAction: 'proceed',
  };
  const visited: FlowOutput<BindUser>['visited'] = [
    'postQuotesLanding~1',
    'vehicleMoreDetails~1',
    'editableCoverages~1',
    'vgsCollect~1',
  ];
  return [
    { user, remembered: {}, visited },
    { user: { ...user, coverages: { collision: '1000' } }, remembered: {}, visited },
    { user: { ...user, nextAction: 'connectAgent' }, remembered: {}, visited },
  ];
}

/** The outcomes that carry a session on to the next waiting state (the chain starts walk only these). */
const SHOPPER_ANSWERS: readonly string[] = [
  'ANSWERS_SUBMITTED',
  'UNDISCLOSED_DRIVERS_ANSWERED',
  'PROCEED',
  'PAYMENT_SUBMITTED',
];
const ONWARD: readonly string[] = ['success', 'successWithAdditionalDrivers', 'rateIncrease', 'rateNoChange'];

/**
 * What decides the chart's transitions: the state, RC1's counts, the last outcome and its error, the progress, and
 * what the chains' answers are compared with.
 */
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
    // What a completed chain's answers become (ratecall.chains.ts): the coverages, and the carrier's chains.
    c.online?.coverages,
    c.online?.coverageEdit,
    c.online?.coverageAdjustment,
    c.online?.chains,
    // The partner prefill rule decides RC1's way on.
    c.online?.rules.rc2Prefill,
    // Each re-rate is compared with the rate last shown.
    c.online?.seenRate,
  ]);
}

export type RatecallPath = Path<AnyMachineSnapshot, AnyEventObject, RatecallInputOf>;
type RatecallInputOf = {
  user: BindShopper;
  server: object;
  continueWith?: Quote;
  optedOut?: boolean;
};

/**
 * One start per post-quote chain a carrier asks in a layout, and one for an online-bind carrier the app has no chains
 * for: the session carried through each waiting state by the onward answers and the chains' completions only.
 */
function chainStarts(): { carrier: BindCarrier | 'unlisted'; layout: Layout }[] {
  const seen = new Set<string>();
  const out: { carrier: BindCarrier | 'unlisted'; layout: Layout }[] = [{ carrier: 'unlisted', layout: 'grouped' }];
  for (const carrier of AUTO_BIND_CARRIERS)
    for (const layout of LAYOUTS) {
      const chain = chainFor('auto', carrier, 'preMvr', layout);
      if (!chain || seen.has(chain)) continue;
      seen.add(chain);
      out.push({ carrier, layout });
    }
  return out;
}

/** A home owner and a renter, each with the first property carrier: its chains when it has them, none otherwise. */
const PROPERTY_STARTS: { user: BindShopper; carrier: BindCarrier }[] = [
  { user: SAMPLE_HOME_USER, carrier: PROPERTY_BIND_CARRIERS[0] },
  { user: SAMPLE_RENTERS_USER, carrier: PROPERTY_BIND_CARRIERS[0] },
];

/**
 * Shortest paths to every state (the rules answer the partner prefill off and on), then one more step out of each;
 * generated once, with the sandbox's answers they are drawn from (pathCache.ts).
 */
export async function ratecallPaths(): Promise<{ paths: RatecallPath[]; outputs: RatecallOutputs }> {
  const stored = await cachedAsync('ratecall', async () => {
    const { paths, outputs } = await generateRatecallPaths();
    return { paths: storePaths(paths), outputs };
  });
  return { paths: rebuildPaths(machine, stored.paths), outputs: stored.outputs };
}
type RatecallOutputs = Awaited<ReturnType<typeof ratecallOutputs>>;

async function generateRatecallPaths() {
  const outputs = await ratecallOutputs();
  const candidates = candidateEvents(outputs);
  const events = (s: AnyMachineSnapshot) => candidates.filter((e) => s.can(e));
  // The hand-offs' calls: walked on from the paths that reach them (handoffPaths), not multiplying every other state.
  const traversed = (s: AnyMachineSnapshot) => events(s).filter((e) => !isHandoffEvent(e));
  const chosen = outputs.quoted.quotes.find((q) => q.onlineBind && q.msgStatus === 'success');
  const starts = [
    {},
    // Entered from the results with the chosen quote (docs/decisions/0014).
    { continueWith: chosen },
    // ... by a shopper who opted out: the hand-offs skip the CRM export and the lead (docs/decisions/0095).
    { continueWith: chosen, optedOut: true },
  ];
  const shortest = starts.flatMap((start) => {
    const input: RatecallInputOf = { user: outputs.shopper, server: {}, ...start };
    return getShortestPaths(machine, { events: traversed, serializeState, input, limit: 20_000 }).map((p) => ({
      ...p,
      input,
    }));
  });
  // The other carriers' and layouts' chains: the chosen quote as that carrier's, walked along the onward answers.
  const onward = new Set(
    candidates.filter((e) => {
      if (e.type.startsWith('xstate.error.actor.') || e.type.startsWith('xstate.after.')) return false;
      // The shopper's answers come from the chains only.
      if (e.type !== 'xstate.done.actor.bind' && !e.type.startsWith('xstate.done.actor.')) return false;
      if (!e.type.startsWith('xstate.done.actor.') || e.type === 'xstate.done.actor.bind') return true;
      const outcome = outcomeOf.get(e);
      return outcome !== undefined && ONWARD.includes(outcome);
    }),
  );
  // Home and renters sessions (A13, A14): the RC2 answers go straight to the re-rate, an edit of the coverages straight
  // to UPDATE_COVERAGE. Each property carrier's quote, walked along the onward answers, the chains' completions and the
  // shopper's own answers and edits (a carrier's waiting state takes them whether a chain runs there or not).
  const propertyPaths = PROPERTY_STARTS.flatMap(({ user, carrier }) => {
    // A carrier with the property chains answers through them (the shopper's own events would reach the same states
    // first and leave the chains' completions untaken); the edit of the coverages is also sent as the event itself.
    const chained = chainFor(policyTypeOfShopper(user), carrier, 'preMvr') !== null;
    const propertyAnswers = chained ? ['COVERAGES_EDITED'] : [...SHOPPER_ANSWERS, 'COVERAGES_EDITED'];
    const continueWith = { ...chosen!, carrierId: carrier, carrier: `${carrier} property`, quoteId: `${carrier}-p1` };
    const input: RatecallInputOf = { user, server: {}, continueWith };
    const rules = rulesAnswer('grouped', false);
    const walk = (s: AnyMachineSnapshot) => [
      ...(s.can(rules) ? [rules] : []),
      ...candidates.filter((e) => (onward.has(e) || propertyAnswers.includes(e.type)) && s.can(e)),
    ];
    return getShortestPaths(machine, { events: walk, serializeState, input, limit: 5_000 }).map((p) => ({
      ...p,
      input,
    }));
  });
  const chainPaths = chainStarts().flatMap(({ carrier, layout }) => {
    const continueWith = { ...chosen!, carrierId: carrier === 'unlisted' ? 'unlistedcarrier' : carrier };
    const input: RatecallInputOf = { user: outputs.shopper, server: {}, continueWith };
    // A carrier without chains waits for the answers themselves; roundTwoFirstQuestion answers the layout.
    const answers = carrier === 'unlisted' ? SHOPPER_ANSWERS : [];
    const rules = rulesAnswer(layout, false);
    const walk = (s: AnyMachineSnapshot) => [
      ...(s.can(rules) ? [rules] : []),
      ...candidates.filter((e) => (onward.has(e) || answers.includes(e.type)) && s.can(e)),
    ];
    return getShortestPaths(machine, { events: walk, serializeState, input, limit: 5_000 }).map((p) => ({
      ...p,
      input,
    }));
  });
  // The transition cover: every way out of every state a shortest path ends in.
  const cover = shortest.flatMap((p) =>
    events(p.state).map((event) => {
      const state = getNextSnapshot(machine, p.state, event);
      return { ...p, state, steps: [...p.steps, { state, event }] };
    }),
  );
  const handoffs = handoffPaths(machine, [...shortest, ...chainPaths], candidates);
  return { paths: [...shortest, ...cover, ...chainPaths, ...propertyPaths, ...handoffs], outputs };
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
  const ids = new Set(chart.nodes.map((n) => n.id));
  const reached = new Set<string>();
  const taken = new Set<unknown>();
  // Each distinct step once (paths from a start share most of their steps): the same steps, pairwise, as the paths.
  const byId = new Map(chart.nodes.map((n) => [n.id, n]));
  forEachStep(pathTrees(paths), (state, event, before) => {
    const now = activeIds(state.value);
    for (const id of now) {
      reached.add(id);
      // A waiting state is entered through its eventless choice of chain.
      if (ids.has(`${id}.choosing`)) reached.add(`${id}.choosing`);
    }
    // A hand-off region is entered through its eventless choice (the optedOut guard's DECIDING).
    const had = new Set(before ? activeIds(before.value) : []);
    const entered = now.filter((id) => !had.has(id)).flatMap((id) => byId.get(id) ?? []);
    for (const id of passedThrough(entered, new Set(now))) reached.add(id);
    // The initial microstep passes START, whose eventless choice settles on RC1 or the chosen quote's session.
    if (!event || !before) reached.add('ratecall.START');
    else for (const t of machine.getTransitionData(before, event)) taken.add(t);
  });
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
