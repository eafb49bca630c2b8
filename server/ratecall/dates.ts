import { DOB_PATTERN, isRealDate } from '../../src/domain/validation';

// MM/DD/YYYY dates (spec 000 section 5) as the post-quote screens use them, computed in UTC.

const pad = (n: number) => String(n).padStart(2, '0');

export const formatDate = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;

export function addDays(d: Date, days: number): Date {
  const out = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  out.setUTCDate(out.getUTCDate() + days);
  return out;
}

export function addMonths(d: Date, months: number): Date {
  const out = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

/** The UTC midnight of an MM/DD/YYYY date, or null when it is not a real date. */
export function parseDate(mmddyyyy: string): Date | null {
  if (!isRealDate(mmddyyyy)) return null;
  const m = DOB_PATTERN.exec(mmddyyyy);
  if (!m) return null;
  return new Date(Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])));
}

/** Whole days from a to b (b later is positive). */
export const daysBetween = (a: Date, b: Date) =>
  Math.round((addDays(b, 0).getTime() - addDays(a, 0).getTime()) / 86_400_000);
