import type { BindChain } from './blocks';

// spec 001 section 4: editable coverages, then proceed-updated-price-connect-agent (the direct carriers too).
export const libertymutualCoverages: BindChain = {
  id: 'libertymutualCoverages',
  product: 'auto',
  stage: 'coverages',
  carriers: ['libertymutual', 'branch', 'root'],
  description: 'After the re-rate: the editable coverages, then proceed with the updated price or an agent.',
  sections: [{ name: 'Coverages', steps: ['editableCoverages', 'proceedUpdatedPriceConnectAgent'] }],
};
