import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEAD_SERVICE_KEY_HEADER, LeadServiceHeaders } from '../../src/contract/backoffice';
import { endpoints } from '../../src/contract/api';
import { classifyLead, leadSummary, storedClassification } from '../backoffice/classification';
import { CHANNELS, LEAD_CAMPAIGN_ID } from '../backoffice/constants';
import { crmRecord, hasCrmContact } from '../backoffice/crm';
import { hashLeadPhone, leadKeyMatches, leadPhoneKey, postLead } from '../backoffice/leadService';
import { slackMessage } from '../backoffice/slack';
import { recordOutbound } from '../backoffice/store';
import { errorRow, trackingRow } from '../backoffice/telemetry';
import { type TypedUser, typedUser } from '../backoffice/users';
import type { RouteOptions } from '../context';
import { telemetryEvents } from '../db/schema';
import { sendApiError } from '../errors';
import { parseUsPhone } from '../phone/normalise';

// CRM exports, slack, lead classification, the simulated lead service, the tracking and error sinks
// (spec 000 section 7, spec 001 sections 3, 7, 8, 9).

export const backofficeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const leadKey = leadPhoneKey(ctx.userTokenSecret);

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
      config: { endpoint: 'crmExportAuto' },
    },
    async (req, reply) => exportUser({ kind: 'auto', user: req.body }, reply),
  );
  app.post(
    endpoints.crmExportHome.path,
    {
      schema: { body: endpoints.crmExportHome.body, response: { 200: endpoints.crmExportHome.response } },
      config: { endpoint: 'crmExportHome' },
    },
    async (req, reply) => exportUser({ kind: 'home', user: req.body }, reply),
  );
  app.post(
    endpoints.crmExportRenters.path,
    {
      schema: { body: endpoints.crmExportRenters.body, response: { 200: endpoints.crmExportRenters.response } },
      config: { endpoint: 'crmExportRenters' },
    },
    async (req, reply) => exportUser({ kind: 'renters', user: req.body }, reply),
  );

  app.post(
    endpoints.slackSendMessage.path,
    {
      schema: { body: endpoints.slackSendMessage.body, response: { 200: endpoints.slackSendMessage.response } },
      config: { endpoint: 'slackSendMessage' },
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
      config: { endpoint: 'leadClassification' },
    },
    async (req) => {
      const { user, partnerId } = req.body;
      const summary = await leadSummary(user, ctx.zips);
      const classification = classifyLead(summary);
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
      const lead = req.body;
      if (lead.CampaignID !== LEAD_CAMPAIGN_ID) {
        return sendApiError(reply, 422, `Unknown campaign ${lead.CampaignID}`, {
          field: 'body.CampaignID',
          code: 'unknown_campaign',
        });
      }
      const phone = parseUsPhone(lead.Phone);
      if (!phone.ok)
        return sendApiError(reply, 400, 'Enter a valid 10-digit US phone number', {
          field: 'body.Phone',
          code: 'invalid_phone_number',
        });
      const place = ctx.zips.get(lead.Zip);
      if (place && place.state !== lead.State) {
        return sendApiError(reply, 422, `ZIP code ${lead.Zip} is not in ${lead.State}`, {
          field: 'body.Zip',
          code: 'zip_state_mismatch',
        });
      }
      if (!lead.Permissions.ContactConsent) {
        return sendApiError(reply, 422, 'A lead needs the consent to be contacted', {
          field: 'body.Permissions.ContactConsent',
          code: 'contact_consent_required',
        });
      }
      const answer = await postLead(ctx.db, lead, { hash: hashLeadPhone(leadKey, phone.digits), digits: phone.digits });
      return { success: true as const, ...answer };
    },
  );

  app.post(
    endpoints.trackEvents.path,
    {
      schema: { body: endpoints.trackEvents.body, response: { 202: endpoints.trackEvents.response } },
      config: { endpoint: 'trackEvents' },
    },
    async (req, reply) => {
      const rows = req.body.events.map(trackingRow);
      await ctx.db.insert(telemetryEvents).values(rows);
      return reply.code(202).send({ accepted: rows.length });
    },
  );

  app.post(
    endpoints.reportError.path,
    {
      schema: { body: endpoints.reportError.body, response: { 202: endpoints.reportError.response } },
      config: { endpoint: 'reportError' },
    },
    async (req, reply) => {
      const [row] = await ctx.db
        .insert(telemetryEvents)
        .values(errorRow(req.body))
        .returning({ id: telemetryEvents.id });
      return reply.code(202).send({ received: true as const, id: String(row.id) });
    },
  );
};
