import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import { rateAll, selectCarriers } from '../carriers';
import { buildRiskProfile } from '../carriers/risk';
import type { RouteOptions } from '../context';
import { quoteRequests } from '../db/schema';
import { handoffBlocked } from '../backoffice/ledger';
import { isAgencyPartner, recordRated } from '../backoffice/ledgerParties';
import { adClickKey } from '../partners/adClick';
import { withGeicoClickOut } from '../partners/geico';
import { emptyFault, faultsOf } from '../sandbox/faultHooks';
import { vehicleClass } from '../vehicles/catalogue';
import { v2Headers } from './v2Header';

// POST /auto/quotes: RC1 (spec 001 section 4), answered {data:{quotes}} from the simulated carriers and agency partners.
export const quotesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const clickKey = adClickKey(ctx.userTokenSecret);
  app.post(
    endpoints.autoQuotes.path,
    {
      schema: { body: endpoints.autoQuotes.body, headers: v2Headers, response: { 200: endpoints.autoQuotes.response } },
      config: { endpoint: 'autoQuotes' },
    },
    async (req) => {
      if (emptyFault(req)) return { data: { quotes: [] } };
      const { user, quotePartners, carrierId, isAgencyAvailable } = req.body;
      const risk = await buildRiskProfile(user, {
        zips: ctx.zips,
        vehicleClass: (year, make, model) => vehicleClass(ctx.db, year, make, model),
      });
      // Agency partners (quinstreet, geico) answer only with the agency experience; GEICO may click out instead.
      // An opted-out shopper's answers go to no agency partner (quinstreet, geico): the carriers they asked stay.
      const blocked = await handoffBlocked(ctx.db, req, user.userId);
      const carriers = selectCarriers(quotePartners, carrierId, isAgencyAvailable).filter(
        (c) => !(blocked && isAgencyPartner(c.partner)),
      );
      const quotes = withGeicoClickOut(await rateAll(risk, carriers, faultsOf(req)), clickKey);
      await recordRated(ctx.db, user.userId, carriers);
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
