import { z } from 'zod/mini';
import { CLICK_IDS, UTM_PARAMETERS } from './attributionKeys';
import { MAX_CHARS, text } from './text';

// spec 000 section 3, the user's tracking ids. A module of its own: the start page's app machine keeps the ids the
// URL gives only if they fit (app.machine.ts `freshUser`), and needs no other entity.

/** One attribution value, as the URL bounds it (src/app/queryParams.ts). */
const attributionValue = text(MAX_CHARS.text);

/**
 * spec 000 section 2, "Attribution parameters captured": pid, the click ids and the utm_* set, as the shopper's first
 * load of the app read them. Every key named, every value bounded: nothing else is kept.
 */
export const Attribution = z.object({
  pid: z.optional(text(MAX_CHARS.id)),
  clickIds: z._default(z.partialRecord(z.enum(CLICK_IDS), attributionValue), {}),
  utms: z._default(z.partialRecord(z.enum(UTM_PARAMETERS), attributionValue), {}),
});
export type Attribution = z.infer<typeof Attribution>;

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
  /**
   * spec 000 section 2 tracking: the lead class the userClassification rule gave once the results classified the
   * shopper (src/actors/results.actor.ts classifyLead, docs/decisions/0097); absent when the rule did not decide.
   */
  userClassification: z.optional(z.enum(['preferred', 'standard', 'nonstandard'])),
  /** The attribution the shopper arrived with (decision 0094): kept on the saved user, so a returning link has it. */
  attribution: z.optional(Attribution),
});
