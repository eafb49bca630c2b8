import { type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, getNextSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { Ad, Quote } from '../../src/contract';
import { HomeUser, RentersUser } from '../../src/contract/property';
import { homeResultsMachine } from '../../src/machines/homeResults/homeResults.machine';
import { NO_HOME_RULES } from '../../src/machines/homeResults/homeResults.setup';
import type { HomeResultsContext, HomeRules } from '../../src/machines/homeResults/homeResults.types';
import { sampleAd } from '../../src/testing/sampleAd';
import { handoffEvents, handoffPaths, isHandoffEvent } from './handoffEvents';
import { cachedPaths } from './pathCache';
import { chartCoverage } from './resultsModel';

// The home results chart's model (docs/decisions/0082): the actors' completions, the partners' answers and the ad
// retries' delays are events like the shopper's, traversed on the machine widened to AnyStateMachine. A home owner
// and a renter in Texas, and the home owner opted out (the optedOut guard: no ad, no CRM export, no lead; decision
// 0095); the doubles are parsed by the contract's schemas.

const machine: AnyStateMachine = homeResultsMachine;
export const homeContextOf = (s: AnyMachineSnapshot): HomeResultsContext => s.context;

const address = { streetAddress: '500 Main St', city: 'Austin', state: 'TX', zip: '78701' };
export function homeResultsInputs() {
  const occupants = [{ firstName: 'Pat' }];
  // Asked to bundle with auto: the auto offer's card or pop-up (docs/decisions/0085); the renter did not.
  const owner = HomeUser.parse({
    contact: {},
    homePolicy: { occupants, properties: [{}], policy: { address, bundlePolicies: ['auto'] } },
  });
  return [
    { user: owner, server: {} },
    {
      user: RentersUser.parse({ contact: {}, rentersPolicy: { occupants, properties: [], policy: { address } } }),
      server: {},
    },
    { user: owner, server: {}, optedOut: true },
  ];
}

const branchQuote = Quote.parse({
  carrier: 'Branch',
  carrierId: 'branch',
  partner: 'branch',
  quoteId: 'branch-home-1',
  msgStatus: 'success',
  coverages: {},
  termMonths: 12,
  onlineBind: false,
  fullPayPlan: { totalAmount: 1100, numberOfPayments: 1 },
});
/** Branch sells home online (the home chains: decision 0088): its card continues online. */
const branchOnline = Quote.parse({ ...branchQuote, quoteId: 'branch-home-2', onlineBind: true });
/** A quote the sandbox says is online-bind, from a carrier with no property chains: never continued online here. */
const unchainedOnline = Quote.parse({
  ...branchQuote,
  carrier: 'Root',
  carrierId: 'root',
  partner: 'root',
  quoteId: 'root-home-1',
  onlineBind: true,
});
const evertreeQuote = (urlId?: string) =>
  Quote.parse({
    ...branchQuote,
    carrier: 'Evertree Insurance',
    carrierId: 'evertree',
    partner: 'evertree',
    quoteId: 'evertree-1',
    msgStatus: urlId ? 'redirect' : 'failed',
    ...(urlId ? { urlId, click_url: `https://www.evertreeinsurance.com/quote?evertree_id=${urlId}` } : {}),
  });
const anAd = Ad.parse(sampleAd('hippo', { product: 'home' }));
const rules = (r: Partial<HomeRules>): HomeRules => ({ ...NO_HOME_RULES, ...r });

const after = (delay: string, id: string): AnyEventObject => ({ type: `xstate.after.${delay}.${id}` });
const FETCHES = ['homeResults.flow.FETCH_QUOTES_AND_ADS.ads', 'homeResults.flow.FETCH_ADS_ONLY'];

export function homeCandidateEvents(): AnyEventObject[] {
  const retries = FETCHES.flatMap((base) =>
    [1, 2, 3].map((n) => after(`adRetry${n}`, `${base}.RETRY_IN_${['1S', '2S', '4S'][n - 1]}`)),
  );
  const ads = [1, 2, 3, 4].flatMap((n) => [
    { type: `xstate.done.actor.homeAds${n}`, output: [anAd] },
    { type: `xstate.done.actor.homeAds${n}`, output: [] },
    { type: `xstate.error.actor.homeAds${n}`, error: { code: 'no_ads', status: 0 } },
  ]);
  return [
    { type: 'USER_SAVED', userId: '3b241101-e2bb-4255-8caf-4136c566a962', token: 'v1.token' },
    { type: 'USER_SAVE_FAILED', code: 'user_save_failed', status: 400 },
    { type: 'USER_SAVE_RETRYING', code: 'user_save_failed', status: 503 },
    { type: 'USER_SAVE_RETRYING', code: 'network_error', status: 0 },
    { type: 'xstate.done.actor.decideHomeResults', output: rules({}) },
    { type: 'xstate.done.actor.decideHomeResults', output: rules({ partner: true, bundle: 'popUp' }) },
    { type: 'xstate.done.actor.decideHomeResults', output: rules({ bundle: 'page' }) },
    { type: 'xstate.done.actor.decideHomeResults', output: rules({ evertree: true }) },
    { type: 'xstate.error.actor.decideHomeResults', error: new Error('rules unreadable') },
    { type: 'xstate.done.actor.askEvertree', output: [evertreeQuote('ET-TX-1')] },
    { type: 'xstate.done.actor.askEvertree', output: [evertreeQuote()] },
    { type: 'xstate.error.actor.askEvertree', error: { code: 'rc1_quotes_error', status: 500 } },
    { type: 'CARRIER_ANSWERED', carrierId: 'branch', quotes: [branchQuote] },
    { type: 'CARRIER_ANSWERED', carrierId: 'branch', quotes: [] },
    { type: 'CARRIER_ANSWERED', carrierId: 'branch', quotes: [branchOnline, unchainedOnline] },
    { type: 'CARRIER_FAILED', carrierId: 'branch', code: 'rc1_quotes_error' },
    ...ads,
    ...retries,
    // The clickwall's hand-off (HANDOFF_CALLS.agency_clickwall): the CRM export and the lead, each sent or failed.
    ...handoffEvents(['crm', 'lead']),
    { type: 'xstate.done.actor.fetchResultsPhone', output: '8005550100' },
    { type: 'xstate.error.actor.fetchResultsPhone', error: new Error('lookup failed') },
    { type: 'RETRY' },
    { type: 'DISMISS_BUNDLE' },
    // Continue online: the bindable card, a card sold offline, one of a carrier without the property chains.
    ...[branchOnline, branchQuote, unchainedOnline].map((q) => ({
      type: 'CONTINUE_ONLINE',
      carrierId: q.carrierId,
      quoteId: q.quoteId,
    })),
    { type: 'BACK_TO_QUOTES' },
  ];
}

/** What decides the transitions. */
function serializeState(s: AnyMachineSnapshot) {
  const c = homeContextOf(s);
  return JSON.stringify([s.value, c.carriers.map((x) => x.status), c.quotes.length, c.ads.length, c.rules.bundle]);
}

/** Shortest paths to every state from each start, then one more step out of each (generated once: pathCache.ts). */
export function homeResultsPaths() {
  return cachedPaths('homeResults', machine, () => {
    const candidates = homeCandidateEvents();
    const events = (s: AnyMachineSnapshot) => candidates.filter((e) => s.can(e));
    // The hand-off's calls: walked on from the paths that reach it (handoffPaths), not multiplying the other regions.
    const traversed = (s: AnyMachineSnapshot) => events(s).filter((e) => !isHandoffEvent(e));
    const shortest = homeResultsInputs().flatMap((input) =>
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
    return [...shortest, ...cover, ...handoffPaths(machine, shortest, candidates)];
  });
}

export const homeResultsCoverage = (paths: ReturnType<typeof homeResultsPaths>) =>
  chartCoverage(machine, paths as never, ['CLICKWALL', 'RESULTS_SHOWN']);
