// The results flow's calls, in one lazily loaded chunk (see http.ts): RC1, the two ad exchanges, the lead
// classification; the rules batch is in the start page already (experiments.actor.ts).
import { adEndpoints } from '../contract/ads';
import { classificationEndpoints } from '../contract/classification';
import { intakeEndpoints } from '../contract/intake';

export const resultsEndpoints = {
  autoQuotes: intakeEndpoints.autoQuotes,
  autoMediaAlpha: adEndpoints.autoMediaAlpha,
  autoAds: adEndpoints.autoAds,
  classifyLead: classificationEndpoints.classifyLead,
};
