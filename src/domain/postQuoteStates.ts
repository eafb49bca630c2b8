// The states whose post-quote questions differ (spec 000 section 9 state rules), kept once: the client's chains skip
// or show their screens by them (src/machines/bind/rules.ts) and the sandbox asks the questions by them
// (server/ratecall/questions/autoChains.ts).

/** Proof of residency: safeco in NC. */
export const PROOF_OF_RESIDENCY_STATES: readonly string[] = ['NC'];
export const INTERSTATE_COMMUTE_STATES: readonly string[] = ['PA'];
export const CRIMINAL_CONVICTION_STATES: readonly string[] = ['MD', 'NJ'];
/** Prior insurance is asked of the first driver in these states. */
export const PRIOR_INSURANCE_STATES: readonly string[] = ['MA'];
