// The field rules of ./validation.ts the start page runs before the intake loads (the URL's ZIP and values, the
// returning link's id, the header's phone number): apart, so that the start page does not hold every step's rules
// (issue 9: a module the start page imports is in its chunk whole). ./validation.ts re-exports them.

export const ZIP_PATTERN = /^\d{5}$/;
// NUL, or a UTF-16 surrogate without its pair (the u flag reads a pair as one code point): PostgreSQL stores neither.
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Text PostgreSQL can store: no NUL and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** spec 000 section 5: strip punctuation, keep digits, drop a leading 1 of an 11-digit number; booleans/empty give ''. */
export function normalisePhone(input: unknown): string {
  if (typeof input !== 'string' && typeof input !== 'number') return '';
  const digits = String(input).replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A US number as (###) ### - ####; anything else as its digits. */
export function formatPhone(input: unknown): string {
  const d = normalisePhone(input);
  if (d.length !== 10) return d;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} - ${d.slice(6)}`;
}

export const UUID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12})$/i;
