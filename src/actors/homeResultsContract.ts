// The home results' calls, in the home results chunk (see http.ts): the property quotes and ads, the results phone
// number; the rules batch is in the start page already (experiments.actor.ts).
import { adEndpoints } from '../contract/ads';
import type { EndpointDef } from '../contract/endpoint';
import { phoneEndpoints } from '../contract/phone';

export const homeResultsEndpoints = {
  homeQuotes: adEndpoints.homeQuotes,
  rentersQuotes: adEndpoints.rentersQuotes,
  homeAds: adEndpoints.homeAds,
  phoneExperienceMapping: phoneEndpoints.phoneExperienceMapping,
} as const satisfies Record<string, EndpointDef>;
