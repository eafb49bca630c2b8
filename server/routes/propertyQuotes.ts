import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { Quote } from '../../src/contract/quotes';
import { rateProperty, selectPropertyCarriers } from '../carriers/property';
import { type PropertyUser, buildPropertyRisk } from '../carriers/property/risk';
import type { RouteOptions, ServerContext } from '../context';
import { isAgencyPartner, ratedShares } from '../backoffice/ledgerParties';
import { quoteRequests } from '../db/schema';
import { handoff, handoffOf } from '../privacy/handoffHook';
import { emptyFault, faultsOf } from '../sandbox/faultHooks';

// POST /home/quotes and /renters/quotes (spec 001 sections 4 and 7): RC1 for property, answered {data:{quotes}} from
// the simulated home and renters carriers and the evertree partner.

async function propertyQuotes(
  ctx: ServerContext,
  req: FastifyRequest,
  body: { user: PropertyUser; quotePartners: string[] },
): Promise<{ data: { quotes: Quote[] } }> {
  if (emptyFault(req)) return { data: { quotes: [] } };
  const faults = faultsOf(req);
  const risk = buildPropertyRisk(body.user, { zips: ctx.zips });
  const carriers = propertyCarriers(ctx, body, handoffOf(req).blocked);
  const quotes = await rateProperty(risk, carriers, faults);
  // Stored without personal data: the derived property facts and what each carrier answered.
  const results = quotes.map((q) => ({
    carrierId: q.carrierId,
    msgStatus: q.msgStatus,
    fullPay: q.fullPayPlan?.totalAmount ?? null,
    monthly: q.monthlyPayPlan?.totalAmount ?? null,
  }));
  await ctx.db
    .insert(quoteRequests)
    .values({ policyType: risk.policyType, kind: 'quotes', state: risk.state, risk, results });
  return { data: { quotes } };
}

type PropertyQuotesBody = { user: PropertyUser; quotePartners: string[] };

/** Who rates the shopper: the property carriers they asked, an agency partner's (quinstreet) never for an opted-out
 * shopper, as /auto/quotes does. */
const propertyCarriers = (ctx: ServerContext, body: PropertyQuotesBody, blocked: boolean) =>
  selectPropertyCarriers(buildPropertyRisk(body.user, { zips: ctx.zips }).policyType, body.quotePartners).filter(
    (c) => !(blocked && isAgencyPartner(c.partner)),
  );

export const propertyQuoteRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // The property carriers the shopper asked rate them; an opted-out shopper's data reaches no agency partner (the
  // handler drops those carriers). The hand-off hook writes one ledger row per carrier rated.
  const PROPERTY_HANDOFF = handoff<PropertyQuotesBody>({
    whenOptedOut: 'handler',
    shares: (req, { blocked }) => ratedShares(propertyCarriers(ctx, req.body, blocked)),
    skip: emptyFault,
  });
  app.post(
    endpoints.homeQuotes.path,
    {
      schema: { body: endpoints.homeQuotes.body, response: { 200: endpoints.homeQuotes.response } },
      config: { endpoint: 'homeQuotes', handoff: PROPERTY_HANDOFF },
    },
    async (req) => propertyQuotes(ctx, req, req.body),
  );
  app.post(
    endpoints.rentersQuotes.path,
    {
      schema: { body: endpoints.rentersQuotes.body, response: { 200: endpoints.rentersQuotes.response } },
      config: { endpoint: 'rentersQuotes', handoff: PROPERTY_HANDOFF },
    },
    async (req) => propertyQuotes(ctx, req, req.body),
  );
};
