import type { Quote } from '../contract';

/** One online-bind auto quote as RC1 answers it (Liberty Mutual, six months), for tests and stories. */
export const SAMPLE_QUOTE: Quote = {
  carrier: 'Liberty Mutual',
  carrierId: 'libertymutual',
  partner: 'libertymutual',
  quoteId: 'lm-rc1-7f3a',
  msgStatus: 'success',
  fullPayPlan: { totalAmount: 612, numberOfPayments: 1 },
  monthlyPayPlan: { totalAmount: 660, numberOfPayments: 6, depositAmount: 110 },
  coverages: { bodilyInjury: '50/100', propertyDamage: '50000', collisionDeductible: '500' },
  termMonths: 6,
  onlineBind: true,
};
