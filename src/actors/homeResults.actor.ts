import { fromCallback, fromPromise } from 'xstate';
import type { Ad, Quote } from '../contract';
import { isRentersUser } from '../contract/property';
import { PartnerEligibility } from '../contract/rules';
import { isCodedError } from '../domain/errors';
import type {
  HomeAdsInput,
  HomeResultsEvent,
  HomeRules,
  PartnerInput,
  PhoneInput,
  RulesFacts,
} from '../machines/homeResults/homeResults.types';
import { callEndpoint, loadChunk } from './http';
import { decided, evaluate, placementOf } from './results.actor';

// The home results' calls (spec 001 sections 2, 4 and 7; docs/decisions/0082): the rules of the home clickwall in
// one batch, one quote call per partner, Evertree's, the home ads, the CRM export and the results phone number. A
// rule that cannot decide gives its default; the phone number null; those actors never reject.

const endpoints = loadChunk(() => import('./homeResultsContract').then((m) => m.homeResultsEndpoints));

/** The rules the home clickwall reads (spec 001 sections 2, 6 and 7), by policy type. */
export const homeRuleNames = (renters: boolean) => [
  'flowAgenciesEligibility',
  renters ? 'rentersPartnerQuotesEligibility' : 'homePartnerQuotesEligibility',
  'lemonadeDirectHome',
  'partnerQuotesAdsEligibility',
  'bundleOnResultsPage',
  'bundlePopUp',
  'iPAHomeMAAdsPlacements',
];

/** iPAHomeMAAdsPlacements answers a list of { placement_id, ua_class, version }: its first placement id. */
const homePlacement = (value: unknown) =>
  placementOf(Array.isArray(value) ? value.map((p) => (p as { placement_id?: unknown })?.placement_id) : null);

export const decideHomeResults = fromPromise<HomeRules, RulesFacts>(async ({ input, signal }) => {
  const renters = input.policyType === 'renters';
  const results = await evaluate(homeRuleNames(renters), input, signal);
  const flags = PartnerEligibility.safeParse(decided(results, 'partnerQuotesAdsEligibility'));
  return {
    agency: decided(results, 'flowAgenciesEligibility') === true,
    partner: decided(results, renters ? 'rentersPartnerQuotesEligibility' : 'homePartnerQuotesEligibility') === true,
    lemonadeDirect: decided(results, 'lemonadeDirectHome') === true,
    // Evertree writes home, townhome and condo only (server/partners/evertree.ts).
    evertree: !renters && flags.success && flags.data?.evertree === true,
    bundle:
      decided(results, 'bundleOnResultsPage') === true
        ? 'page'
        : decided(results, 'bundlePopUp') === true
          ? 'popUp'
          : null,
    adPlacement: homePlacement(decided(results, 'iPAHomeMAAdsPlacements')),
  };
});

/** POST /home/quotes or /renters/quotes with quotePartners one partner: the quotes it answered. */
async function partnerQuotes(input: PartnerInput, signal: AbortSignal): Promise<Quote[]> {
  const eps = await endpoints();
  const quotePartners = [input.carrierId];
  const answer = isRentersUser(input.user)
    ? await callEndpoint(eps.rentersQuotes, { body: { user: input.user, quotePartners }, signal }, 'rc1_quotes_error')
    : await callEndpoint(eps.homeQuotes, { body: { user: input.user, quotePartners }, signal }, 'rc1_quotes_error');
  return answer.data.quotes;
}

/** One partner's quotes: answers CARRIER_ANSWERED or CARRIER_FAILED once (each card as its partner answers). */
export const askPartner = fromCallback<HomeResultsEvent, PartnerInput>(({ input, sendBack }) => {
  const abort = new AbortController();
  partnerQuotes(input, abort.signal).then(
    (quotes) => sendBack({ type: 'CARRIER_ANSWERED', carrierId: input.carrierId, quotes }),
    (e: unknown) => {
      if (abort.signal.aborted) return;
      const code = isCodedError(e) ? e.code : 'rc1_quotes_error';
      sendBack({ type: 'CARRIER_FAILED', carrierId: input.carrierId, code });
    },
  );
  return () => abort.abort();
});

export const askEvertree = fromPromise<Quote[], PartnerInput>(({ input, signal }) => partnerQuotes(input, signal));

/** The browser leaves for Evertree's quote page (spec 001 section 2: an external quote page). */
export const leaveForEvertree = fromCallback<HomeResultsEvent, { url: string }>(({ input }) => {
  window.location.assign(input.url);
  return () => {};
});

/** POST /home/ads with every ad partner (adPartners empty: all), for a home or a renters user. */
export const fetchHomeAds = fromPromise<Ad[], HomeAdsInput>(async ({ input, signal }) => {
  const { homeAds } = await endpoints();
  const body = { user: input.user, adPartners: [], ...(input.placementId ? { placement_id: input.placementId } : {}) };
  return callEndpoint(homeAds, { body, signal }, 'no_ads');
});

/** The results number for a property shopper (policyType home, flowLocation results); null: the default number. */
export const fetchResultsPhone = fromPromise<string | null, PhoneInput>(async ({ input, signal }) => {
  try {
    const { phoneExperienceMapping } = await endpoints();
    const query = { trafficSource: input.trafficSource, policyType: 'home', flowLocation: 'results' } as const;
    return (await callEndpoint(phoneExperienceMapping, { query, signal }, 'phone_number_lookup_failed')).phoneNumber;
  } catch {
    return null;
  }
});
