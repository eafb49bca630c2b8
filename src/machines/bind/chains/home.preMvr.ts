import type { BindChain } from './blocks';

// spec 001 section 4, pre-MVR home (issue 31): address confirmation (and the previous address when under 2 years),
// building type, the discounts (the connected-home discount's security system and provider), the home and occupant
// summaries, start date, confirm contact. The sandbox's questions: server/ratecall/questions/propertyChains.ts.
export const homePreMvr: BindChain = {
  id: 'homePreMvr',
  product: 'home',
  stage: 'preMvr',
  carriers: ['lemonade', 'branch', 'safeco', 'libertymutual'],
  description: "The home owner's questions before the re-rate, from the post-quotes landing to the contact confirmed.",
  sections: [
    { name: 'Address', steps: ['postQuotesLanding', 'addressConfirmation', 'previousAddressConfirmation'] },
    {
      name: 'Home',
      steps: ['buildingType', 'propertyDiscounts', 'homeSecuritySystem', 'homeSecurityProvider', 'homeSummary'],
    },
    { name: 'Policy', steps: ['occupantSummary', 'coverageStartDate', 'confirmContactInformation'] },
  ],
};
