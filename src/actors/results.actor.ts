import { fromCallback, fromPromise } from 'xstate';
import type { Ad } from '../contract';
import { PLACEMENT_ID } from '../contract/ads';
import { LEAD_TIERS } from '../contract/classification';
import type { AutoUser } from '../contract/entities';
import { RULE_DEFAULTS } from '../contract/ruleDefaults';
import { PartnerEligibility, type RuleOutcome, rulesEndpoints } from '../contract/rules';
import { ruleLeadSummaryOf } from '../domain/leadSummary';
import { thisDevice } from '../domain/device';
import { isCodedError } from '../domain/errors';
import { DEFAULT_OFFER_RULES, FILTERINGS, type Filtering, type QuotesVsAds } from '../domain/offers';
import type {
  AdsInput,
  ClassifiedLead,
  CarrierInput,
  PhoneInput,
  ResultsEvent,
  ResultsInput,
  ResultsRules,
  RulesFacts,
} from '../machines/results/results.types';
import { callEndpoint } from './http';
import type { Quote } from '../contract';
import { rentersUserOf } from '../domain/bundle';
import type { BundleCopy, BundleDecision } from '../machines/results/results.types';

type LeadTier = (typeof LEAD_TIERS)[number];

// The results flow's calls (spec 001 sections 4 and 7): the remote rules it reads, the lead classification, one RC1
// call per carrier, and the two ad exchanges. A rule that cannot decide gives its default: those actors never reject.

const endpoints = () => import('./resultsContract').then((m) => m.resultsEndpoints);

/** The carriers with a {carrier}QuotesVsAds rule (spec 001 section 7). */
export const QUOTES_VS_ADS_CARRIERS = ['safeco', 'libertymutual', 'lemonade', 'branch', 'root', 'geico', 'fasttrack'];

/** Asks the rules with the shopper's facts and this browser's device (src/domain/device.ts); {} if the call fails. */
export async function evaluate(names: string[], facts: RulesFacts, signal: AbortSignal) {
  try {
    const input = { ...facts, device: thisDevice() };
    const body = { rules: names.map((name) => ({ name, input })) };
    const answer = await callEndpoint(rulesEndpoints.evaluateRules, { body, signal }, 'network_error');
    return answer.results;
  } catch {
    return {} as Record<string, RuleOutcome>;
  }
}

export const decided = (results: Record<string, RuleOutcome>, name: string): unknown =>
  Object.hasOwn(results, name) && !results[name].isDefault ? results[name].value : null;

/**
 * The agency-experience decision, the offer filters, Liberty Mutual direct's mini-agency check and the media-ad
 * placement, in one batch.
 */
export const decideAgency = fromPromise<ResultsRules, RulesFacts>(async ({ input, signal }) => {
  const carrierRules = QUOTES_VS_ADS_CARRIERS.map((c) => `${c}QuotesVsAds`);
  // The intake's address-success chain already asked flowAgenciesEligibility (policy.isAgencyEligible): not again.
  const stored = typeof input.isAgencyEligible === 'boolean' ? input.isAgencyEligible : null;
  const results = await evaluate(
    [
      ...(stored === null ? ['flowAgenciesEligibility'] : []),
      'mAQuotesFiltering',
      'miniAgencyFlow',
      ...carrierRules,
      'iPACoverageMAAdPlacementIDs',
      'maAutoAggregators',
      'mockMaAd',
    ],
    input,
    signal,
  );
  const filtering = decided(results, 'mAQuotesFiltering');
  const quotesVsAds: Record<string, QuotesVsAds> = {};
  for (const c of QUOTES_VS_ADS_CARRIERS) {
    const v = decided(results, `${c}QuotesVsAds`);
    quotesVsAds[c] = v === 'quotes' || v === 'ads' || v === 'both' ? v : null;
  }
  return {
    agencyAllowed: stored ?? decided(results, 'flowAgenciesEligibility') === true,
    offers: {
      filtering: (FILTERINGS as readonly unknown[]).includes(filtering)
        ? (filtering as Filtering)
        : DEFAULT_OFFER_RULES.filtering,
      quotesVsAds,
    },
    libertyMutualDirect: decided(results, 'miniAgencyFlow') !== true,
    adPlacement: placementOf(decided(results, 'iPACoverageMAAdPlacementIDs')),
    aggregators: aggregatorsOf(decided(results, 'maAutoAggregators')),
    mockAd: decided(results, 'mockMaAd') === true,
  };
});

