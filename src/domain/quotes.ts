import type { Quote } from '../contract';

// Quote filtering and sorting (spec 001 section 4).

/** Quotes with these statuses are dropped from results. */
export const DROPPED_STATUSES = ['error', 'failed', 'redirect', 'underwriting_scorecard_condition'] as const;

export function isShowable(q: Quote): boolean {
  return !(DROPPED_STATUSES as readonly string[]).includes(q.msgStatus);
}

/** The price a quote is compared by: the full-pay total, else the monthly plan's total; missing sorts last. */
export function comparablePrice(q: Quote): number {
  return q.fullPayPlan?.totalAmount ?? q.monthlyPayPlan?.totalAmount ?? Number.POSITIVE_INFINITY;
}

/** The per-payment amount of the monthly plan, rounded (spec 001 section 4: monthly quote is rounded). */
export function monthlyPayment(q: Quote): number | undefined {
  const m = q.monthlyPayPlan;
  return m ? Math.round(m.totalAmount / m.numberOfPayments) : undefined;
}

/** Savings of paying in full: 1 minus full-pay total over monthly total, as a whole percentage. */
export function savingsPercentage(q: Quote): number | undefined {
  if (!q.fullPayPlan || !q.monthlyPayPlan || q.monthlyPayPlan.totalAmount <= 0) return undefined;
  return Math.round((1 - q.fullPayPlan.totalAmount / q.monthlyPayPlan.totalAmount) * 100);
}

export function showableQuotesByPrice(quotes: readonly Quote[]): Quote[] {
  return quotes
    .filter(isShowable)
    .sort((a, b) => comparablePrice(a) - comparablePrice(b) || compareNames(a.carrier, b.carrier));
}

/**
 * Names in the order `localeCompare` gives plain names (letters, digits, spaces: case aside, then lower case first),
 * without the browser's collator, whose first use on a page is a task of about 10 ms, 40 on Lighthouse's phone: the
 * results' first quote paid it (issue 9). Punctuation orders by its code point.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1;
}

/** Dollars to the cent (premiums, deposits, installments). */
export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** Dollar display rounds to whole dollars (spec 000 section 5), grouped by thousands as en-US groups them. */
/** A run of digits with a comma between thousands: a slice per group, no pattern to backtrack. */
function groupThousands(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(',');
}

export function formatDollars(amount: number): string {
  const whole = Math.round(amount);
  // Grouped by hand: `toLocaleString`'s first use on a page loads the browser's number formats, a task of about 10 ms
  // (40 on Lighthouse's phone) in the results' first render (issue 9).
  if (!Number.isSafeInteger(whole)) return `$${whole.toLocaleString('en-US')}`;
  return `$${whole < 0 ? '-' : ''}${groupThousands(String(Math.abs(whole)))}`;
}

/**
 * Dollars to the cent ($1,234.50), for deposits and installments: rounded as en-US rounds (half away from zero, on
 * the number's exact value, which `toFixed` reads too), grouped by hand as `formatDollars` is.
 */
export function formatCents(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21)
    return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  const negative = amount < 0 && (whole !== '0' || cents !== '00');
  return `$${negative ? '-' : ''}${groupThousands(whole)}.${cents}`;
}

/** spec 001 section 4: a re-rate's change against the rate the shopper saw. */
export type ChangeInRate = 'increase' | 'decrease' | 'no_change';

/** Compares the new term total to the one the shopper saw, to the cent (spec 001 section 4: rate change). */
export function changeInRate(seen: number, rerated: number): ChangeInRate {
  const before = Math.round(seen * 100);
  const after = Math.round(rerated * 100);
  return after > before ? 'increase' : after < before ? 'decrease' : 'no_change';
}
