import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS, endpoints } from '../../src/contract/api';
import { LEDGER_PARTIES } from '../../src/contract/privacy';
import { policyTypeOf } from '../../src/contract/users';
import { acceptLead } from '../backoffice/leadService';
import { handoffBlocked, ledgerOf, recordOptOut } from '../backoffice/ledger';
import { type TypedUser, mainPerson, mainPlace } from '../backoffice/users';
import type { RouteOptions } from '../context';
import {
  cardTokens,
  dataShares,
  outboundMessages,
  phoneVerifications,
  policies,
  ratecallSessions,
  sessionRecordings,
  telemetryEvents,
  users,
} from '../db/schema';
import { sendApiError } from '../errors';
import { hashPhone, phoneHashKeys } from '../phone/hashing';
import { handoff } from '../privacy/handoffHook';
import { parseUsPhone } from '../phone/normalise';
import { LEAD_CAMPAIGN_ID } from '../backoffice/constants';
import { WRITE_RATE_LIMIT } from '../security/rateLimit';
import { currentUserToken } from '../security/userToken';

// The shopper's privacy calls (issue 32, docs/decisions/0092): opt-out and its status, the consent ledger, deletion of
// a saved quote, and the lead hand-off (the lead service's credential stays here, never in the client). Each is
// authorised by the returning-user token for the user it names; a missing, forged or revoked token and an unknown id
// answer alike (404), so a guessed id reveals nothing.

const tokenOf = (req: FastifyRequest) => {
  const t = req.headers[HEADERS.userToken];
  return typeof t === 'string' ? t : undefined;
};

/** Who a lead is for, from the saved user: the lead service's fields (spec 001 section 7; docs/spec-decisions.md P13). */
export function leadOf(u: TypedUser) {
  const person = mainPerson(u);
  const place = mainPlace(u);
  const { contact } = u.user;
  return {
    LeadSource: 'quoteflow',
    CampaignID: LEAD_CAMPAIGN_ID,
    ProductType: u.kind === 'auto' ? ('Auto' as const) : u.kind === 'home' ? ('Home' as const) : ('Renters' as const),
    FirstName: person.firstName ?? '',
    LastName: person.lastName ?? '',
    State: place?.state ?? '',
    Zip: place?.zip ?? '',
    Phone: contact.phoneNumber ?? '',
    Permissions: {
      ContactConsent: contact.consentedToContact,
      SmsConsent: contact.consentToSms,
      EmailConsent: contact.emailConsent ?? undefined,
    },
  };
}

