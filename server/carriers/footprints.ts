import { BRANCH_NOT_WRITTEN } from './branch';
import { FASTTRACK_NOT_WRITTEN } from './fasttrack';
import { LEMONADE_STATES } from './lemonade';
import { ROOT_NOT_WRITTEN } from './root';
import { SAFECO_NOT_WRITTEN } from './safeco';

// Where the simulated auto carriers write, as the reference facts the remote rules read (server/rules/engine.ts):
// the rules and the carriers cannot drift apart.
export const CARRIER_FOOTPRINT_FACTS: Readonly<Record<string, readonly string[]>> = {
  safecoNotWritten: SAFECO_NOT_WRITTEN,
  branchNotWritten: BRANCH_NOT_WRITTEN,
  rootNotWritten: ROOT_NOT_WRITTEN,
  fasttrackNotWritten: FASTTRACK_NOT_WRITTEN,
  lemonadeCarStates: [...LEMONADE_STATES],
};
