import { GENERAL_ERROR_BANNER } from './constants';
import { NETWORK_ERROR_CODES, type NetworkErrorCode, START_ERROR_MESSAGES, START_ERROR_TITLES } from './startErrors';

export {
  NETWORK_CODES,
  NETWORK_ERROR_CODES,
  NETWORK_STATUS,
  type NetworkErrorCode,
  type NetworkStatus,
  type StartErrorCode,
} from './startErrors';

// The error catalogue (spec 000 section 8, spec 001 section 8): each error is a value with a code, one title and one
// message, here and nowhere else (the entries the app shows before the intake loads in ./startErrors.ts, spread in).

export const ERROR_MESSAGES = {
  auto_makes_error: "We couldn't load vehicle makes.",
  auto_models_error: "We couldn't load vehicle models.",
  auto_trims_error: "We couldn't load vehicle trims.",
  // The spec's "Invalid Zip" (the API's message) in a shopper's words: what is wrong and what to type.
  invalid_zip: "We couldn't find that ZIP code. Check its 5 digits, for example 78701.",
  zip_lookup_failed: "We couldn't check that ZIP code right now. Please try again.",
  address_validation_failed:
    "Address validation failed: we couldn't confirm that address. Check the street and number and try again.",
  address_suggestions_error:
    'Error fetching address suggestions: keep typing your address, we will check it when you continue.',
  email_validation_error: "Email validation error: we couldn't check your email right now. Please try again.",
  email_undeliverable: "That email address can't receive mail. Please use another one.",
  phone_send_failed: "We couldn't send a code to that number right now. Please try again.",
  phone_invalid: "That number can't receive text messages. Please enter a US mobile number.",
  phone_send_limit: "We've sent several codes to this number. Please wait a few minutes, then try again.",
  phone_code_incorrect: "That code isn't right. Check the text we sent you and enter its 6 digits.",
  phone_code_expired: 'That code has expired or was tried too many times. Go back to send a new code.',
  phone_verification_error: "We couldn't check your code right now. Please try again.",
  rc1_quotes_error: "We couldn't get your quotes right now.",
  rc_error: "We couldn't finish this step with the carrier. Your quote is saved; go back to your quotes to try again.",
  carrier_rejected:
    "The carrier can't offer you this policy online. Your other quotes are still available, or an agent can help.",
  post_quotes_error: "This policy can't be bought online. An agent can finish it with you by phone.",
  carrier_unavailable: "We couldn't continue online with that carrier right now. Choose another quote or try again.",
  vin_error: "The carrier couldn't match this VIN to your vehicle. Check it against your registration.",
  assigned_driver_error: 'All drivers must be assigned as a primary driver for at least one vehicle.',
  card_declined: 'Your card was declined. Please try another card.',
  insufficient_funds: 'Your card was declined for insufficient funds. Please try another card.',
  payment_processor_error:
    'The payment processor did not answer and your card was not charged. Please enter your card again.',
  card_expired: 'That card has expired. Please use another card.',
  card_token_invalid: 'We could not use that card. Please enter it again.',
  card_vault_unavailable: 'We could not save your card just now. Your details are still here: try again.',
  card_vault_busy: 'Too many attempts. Wait a minute, then try again.',
  tier_data_missing: "Didn't receive all tier data",
  home_prefill_failed: "We couldn't look up your home's details, so we'll ask you for them.",
  phone_number_lookup_failed: "We couldn't look up the phone number for this experience; the default number is shown.",
  eligibility_failed: "We couldn't check agency eligibility; the rules' defaults apply.",
  knockout_rule_failed: "We couldn't ask the partner's knockout rule; our own copy of its criteria decided.",
  // The spec's text ("No MA ads returned after retries and fallback") is the internal one: the state's description and
  // the monitoring say it; the shopper reads what happened to them.
  clickwall_error:
    "We couldn't find offers for drivers in Massachusetts right now. Your answers are saved; please try again in a few minutes.",
  no_ads: 'No carrier or partner has an offer for these answers right now. Your answers are saved; try again later.',
  // The spec's "No Evertree id returned" is the internal text (the state's description, monitoring); the shopper reads this.
  evertree_error:
    "We couldn't open your home quote with our partner Evertree. Your answers are saved; please try again in a few minutes.",
  no_agency_eligibility:
    "We can't connect you with an agency where you live, and no partner has an offer for you right now.",
  server_error: 'Our server ran into a problem. Your answers are kept on this device; please try again in a moment.',
  // The spec's "Did not receive {carrier} in RC1 quotes" in a shopper's words (OnlineScreen adds carrier_unavailable).
  carrier_not_in_rc1: "{carrier} didn't send us a quote you can buy online",
  user_save_failed:
    "We couldn't update your saved quote link. Your answers are kept on this device for this visit, so carry on; " +
    'the link may not show your latest answers.',
  ...START_ERROR_MESSAGES,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Errors shown under the general banner 'We hit a roadblock with your quote' (spec 000 section 8). */
export const GENERAL_ERROR_BANNER_CODES = [
  'auto_makes_error',
  'auto_models_error',
  'auto_trims_error',
  'rc1_quotes_error',
  'rc_error',
] as const;

const CHECK_YOUR_ANSWER = 'Please check your answer';
const TRY_AGAIN = "We couldn't check your answer";

/** The banner title of each code: only answers the shopper can fix say "check your answer". */
export const ERROR_TITLES: Record<ErrorCode, string> = {
  auto_makes_error: GENERAL_ERROR_BANNER,
  auto_models_error: GENERAL_ERROR_BANNER,
  auto_trims_error: GENERAL_ERROR_BANNER,
  rc1_quotes_error: GENERAL_ERROR_BANNER,
  rc_error: GENERAL_ERROR_BANNER,
  carrier_rejected: "The carrier can't offer this policy online",
  post_quotes_error: 'Let an agent finish your purchase',
  carrier_unavailable: "We couldn't continue online",
  vin_error: CHECK_YOUR_ANSWER,
  assigned_driver_error: CHECK_YOUR_ANSWER,
  card_declined: 'Your payment did not go through',
  insufficient_funds: 'Your payment did not go through',
  payment_processor_error: 'Your payment did not go through',
  card_expired: 'Your payment did not go through',
  card_token_invalid: 'Your payment did not go through',
  card_vault_unavailable: "We couldn't save your card",
  card_vault_busy: "We couldn't save your card",
  invalid_zip: CHECK_YOUR_ANSWER,
  address_validation_failed: CHECK_YOUR_ANSWER,
  email_undeliverable: CHECK_YOUR_ANSWER,
  zip_lookup_failed: TRY_AGAIN,
  email_validation_error: TRY_AGAIN,
  address_suggestions_error: 'Address suggestions are unavailable',
  phone_invalid: CHECK_YOUR_ANSWER,
  phone_code_incorrect: CHECK_YOUR_ANSWER,
  phone_send_failed: "We couldn't send your code",
  phone_send_limit: 'Too many codes sent',
  phone_code_expired: 'Your code has expired',
  phone_verification_error: TRY_AGAIN,
  tier_data_missing: "Coverage levels aren't available",
  home_prefill_failed: 'Home details lookup failed',
  phone_number_lookup_failed: 'Phone number lookup failed',
  eligibility_failed: 'Eligibility check failed',
  knockout_rule_failed: 'Knockout rule failed',
  clickwall_error: 'No offers in Massachusetts right now',
  no_ads: 'No offers right now',
  evertree_error: "We couldn't reach our home partner",
  no_agency_eligibility: 'No agency offers where you live',
  // The spec's 500 variant, 'Internal Server Error', in a shopper's words.
  server_error: 'Something went wrong on our side',
  carrier_not_in_rc1: "We couldn't get that carrier's quote",
  user_save_failed: "Your saved quote link isn't up to date",
  ...START_ERROR_TITLES,
};

export const isNetworkError = (code: ErrorCode): code is NetworkErrorCode =>
  (NETWORK_ERROR_CODES as readonly string[]).includes(code);

/** The rejection value of every actor: a code from the catalogue plus the HTTP status when there was one. */
export interface CodedError {
  code: ErrorCode;
  status?: number;
  /** The server's message (for the inspector and error monitoring; never shown raw to the shopper). */
  detail?: string;
  /** A 429 or 503's Retry-After, in milliseconds: callers that retry wait at least this long. */
  retryAfterMs?: number;
}

export function isCodedError(e: unknown): e is CodedError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as CodedError).code === 'string' &&
    (e as CodedError).code in ERROR_MESSAGES
  );
}
