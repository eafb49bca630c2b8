// Pure field rules of spec 000 section 5. Each returns a normalised value or null; messages live in the catalogue's schemas.

export const ZIP_PATTERN = /^\d{5}$/;
export const DOB_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
// Dot-separated labels, none empty, so no two parts compete for a character: linear even on "a@...@" (issue 8).
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
// NUL, or a UTF-16 surrogate without its pair (the u flag reads a pair as one code point): PostgreSQL stores neither.
const UNSTORABLE = /[\0\p{Cs}]/u;

export function isRealDate(mmddyyyy: string): boolean {
  const m = DOB_PATTERN.exec(mmddyyyy);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Age in whole years on `today`; 21 when the birthdate is empty (spec 000 section 5). */
export function ageFromBirthdate(mmddyyyy: string | undefined, today = new Date()): number {
  const m = mmddyyyy ? DOB_PATTERN.exec(mmddyyyy) : null;
  if (!m) return 21;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
/** Text PostgreSQL can store: no NUL and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** spec 000 section 5: strip punctuation, keep digits, drop a leading 1 of an 11-digit number; booleans/empty give ''. */
export function normalisePhone(input: unknown): string {
  if (typeof input !== 'string' && typeof input !== 'number') return '';
  const digits = String(input).replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
export function isPhone(input: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(normalisePhone(input));
}
export function formatPhone(input: unknown): string {
  const d = normalisePhone(input);
  if (d.length !== 10) return d;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} - ${d.slice(6)}`;
}

/** Date entry mask: slashes after month and day, a month starting above 1 padded (spec 000 section 5). */
export function maskDate(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length >= 1 && Number(digits[0]) > 1) digits = `0${digits}`;
  digits = digits.slice(0, 8);
  if (digits.length <= 2) return digits.length === 2 && raw.endsWith('/') ? `${digits}/` : digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Descending year strings from `from` down to `to`; empty if either is not an integer (spec 000 section 5). */
export function yearList(from: number, to: number): string[] {
  if (!Number.isInteger(from) || !Number.isInteger(to)) return [];
  const out: string[] = [];
  for (let y = from; y >= to; y -= 1) out.push(String(y));
  return out;
}

export const UUID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12})$/i;
