import type { BindChain } from './blocks';

// spec 001 section 4, payment (issue 31): as auto's, and a home policy may be paid by escrow: then the mortgage
// information replaces the plan and the card (A10). Renters pay by card only.
export const homePayment: BindChain = {
  id: 'homePayment',
  product: 'home',
  stage: 'payment',
  carriers: ['lemonade', 'branch', 'safeco', 'libertymutual'],
  description: 'Paying for the home policy: method (card or escrow), mortgage or plan and card, and the review.',
  sections: [
    {
      name: 'Payment',
      steps: ['paymentMethod', 'mortgageInformation', 'paymentInfoCollect', 'vgsCollect', 'recurringPayments'],
    },
    { name: 'Review', steps: ['reviewDisclosures', 'finalSummary'] },
  ],
};

export const rentersPayment: BindChain = {
  id: 'rentersPayment',
  product: 'renters',
  stage: 'payment',
  carriers: ['lemonade', 'safeco', 'libertymutual'],
  description: 'Paying for the renters policy: method, plan, the card in the secure frame, authorisations and review.',
  sections: [
    { name: 'Payment', steps: ['paymentMethod', 'paymentInfoCollect', 'vgsCollect', 'recurringPayments'] },
    { name: 'Review', steps: ['reviewDisclosures', 'finalSummary'] },
  ],
};
