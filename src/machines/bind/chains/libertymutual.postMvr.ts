import { type BindChain, undisclosedLoop } from './blocks';

// spec 001 section 4, post-MVR, Liberty Mutual: household, active insurance, licence status, reason for no licence,
// error. The sandbox asks the direct carriers (branch, root) the same chain.
export const libertymutualPostMvr: BindChain = {
  id: 'libertymutualPostMvr',
  product: 'auto',
  stage: 'postMvr',
  carriers: ['libertymutual', 'branch', 'root'],
  description: 'Each undisclosed driver: household, insurance, licence and the reason for none.',
  sections: [{ name: 'Undisclosed drivers', steps: [undisclosedLoop(true)] }],
};
