import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEAD_SERVICE_KEY_HEADER, LeadServiceHeaders } from '../../src/contract/backoffice';
import { endpoints } from '../../src/contract/api';
import { classifyLead, leadSummary, storedClassification } from '../backoffice/classification';
import { CHANNELS } from '../backoffice/constants';
import { crmRecord, hasCrmContact } from '../backoffice/crm';
import { acceptLead, leadKeyMatches } from '../backoffice/leadService';
import { slackMessage } from '../backoffice/slack';
import {
  type QuotaScope,
  clientOf,
  insertRows,
  quotaKeys,
  storeWithinQuota,
  type SinkItem,
} from '../backoffice/sinkQuota';
import { startSweeper } from '../backoffice/sinkRetention';
import { recordOutbound } from '../backoffice/store';
import { errorRow, trackingRow } from '../backoffice/telemetry';
import { type TypedUser, typedUser } from '../backoffice/users';
import { LEDGER_PARTIES } from '../../src/contract/privacy';
import type { RouteOptions } from '../context';
import { sendApiError } from '../errors';
import { handoff, handoffOf } from '../privacy/handoffHook';

// CRM exports, slack, lead classification, the simulated lead service, the tracking and error sinks
// (spec 000 section 7, spec 001 sections 3, 7, 8, 9).

/** What a client over a quota is told (docs/decisions/0067): nothing of the batch was stored. */
const OVER_QUOTA: Record<QuotaScope, { code: string; message: string }> = {
  client: {
    code: 'event_quota_client',
    message: 'This address has sent its share of events for now; nothing was stored',
  },
  session: {
    code: 'event_quota_session',
    message: 'This session has sent its share of events for now; nothing was stored',
  },
};

