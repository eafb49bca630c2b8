import type { ResultsChunk } from '../machines/app/resultsSlot';
import { homeResultsMachine } from '../machines/homeResults/homeResults.machine';
import {
  askEvertree,
  askPartner,
  decideHomeResults,
  exportToCrm,
  fetchHomeAds,
  fetchResultsPhone,
  leaveForEvertree,
} from './homeResults.actor';
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
    exportToCrm,
    fetchResultsPhone,
  },
});

export const homeResultsChunk: ResultsChunk = { machine: liveHomeResultsMachine };
