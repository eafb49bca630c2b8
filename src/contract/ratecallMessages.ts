import type { RatecallStep } from './ratecall';

// The rate-call messages the sandbox writes and the client's error catalogue reads (spec 001 section 8), apart from
// the rate-call schemas so the start page's code can read them while the schemas stay in their lazy chunk.

/**
 * What each failed step throws (spec 001 section 8, and docs/spec-decisions.md for the steps the spec does not name):
 * the sandbox answers a failed step with it, the client records it for error monitoring. `{carrier}`, `{policyType}`
 * and `{message}` are filled in by whoever throws.
 */
export const RATECALL_STEP_FAILURE: Record<RatecallStep, string> = {
  GET_RC1_QUOTES: 'Did not receive {carrier} in RC1 quotes',
  GET_PARTNER_PREFILL: 'Fetch partner prefill failed',
  GET_RC2_QUESTIONS: 'Fetch RC Pre-MVR Questions failed',
  SUBMIT_RC2_ANSWERS: 'Submit RC2 Answers failed',
  CHECK_FOR_UDO: 'Fetch RC2 Driving Record failed',
  GET_RC2_RATE: 'Fetch RC2 Updated Rate failed',
  UPDATE_COVERAGE: 'Fetch RC2 Updated Rate failed',
  UPDATE_QUOTE: 'Fetch RC2 Updated Rate failed',
  BIND_RC2: 'Fetch RC2 Bind Rate failed',
  GET_RC3_QUESTIONS: 'Fetch RC3 Questions failed',
  COLLECT_PAYMENT: 'Bind RC3 failed',
  BIND_RC3: 'Error binding {policyType} policy:: {message}',
};

/** The substrings a carrier's message is routed on (spec 001 section 8): the sandbox writes them, the client reads. */
export const RATECALL_ROUTING_PHRASES = {
  rejected: 'rejected or redirected',
  hardStop: 'hard stop',
  vehicleSymbol: 'vehicle-symbol',
} as const;
