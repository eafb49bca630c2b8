import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { Quote } from '../../src/contract/quotes';
import { rateProperty, selectPropertyCarriers } from '../carriers/property';
import { type PropertyUser, buildPropertyRisk } from '../carriers/property/risk';
import type { RouteOptions, ServerContext } from '../context';
import { ratedShares } from '../backoffice/ledgerParties';
import { quoteRequests } from '../db/schema';
import { handoff } from '../privacy/handoffHook';
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
  const carriers = selectPropertyCarriers(risk.policyType, body.quotePartners);
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

export const propertyQuoteRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // The property carriers the shopper asked rate them, opted out or not (as the auto carriers do); the hand-off hook
  // writes one ledger row per carrier rated.
  const PROPERTY_HANDOFF = handoff<PropertyQuotesBody>({
    whenOptedOut: 'exempt',
    shares: (req) =>
      ratedShares(
        selectPropertyCarriers(buildPropertyRisk(req.body.user, { zips: ctx.zips }).policyType, req.body.quotePartners),
      ),
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
