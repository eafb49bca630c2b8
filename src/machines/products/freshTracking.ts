import type { z } from 'zod/mini';
import { Attribution, Tracking } from '../../contract/tracking';
import type { QueryParams } from '../../app/queryParams';
import type { StartContext } from './productLine';

// A new shopper's tracking ids and traffic facts, whatever the line (spec 000 section 3, tracking; section 6: the
// facts the phone number and eligibility rules read). Loaded with an intake chunk: its schema is zod's.

export function freshTracking(context: StartContext): z.infer<typeof Tracking> {
  const { params } = context.start;
  // Each id kept only if the contract takes it (a partner's session id may be longer than a user record holds).
  const kept = (key: Exclude<keyof typeof Tracking.shape, 'attribution'>, value: string | undefined) =>
    Tracking.shape[key].safeParse(value).data;
  return {
    anonymousId: kept('anonymousId', context.anonymousId),
    sessionId: kept('sessionId', params.sessionId),
    formName: kept('formName', context.flowId),
    source: kept('source', params.siteSource),
    sourceName: kept('sourceName', params.derived.partner || undefined),
    sourceCampaign: kept('sourceCampaign', params.utmCampaign),
    sourceReferrer: kept('sourceReferrer', params.utmReferrer),
    attribution: attributionOf(params.attribution),
  };
}

/**
 * The URL's attribution (spec 000 section 2: pid, click ids, utm_*) as the tracking keeps it; none when the URL has
 * none. queryParams.ts already bounds every value as the contract does, so the schema keeps what it is given.
 */
export function attributionOf(a: QueryParams['attribution']): z.infer<typeof Attribution> | undefined {
  if (a.pid === undefined && Object.keys(a.clickIds).length === 0 && Object.keys(a.utms).length === 0) return undefined;
  return Attribution.safeParse(a).data;
}
