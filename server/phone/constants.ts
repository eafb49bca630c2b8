// Choices for phone verification that the spec leaves open (spec 000 sections 4 and 5; issue 4 "Security"), in one place.

export const CODE_DIGITS = 6;
/** A sent code is good for 10 minutes (issue 4). */
export const CODE_TTL_SECONDS = 10 * 60;
/** Checks allowed per code, the right one included (issue 4: "at most 5 tries"). */
export const MAX_CHECK_ATTEMPTS = 5;

export interface SendLimit {
  /** Error code answered with the 429. */
  code: 'send_limit_number_short' | 'send_limit_number_daily' | 'send_limit_address';
  scope: 'number' | 'address';
  max: number;
  windowSeconds: number;
  /** What the shopper is told; the wait is appended. */
  message: string;
}

/**
 * Sends per number: 3 in 10 minutes (a resend or two), 10 a day. Per client address: 30 an hour, enough for a shared
 * office or a carrier-grade NAT, too few to use the sandbox as an SMS cannon. Checked in this order.
 */
export const SEND_LIMITS: readonly SendLimit[] = [
  {
    code: 'send_limit_number_short',
    scope: 'number',
    max: 3,
    windowSeconds: 10 * 60,
    message: 'Too many codes were sent to this number',
  },
  {
    code: 'send_limit_number_daily',
    scope: 'number',
    max: 10,
    windowSeconds: 24 * 60 * 60,
    message: 'This number has had its codes for today',
  },
  {
    code: 'send_limit_address',
    scope: 'address',
    max: 30,
    windowSeconds: 60 * 60,
    message: 'Too many codes were requested from your network',
  },
];
/** The limits of a number alone: what holds when the per-address limits are off (RATE_LIMIT=off). */
export const NUMBER_LIMITS: readonly SendLimit[] = SEND_LIMITS.filter((l) => l.scope === 'number');

/** HMAC labels: each use of the server secret gets its own derived key. */
export const HASH_LABELS = { phone: 'phone-number', code: 'phone-code', address: 'client-address' } as const;

/** The text the sandbox "sends" (and keeps in its in-memory outbox). */
export const smsBody = (code: string) => `Your QuoteFlow code is ${code}`;
/** The outbox keeps at most this many numbers; the oldest message is dropped beyond it. */
export const SMS_OUTBOX_MAX_ENTRIES = 10_000;

/** Number types that cannot receive a text (libphonenumber-js types). */
export const NOT_TEXTABLE_TYPES = ['TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'UAN', 'VOICEMAIL', 'PAGER'] as const;
