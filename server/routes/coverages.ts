import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { agencyCoverages, partnerCoverages } from '../coverages/service';
import { seedCoverageOptions } from '../coverages/store';
import { sendOutcome } from '../errors';
import { emptyFault } from '../sandbox/faultHooks';

// GET /auto-agency-coverages (tier details) and GET /auto|home/partner-coverages (spec 000/001 section 7).
export const coverageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await seedCoverageOptions(ctx.db);

  app.get(
    endpoints.agencyCoverages.path,
    {
      schema: { querystring: endpoints.agencyCoverages.query, response: { 200: endpoints.agencyCoverages.response } },
      config: { endpoint: 'agencyCoverages' },
    },
    async (req) => {
      const empty = emptyFault(req);
      return agencyCoverages(ctx.db, req.query.state, req.query.tier, empty);
    },
  );

  app.get(
    endpoints.autoPartnerCoverages.path,
    {
      schema: {
        querystring: endpoints.autoPartnerCoverages.query,
        response: { 200: endpoints.autoPartnerCoverages.response },
      },
      config: { endpoint: 'autoPartnerCoverages' },
    },
    async (req, reply) => {
      const { partner, state, carrier } = req.query;
      const empty = emptyFault(req);
      const outcome = await partnerCoverages(ctx.db, 'auto', partner, state, carrier, empty);
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    endpoints.homePartnerCoverages.path,
    {
      schema: {
        querystring: endpoints.homePartnerCoverages.query,
        response: { 200: endpoints.homePartnerCoverages.response },
      },
      config: { endpoint: 'homePartnerCoverages' },
    },
    async (req, reply) => {
      const { partner, state } = req.query;
      const empty = emptyFault(req);
      const outcome = await partnerCoverages(ctx.db, 'home', partner, state, undefined, empty);
      return sendOutcome(reply, outcome);
    },
  );
};