/** The most advertiser names maAutoAggregators may give, and the longest name: more or longer is not a list we know. */
const AGGREGATORS_MAX = { names: 50, chars: 80 } as const;

/**
 * maAutoAggregators' value as advertiser names: a list of non-blank names within AGGREGATORS_MAX (an empty list: no
 * ad is an aggregator). Anything else is null, the rule's default: each ad keeps the exchange's own flag.
 */
export function aggregatorsOf(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > AGGREGATORS_MAX.names) return null;
  const names = value.map((v) => (typeof v === 'string' ? v.trim() : ''));
  return names.every((n) => n.length > 0 && n.length <= AGGREGATORS_MAX.chars) ? names : null;
}

/**
 * The exchange call carries one placement: the rule's first id (a list: the Massachusetts clickwall has two placements,
 * docs/spec-decisions.md). Anything else (no list, an empty one, an id the contract would refuse) leaves the exchange's.
 */
export function placementOf(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : undefined;
  return typeof first === 'string' && PLACEMENT_ID.safeParse(first).success ? first : null;
}

/** The partner rules asked with partnerQuotesAdsEligibility (spec 001 sections 6 and 7), in the same batch. */
export const PARTNER_RULES = [
  'partnerQuotesAdsEligibility',
  'quinstreetAgencyAvailability',
  'flowQuinstreetAgencyEligibility',
  'geicoAutoEligibility',
] as const;

/**
 * Which partners are queried (spec 001 section 6): partnerQuotesAdsEligibility's flags, read with the contract's
 * schema, narrowed by each partner's own rule. The Quinstreet agency is queried only when it serves this state and
 * product (quinstreetAgencyAvailability) and is offered inside this flow (flowQuinstreetAgencyEligibility); GEICO's
 * auto partner only when geicoAutoEligibility says so. A rule that fails gives its default, false: that partner is
 * not queried. Null when partnerQuotesAdsEligibility did not decide or answered a shape the contract does not know:
 * the direct carriers are then asked.
 */
export function partnerFlagsOf(results: Record<string, RuleOutcome>): PartnerEligibility | null {
  const flags = PartnerEligibility.safeParse(decided(results, 'partnerQuotesAdsEligibility'));
  if (!flags.success) return null;
  const yes = (name: (typeof PARTNER_RULES)[number]) => decided(results, name) === true;
  return {
    ...flags.data,
    quinstreetAgency:
      flags.data.quinstreetAgency === true &&
      yes('quinstreetAgencyAvailability') &&
      yes('flowQuinstreetAgencyEligibility'),
    geicoAuto: flags.data.geicoAuto === true && yes('geicoAutoEligibility'),
  };
}

export const fetchPartnerEligibility = fromPromise<PartnerEligibility | null, RulesFacts>(async ({ input, signal }) =>
  partnerFlagsOf(await evaluate([...PARTNER_RULES], input, signal)),
);

/**
 * userClassification (spec 001 section 7) with the lead summary of spec 001 section 3 (domain/leadSummary.ts): the
 * class, or null when the rule did not decide, answered a class the contract does not know, or the call failed (the
 * rule's default). Never rejects.
 */
export async function askUserClassification(user: AutoUser, signal?: AbortSignal): Promise<LeadTier | null> {
  try {
    const rules = [{ name: 'userClassification', input: { ...ruleLeadSummaryOf(user) } }];
    const answer = await callEndpoint(rulesEndpoints.evaluateRules, { body: { rules }, signal }, 'network_error');
    const value = decided(answer.results, 'userClassification');
    return (LEAD_TIERS as readonly unknown[]).includes(value) ? (value as LeadTier) : RULE_DEFAULTS.userClassification;
  } catch {
    return RULE_DEFAULTS.userClassification;
  }
}

