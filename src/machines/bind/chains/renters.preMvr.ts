import type { BindChain } from './blocks';

// spec 001 section 4, pre-MVR renters (issue 31; spec 000 section 4's renters display conditions): the new address
// when the intake did not confirm it, the previous address when not lived 5+ years, the interested party, the occupant
// summary, start date, confirm contact. Branch writes home only.
export const rentersPreMvr: BindChain = {
  id: 'rentersPreMvr',
  product: 'renters',
  stage: 'preMvr',
  carriers: ['lemonade', 'safeco', 'libertymutual'],
  description: "The renter's questions before the re-rate, from the post-quotes landing to the contact confirmed.",
  sections: [
    { name: 'Address', steps: ['postQuotesLanding', 'newAddressConfirmation', 'previousAddressConfirmation'] },
    { name: 'Interested party', steps: ['interestedPartyConfirmation', 'interestedPartyInfo'] },
    { name: 'Policy', steps: ['occupantSummary', 'coverageStartDate', 'confirmContactInformation'] },
  ],
};
