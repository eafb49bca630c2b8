// Card expiry rule of spec 001 section 5: MM/YYYY, month 01-12, year 19xx or 20xx, at least 7 characters, after today.

export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/((?:19|20)\d{2})$/;
export const CARD_EXPIRY_MIN_CHARS = 7;

export type CardExpiryResult = { ok: true; month: number; year: number } | { ok: false; reason: 'format' | 'expired' };

/**
 * Parses and checks an expiry. A card is good through the last day of its month (the payment networks' convention),
 * so "after today" means the expiry month is the current month or later, compared in UTC.
 */
export function checkCardExpiry(input: string, today: Date = new Date()): CardExpiryResult {
  const value = input.trim();
  const m = value.length >= CARD_EXPIRY_MIN_CHARS ? CARD_EXPIRY_PATTERN.exec(value) : null;
  if (!m) return { ok: false, reason: 'format' };
  const month = Number(m[1]);
  const year = Number(m[2]);
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return { ok: false, reason: 'expired' };
  return { ok: true, month, year };
}
