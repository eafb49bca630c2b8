import { createHash } from 'node:crypto';
import type { Quote } from '../../src/contract/quotes';
import { roundCents } from '../../src/domain/quotes';
import { coveragesFor } from './coverages';
import { type RatingTable, sixMonthPremium } from './rating';
import type { RiskProfile } from './risk';

// What a simulated carrier is, and how its decision becomes a Quote (spec 001 section 3: a quote as received).

export type Decision =
  | { msgStatus: 'success' }
  | {
      msgStatus: 'failed' | 'redirect' | 'underwriting_scorecard_condition' | 'error';
      msgStatusDesc: string;
      clickUrl?: string;
    };

export interface Carrier {
  id: string;
  name: string;
  /** The partner id the client names in quotePartners (spec 001 section 9: partner ids). */
  partner: string;
  onlineBind: boolean;
  table: RatingTable;
  /** Appetite: whether this carrier quotes this risk at all. */
  decide(risk: RiskProfile): Decision;
}

export const TERM_MONTHS = 6;
const MONTHLY_PAYMENTS = 6;

/** What every quote of a carrier says about itself, auto or property. */
export function quoteHeader(
  carrier: Pick<Carrier, 'id' | 'name' | 'partner' | 'onlineBind'>,
  quoteId: string,
  termMonths: number,
) {
  return {
    carrier: carrier.name,
    carrierId: carrier.id,
    partner: carrier.partner,
    quoteId,
    termMonths,
    onlineBind: carrier.onlineBind,
  };
}

/** The pay-in-full plan and the monthly plan, whose deposit is the first of its equal payments. */
export function paymentPlans(
  fullTotal: number,
  monthlyTotal: number,
  monthlyPayments: number,
): Pick<Quote, 'fullPayPlan' | 'monthlyPayPlan'> {
  return {
    fullPayPlan: { totalAmount: fullTotal, numberOfPayments: 1 },
    monthlyPayPlan: {
      totalAmount: monthlyTotal,
      numberOfPayments: monthlyPayments,
      depositAmount: roundCents(monthlyTotal / monthlyPayments),
    },
  };
}

/** Deterministic: the same carrier and risk always give the same id. */
export function quoteIdFor(carrierId: string, risk: RiskProfile): string {
  return `${carrierId}-${createHash('sha256')
    .update(`${carrierId}|${JSON.stringify(risk)}`)
    .digest('hex')
    .slice(0, 20)}`;
}

export function quoteFor(carrier: Carrier, risk: RiskProfile, decision: Decision = carrier.decide(risk)): Quote {
  const base = quoteHeader(carrier, quoteIdFor(carrier.id, risk), TERM_MONTHS);
  if (decision.msgStatus !== 'success') {
    return {
      ...base,
      msgStatus: decision.msgStatus,
      msgStatusDesc: decision.msgStatusDesc,
      coverages: {},
      click_url: decision.clickUrl,
    };
  }
  const premium = sixMonthPremium(risk, carrier.table);
  const fullTotal = roundCents(premium * (risk.discounts.payInFull ? 1 - carrier.table.discount.payInFull : 1));
  const monthlyTotal = roundCents(premium * (1 + carrier.table.installmentFee));
  return {
    ...base,
    msgStatus: 'success',
    ...paymentPlans(fullTotal, monthlyTotal, MONTHLY_PAYMENTS),
    coverages: coveragesFor(risk),
  };
}
