import { z } from 'zod/mini';
import { MAX_CHARS, text } from './text';

// spec 000 section 3, the user's tracking ids. A module of its own: the start page's app machine keeps the ids the
// URL gives only if they fit (app.machine.ts `freshUser`), and needs no other entity.

export const Tracking = z.object({
  anonymousId: z.optional(text(64)),
  sessionId: z.optional(text(64)),
  quotesRequestId: z.optional(text(64)),
  formName: z.optional(text(60)),
  /** spec 000 section 3 tracking: the siteSource the shopper came from, and the partner label it decides. */
  source: z.optional(text(MAX_CHARS.label)),
  sourceName: z.optional(text(MAX_CHARS.label)),
  sourceCampaign: z.optional(text(MAX_CHARS.label)),
  /** utm_referrer: agency eligibility reads it (spec 000 section 6: disallowed for certain referrers). */
  sourceReferrer: z.optional(text(300)),
});
