import { fetchRc1Quotes } from './quotes.actor';
import { callRatecall, checkCoverages } from './ratecall.actor';
import { fetchPostQuoteRules } from './postQuoteRules.actor';

// The real actors, supplied at the app root with machine.provide (DESIGN section 4).
export { intakeActors } from './intakeActors';
export const ratecallActors = { fetchRc1Quotes, callRatecall, fetchPostQuoteRules, checkCoverages };
