// The error catalogue (spec 000 section 8, spec 001 section 8): each error is a value with a code and one message.

export const ERROR_MESSAGES = {
  auto_makes_error: "We couldn't load vehicle makes.",
  auto_models_error: "We couldn't load vehicle models.",
  auto_trims_error: "We couldn't load vehicle trims.",
  invalid_zip: 'Invalid Zip',
  zip_lookup_failed: "We couldn't check that ZIP code right now. Please try again.",
  address_validation_failed: "Address validation failed: we couldn't confirm that address. Check the street and number and try again.",
  address_suggestions_error: 'Error fetching address suggestions: keep typing your address, we will check it when you continue.',
  email_validation_error: "Email validation error: we couldn't check your email right now. Please try again.",
  email_undeliverable: "That email address can't receive mail. Please use another one.",
  rc1_quotes_error: "We couldn't get your quotes right now.",
  user_not_found: "We couldn't find your saved quote. Let's start a new one.",
  network_offline: "You're offline. Your answers are saved; try again when you're back online.",
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Errors shown under the general banner 'We hit a roadblock with your quote' (spec 000 section 8). */
export const GENERAL_ERROR_BANNER_CODES = ['auto_makes_error', 'auto_models_error', 'auto_trims_error', 'rc1_quotes_error'] as const;

/** The rejection value of every actor: a code from the catalogue plus the HTTP status when there was one. */
export interface CodedError {
  code: ErrorCode;
  status?: number;
  /** The server's message (for the inspector and error monitoring; never shown raw to the shopper). */
  detail?: string;
}

export function isCodedError(e: unknown): e is CodedError {
  return typeof e === 'object' && e !== null && typeof (e as CodedError).code === 'string' && (e as CodedError).code in ERROR_MESSAGES;
}