/** The user with its tracking's userClassification: set to the class, or taken away when there is none. */
export function withUserClassification<U extends { tracking: AutoUser['tracking'] }>(
  user: U,
  tier: LeadTier | null,
): U {
  const { userClassification: _old, ...tracking } = user.tracking;
  return { ...user, tracking: tier ? { ...tracking, userClassification: tier } : tracking };
}

/**
 * The saved user gets the class at once (PATCH /user, in the background: the results do not wait on it, and the
 * context's user carries it into every later save). A failed save is not the shopper's problem: the next save has it.
 */
async function saveUserClassification(user: AutoUser, server: ResultsInput['server']) {
  if (!server.userId || !server.token) return;
  const { callApi } = await import('./http');
  const { optOutHeaders } = await import('../app/privacyChoice');
  await callApi(
    'updateUser',
    { body: { ...user, userId: server.userId }, token: server.token, headers: optOutHeaders() },
    'user_save_failed',
  );
}

/**
 * POST /lead/classification; partnerId 0 without a partner (docs/spec-decisions.md). Beside it, once,
 * userClassification (decision 0097): its class goes on the user's tracking (storeClassification) and onto the saved
 * user. The classification's failure is the step's (the shopper stays unclassified); the rule's is its default.
 */
export const classifyLead = fromPromise<ClassifiedLead, ResultsInput>(async ({ input, signal }) => {
  const ep = (await endpoints()).classifyLead;
  const partnerId = input.partner ? input.partner : 0;
  const [res, userClassification] = await Promise.all([
    callEndpoint(ep, { body: { user: input.user, partnerId }, signal }, 'results_error'),
    askUserClassification(input.user, signal),
  ]);
  if (userClassification !== (input.user.tracking.userClassification ?? null))
    void saveUserClassification(withUserClassification(input.user, userClassification), input.server).catch(() => {});
  return { ...res.data.classification, userClassification };
});

/** One carrier's RC1 (POST /auto/quotes v2 with carrierId): answers CARRIER_ANSWERED or CARRIER_FAILED once. */
export const askCarrier = fromCallback<ResultsEvent, CarrierInput>(({ input, sendBack }) => {
  const abort = new AbortController();
  const { user, carrierId, isAgencyAvailable } = input;
  endpoints()
    .then((eps) =>
      callEndpoint(
        eps.autoQuotes,
        { body: { user, quotePartners: [carrierId], carrierId, isAgencyAvailable }, signal: abort.signal },
        'rc1_quotes_error',
      ),
    )
    .then(
      (res) => sendBack({ type: 'CARRIER_ANSWERED', carrierId, quotes: res.data.quotes }),
      (e: unknown) => {
        if (abort.signal.aborted) return;
        sendBack({ type: 'CARRIER_FAILED', carrierId, code: isCodedError(e) ? e.code : 'rc1_quotes_error' });
      },
    );
  return () => abort.abort();
});

/** The advertiser a mock ad names: no exchange's, so it is never mistaken for a real offer. */
export const MOCK_AD_ADVERTISER = 'QuoteFlow test advertiser';

/**
 * The ad mockMaAd shows instead of the exchange's (QA traffic only, docs/decisions/0098): one ad in the contract's
 * shape, in the top slot, clicking out to a reserved example domain; no personal data, the state's code its market.
 */
export function mockAdFor(input: AdsInput): Ad {
  return {
    adId: 'mock-ad-1',
    carrier: MOCK_AD_ADVERTISER,
    partner: 'mock',
    position: 1,
    position_id: `${input.placementId ?? 'mock'}-1`,
    click_url: 'https://www.example.com/quoteflow-mock-ad',
    images: { logo: 'data:,', logoAlt: '' },
    location: input.user.autoPolicy.policy.state ?? 'your area',
    isAggregator: false,
    product: 'auto',
    headline: 'Test ad: the ad exchange was not called',
    description: 'QA traffic sees this mock ad in place of the media-ad exchange.',
    bullets: [],
    bid: 0,
  };
}

