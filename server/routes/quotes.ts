import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import { rateAll, selectCarriers } from '../carriers';
import { buildRiskProfile } from '../carriers/risk';
import type { RouteOptions } from '../context';
import { quoteRequests } from '../db/schema';
import { isAgencyPartner, ratedShares } from '../backoffice/ledgerParties';
import { adClickKey } from '../partners/adClick';
import { withGeicoClickOut } from '../partners/geico';
import { handoff, handoffOf } from '../privacy/handoffHook';
import { emptyFault, faultsOf } from '../sandbox/faultHooks';
import { vehicleClass } from '../vehicles/catalogue';
import { v2Headers } from './v2Header';

// POST /auto/quotes: RC1 (spec 001 section 4), answered {data:{quotes}} from the simulated carriers and agency partners.

type QuotesBody = { quotePartners: string[]; carrierId?: string; isAgencyAvailable?: boolean };

/** Who rates the shopper: the carriers they asked; agency partners (quinstreet, geico) only with the agency experience,
 * and never for an opted-out shopper (the carriers they asked stay). */
const quoteCarriers = (body: QuotesBody, blocked: boolean) =>
  selectCarriers(body.quotePartners, body.carrierId, body.isAgencyAvailable).filter(
    (c) => !(blocked && isAgencyPartner(c.partner)),
  );
export const quotesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const clickKey = adClickKey(ctx.userTokenSecret);
  app.post(
    endpoints.autoQuotes.path,
    {
      schema: { body: endpoints.autoQuotes.body, headers: v2Headers, response: { 200: endpoints.autoQuotes.response } },
      config: {
        endpoint: 'autoQuotes',
        handoff: handoff<QuotesBody>({
          whenOptedOut: 'handler',
          shares: (req, { blocked }) => ratedShares(quoteCarriers(req.body, blocked)),
          skip: emptyFault,
        }),
      },
    },
    async (req) => {
      if (emptyFault(req)) return { data: { quotes: [] } };
      const { user } = req.body;
      const risk = await buildRiskProfile(user, {
        zips: ctx.zips,
        vehicleClass: (year, make, model) => vehicleClass(ctx.db, year, make, model),
      });
      // GEICO may click out instead of pricing. The hand-off hook writes the ledger from the same carriers.
      const carriers = quoteCarriers(req.body, handoffOf(req).blocked);
      const quotes = withGeicoClickOut(await rateAll(risk, carriers, faultsOf(req)), clickKey);
      // Stored without personal data: the derived risk facts and what each carrier answered.
      const results = quotes.map((q) => ({
        carrierId: q.carrierId,
        msgStatus: q.msgStatus,
        fullPay: q.fullPayPlan?.totalAmount ?? null,
        monthly: q.monthlyPayPlan?.totalAmount ?? null,
      }));
      await ctx.db.insert(quoteRequests).values({ state: risk.state, risk, results });
      return { data: { quotes } };
    },
  );
};
