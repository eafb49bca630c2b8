import type { AutoUser } from '../../contract/entities';
import { Tracking } from '../../contract/tracking';
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
  // Each id kept only if the contract takes it (a partner's session id may be longer than a user record holds).
  const kept = (key: keyof typeof Tracking.shape, value: string | undefined) =>
    Tracking.shape[key].safeParse(value).data;
  user.tracking = {
    anonymousId: kept('anonymousId', context.anonymousId),
    sessionId: kept('sessionId', params.sessionId),
    formName: kept('formName', context.flowId),
    // The traffic facts the address-success chain's phone number and eligibility rules read (spec 000 section 6).
    source: kept('source', params.siteSource),
    sourceName: kept('sourceName', params.derived.partner || undefined),
    sourceCampaign: kept('sourceCampaign', params.utmCampaign),
    sourceReferrer: kept('sourceReferrer', params.utmReferrer),
  };
  if (params.bundlingInterest === 'Yes') user.autoPolicy.policy.interestedInMultiPolicy = 'Yes';
  if (params.eqVehicles) user.autoPolicy.vehicles.push({ id: 2 });
  return user;
}
