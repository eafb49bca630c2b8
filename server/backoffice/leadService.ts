import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { LeadServiceLead } from '../../src/contract/backoffice';
import type { ZipPlace } from '../data/zips';
import type { Db } from '../db/types';
import { outboundMessages } from '../db/schema';
import { parseUsPhone } from '../phone/normalise';
import { CHANNELS, LEAD_CAMPAIGN_ID, LEAD_DUPLICATE_WINDOW_DAYS } from './constants';
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
  userId: string | null = null,
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
        userId,
        status: 'duplicate',
        payload: { ...payload, duplicateOf: first.id },
      });
      return { leadId: first.id, status: 'duplicate' as const };
    }
    const leadId = await recordOutbound(tx, { channel: CHANNELS.lead, policyType: product, userId, payload });
    return { leadId, status: 'accepted' as const };
  });
}

export type LeadOutcome =
  | { ok: true; answer: { leadId: string; status: 'accepted' | 'duplicate' } }
  | { ok: false; status: number; message: string; detail: { field?: string; code: string } };

/**
 * The lead service's checks and post (spec 001 section 7), shared by its own route (a caller with the credential) and
 * the client's hand-off route (server/routes/privacy.ts, which holds the credential itself): the campaign, the phone,
 * the ZIP in its state and the consent to be contacted. `userId` ties the stored lead to a saved user, so deleting the
 * user deletes it.
 */
export async function acceptLead(
  ctx: { db: Db; zips: Map<string, ZipPlace>; userTokenSecret: string },
  raw: unknown,
  userId: string | null = null,
): Promise<LeadOutcome> {
  const parsed = LeadServiceLead.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      status: 422,
      message: `The saved quote lacks what a lead needs: ${issue.message}`,
      detail: { field: `lead.${issue.path.join('.')}`, code: 'incomplete_lead' },
    };
  }
  const lead = parsed.data;
  if (lead.CampaignID !== LEAD_CAMPAIGN_ID) {
    return {
      ok: false,
      status: 422,
      message: `Unknown campaign ${lead.CampaignID}`,
      detail: { field: 'body.CampaignID', code: 'unknown_campaign' },
    };
  }
  const phone = parseUsPhone(lead.Phone);
  if (!phone.ok)
    return {
      ok: false,
      status: 400,
      message: 'Enter a valid 10-digit US phone number',
      detail: { field: 'body.Phone', code: 'invalid_phone_number' },
    };
  const place = ctx.zips.get(lead.Zip);
  if (place && place.state !== lead.State) {
    return {
      ok: false,
      status: 422,
      message: `ZIP code ${lead.Zip} is not in ${lead.State}`,
      detail: { field: 'body.Zip', code: 'zip_state_mismatch' },
    };
  }
  if (!lead.Permissions.ContactConsent) {
    return {
      ok: false,
      status: 422,
      message: 'A lead needs the consent to be contacted',
      detail: { field: 'body.Permissions.ContactConsent', code: 'contact_consent_required' },
    };
  }
  const key = leadPhoneKey(ctx.userTokenSecret);
  const answer = await postLead(
    ctx.db,
    lead,
    { hash: hashLeadPhone(key, phone.digits), digits: phone.digits },
    new Date(),
    userId,
  );
  return { ok: true, answer };
}
