import { describe, expect, it } from 'vitest';
import type { Quote } from '../../src/contract/quotes';
import { carrierDataOf, changeInRate, paymentPlansOf } from './carrierData';
import type { SessionRow } from './types';

const quote = (full: number, monthly: number, coverages: Record<string, string> = { collision: '500' }): Quote => ({
  carrier: 'Root',
  carrierId: 'root',
  partner: 'root',
  quoteId: `root-${full}`,
  msgStatus: 'success',
  termMonths: 6,
  onlineBind: true,
  coverages,
  fullPayPlan: { totalAmount: full, numberOfPayments: 1 },
  monthlyPayPlan: { totalAmount: monthly, numberOfPayments: 6, depositAmount: Math.round((monthly / 6) * 100) / 100 },
});

describe('rate change and payment plans (spec 001 sections 3 and 4)', () => {
  it('compares the new total with the old to the cent', () => {
    expect(changeInRate(quote(800, 860), quote(800.01, 860))).toBe('increase');
    expect(changeInRate(quote(800, 860), quote(799.99, 860))).toBe('decrease');
    expect(changeInRate(quote(800, 860), quote(800, 900))).toBe('no_change');
  });

  it('offers pay in full and monthly with a deposit and equal installments', () => {
    const [full, monthly] = paymentPlansOf(quote(800, 861));
    expect(full).toEqual({
      value: 'fullPayPlan',
      label: 'Pay in full',
      numberOfPayments: 1,
      frequency: 'once',
      totalAmount: 800,
      depositAmount: 800,
      installmentAmount: 0,
    });
    expect(monthly).toMatchObject({
      value: 'monthlyPayPlan',
      numberOfPayments: 6,
      depositAmount: 143.5,
      installmentAmount: 143.5,
    });
  });

  it('reports the change against the rate shown before, with the rounded monthly quote and savings', () => {
    const before = quote(800, 860);
    const after = quote(900, 967, { collision: '250' });
    const session = {
      id: 'x',
      externalId: 'rc_x',
      policyType: 'auto',
      carrierId: 'root',
      userId: null,
      level: 'RC2',
      step: 'GET_RC2_RATE',
      status: 'active',
      companysQuoteNumber: 'RQ1',
      data: {
        version: 2,
        carrierName: 'Root',
        partner: 'root',
        breakout: 'grouped',
        state: 'TX',
        answers: {},
        paymentAttempts: [],
        rc1Quote: before,
        rated: { initial: before, previous: before, latest: after, coverageEdits: {} },
      },
    } satisfies SessionRow;
    expect(carrierDataOf(session)).toMatchObject({
      termAmount: 800,
      updatedTermAmount: 900,
      changeInRate: 'increase',
      monthlyQuote: 161,
      savingsPercentage: 7,
      initialCoverages: { collision: '500' },
      updatedCoverages: { collision: '250' },
      applicationId: 'root-900',
    });
  });
});
