import type { BindChain } from './blocks';

// spec 001 section 4: the fast-track carrier's chain ends at the preferred contact method, then the fast-track
// reach-out (with calendlyAvailability and agencyOperatingHours); an agent finishes the purchase.
export const fasttrackPreMvr: BindChain = {
  id: 'fasttrackPreMvr',
  product: 'auto',
  stage: 'preMvr',
  carriers: ['fasttrack'],
  description: 'The fast-track carrier: how and when an agent reaches the shopper to finish the purchase.',
  sections: [{ name: 'Contact', steps: ['postQuotesLanding', 'helpFinalizePolicyConnectAgent', 'fastTrackReachOut'] }],
};
