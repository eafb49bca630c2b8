import { type BindChain, undisclosedLoop } from './blocks';

// spec 001 section 4, post-MVR, safeco: undisclosed drivers household, then the error (a household member cannot be
// added online).
export const safecoPostMvr: BindChain = {
  id: 'safecoPostMvr',
  product: 'auto',
  stage: 'postMvr',
  carriers: ['safeco'],
  description: 'Safeco: whether each driver the driving record found lives in the household.',
  sections: [{ name: 'Undisclosed drivers', steps: [undisclosedLoop(false)] }],
};
