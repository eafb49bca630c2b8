import { ratecallMachine } from '../machines/ratecall/ratecall.machine';
import { fetchPostQuoteRules } from './postQuoteRules.actor';
import { fetchRc1Quotes } from './quotes.actor';
import { callRatecall, checkCoverages } from './ratecall.actor';
import { handoffActors } from './handoff.actor';

// The rate-call chart with the real actors (DESIGN section 4), as each results chart that continues online invokes it:
// auto's results (results.live.ts) and the home line's (homeResults.live.ts, decision 0088).
export const liveRatecallMachine = ratecallMachine.provide({
  actors: { fetchRc1Quotes, callRatecall, fetchPostQuoteRules, checkCoverages, ...handoffActors },
});
