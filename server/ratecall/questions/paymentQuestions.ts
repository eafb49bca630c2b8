import type { PaymentPlanOption, RatecallQuestion } from '../../../src/contract/ratecall';
import { formatDollars } from '../../../src/domain/quotes';
import { DISCLOSURES, PAYMENT_METHODS, type PolicyType } from '../constants';

// RC3's payment questions (spec 001 section 4, payment chain: payment method, secure card collection, recurring
// payments, review disclosures, final summary). Escrow is offered for home policies: the mortgage lender pays.

type Q = RatecallQuestion;

export const PAYMENT_IDS = {
  method: 'payment.paymentMethod',
  lender: 'payment.mortgageLender',
  loanNumber: 'payment.loanNumber',
  plan: 'payment.paymentPlan',
  token: 'payment.paymentToken',
  recurring: 'payment.authorizeRecurringCC',
  transactionConsent: 'payment.transactionConsent',
  eSign: 'payment.eSignDocument',
} as const;
export const disclosureId = (id: string) => `payment.disclosure.${id}`;

const planLabel = (p: PaymentPlanOption) =>
  p.value === 'fullPayPlan'
    ? `Pay in full: ${formatDollars(p.totalAmount)} today`
    : `Monthly: ${formatDollars(p.depositAmount)} today, then ${p.numberOfPayments - 1} payments of ${formatDollars(p.installmentAmount)}`;

export function rc3Questions(policyType: PolicyType, carrierName: string, plans: PaymentPlanOption[]): Q[] {
  const escrow = policyType === 'home';
  const methods: { value: string; label: string }[] = [{ value: PAYMENT_METHODS.card, label: 'Credit or debit card' }];
  if (escrow) methods.push({ value: PAYMENT_METHODS.escrow, label: 'Escrow: my mortgage lender pays' });
  const byEscrow = { questionId: PAYMENT_IDS.method, in: [PAYMENT_METHODS.escrow] };
  const byCard = { questionId: PAYMENT_IDS.method, in: [PAYMENT_METHODS.card] };
  const pay = { entity: 'payment' as const };
  return [
    {
      ...pay,
      id: PAYMENT_IDS.method,
      step: 'payment-method',
      type: 'select',
      required: true,
      options: methods,
      defaultValue: PAYMENT_METHODS.card,
      prompt: 'How would you like to pay?',
    },
    // spec 001 section 4: mortgage information when escrow, for a home-started flow.
    ...(escrow
      ? [
          {
            ...pay,
            id: PAYMENT_IDS.lender,
            step: 'mortgage-information',
            type: 'text' as const,
            required: true,
            showIf: byEscrow,
            prompt: 'Who is your mortgage lender?',
          },
          {
            ...pay,
            id: PAYMENT_IDS.loanNumber,
            step: 'mortgage-information',
            type: 'text' as const,
            required: true,
            showIf: byEscrow,
            prompt: 'What is your mortgage loan number?',
          },
        ]
      : []),
    {
      ...pay,
      id: PAYMENT_IDS.plan,
      step: 'payment-info-collect',
      type: 'select',
      required: true,
      options: plans.map((p) => ({ value: p.value, label: planLabel(p) })),
      defaultValue: plans[0]?.value,
      prompt: 'Which payment plan would you like?',
      // Escrow pays the full premium once a year: the plan (and the recurring authorisation under it) is a card's.
      ...(escrow ? { showIf: byCard } : {}),
    },
    // spec 001 section 4: secure card collection when the payment method is not escrow; the vault's token is the answer.
    {
      ...pay,
      id: PAYMENT_IDS.token,
      step: 'vgs-collect',
      type: 'text',
      required: true,
      showIf: byCard,
      prompt: 'Enter your card in the secure form; we receive only its token.',
    },
    {
      ...pay,
      id: PAYMENT_IDS.recurring,
      step: 'recurring-payments',
      type: 'confirm',
      required: true,
      showIf: { questionId: PAYMENT_IDS.plan, in: ['monthlyPayPlan'] },
      prompt: `I authorize ${carrierName} to charge my card for each remaining monthly payment on its due date.`,
    },
    ...DISCLOSURES[policyType].map(
      (d): Q => ({
        ...pay,
        id: disclosureId(d.id),
        step: 'review-disclosures',
        type: 'confirm',
        required: true,
        prompt: d.label,
      }),
    ),
    {
      ...pay,
      id: PAYMENT_IDS.transactionConsent,
      step: 'final-summary',
      type: 'confirm',
      required: true,
      showIf: byCard,
      prompt: `I authorize ${carrierName} to charge today’s payment to my card.`,
    },
    {
      ...pay,
      id: PAYMENT_IDS.eSign,
      step: 'final-summary',
      type: 'confirm',
      required: true,
      prompt: 'I agree to sign my application and policy documents electronically.',
    },
  ];
}
