// The post-quote chains' named values (spec 000 section 9, spec 001 sections 2 and 4). The state lists are the
// sandbox's own (src/domain/postQuoteStates.ts, which server/ratecall/constants.ts reads too).

export {
  CRIMINAL_CONVICTION_STATES,
  INTERSTATE_COMMUTE_STATES,
  PRIOR_INSURANCE_STATES,
  PROOF_OF_RESIDENCY_STATES,
} from '../../domain/postQuoteStates';

/** The licence status that lets a driver without a licence be rated (driver-learners-permit-number follows). */
export const PERMIT_STATUS = 'Learner permit';

/**
 * DECISION (docs/decisions/0017): the driving-record check lists at most two undisclosed operators (the sandbox's MVR
 * buckets), so the post-MVR chains loop over two.
 */
export const MAX_UNDISCLOSED = 2;

/** Payment methods offered per policy type (server/ratecall/questions/paymentQuestions.ts): escrow is for home. */
export const PAYMENT_METHODS_BY_POLICY = { auto: ['card'], home: ['card', 'escrow'], renters: ['card'] } as const;
export const ESCROW = 'escrow';

/** The post-quote route pattern (spec 001 section 2), never prefixed with a partner's name. */
export const POST_QUOTES_BASE = '/postQuotesFlow';
