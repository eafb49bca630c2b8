import type { PaymentInformation } from '../../../src/contract/property';
import type { PaymentPlanOption } from '../../../src/contract/ratecall';
import { checkCardExpiry } from '../../../src/domain/cardExpiry';
import { formatDollars } from '../../../src/domain/quotes';
import { peekToken } from '../../vault/tokens';
import { acceptAnswers } from '../answers';
import { carrierDataOf } from '../carrierData';
import { DISCLOSURES, PAYMENT_METHODS, STEP_FAILURE } from '../constants';
import { PAYMENT_IDS, disclosureId, rc3Questions } from '../questions/paymentQuestions';
import { type Answers, type PaymentRecord, RatecallProtocolError, type SessionData, type StepHandler } from '../types';
import { failWith, succeed, withData } from './outcome';

// RC3 (spec 001 section 4): GET_RC3_QUESTIONS (payment method, plan, secure card collection, recurring payments,
// disclosures, eSign) and COLLECT_PAYMENT, which charges the card vault's token. A declined card leaves the session
// at payment so the shopper can try another card; escrow home payments bill the mortgage lender instead. The token is
// read here and spent in the transaction that saves the session (spendToken on the outcome; issue 27), so two
// payments sent at once on one session spend one card: the one the session records.

export const getRc3Questions: StepHandler = async ({ session }) => {
  const plans = session.data.bindRate?.paymentPlans ?? [];
  const questions = session.data.rc3Questions ?? rc3Questions(session.policyType, session.data.carrierName, plans);
  return succeed({ ...session.data, rc3Questions: questions }, `${questions.length} payment questions`, {
    questions,
    paymentPlans: plans,
  });
};

/** PaymentInformation (spec 001 section 3) as answers, so a client may send either; explicit answers win. */
function fromPaymentInformation(pi: PaymentInformation | undefined, policyType: keyof typeof DISCLOSURES): Answers {
  if (!pi) return {};
  const out: Answers = {};
  if (pi.paymentMethod)
    out[PAYMENT_IDS.method] = /escrow/i.test(pi.paymentMethod) ? PAYMENT_METHODS.escrow : PAYMENT_METHODS.card;
  const plan = pi.paymentPlan ?? pi.plan;
  if (plan?.numberOfPayments) out[PAYMENT_IDS.plan] = plan.numberOfPayments > 1 ? 'monthlyPayPlan' : 'fullPayPlan';
  if (pi.paymentToken) out[PAYMENT_IDS.token] = pi.paymentToken;
  if (pi.authorizeRecurringCC) out[PAYMENT_IDS.recurring] = true;
  if (pi.transactionConsent) out[PAYMENT_IDS.transactionConsent] = true;
  if (pi.operationAcknowledgement) for (const d of DISCLOSURES[policyType]) out[disclosureId(d.id)] = true;
  return out;
}

const DECLINES = {
  decline: { code: 'card_declined', message: 'Your card was declined. Please try another card.' },
  insufficient_funds: {
    code: 'insufficient_funds',
    message: 'Your card was declined for insufficient funds. Please try another card.',
  },
} as const;

/**
 * A token the vault made for another rate-call session (or for none, made before tokens were bound): refused before
 * it is judged or spent, so it still pays in its own session (issue 27). Names the field the token came in.
 */
function tokenOfAnotherSession(rd: Parameters<StepHandler>[0]['rd']): RatecallProtocolError {
  const field =
    rd.answers?.[PAYMENT_IDS.token] !== undefined
      ? `body.requestDetails.answers.${PAYMENT_IDS.token}`
      : 'body.requestDetails.paymentInformation.paymentToken';
  return new RatecallProtocolError(
    400,
    `${field}: this card was entered for another purchase; enter the card again on this one`,
    'token_session_mismatch',
    field,
  );
}

