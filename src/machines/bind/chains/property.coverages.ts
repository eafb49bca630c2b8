import type { BindPolicyType } from '../bind.types';
import type { BindChain } from './blocks';

// spec 001 section 4 (issue 31): after the property re-rate, the editable coverages (the home or renters variant by
// the session's policy type, decision 0086: always editable) then proceed or an agent. No post-MVR stage: there is
// no driving-record check for property (A13).
const propertyCoverages = (product: Exclude<BindPolicyType, 'auto'>): BindChain => ({
  id: `${product}Coverages`,
  product,
  stage: 'coverages',
  carriers:
    product === 'home' ? ['lemonade', 'branch', 'safeco', 'libertymutual'] : ['lemonade', 'safeco', 'libertymutual'],
  description: `The ${product} policy after the re-rate: the editable coverages, then proceed or an agent.`,
  sections: [
    { name: 'Coverages', steps: ['proceedWithUpdatedPrice', 'editableCoverages', 'proceedUpdatedPriceConnectAgent'] },
  ],
});

export const homeCoverages = propertyCoverages('home');
export const rentersCoverages = propertyCoverages('renters');
