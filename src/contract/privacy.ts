import { z } from 'zod/mini';
import type { EndpointDef } from './endpoint';
import { isoDateTime, text, uuid } from './text';

// Privacy calls (issue 32, docs/decisions/0092): "Do not sell or share" (spec 000 section 2's
// /do-not-sell-or-share-my-personal-information), deletion of a saved quote, the consent ledger, and the lead hand-off
// that the server completes with the lead service's credential. Every call is the shopper's own: authorised by the
// returning-user token (x-user-token) for the user it names. zod/mini: the privacy screens' chunk loads these.

export { GPC_HEADER, OPT_OUT_HEADER } from './privacyHeaders';

/** Why a party received a shopper's data: each has a plain sentence on the ledger page (src/ui/screens/privacy). */
export const LEDGER_PURPOSES = [
  /** A carrier priced the quotes the shopper asked for. */
  'rate_quote',
  /** The carrier the shopper chose to buy from ran its rate call and bind. */
  'bind',
  /** An agency partner (quinstreet, geico) priced a partner quote. */
  'partner_quote',
  /** The ad exchange picked ads for the shopper's answers. */
  'ads',
  /** The CRM received the shopper's contact record for an agent to follow up. */
  'crm_export',
  /** Our licensed agents were told the shopper asked for help. */
  'agent_handoff',
  /** The lead service (campaign 340) received a lead so a partner agent can call. */
  'lead',
] as const;
export type LedgerPurpose = (typeof LEDGER_PURPOSES)[number];

/** The parties that are not carriers or partners; a carrier is `carrier:<id>`, an agency partner `partner:<id>`. */
export const LEDGER_PARTIES = {
  adExchange: 'ad_exchange',
  crm: 'crm',
  agents: 'quoteflow_agents',
  leadService: 'lead_service',
} as const;

export const UserRef = z.object({ userId: uuid() });
export const UserQuery = z.object({ userId: uuid() });

export const PrivacyStatus = z.object({
  userId: uuid(),
  optedOut: z.boolean(),
  /** When the opt-out was recorded; null when not opted out. */
  optedOutAt: z.nullable(isoDateTime(true)),
});
export type PrivacyStatus = z.infer<typeof PrivacyStatus>;

export const LedgerEntry = z.object({
  party: text(80),
  purpose: z.enum(LEDGER_PURPOSES),
  /** The first time this party received the data for this purpose. */
  at: isoDateTime(true),
  /** The latest time (repeats of one hand-off move it, they add no row). */
  lastAt: isoDateTime(true),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const LedgerResponse = z.object({ userId: uuid(), entries: z.array(LedgerEntry) });
export type LedgerResponse = z.infer<typeof LedgerResponse>;

export const DeleteResponse = z.object({ deleted: z.literal(true) });

/** The lead hand-off: the server builds the lead from the saved user and posts it with its own credential. */
export const HandoffLeadRequest = z.object({
  userId: uuid(),
  /** Where the shopper asked: an agent screen, the fast-track reach-out or an agency clickwall. */
  trigger: z.enum(['connect_agent', 'fast_track', 'agency_clickwall']),
});
export type HandoffLeadRequest = z.infer<typeof HandoffLeadRequest>;
export const HandoffLeadResponse = z.object({
  success: z.literal(true),
  leadId: uuid(),
  status: z.enum(['accepted', 'duplicate']),
});

export const privacyEndpoints = {
  privacyOptOut: { method: 'POST', path: '/privacy/opt-out', body: UserRef, response: PrivacyStatus },
  privacyStatus: { method: 'GET', path: '/privacy/status', query: UserQuery, response: PrivacyStatus },
  privacyLedger: { method: 'GET', path: '/privacy/ledger', query: UserQuery, response: LedgerResponse },
  privacyDelete: { method: 'POST', path: '/privacy/delete', body: UserRef, response: DeleteResponse },
  handoffLead: { method: 'POST', path: '/handoffs/lead', body: HandoffLeadRequest, response: HandoffLeadResponse },
} as const satisfies Record<string, EndpointDef>;
