import type { AutoUser } from '../../contract/entities';
import { freshTracking } from '../products/freshTracking';
import type { AutoFlowId } from '../../contract/flowIds';
import type { StartContext } from '../products/productLine';
import { initialUser } from './initialUser';

// Loaded with the intake chunk (docs/decisions/0040): the tracking ids' schema is zod's, which the start page leaves out.

/**
 * A new shopper's answers, with what the URL already says (spec 000 section 2, query parameters): the tracking ids,
 * the flow taken, bundling interest pre-set by `bundlingInterest=Yes`, and two vehicles for `eq_vehicles=true`.
 */
export function freshUser(context: StartContext<AutoFlowId>): AutoUser {
  const user = initialUser();
  const { params } = context.start;
  user.tracking = freshTracking(context);
  if (params.bundlingInterest === 'Yes') user.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
  if (params.eqVehicles) user.autoPolicy.vehicles.push({ id: 2 });
  return user;
}
