import type { ActorRefFrom, AnyEventObject } from 'xstate';
import { type Ad, Quote } from '../../../contract';
import { DEFAULT_OFFER_RULES } from '../../../domain/offers';
import { resultsMachine } from '../../../machines/results/results.machine';
import { driveChart, STORY_SAVED, storyChart } from './driveChart';
import { RC1_QUOTES, finishedIntakeUser } from './driveRatecall';
import { partnerEligibility } from '../../../testing/partnerEligibility';
import type { ResultsEvent, ResultsInput } from '../../../machines/results/results.types';

// The results chart for stories (driveChart.ts): what the sandbox would answer, sent as events.

const storyResultsMachine = storyChart(resultsMachine);
export type ResultsActorRef = ActorRefFrom<typeof storyResultsMachine>;

export const STORY_AD: Ad = {
  adId: 'ad-acme-1',
  carrier: 'Acme Mutual',
  partner: 'acme',
  position: 1,
  position_id: 'slot-1',
  click_url: '/api/ads/click/ad-acme-1',
  images: { logo: 'data:,', logoAlt: 'Acme Mutual' },
  location: 'Texas',
  isAggregator: false,
  product: 'auto',
  headline: 'Drivers who switch save an average of $500',
  description: 'Compare your rate with Acme Mutual in minutes.',
  bullets: ['Accident forgiveness', '24/7 claims'],
  bid: 4,
};

const agency = (agencyAllowed: boolean): AnyEventObject => ({
  type: 'xstate.done.actor.decideAgency',
  output: { agencyAllowed, offers: DEFAULT_OFFER_RULES, libertyMutualDirect: true, adPlacement: null },
});
/** Saved, agency allowed, classified, asking Safeco, Root and the fast-track carrier. */
export const UP_TO_FETCH: AnyEventObject[] = [
  STORY_SAVED,
  agency(true),
  { type: 'xstate.done.actor.classifyLead', output: { tier: 'standard', points: 1, reasons: [] } },
  { type: 'xstate.done.actor.fetchPartnerEligibility', output: partnerEligibility('safeco', 'rootAgency') },
];
/** As UP_TO_FETCH, Lemonade asked too (partnerQuotesAdsEligibility's lemonade flag). */
export const UP_TO_FETCH_LEMONADE: AnyEventObject[] = [
  ...UP_TO_FETCH.slice(0, -1),
  {
    type: 'xstate.done.actor.fetchPartnerEligibility',
    output: partnerEligibility('safeco', 'rootAgency', 'lemonade'),
  },
];
/** Lemonade's answer outside its states: a redirect to its own page (server/carriers/lemonade.ts). */
export const LEMONADE_REDIRECT: Quote = Quote.parse({
  carrier: 'Lemonade',
  carrierId: 'lemonade',
  partner: 'lemonade',
  quoteId: 'LEM-REDIRECT-1',
  msgStatus: 'redirect',
  msgStatusDesc: 'Lemonade Car is not available in NY yet',
  coverages: {},
  termMonths: 6,
  onlineBind: false,
  click_url: 'https://www.lemonade.com/car',
});
/** A carrier's answer (the stories' quotes stand for what the asked carriers return). */
export const carrierAnswered = (carrierId: string, quotes = RC1_QUOTES): AnyEventObject => ({
  type: 'CARRIER_ANSWERED',
  carrierId,
  quotes,
});
export const adsAnswered = (ads: Ad[]): AnyEventObject => ({ type: 'xstate.done.actor.mediaAlpha1', output: ads });
export const SAVE_REFUSED: AnyEventObject = { type: 'USER_SAVE_FAILED', code: 'user_save_failed', status: 400 };
export const ADS_ONLY: AnyEventObject[] = [STORY_SAVED, agency(false)];

/** A results actor driven by `events`; the loader is hidden as it would be 1.8 s after routing, unless `loader`. */
export function driveResults(
  events: AnyEventObject[],
  { loader = false, unasked = false, renter = false, owner = false } = {},
): ResultsActorRef {
  const user = structuredClone(finishedIntakeUser());
  // A home owner who asked for a bundle: the auto-to-home offer (docs/decisions/0082).
  if (owner) {
    user.autoPolicy.operators[0].homeOwnershipStatus = 'Own';
    user.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
  }
  // A renter who asked for a bundle: renters quotes and ads beside the auto results.
  if (renter) {
    user.autoPolicy.policy.isRentersBundle = true;
    user.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
  }
  // A short flow's shopper: the results modal asks what the flow did not (education and military service).
  if (unasked) {
    delete user.autoPolicy.operators[0].education;
    delete user.autoPolicy.operators[0].militaryAffiliation;
  }
  const input: ResultsInput = { user, server: {} };
  const actor = driveChart(storyResultsMachine, input, events);
  if (!loader && actor.getSnapshot().matches({ loader: 'HIDING' }))
    actor.send({ type: 'xstate.after.loaderHide.results.loader.HIDING' } as unknown as ResultsEvent);
  return actor;
}
