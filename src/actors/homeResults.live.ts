import type { ResultsChunk } from '../machines/app/resultsSlot';
import { homeResultsMachine } from '../machines/homeResults/homeResults.machine';
import { postQuotesRoutes } from '../machines/ratecall/ratecall.routes';
import {
  askEvertree,
  askPartner,
  decideHomeResults,
  fetchHomeAds,
  fetchResultsPhone,
  leaveForEvertree,
} from './homeResults.actor';
import { handoffActors } from './handoff.actor';
import { liveRatecallMachine } from './ratecall.live';
import { userSync } from './user.actor';

// The home line's results chart with the real actors (DESIGN section 4: supplied at the root), a chunk of its own
// (docs/decisions/0082). The save goes through the page's one save queue, as the home intake's does.
export const liveHomeResultsMachine = homeResultsMachine.provide({
  actors: {
    userSync,
    decideHomeResults,
    askPartner,
    askEvertree,
    leaveForEvertree,
    fetchHomeAds,
    ...handoffActors,
    fetchResultsPhone,
    ratecall: liveRatecallMachine,
  },
});

// "Continue online" on a home or renters card runs the rate-call chart here, its post-quote routes with it (0088).
export const homeResultsChunk: ResultsChunk = { machine: liveHomeResultsMachine, postQuotes: postQuotesRoutes };
