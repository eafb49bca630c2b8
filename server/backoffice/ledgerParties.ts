import { AGENCY_PARTNERS } from '../partners/constants';
import type { Db } from '../db/types';
import { recordShares } from './ledger';

// Who a quote call shared the shopper's answers with, in the ledger's words: a carrier rated them (carrier:<id>), an
// agency partner priced a partner quote (partner:<id>; spec 001 section 7's quinstreet and geico).

const AGENCY = new Set<string>(AGENCY_PARTNERS);

export const isAgencyPartner = (partner: string) => AGENCY.has(partner.toLowerCase());
export const carrierParty = (carrierId: string) => `carrier:${carrierId.toLowerCase()}`;
export const partnerParty = (partner: string) => `partner:${partner.toLowerCase()}`;

/** Records the carriers (and agency partners) a quote call asked, one row per party: repeats move the row's time. */
export async function recordRated(
  db: Pick<Db, 'insert'>,
  userId: string | null | undefined,
  carriers: readonly { id: string; partner: string }[],
): Promise<void> {
  const direct = carriers.filter((c) => !isAgencyPartner(c.partner)).map((c) => carrierParty(c.id));
  const partners = carriers.filter((c) => isAgencyPartner(c.partner)).map((c) => partnerParty(c.partner));
  await recordShares(db, userId, direct, 'rate_quote');
  await recordShares(db, userId, partners, 'partner_quote');
}
