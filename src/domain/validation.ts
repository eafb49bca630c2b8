import { normalisePhone } from './startValidation';

// Pure field rules of spec 000 section 5. Each returns a normalised value or null; messages live in the catalogue's schemas.
// The few the start page runs are in ./startValidation.ts, re-exported here.

export { formatPhone, isStorableText, normalisePhone, UUID_PATTERN, ZIP_PATTERN } from './startValidation';

export const DOB_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
// Dot-separated labels, none empty, so no two parts compete for a character: linear even on "a@...@" (issue 8).
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

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
export function isEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export function isPhone(input: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(normalisePhone(input));
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
