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
  // Ohio's medium tier (src/domain/coverageLimits.ts, server/coverages/tiers.ts), as a quote's coverage map.
  coverages: {
    bodilyInjury: '50/100',
    propertyDamage: '50000',
    uninsuredMotoristBodilyInjury: '50/100',
    underinsuredMotoristBodilyInjury: '50/100',
    uninsuredMotoristPropertyDamage: '50000',
    collision: '500',
    comprehensive: '500',
    rental: '30/900',
    towing: '75',
    medicalPayment: '2000',
  },
  termMonths: 6,
  onlineBind: true,
};
