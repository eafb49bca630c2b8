// The card vault's named values (DESIGN section 6; spec 001 sections 2, 3, 5): token shape, sandbox test cards, limits.

/** The sandbox charge outcome a token carries; 'insufficient_funds' is a decline with its reason. */
export type CardOutcome = 'approve' | 'decline' | 'insufficient_funds' | 'error';

/** Tokens are `tok_` + 24 base64url characters (18 random bytes: 144 bits, not guessable). */
export const TOKEN_PREFIX = 'tok_';
export const TOKEN_RANDOM_BYTES = 18;
export const TOKEN_PATTERN = /^tok_[A-Za-z0-9_-]{24}$/;

/**
 * Sandbox test cards, like a payment provider's: every other valid card approves.
 * 4000000000009995 is a decline whose reason is insufficient funds.
 */
export const SANDBOX_CARD_OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000000000000119': 'error',
  '4000000000009995': 'insufficient_funds',
};
export const DEFAULT_CARD_OUTCOME: CardOutcome = 'approve';

/** server_secrets row holding the HMAC key of card fingerprints (generated once, kept in the database). */
export const FINGERPRINT_SECRET_NAME = 'card_fingerprint_hmac';

/** The fault-rule route name of POST /tokens (`x-sandbox-fault: route=vaultTokenize;kind=error`). */
export const TOKENIZE_FAULT_ROUTE = 'vaultTokenize';
/** The fault-rule route name of GET /tokens/:token. */
export const LOOKUP_FAULT_ROUTE = 'vaultToken';

/** Tokenisations per minute per IP: a person mistyping a card needs a few; a script testing stolen numbers needs many. */
export const TOKENIZE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Every vault call per minute per IP (lookups included). */
export const GLOBAL_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** How long a browser may cache a CORS preflight answer. */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Input bounds: PANs are 12-19 digits (spaces and dashes allowed while typing), names at most 100 characters. */
export const MAX_NUMBER_CHARS = 40;
export const MAX_EXPIRY_CHARS = 10;
export const MAX_CVC_CHARS = 8;
export const MAX_NAME_CHARS = 100;
