import { resultsMachine } from '../machines/results/results.machine';
import { postQuotesRoutes } from '../machines/ratecall/ratecall.routes';
import { liveRatecallMachine } from './ratecall.live';
import {
  askCarrier,
  classifyLead,
  decideAgency,
  decideBundle,
  fetchRentersAds,
  fetchRentersQuotes,
  fetchFallbackAds,
  fetchMediaAlpha,
  fetchPartnerEligibility,
  fetchResultsPhone,
} from './results.actor';
import { handoffActors } from './handoff.actor';
import { userSync } from './user.actor';

// The results chart with the real actors (DESIGN section 4: supplied at the root), loaded as its own chunk.
export const liveResultsMachine = resultsMachine.provide({
  actors: {
    userSync,
    decideAgency,
    classifyLead,
    fetchPartnerEligibility,
    askCarrier,
    fetchMediaAlpha,
    fetchFallbackAds,
    decideBundle,
    fetchRentersQuotes,
    fetchRentersAds,
    fetchResultsPhone,
    ...handoffActors,
    ratecall: liveRatecallMachine,
  },
});

/** The post-quote screens' paths, for the app's route sync (registered with the chart: src/app/createApp.ts). */
export { postQuotesRoutes };
