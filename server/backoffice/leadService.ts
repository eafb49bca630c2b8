import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { LeadServiceLead } from '../../src/contract/backoffice';
import type { Db } from '../db/types';
import { outboundMessages } from '../db/schema';
import { CHANNELS, LEAD_DUPLICATE_WINDOW_DAYS } from './constants';
import { recordOutbound } from './store';

// The external lead service of spec 001 section 7, simulated: it checks its credential, takes campaign 340 leads,
// and answers a lead for the same phone and product within 30 days as a duplicate of the first one.

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison that does not leak the key's length either. */
export function leadKeyMatches(provided: unknown, expected: string): boolean {
  return typeof provided === 'string' && timingSafeEqual(digest(provided), digest(expected));
}

export const leadPhoneKey = (secret: string) => createHmac('sha256', secret).update('lead-phone').digest();
export const hashLeadPhone = (key: Buffer, digits: string) =>
  createHmac('sha256', key).update(digits).digest('base64url');

export type LeadProduct = 'auto' | 'home' | 'renters';
export const leadProduct = (lead: LeadServiceLead): LeadProduct => lead.ProductType.toLowerCase() as LeadProduct;

/** The stored lead: as received, but the phone only as its hash and last four digits. */
export function storedLead(lead: LeadServiceLead, phoneHash: string, digits: string) {
  const { Phone: _phone, ...rest } = lead;
  return { ...rest, phoneHash, phoneLast4: digits.slice(-4) };
}

export async function postLead(
  db: Db,
  lead: LeadServiceLead,
  phone: { hash: string; digits: string },
  now = new Date(),
): Promise<{ leadId: string; status: 'accepted' | 'duplicate' }> {
  const product = leadProduct(lead);
  return db.transaction(async (tx) => {
    // Two posts of one lead at once must not both be accepted.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${product}:${phone.hash}`}, 0))`);
    const since = new Date(now.getTime() - LEAD_DUPLICATE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const [first] = await tx
      .select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.channel, CHANNELS.lead),
          eq(outboundMessages.status, 'accepted'),
          eq(outboundMessages.policyType, product),
          sql`${outboundMessages.payload}->>'phoneHash' = ${phone.hash}`,
          gt(outboundMessages.createdAt, since),
        ),
      )
      .orderBy(asc(outboundMessages.createdAt))
      .limit(1);
    const payload = storedLead(lead, phone.hash, phone.digits);
    if (first) {
      await recordOutbound(tx, {
        channel: CHANNELS.lead,
        policyType: product,
        status: 'duplicate',
        payload: { ...payload, duplicateOf: first.id },
      });
      return { leadId: first.id, status: 'duplicate' as const };
    }
    const leadId = await recordOutbound(tx, { channel: CHANNELS.lead, policyType: product, payload });
    return { leadId, status: 'accepted' as const };
  });
}
