import type { BindChain } from './blocks';

// spec 001 section 4: safeco's pre-MVR chain ends with proceed-with-updated-price, shown once the re-rate is known;
// then the editable coverages and proceed-updated-price-connect-agent.
export const safecoCoverages: BindChain = {
  id: 'safecoCoverages',
  product: 'auto',
  stage: 'coverages',
  carriers: ['safeco'],
  description: 'Safeco after the re-rate: the updated price, the editable coverages, then proceed or an agent.',
  // Safeco asks the updated price even before its editable coverages (docs/decisions/0031).
  alwaysShown: ['priceComparedOnCoverages'],
  sections: [
    { name: 'Coverages', steps: ['proceedWithUpdatedPrice', 'editableCoverages', 'proceedUpdatedPriceConnectAgent'] },
  ],
};
