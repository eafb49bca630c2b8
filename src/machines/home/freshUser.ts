import { produce } from 'immer';
import type { HomePolicyType, PropertyUser } from '../../contract/property';
import type { HomeFlowId } from '../../contract/flowIds';
import type { UrlPolicyType } from '../../app/queryParams';
import { freshTracking } from '../products/freshTracking';
import type { StartContext } from '../products/productLine';
import { initialPropertyUser } from './initialUser';
import { policyOf, setPolicyType } from './questions/policyKind';

// A new home shopper with what the URL says (spec 000 section 2): on the home route, policyType (home, condo,
// renters) and a five-digit zip pre-fill; bundlingInterest=Yes pre-sets bundling; the tracking ids as auto's.

const POLICY_TYPE_OF_URL: Record<UrlPolicyType, HomePolicyType> = { home: 'Home', condo: 'Condo', renters: 'Renters' };

export function freshPropertyUser(context: StartContext<HomeFlowId>): PropertyUser {
  const { params } = context.start;
  return produce(initialPropertyUser(), (u) => {
    u.tracking = freshTracking(context);
    if (params.policyType) setPolicyType(u, POLICY_TYPE_OF_URL[params.policyType]);
    // queryParams keeps a zip only if it is five digits (spec 000 section 5).
    if (params.zip) policyOf(u).zip = params.zip;
    if (params.bundlingInterest === 'Yes') policyOf(u).bundlePolicies = ['auto'];
  });
}
