import type { AnswerError, RatecallStep } from '../contract/ratecall';
import { RATECALL_ROUTING_PHRASES, RATECALL_STEP_FAILURE } from '../contract/ratecallMessages';
import type { ErrorCode } from './errors';

// The rate-call error catalogue (spec 001 section 8): where a failed step takes the shopper, the messages each failed
// step throws, and the per-vehicle and per-driver marks of a carrier's answer checks. Pure: the machine's guards read it.

/** The pages errors go to (spec 001 section 2). */
export const ERROR_ROUTES = { error: '/error', postQuotes: '/post-quotes-error', results: '/results' } as const;

const has = (message: string, phrase: string) => message.toLowerCase().includes(phrase);

/** "rejected or redirected": the specific error carrierRejected, on /error. */
export const isCarrierRejected = (message: string) => has(message, RATECALL_ROUTING_PHRASES.rejected);
/** "hard stop" or the vehicle-symbol path: /post-quotes-error. */
export const isPostQuotesStop = (message: string) =>
  has(message, RATECALL_ROUTING_PHRASES.hardStop) || has(message, RATECALL_ROUTING_PHRASES.vehicleSymbol);

/** Where an error goes, in the catalogue's order: rejected, hard stop or symbol, a custom route, else rcError. */
export type RatecallErrorKind = 'carrierRejected' | 'postQuotesError' | 'customRoute' | 'rcError';
export function ratecallErrorKind(message: string, customRoute: boolean): RatecallErrorKind {
  if (isCarrierRejected(message)) return 'carrierRejected';
  if (isPostQuotesStop(message)) return 'postQuotesError';
  return customRoute ? 'customRoute' : 'rcError';
}

export function thrownMessage(step: RatecallStep, p: { carrier: string; policyType: string; message: string }) {
  // A carrier message already in the thrown form (the sandbox's bind error) is not wrapped twice.
  const prefix = RATECALL_STEP_FAILURE[step].split('{message}')[0].replace('{policyType}', p.policyType);
  if (RATECALL_STEP_FAILURE[step].includes('{message}') && p.message.startsWith(prefix)) return p.message;
  return RATECALL_STEP_FAILURE[step]
    .replace('{carrier}', p.carrier)
    .replace('{policyType}', p.policyType)
    .replace('{message}', p.message);
}

/** A re-rate answered with this message is not an error to show (spec 001 section 4). */
export const IGNORED_RERATE_MESSAGE = 'Proceeding with rerated quotes';

/** spec 001 section 8: the Liberty rule the client marks per driver (assignedDriverError). */
export const ASSIGNED_DRIVER_MESSAGE = 'All drivers must be assigned as a primary driver for at least one vehicle';

const ids = (errors: AnswerError[], test: (e: AnswerError) => boolean) => [
  ...new Set(errors.filter((e) => test(e) && e.entityId !== undefined).map((e) => e.entityId as number)),
];

/** Vehicles whose VIN the carrier refused: a message with INVALID_VEHICLE and vin (spec 001 section 8: vinError). */
export const vinErrorsOf = (errors: AnswerError[]) =>
  ids(errors, (e) => e.entity === 'vehicle' && e.message.includes('INVALID_VEHICLE') && /vin/i.test(e.message));
/** Drivers not assigned to any vehicle (spec 001 section 8: assignedDriverError). */
export const assignedDriverErrorsOf = (errors: AnswerError[]) =>
  ids(errors, (e) => e.entity === 'driver' && e.message.includes(ASSIGNED_DRIVER_MESSAGE));

/** The sandbox's payment outcomes (the vault's test cards) as catalogue codes. */
export const PAYMENT_ERROR_CODES = {
  card_declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  processor_error: 'payment_processor_error',
  card_expired: 'card_expired',
  token_invalid: 'card_token_invalid',
} as const satisfies Record<string, ErrorCode>;
export type PaymentErrorKind = keyof typeof PAYMENT_ERROR_CODES;