export const backofficeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const quotaHash = quotaKeys(ctx.userTokenSecret);
  const sweeper = startSweeper(ctx.db, ctx.eventSink, ctx.eventSink.sweepIntervalMs, app.log);
  app.addHook('onClose', () => sweeper.stop());

  /** Stores the items when the client and their sessions are within quota; a 429 with Retry-After otherwise. */
  const storeEvents = async <T>(
    req: FastifyRequest,
    reply: FastifyReply,
    items: SinkItem[],
    answer: (ids: { id: number }[]) => T,
  ) => {
    const outcome = await storeWithinQuota(ctx.db, ctx.eventSink, quotaHash, clientOf(req.ip), items, insertRows);
    if ('ok' in outcome) return reply.code(202).send(answer(outcome.ok));
    const refusal = OVER_QUOTA[outcome.scope];
    reply.header('retry-after', String(outcome.retryAfterSeconds));
    return sendApiError(reply, 429, `${refusal.message}. Try again in ${outcome.retryAfterSeconds} s.`, {
      code: refusal.code,
    });
  };

  /** The CRM receives the user: an opted-out shopper's data goes to no third party, whatever an old client sends
   * (docs/decisions/0092); the hand-off hook refuses it with 403 and writes the ledger on an export. */
  const CRM_HANDOFF = handoff({
    whenOptedOut: 'refuse',
    shares: [{ party: LEDGER_PARTIES.crm, purpose: 'crm_export' }],
  });

  const exportUser = async (u: TypedUser, reply: FastifyReply) => {
    if (!hasCrmContact(u)) {
      return sendApiError(reply, 422, 'The CRM needs an email address or a phone number to export this user', {
        code: 'missing_contact',
      });
    }
    const exportId = await recordOutbound(ctx.db, {
      channel: CHANNELS.crm,
      policyType: u.kind,
      userId: u.user.userId,
      payload: crmRecord(u),
    });
    return { success: true as const, exportId };
  };

  app.post(
    endpoints.crmExportAuto.path,
    {
      schema: { body: endpoints.crmExportAuto.body, response: { 200: endpoints.crmExportAuto.response } },
      config: { endpoint: 'crmExportAuto', handoff: CRM_HANDOFF },
    },
    async (req, reply) => exportUser({ kind: 'auto', user: req.body }, reply),
  );
  app.post(
    endpoints.crmExportHome.path,
    {
      schema: { body: endpoints.crmExportHome.body, response: { 200: endpoints.crmExportHome.response } },
      config: { endpoint: 'crmExportHome', handoff: CRM_HANDOFF },
    },
    async (req, reply) => exportUser({ kind: 'home', user: req.body }, reply),
  );
  app.post(
    endpoints.crmExportRenters.path,
    {
      schema: { body: endpoints.crmExportRenters.body, response: { 200: endpoints.crmExportRenters.response } },
      config: { endpoint: 'crmExportRenters', handoff: CRM_HANDOFF },
    },
    async (req, reply) => exportUser({ kind: 'renters', user: req.body }, reply),
  );

  app.post(
    endpoints.slackSendMessage.path,
    {
      schema: { body: endpoints.slackSendMessage.body, response: { 200: endpoints.slackSendMessage.response } },
      // Our own agents serve the shopper who asked for one: not a sale or share, so an opt-out does not stop it
      // (docs/spec-decisions.md P12); the ledger still says they were told.
      config: {
        endpoint: 'slackSendMessage',
        handoff: handoff({
          whenOptedOut: 'exempt',
          shares: [{ party: LEDGER_PARTIES.agents, purpose: 'agent_handoff' }],
        }),
      },
    },
    async (req) => {
      const u = typedUser(req.body.user);
      const messageId = await recordOutbound(ctx.db, {
        channel: CHANNELS.slack,
        policyType: u.kind,
        userId: u.user.userId,
        payload: slackMessage(u, req.body.requestDetails),
      });
      return { success: true as const, messageId };
    },
  );

  app.post(
    endpoints.leadClassification.path,
    {
      schema: { body: endpoints.leadClassification.body, response: { 200: endpoints.leadClassification.response } },
      // Classified here, never forwarded for an opted-out shopper: the answer stays, the partner's copy is dropped.
      config: { endpoint: 'leadClassification', handoff: handoff({ whenOptedOut: 'handler', shares: [] }) },
    },
    async (req) => {
      const { user, partnerId } = req.body;
      const summary = await leadSummary(user, ctx.zips);
      const classification = classifyLead(summary);
      if (handoffOf(req).blocked) return { data: { summary, classification } };
      await recordOutbound(ctx.db, {
        channel: CHANNELS.classification,
        policyType: 'auto',
        userId: user.userId,
        payload: storedClassification(partnerId, summary, classification),
      });
      return { data: { summary, classification } };
    },
  );

  app.post(
    endpoints.leadServicePost.path,
    {
      schema: {
        body: endpoints.leadServicePost.body,
        headers: LeadServiceHeaders,
        response: { 200: endpoints.leadServicePost.response },
      },
      config: { endpoint: 'leadServicePost' },
      // The credential is checked before the body is even read: a caller without it learns nothing about the schema.
      onRequest: async (req, reply) => {
        if (!leadKeyMatches(req.headers[LEAD_SERVICE_KEY_HEADER], ctx.leadServiceKey)) {
          return sendApiError(reply, 401, `Send the lead service credential in ${LEAD_SERVICE_KEY_HEADER}`, {
            code: 'invalid_lead_service_key',
          });
        }
      },
    },
    async (req, reply) => {
      const outcome = await acceptLead(ctx, req.body);
      if (!outcome.ok) return sendApiError(reply, outcome.status, outcome.message, outcome.detail);
      return { success: true as const, ...outcome.answer };
    },
  );

  app.post(
    endpoints.trackEvents.path,
    {
      schema: { body: endpoints.trackEvents.body, response: { 202: endpoints.trackEvents.response } },
      config: { endpoint: 'trackEvents' },
    },
    async (req, reply) => {
      // An event's session is its anonymous id (the browser's), else the session id it carries.
      const items = req.body.events.map((e) => ({
        row: trackingRow(e),
        session: e.anonymousId ?? e.sessionId ?? null,
      }));
      return storeEvents(req, reply, items, (ids) => ({ accepted: ids.length }));
    },
  );

  app.post(
    endpoints.reportError.path,
    {
      schema: { body: endpoints.reportError.body, response: { 202: endpoints.reportError.response } },
      config: { endpoint: 'reportError' },
    },
    async (req, reply) => {
      const items = [{ row: errorRow(req.body), session: req.body.anonymousId ?? null }];
      return storeEvents(req, reply, items, ([row]) => ({ received: true as const, id: String(row.id) }));
    },
  );
};