export const privacyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const phoneKeys = phoneHashKeys(ctx.userTokenSecret);
  const notFound = (reply: FastifyReply) => sendApiError(reply, 404, 'User not found', { code: 'user_not_found' });

  /** The user's row when the request carries a current token for it; null otherwise. */
  const ownRow = async (req: FastifyRequest, userId: string) => {
    const check = await currentUserToken(ctx, tokenOf(req), userId);
    if (!check.ok || !check.exists) return null;
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId.toLowerCase()));
    return row ?? null;
  };

  const statusOf = (userId: string, optedOutAt: Date | null) => ({
    userId: userId.toLowerCase(),
    optedOut: optedOutAt !== null,
    optedOutAt: optedOutAt?.toISOString() ?? null,
  });

  app.post(
    endpoints.privacyOptOut.path,
    {
      schema: { body: endpoints.privacyOptOut.body, response: { 200: endpoints.privacyOptOut.response } },
      config: { endpoint: 'privacyOptOut', rateLimit: WRITE_RATE_LIMIT },
    },
    async (req, reply) => {
      const row = await ownRow(req, req.body.userId);
      if (!row) return notFound(reply);
      return statusOf(row.id, await recordOptOut(ctx.db, row.id));
    },
  );

  app.get(
    endpoints.privacyStatus.path,
    {
      schema: { querystring: endpoints.privacyStatus.query, response: { 200: endpoints.privacyStatus.response } },
      config: { endpoint: 'privacyStatus' },
    },
    async (req, reply) => {
      const row = await ownRow(req, req.query.userId);
      if (!row) return notFound(reply);
      // A browser with Global Privacy Control on says so on every call: reading the status records it too.
      const optedOutAt = (await handoffBlocked(ctx.db, req, row.id))
        ? ((await recordOptOut(ctx.db, row.id)) ?? row.optedOutAt)
        : row.optedOutAt;
      return statusOf(row.id, optedOutAt);
    },
  );

  app.get(
    endpoints.privacyLedger.path,
    {
      schema: { querystring: endpoints.privacyLedger.query, response: { 200: endpoints.privacyLedger.response } },
      config: { endpoint: 'privacyLedger' },
    },
    async (req, reply) => {
      const row = await ownRow(req, req.query.userId);
      if (!row) return notFound(reply);
      return { userId: row.id, entries: await ledgerOf(ctx.db, row.id) };
    },
  );

  app.post(
    endpoints.privacyDelete.path,
    {
      schema: { body: endpoints.privacyDelete.body, response: { 200: endpoints.privacyDelete.response } },
      config: { endpoint: 'privacyDelete', rateLimit: WRITE_RATE_LIMIT },
    },
    async (req, reply) => {
      const row = await ownRow(req, req.body.userId);
      if (!row) return notFound(reply);
      await deleteUser(row);
      return { deleted: true as const };
    },
  );

  /**
   * Everything keyed to the user, in one transaction: the row (so every token of it stops working), its rate-call
   * sessions and their bound policies and card tokens, the phone codes sent to its number, the outbound messages
   * (CRM, slack, lead, classification) naming it or its phone, the events its browser's anonymous id sent, and the
   * ledger. quote_requests hold no link to a user (derived facts only) and stay.
   */
  async function deleteUser(row: typeof users.$inferSelect) {
    const userId = row.id;
    const phone = parseUsPhone(row.data.contact?.phoneNumber ?? '');
    const anonymousId = row.data.tracking?.anonymousId;
    await ctx.db.transaction(async (tx) => {
      const sessions = await tx
        .select({ id: ratecallSessions.id, externalId: ratecallSessions.externalId })
        .from(ratecallSessions)
        .where(eq(ratecallSessions.userId, userId));
      if (sessions.length) {
        await tx.delete(policies).where(
          inArray(
            policies.sessionId,
            sessions.map((s) => s.id),
          ),
        );
        await tx.delete(cardTokens).where(
          inArray(
            cardTokens.sessionExternalId,
            sessions.map((s) => s.externalId),
          ),
        );
        await tx.delete(ratecallSessions).where(eq(ratecallSessions.userId, userId));
      }
      if (phone.ok) {
        const hash = hashPhone(phoneKeys, phone.digits);
        await tx.delete(phoneVerifications).where(eq(phoneVerifications.phoneHash, hash));
      }
      await tx
        .delete(outboundMessages)
        .where(or(eq(outboundMessages.userId, userId), sql`${outboundMessages.payload}->>'userId' = ${userId}`));
      if (anonymousId) {
        await tx.delete(telemetryEvents).where(eq(telemetryEvents.anonymousId, anonymousId));
        await tx.delete(sessionRecordings).where(eq(sessionRecordings.anonymousId, anonymousId));
      }
      await tx.delete(dataShares).where(eq(dataShares.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
    });
  }

  app.post(
    endpoints.handoffLead.path,
    {
      schema: { body: endpoints.handoffLead.body, response: { 200: endpoints.handoffLead.response } },
      config: {
        endpoint: 'handoffLead',
        rateLimit: WRITE_RATE_LIMIT,
        // The lead service receives the saved user: refused (403) for an opted-out shopper, recorded once accepted. A
        // caller without the user's token is left to the handler's 404, so a guessed id learns nothing of its opt-out.
        handoff: handoff<{ userId: string }>({
          whenOptedOut: 'refuse',
          shares: [{ party: LEDGER_PARTIES.leadService, purpose: 'lead' }],
          userId: (req) => req.body.userId,
          skip: async (req) => !(await ownRow(req, req.body.userId)),
        }),
      },
    },
    async (req, reply) => {
      const row = await ownRow(req, req.body.userId);
      if (!row) return notFound(reply);
      const kind = policyTypeOf(row.data);
      const user = { ...row.data, userId: row.id } as TypedUser['user'];
      const outcome = await acceptLead(ctx, leadOf({ kind, user } as TypedUser), row.id);
      if (!outcome.ok) return sendApiError(reply, outcome.status, outcome.message, outcome.detail);
      return { success: true as const, ...outcome.answer };
    },
  );
};
