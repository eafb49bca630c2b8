// The post-quote chains' named values (spec 000 section 9, spec 001 sections 2 and 4). The state lists match the
// sandbox's (server/ratecall/constants.ts); chains.sync.test.ts checks they agree.

/** spec 000 section 9 state rules. Proof of residency: safeco in NC. */
export const PROOF_OF_RESIDENCY_STATES: readonly string[] = ['NC'];
export const INTERSTATE_COMMUTE_STATES: readonly string[] = ['PA'];
export const CRIMINAL_CONVICTION_STATES: readonly string[] = ['MD', 'NJ'];
/** Prior insurance is asked of the first driver in these states. */
export const PRIOR_INSURANCE_STATES: readonly string[] = ['MA'];

/** The licence status that lets a driver without a licence be rated (driver-learners-permit-number follows). */
export const PERMIT_STATUS = 'Learner permit';

/**
 * DECISION (docs/decisions/0017): the driving-record check lists at most two undisclosed operators (the sandbox's MVR
 * buckets), so the post-MVR chains loop over two.
 */
export const MAX_UNDISCLOSED = 2;

/** Payment methods offered per policy type (server/ratecall/questions/paymentQuestions.ts): escrow is for home. */
export const PAYMENT_METHODS_BY_POLICY = { auto: ['card'] } as const;
export const ESCROW = 'escrow';

/** The post-quote route pattern (spec 001 section 2), never prefixed with a partner's name. */
export const POST_QUOTES_BASE = '/postQuotesFlow';
