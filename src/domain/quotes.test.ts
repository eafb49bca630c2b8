import { describe, expect, it } from 'vitest';
import type { Quote } from '../contract';
import { monthlyPayment, savingsPercentage, showableQuotesByPrice } from './quotes';

const quote = (carrier: string, msgStatus: Quote['msgStatus'], full?: number, monthly?: number): Quote => ({
  carrier,
  carrierId: carrier,
  partner: carrier,
  quoteId: carrier,
  msgStatus,
  coverages: {},
  termMonths: 6,
  onlineBind: false,
  ...(full !== undefined ? { fullPayPlan: { totalAmount: full, numberOfPayments: 1 } } : {}),
  ...(monthly !== undefined ? { monthlyPayPlan: { totalAmount: monthly, numberOfPayments: 6 } } : {}),
});

describe('quote results (spec 001 section 4)', () => {
  it('drops error, failed, redirect and underwriting quotes and sorts the rest by price, missing last', () => {
    const sorted = showableQuotesByPrice([
      quote('a', 'success', 900, 960),
      quote('b', 'failed', 100),
      quote('c', 'success', undefined, 700),
      quote('d', 'redirect', 50),
      quote('e', 'underwriting_scorecard_condition', 60),
      quote('f', 'success'),
      quote('g', 'error', 10),
    ]);
    expect(sorted.map((q) => q.carrier)).toEqual(['c', 'a', 'f']);
  });
  it('rounds the monthly payment and computes the pay-in-full saving', () => {
    const q = quote('a', 'success', 900, 1000);
    expect(monthlyPayment(q)).toBe(167);
    expect(savingsPercentage(q)).toBe(10);
  });
});
