import type { ActorRefFrom, AnyEventObject } from 'xstate';
import type { Ad, Quote } from '../../../contract';
import { HomeUser, type PropertyUser, RentersUser } from '../../../contract/property';
import { homeResultsMachine } from '../../../machines/homeResults/homeResults.machine';
import { driveChart, STORY_SAVED, storyChart } from './driveChart';
import { NO_HOME_RULES } from '../../../machines/homeResults/homeResults.setup';
import type { HomeRules } from '../../../machines/homeResults/homeResults.types';
import { STORY_AD } from './driveResults';

// The home results chart for stories (driveChart.ts): what the sandbox would answer (the rules, each partner's quotes,
// the ads), sent as events.

const storyMachine = storyChart(homeResultsMachine);
export type HomeResultsActorRef = ActorRefFrom<typeof storyMachine>;

const address = { streetAddress: '500 Main St', city: 'Austin', state: 'TX', zip: '78701' };
export const STORY_HOME_USER: PropertyUser = HomeUser.parse({
  contact: { email: 'pat@example.com' },
  homePolicy: { occupants: [{ firstName: 'Pat' }], properties: [{ yearBuilt: 2001 }], policy: { address } },
});
/** A home shopper who asked to bundle with auto (the bundling question answered Yes). */
export const STORY_BUNDLING_HOME_USER: PropertyUser = HomeUser.parse({
  contact: { email: 'pat@example.com' },
  homePolicy: {
    occupants: [{ firstName: 'Pat' }],
    properties: [{ yearBuilt: 2001 }],
    policy: { address, bundlePolicies: ['auto'] },
  },
});
export const STORY_RENTERS_USER: PropertyUser = RentersUser.parse({
  contact: { email: 'pat@example.com' },
  rentersPolicy: { occupants: [{ firstName: 'Pat' }], properties: [], policy: { address } },
});

/** A home quote as POST /home/quotes answers it (twelve months). */
export const homeQuote = (carrierId: string, carrier: string, monthly: number): Quote => ({
  carrier,
  carrierId,
  partner: carrierId,
  quoteId: `${carrierId}-home-1`,
  msgStatus: 'success',
  coverages: { dwelling: '350000', personalLiability: '300000', deductible: '1000' },
  termMonths: 12,
  onlineBind: false,
  click_url: `https://www.${carrierId}.example/quote`,
  fullPayPlan: { totalAmount: monthly * 11, numberOfPayments: 1 },
  monthlyPayPlan: { totalAmount: monthly * 12, numberOfPayments: 12 },
});
export const HOME_AD: Ad = { ...STORY_AD, adId: 'ad-home-1', product: 'home', headline: 'Homeowners save with Acme' };

/** Saved, and the rules decided (each at its default unless `rules` says otherwise). */
export const decided = (rules: Partial<HomeRules>): AnyEventObject[] => [
  STORY_SAVED,
  { type: 'xstate.done.actor.decideHomeResults', output: { ...NO_HOME_RULES, ...rules } },
];
export const partnerAnswered = (carrierId: string, quotes: Quote[]): AnyEventObject => ({
  type: 'CARRIER_ANSWERED',
  carrierId,
  quotes,
});
export const homeAdsAnswered = (ads: Ad[]): AnyEventObject => ({ type: 'xstate.done.actor.homeAds1', output: ads });

/** A home results actor driven by `events`, for a home user (or `user`). */
export function driveHomeResults(events: AnyEventObject[], user = STORY_HOME_USER): HomeResultsActorRef {
  return driveChart(storyMachine, { user, server: {} }, events);
}
