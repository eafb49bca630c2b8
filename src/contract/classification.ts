import { z } from 'zod/mini';
import type { EndpointDef } from './endpoint';
import { AutoUser } from './entities';
import { MAX_CHARS, text } from './text';

// POST /lead/classification (spec 001 section 7: user, partnerId; section 3: the lead-classification summary), as
// the results flow reads it. The server's full schema (summary included) is backoffice.ts; the client keeps the class.

export const LEAD_TIERS = ['preferred', 'standard', 'nonstandard'] as const;

export const LeadClass = z.object({
  tier: z.enum(LEAD_TIERS),
  points: z.number().check(z.int()),
  reasons: z.array(z.object({ code: text(MAX_CHARS.label), points: z.number().check(z.int()) })),
});
export type LeadClass = z.infer<typeof LeadClass>;

export const ClassifyLeadRequest = z.object({
  user: AutoUser,
  /** A partner id: a name (lemonade, libertymutual, ...) or a number (the white-label partner is 1, none is 0). */
  partnerId: z.union([text(40), z.number().check(z.int(), z.gte(0), z.lte(1_000_000))]),
});
export const ClassifyLeadResponse = z.object({ data: z.object({ classification: LeadClass }) });

export const classificationEndpoints = {
  classifyLead: {
    method: 'POST',
    path: '/lead/classification',
    body: ClassifyLeadRequest,
    response: ClassifyLeadResponse,
  },
} as const satisfies Record<string, EndpointDef>;
