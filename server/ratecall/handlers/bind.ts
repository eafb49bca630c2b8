import { randomUUID } from 'node:crypto';
import type { Rc3BindSummary } from '../../../src/contract/ratecall';
import { carrierDataOf, termAmountOf } from '../carrierData';
import { SESSION_STATUS, STEP_FAILURE } from '../constants';
import { addDays, addMonths, formatDate, parseDate } from '../dates';
import { policyNumberFor } from '../numbers';
import { START_DATE_ID } from '../questions/commonQuestions';
import type { SessionData, StepHandler } from '../types';
import { failWith, succeed, withData } from './outcome';

// BIND_RC3 (spec 001 section 4): issues the policy after a collected payment. The policies row holds the premium and
// the payment as token, brand, last four and plan: never a card number.

export const bindRc3: StepHandler = async ({ session, today }) => {
  const { payment, bindRate } = session.data;
  if (!payment || !bindRate) {
    const message = STEP_FAILURE.BIND_RC3.replace('{policyType}', session.policyType).replace(
      '{carrier}',
      session.data.carrierName,
    );
    return failWith(session.data, message, { bindError: message });
  }
  // A start date that passed while the shopper paid moves to today, as carriers do when binding.
  const chosen = parseDate(String(session.data.answers[START_DATE_ID] ?? ''));
  const todayStart = addDays(today, 0);
  const start = chosen && chosen >= todayStart ? chosen : todayStart;
  const quote = bindRate.quote;
  const policyNumber = policyNumberFor(session.carrierId, session.policyType, session.id, session.data.state);
  const id = randomUUID();
  const summary: Rc3BindSummary = {
    carrier: session.data.carrierName,
    carrierId: session.carrierId,
    policyType: session.policyType,
    policyNumber,
    effectiveDate: formatDate(start),
    expirationDate: formatDate(addMonths(start, quote.termMonths)),
    premium: termAmountOf(quote),
    termMonths: quote.termMonths,
    paymentPlan: payment.plan,
    amountPaid: payment.amountCharged,
    paymentMethod: payment.method,
    ...(payment.brand && payment.last4 ? { card: { brand: payment.brand, last4: payment.last4 } } : {}),
    boundAt: today.toISOString(),
  };
  const data: SessionData = { ...session.data, policy: { id, policyNumber, summary } };
  return succeed(
    data,
    `Policy ${policyNumber} is bound, effective ${summary.effectiveDate}`,
    {
      policy_id: id,
      summary: {
        carrier: summary.carrier,
        policyType: session.policyType,
        termMonths: quote.termMonths,
        premium: summary.premium,
        amountCharged: payment.amountCharged,
        paymentMethod: payment.method,
        ...(summary.card ? { card: summary.card } : {}),
        rc3BindSummary: summary,
      },
      carrierData: carrierDataOf(withData(session, data)),
    },
    {
      sessionStatus: SESSION_STATUS.bound,
      policy: {
        id,
        policyNumber,
        effectiveDate: summary.effectiveDate,
        premium: {
          termAmount: summary.premium,
          termMonths: quote.termMonths,
          currency: 'USD',
          quoteId: quote.quoteId,
          coverages: quote.coverages,
          expirationDate: summary.expirationDate,
        },
        payment: {
          method: payment.method,
          plan: payment.plan.value,
          numberOfPayments: payment.plan.numberOfPayments,
          amountPaid: payment.amountCharged,
          ...(payment.token
            ? {
                token: payment.token,
                brand: payment.brand,
                last4: payment.last4,
                authorizeRecurringCC: payment.authorizeRecurringCC,
              }
            : {}),
          ...(payment.lender ? { lender: payment.lender, loanNumberLast4: payment.loanNumberLast4 } : {}),
        },
      },
    },
  );
};