/** POST /auto/mediaAlpha (?multipleVehicles=true for eq_vehicles); mockMaAd decided: the mock ad, no call. */
export const fetchMediaAlpha = fromPromise<Ad[], AdsInput>(async ({ input, signal }) => {
  if (input.mockAd === true) return [mockAdFor(input)];
  const ep = (await endpoints()).autoMediaAlpha;
  const query = { multipleVehicles: input.multipleVehicles ? ('true' as const) : ('false' as const) };
  const body = { user: input.user, ...(input.placementId ? { placement_id: input.placementId } : {}) };
  return callEndpoint(ep, { body, query, signal }, 'no_ads');
});

/** POST /auto/ads: the fallback ad exchange. */
export const fetchFallbackAds = fromPromise<Ad[], AdsInput>(async ({ input, signal }) => {
  const ep = (await endpoints()).autoAds;
  return callEndpoint(ep, { body: { user: input.user }, signal }, 'no_ads');
});

/**
 * The results number (spec 001 section 4; GET /phone-numbers/experience-mapping, policyType auto, flowLocation
 * results): null when the lookup fails (the header keeps the intake's number, else the default). Never rejects.
 */
export const fetchResultsPhone = fromPromise<string | null, PhoneInput>(async ({ input, signal }) => {
  try {
    const { phoneEndpoints } = await import('../contract/phone');
    const query = { trafficSource: input.trafficSource, policyType: 'auto', flowLocation: 'results' } as const;
    return (await callEndpoint(phoneEndpoints.phoneExperienceMapping, { query, signal }, 'phone_number_lookup_failed'))
      .phoneNumber;
  } catch {
    return null;
  }
});

/** The longest headline, body and call to action the pop-up shows from the rule (longer: the default copy). */
const COPY_MAX = { headline: 120, body: 600, cta: 60 } as const;

/**
 * editableBundlePopUpCopy's value as the pop-up's copy: an object with a product type (home or renters) and a
 * non-blank headline, body and call to action within COPY_MAX; anything else is null (the app's own copy).
 */
export function bundleCopyOf(value: unknown): BundleCopy | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (v.productType !== 'home' && v.productType !== 'renters') return null;
  const words = (key: keyof typeof COPY_MAX) => {
    const s = v[key];
    return typeof s === 'string' && s.trim().length > 0 && s.length <= COPY_MAX[key] ? s.trim() : null;
  };
  const headline = words('headline');
  const body = words('body');
  const cta = words('cta');
  return headline && body && cta ? { productType: v.productType, headline, body, cta } : null;
}

/**
 * bundlePopUp and bundleOnResultsPage (spec 001 section 7): where the renters offers show (null: nowhere); and
 * editableBundlePopUpCopy, the pop-up's copy (null when it did not decide: the default copy).
 */
export const decideBundle = fromPromise<BundleDecision, RulesFacts>(async ({ input, signal }) => {
  const results = await evaluate(['bundleOnResultsPage', 'bundlePopUp', 'editableBundlePopUpCopy'], input, signal);
  const display =
    decided(results, 'bundleOnResultsPage') === true
      ? 'page'
      : decided(results, 'bundlePopUp') === true
        ? 'popUp'
        : null;
  return { display, copy: bundleCopyOf(decided(results, 'editableBundlePopUpCopy')) };
});

/** POST /renters/quotes for the renters user built from the auto answers (every renters partner). */
export const fetchRentersQuotes = fromPromise<Quote[], ResultsInput>(async ({ input, signal }) => {
  const ep = (await endpoints()).rentersQuotes;
  const body = { user: rentersUserOf(input.user), quotePartners: [] };
  return (await callEndpoint(ep, { body, signal }, 'rc1_quotes_error')).data.quotes;
});

/** POST /home/ads for the renters user (every ad partner). */
export const fetchRentersAds = fromPromise<Ad[], ResultsInput>(async ({ input, signal }) => {
  const ep = (await endpoints()).homeAds;
  return callEndpoint(ep, { body: { user: rentersUserOf(input.user), adPartners: [] }, signal }, 'no_ads');
});
