import type { BindChain } from './blocks';

// spec 001 section 4, payment: payment method, secure card collection (skipped for escrow), recurring payments,
// review disclosures, final summary; purchase success is the rate call's PURCHASED state. The sandbox asks the plan
// on payment-info-collect.
export const autoPayment: BindChain = {
  id: 'autoPayment',
  product: 'auto',
  stage: 'payment',
  carriers: ['safeco', 'libertymutual', 'branch', 'root'],
  description: 'Paying for the policy: method, plan, the card in the secure frame, authorisations and the review.',
  sections: [
    { name: 'Payment', steps: ['paymentMethod', 'paymentInfoCollect', 'vgsCollect', 'recurringPayments'] },
    { name: 'Review', steps: ['reviewDisclosures', 'finalSummary'] },
  ],
};
