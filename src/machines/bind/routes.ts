import type { NodeId } from '../graph/catalogue';
import type { BindCarrier, BindPolicyType } from './bind.types';
import { POST_QUOTES_BASE } from './constants';
import { PURCHASE_SUCCESS_SLUG, bindStepOf } from './steps';

// The post-quote routes (spec 001 section 2): /postQuotesFlow/{policyType}/{carrier}/{id}/<step>, where id is the
// loop item (vehicle, driver or undisclosed operator; 1 elsewhere). Never prefixed with a partner's name.

export interface BindRoute {
  policyType: BindPolicyType;
  carrier: BindCarrier;
  id: number;
  slug: string;
}

export const bindPath = (r: BindRoute) => `${POST_QUOTES_BASE}/${r.policyType}/${r.carrier}/${r.id}/${r.slug}`;

/** A chain node's route. */
export function routeOfNode(policyType: BindPolicyType, carrier: BindCarrier, node: NodeId): string {
  const [step, index] = node.split('~');
  return bindPath({ policyType, carrier, id: Number(index), slug: bindStepOf(step).slug });
}

export const purchaseSuccessPath = (policyType: BindPolicyType, carrier: BindCarrier) =>
  bindPath({ policyType, carrier, id: 1, slug: PURCHASE_SUCCESS_SLUG });

const ROUTE = /^\/postQuotesFlow\/([a-z]+)\/([a-z]+)\/([1-9]\d*)\/([A-Za-z0-9-]+)$/;

/** A post-quote path's parts, or null when it is not one. */
export function parseBindPath(path: string): { policyType: string; carrier: string; id: number; slug: string } | null {
  const m = ROUTE.exec(path);
  return m ? { policyType: m[1], carrier: m[2], id: Number(m[3]), slug: m[4] } : null;
}
