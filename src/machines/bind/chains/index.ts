import type { BindCarrier, BindPolicyType, BindStage, Layout } from '../bind.types';
import { autoPayment } from './auto.payment';
import type { BindChain } from './blocks';
import { branchPreMvr } from './branch.preMvr';
import { fasttrackPreMvr } from './fasttrack.preMvr';
import { homePreMvr } from './home.preMvr';
import { libertymutualCoverages } from './libertymutual.coverages';
import { libertymutualPostMvr } from './libertymutual.postMvr';
import { libertymutualPreMvr } from './libertymutual.preMvr';
import { homeCoverages, rentersCoverages } from './property.coverages';
import { homePayment, rentersPayment } from './property.payment';
import { rentersPreMvr } from './renters.preMvr';
import { rootPreMvr } from './root.preMvr';
import { safecoCoverages } from './safeco.coverages';
import { safecoPostMvr } from './safeco.postMvr';
import { safecoPreMvr } from './safeco.preMvr';

// The chain registry: every post-quote chain, by id. The compiled-chain checks, the sandbox-sync test, the model-based
// paths and qa:coverage iterate over this list: adding a chain is a data file and a line here.
export const bindChains = {
  safecoPreMvr: safecoPreMvr('grouped'),
  safecoPreMvrVinFirst: safecoPreMvr('vinFirst'),
  safecoPreMvrVinLast: safecoPreMvr('vinLast'),
  libertymutualPreMvr: libertymutualPreMvr('grouped'),
  libertymutualPreMvrVinFirst: libertymutualPreMvr('vinFirst'),
  libertymutualPreMvrVinLast: libertymutualPreMvr('vinLast'),
  branchPreMvr: branchPreMvr('grouped'),
  branchPreMvrVinFirst: branchPreMvr('vinFirst'),
  branchPreMvrVinLast: branchPreMvr('vinLast'),
  rootPreMvr,
  fasttrackPreMvr,
  safecoPostMvr,
  libertymutualPostMvr,
  safecoCoverages,
  libertymutualCoverages,
  autoPayment,
  homePreMvr,
  rentersPreMvr,
  homeCoverages,
  rentersCoverages,
  homePayment,
  rentersPayment,
} as const satisfies Record<string, BindChain>;

export type BindChainId = keyof typeof bindChains;
export const BIND_CHAIN_IDS = Object.keys(bindChains) as BindChainId[];

export function isBindChainId(id: unknown): id is BindChainId {
  return typeof id === 'string' && Object.hasOwn(bindChains, id);
}

/**
 * The chain a carrier asks at a stage for a policy type (root always in its VIN-first layout), or null when the
 * carrier has no such stage (the fast-track carrier hands the purchase to an agent after its pre-MVR questions). The
 * policy type is part of the key: safeco, libertymutual and branch sell auto and property alike.
 */
export function chainFor(
  policyType: BindPolicyType,
  carrier: BindCarrier,
  stage: BindStage,
  layout: Layout = 'grouped',
): BindChainId | null {
  const found = BIND_CHAIN_IDS.filter((id) => {
    const c: BindChain = bindChains[id];
    return c.product === policyType && c.stage === stage && c.carriers.includes(carrier);
  });
  if (found.length <= 1) return found[0] ?? null;
  return found.find((id) => (bindChains[id] as BindChain).layout === layout) ?? null;
}