export const collectPayment: StepHandler = async ({ ctx, session, rd, today }) => {
  const sent = { ...fromPaymentInformation(rd.paymentInformation, session.policyType), ...rd.answers };
  const accepted = acceptAnswers(session.data.rc3Questions ?? [], sent, 'body.requestDetails.answers');
  const plans = session.data.bindRate?.paymentPlans ?? [];
  const plan = plans.find((p) => p.value === accepted[PAYMENT_IDS.plan]) as PaymentPlanOption;
  const at = today.toISOString();
  const termMonths = session.data.bindRate?.quote.termMonths ?? 0;
  // The token is kept with the payment record only; the answers are stored without it.
  const base = {
    ...session.data,
    rc3Answers: Object.fromEntries(Object.entries(accepted).filter(([id]) => id !== PAYMENT_IDS.token)),
  };

  if (accepted[PAYMENT_IDS.method] === PAYMENT_METHODS.escrow) {
    // The lender pays the full premium once a year: no plan is asked (its question is a card's), so none is sent.
    const full = plans.find((p) => p.value === 'fullPayPlan') as PaymentPlanOption;
    const loan = String(accepted[PAYMENT_IDS.loanNumber]);
    const payment: PaymentRecord = {
      method: 'escrow',
      plan: full,
      amountCharged: 0,
      lender: String(accepted[PAYMENT_IDS.lender]),
      loanNumberLast4: loan.slice(-4),
      collectedAt: at,
    };
    const data = { ...base, payment };
    return succeed(data, `Your mortgage lender ${payment.lender} will be billed ${formatDollars(full.totalAmount)}`, {
      summary: {
        carrier: data.carrierName,
        policyType: session.policyType,
        termMonths,
        premium: full.totalAmount,
        amountCharged: 0,
        paymentMethod: 'escrow',
      },
      carrierData: carrierDataOf(withData(session, data)),
    });
  }

  const token = String(accepted[PAYMENT_IDS.token]);
  const found = await peekToken(ctx.db, token);
  if (found && found.session !== session.externalId) throw tokenOfAnotherSession(rd);
  const card = found && !found.used ? found : null;
  const attempt = (outcome: string) => [
    ...session.data.paymentAttempts,
    { at, outcome, ...(card ? { brand: card.brand, last4: card.last4 } : {}) },
  ];
  if (!card) {
    return failWith(
      { ...base, paymentAttempts: attempt('token_invalid') },
      'The card token is unknown or was already used: enter the card again',
      {
        paymentError: { code: 'token_invalid', message: 'We could not use that card. Please enter it again.' },
      },
    );
  }
  // Every charge below spends the token, whatever its outcome, with the session's save.
  const spend = { spendToken: token };
  const expiry = checkCardExpiry(`${String(card.expMonth).padStart(2, '0')}/${card.expYear}`, today);
  if (!expiry.ok) {
    return failWith(
      { ...base, paymentAttempts: attempt('card_expired') },
      'The card has expired',
      { paymentError: { code: 'card_expired', message: 'That card has expired. Please use another card.' } },
      spend,
    );
  }
  if (card.outcome === 'decline' || card.outcome === 'insufficient_funds') {
    const decline = DECLINES[card.outcome];
    return failWith(
      { ...base, paymentAttempts: attempt(card.outcome) },
      decline.message,
      { paymentError: decline },
      spend,
    );
  }
  if (card.outcome === 'error') {
    return failWith(
      { ...base, paymentAttempts: attempt('error') },
      STEP_FAILURE.COLLECT_PAYMENT,
      {
        paymentError: {
          code: 'processor_error',
          message: 'The payment processor did not answer and your card was not charged. Please enter your card again.',
        },
      },
      spend,
    );
  }
  const payment: PaymentRecord = {
    method: 'card',
    plan,
    amountCharged: plan.depositAmount,
    token,
    brand: card.brand,
    last4: card.last4,
    authorizeRecurringCC: accepted[PAYMENT_IDS.recurring] === true,
    collectedAt: at,
  };
  const data: SessionData = { ...base, payment, paymentAttempts: attempt('approve') };
  return succeed(
    data,
    `${card.brand} ending ${card.last4} charged ${formatDollars(plan.depositAmount)}`,
    {
      summary: {
        carrier: data.carrierName,
        policyType: session.policyType,
        termMonths,
        premium: plan.totalAmount,
        amountCharged: plan.depositAmount,
        paymentMethod: 'card',
        card: { brand: card.brand, last4: card.last4 },
      },
      carrierData: carrierDataOf(withData(session, data)),
    },
    spend,
  );
};
