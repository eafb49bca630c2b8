import { ratecallMachine } from '../machines/ratecall/ratecall.machine';
import { resultsMachine } from '../machines/results/results.machine';
import type { PostQuotesRouting } from '../machines/app/resultsSlot';
import { postQuotesPathOf, visitedNodeOfPath } from '../machines/ratecall/ratecall.routes';
import { fetchRc1Quotes } from './quotes.actor';
import { callRatecall, checkCoverages } from './ratecall.actor';
import { fetchPostQuoteRules } from './postQuoteRules.actor';
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
} from './results.actor';
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
    ratecall: ratecallMachine.provide({
      actors: { fetchRc1Quotes, callRatecall, fetchPostQuoteRules, checkCoverages },
    }),
  },
});

/** The post-quote screens' paths, for the app's route sync (registered with the chart: src/app/createApp.ts). */
export const postQuotesRoutes: PostQuotesRouting = {
  pathOf: (carrier, ratecall) => postQuotesPathOf(carrier, ratecall as Parameters<typeof postQuotesPathOf>[1]),
  nodeOfPath: (carrier, chain, path) =>
    visitedNodeOfPath(carrier, chain as Parameters<typeof visitedNodeOfPath>[1], path),
};
