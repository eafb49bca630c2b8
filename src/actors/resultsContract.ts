// The results flow's calls, in one lazily loaded chunk (see http.ts): RC1 per carrier, the two ad exchanges, the lead
// classification; the rules batch is in the start page already (experiments.actor.ts).
import { adEndpoints } from '../contract/ads';
import { classificationEndpoints } from '../contract/classification';
import type { EndpointDef } from '../contract/endpoint';
import { AutoQuotesRequest, AutoQuotesResponse } from '../contract/quotes';

export const resultsEndpoints = {
  /** The same call as the intake group's autoQuotes (contract/intake.ts), without loading that group. */
  autoQuotes: { method: 'POST', path: '/auto/quotes', v2: true, body: AutoQuotesRequest, response: AutoQuotesResponse },
  autoMediaAlpha: adEndpoints.autoMediaAlpha,
  autoAds: adEndpoints.autoAds,
  classifyLead: classificationEndpoints.classifyLead,
  /** Bundling (spec 001 section 1): the renters user's quotes and ads. */
  rentersQuotes: adEndpoints.rentersQuotes,
  homeAds: adEndpoints.homeAds,
} as const satisfies Record<string, EndpointDef>;
