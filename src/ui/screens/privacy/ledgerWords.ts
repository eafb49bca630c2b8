import type { LedgerEntry, LedgerPurpose } from '../../../contract/privacy';

// The consent ledger in plain words (issue 32): who received the shopper's data and why.

const PURPOSES: Record<LedgerPurpose, string> = {
  rate_quote: 'to price the quote you asked for',
  bind: 'to check and complete the policy you chose to buy',
  partner_quote: 'to price a quote through its agency',
  ads: 'to pick the insurance offers shown beside your quotes',
  crm_export: 'so an agent can follow up on your request',
  agent_handoff: 'because you asked to talk to an agent',
  lead: 'so a partner agent can call you back, as you agreed',
};

const NAMED: Record<string, string> = {
  ad_exchange: 'Our ad exchange',
  crm: 'Our customer records (CRM)',
  quoteflow_agents: 'QuoteFlow licensed agents',
  lead_service: 'The lead service (campaign 340)',
};

const title = (id: string) => id.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** "Root (insurance carrier)", "Quinstreet (partner agency)", or the named party. */
export function partyWords(party: string): string {
  if (party.startsWith('carrier:')) return `${title(party.slice(8))} (insurance carrier)`;
  if (party.startsWith('partner:')) return `${title(party.slice(8))} (partner agency)`;
  return NAMED[party] ?? title(party);
}

export const purposeWords = (purpose: LedgerPurpose): string => PURPOSES[purpose];

/** A date and time in the shopper's words: "Nov 29, 2026, 7:45 PM". */
export const whenWords = (iso: string, locale?: string): string =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

export const entryKey = (e: LedgerEntry) => `${e.party}|${e.purpose}`;
