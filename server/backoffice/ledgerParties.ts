import { AGENCY_PARTNERS } from '../partners/constants';
import type { Share } from '../privacy/handoffHook';

// Who a quote call shared the shopper's answers with, in the ledger's words: a carrier rated them (carrier:<id>), an
// agency partner priced a partner quote (partner:<id>; spec 001 section 7's quinstreet and geico).

const AGENCY = new Set<string>(AGENCY_PARTNERS);

export const isAgencyPartner = (partner: string) => AGENCY.has(partner.toLowerCase());
export const carrierParty = (carrierId: string) => `carrier:${carrierId.toLowerCase()}`;
export const partnerParty = (partner: string) => `partner:${partner.toLowerCase()}`;

/** The ledger rows of a quote call: each carrier it asked (rate_quote), then each agency partner (partner_quote). */
export function ratedShares(carriers: readonly { id: string; partner: string }[]): Share[] {
  const direct = carriers.filter((c) => !isAgencyPartner(c.partner));
  const partners = carriers.filter((c) => isAgencyPartner(c.partner));
  return [
    ...direct.map((c) => ({ party: carrierParty(c.id), purpose: 'rate_quote' as const })),
    ...partners.map((c) => ({ party: partnerParty(c.partner), purpose: 'partner_quote' as const })),
  ];
}
