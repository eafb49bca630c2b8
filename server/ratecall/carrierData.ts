import type { Quote } from '../../src/contract/quotes';
import type { CarrierData, PaymentPlanOption } from '../../src/contract/ratecall';
import { comparablePrice, monthlyPayment, roundCents, savingsPercentage } from '../../src/domain/quotes';
import { DURATION_UNIT, carrierImages } from './constants';
import type { SessionRow } from './types';

// The quote record's carrierData (spec 001 section 3) and the rate change of spec 001 section 4: changeInRate is
// increase, decrease or no_change comparing the new total to the old; savings percentage is 1 minus full-pay total
// over monthly total, rounded; the monthly quote is rounded.

export type ChangeInRate = 'increase' | 'decrease' | 'no_change';

/** The term total a quote is compared by: full pay, else the monthly plan's total. */
export const termAmountOf = (q: Quote): number => {
  const p = comparablePrice(q);
  return Number.isFinite(p) ? p : 0;
};

export function changeInRate(initial: Quote, latest: Quote): ChangeInRate {
  const before = Math.round(termAmountOf(initial) * 100);
  const after = Math.round(termAmountOf(latest) * 100);
  return after > before ? 'increase' : after < before ? 'decrease' : 'no_change';
}

/** spec 001 section 3: payment plans (value, numberOfPayments) with the amounts the payment screens show. */
export function paymentPlansOf(q: Quote): PaymentPlanOption[] {
  const plans: PaymentPlanOption[] = [];
  if (q.fullPayPlan) {
    const total = q.fullPayPlan.totalAmount;
    plans.push({
      value: 'fullPayPlan',
      label: 'Pay in full',
      numberOfPayments: 1,
      frequency: 'once',
      totalAmount: total,
      depositAmount: total,
      installmentAmount: 0,
    });
  }
  if (q.monthlyPayPlan) {
    const { totalAmount: total, numberOfPayments: n } = q.monthlyPayPlan;
    const deposit = q.monthlyPayPlan.depositAmount ?? roundCents(total / n);
    plans.push({
      value: 'monthlyPayPlan',
      label: 'Monthly',
      numberOfPayments: n,
      frequency: 'monthly',
      totalAmount: total,
      depositAmount: deposit,
      installmentAmount: n > 1 ? roundCents((total - deposit) / (n - 1)) : 0,
    });
  }
  return plans;
}

export function carrierDataOf(
  session: SessionRow,
  latest: Quote | undefined = session.data.rated?.latest ?? session.data.rc1Quote,
): CarrierData | undefined {
  // The rate the shopper saw before this re-rate: the change is reported against it.
  const initial = session.data.rated?.previous ?? session.data.rc1Quote;
  if (!latest || !initial) return undefined;
  const rerated = session.data.rated !== undefined;
  const selected = session.data.payment?.plan;
  return {
    carrier: session.data.carrierName,
    carrierId: session.carrierId,
    partner: session.data.partner,
    adType: session.policyType,
    applicationId: latest.quoteId,
    images: carrierImages(session.carrierId, session.data.carrierName),
    durationPeriod: { numUnits: latest.termMonths, unitMeasurement: DURATION_UNIT },
    termAmount: termAmountOf(initial),
    monthlyQuote: monthlyPayment(latest),
    coverages: latest.coverages,
    ...(latest.click_url ? { click_url: latest.click_url } : {}),
    quoted: latest.msgStatus === 'success',
    ...(latest.fullPayPlan ? { fullPayPlan: latest.fullPayPlan } : {}),
    ...(latest.monthlyPayPlan ? { monthlyPayPlan: latest.monthlyPayPlan } : {}),
    savingsPercentage: savingsPercentage(latest),
    ...(selected ? { currentPlan: selected.value, selectedPaymentPlan: selected } : {}),
    ...(rerated
      ? {
          updatedTermAmount: termAmountOf(latest),
          changeInRate: changeInRate(initial, latest),
          initialCoverages: initial.coverages,
          updatedCoverages: latest.coverages,
        }
      : {}),
    ...(session.data.policy ? { rc3BindSummary: session.data.policy.summary } : {}),
  };
}
