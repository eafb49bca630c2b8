import type { BindChain } from './blocks';

// spec 001 section 4: editable coverages, then proceed-updated-price-connect-agent (the direct carriers too); the
// editable coverages compare the re-rated price with the one seen, and when rc2IterationRule skips them the updated
// price is asked first, so no variant changes it silently (docs/decisions/0031, WCAG 3.3.4).
export const libertymutualCoverages: BindChain = {
  id: 'libertymutualCoverages',
  product: 'auto',
  stage: 'coverages',
  carriers: ['libertymutual', 'branch', 'root'],
  description: 'After the re-rate: the updated price, the editable coverages, then proceed or an agent.',
  sections: [
    { name: 'Coverages', steps: ['proceedWithUpdatedPrice', 'editableCoverages', 'proceedUpdatedPriceConnectAgent'] },
  ],
};
