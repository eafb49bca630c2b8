import { createFlowMachine } from '../graph/flowMachine';
import type { BindUser } from './bind.types';
import { bindCatalogue } from './bind.catalogue';
import { type BindChainId, bindChains } from './chains';
import type { BindChain } from './chains/blocks';
import { emptyBindUser } from './bindUser';

// A chain's explicit statechart, compiled by the generic flow compiler: one state per `stepId~index`, plus
// `complete`, whose output's answers the rate call sends at the chain's stage (answers.ts).
export function createBindMachine(chainId: BindChainId) {
  const chain: BindChain = bindChains[chainId];
  return createFlowMachine<BindUser, Record<string, never>>({
    catalogue: bindCatalogue(chain.product, chain.alwaysShown),
    flow: chain,
    initialUser: () => emptyBindUser(chain.carriers[0]),
  });
}

export type BindMachine = ReturnType<typeof createBindMachine>;

const built = new Map<BindChainId, BindMachine>();
/** A registered chain's machine, built once. */
export function bindMachineOf(chainId: BindChainId): BindMachine {
  const known = built.get(chainId);
  if (known) return known;
  const m = createBindMachine(chainId);
  built.set(chainId, m);
  return m;
}
