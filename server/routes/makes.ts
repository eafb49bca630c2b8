import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { emptyFault } from '../sandbox/faultHooks';
import { listMakes, listModels, listTrims } from '../vehicles/catalogue';

// GET /Makes, /Models, /Trims (spec 000 section 7): makes as labels, models = base models, trims = variants.
export const makesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    endpoints.makes.path,
    { schema: { querystring: endpoints.makes.query, response: { 200: endpoints.makes.response } }, config: { endpoint: 'makes' } },
    async (req) => {
      if (emptyFault(req)) return [];
      return (await listMakes(ctx.db, req.query.year)).map((label) => ({ label }));
    },
  );

  app.get(
    endpoints.models.path,
    { schema: { querystring: endpoints.models.query, response: { 200: endpoints.models.response } }, config: { endpoint: 'models' } },
    async (req) => {
      if (emptyFault(req)) return [];
      return (await listModels(ctx.db, req.query.year, req.query.make)).map((label) => ({ label }));
    },
  );

  app.get(
    endpoints.trims.path,
    { schema: { querystring: endpoints.trims.query, response: { 200: endpoints.trims.response } }, config: { endpoint: 'trims' } },
    async (req) => {
      if (emptyFault(req)) return [];
      const { year, make, model } = req.query;
      return (await listTrims(ctx.db, year, make, model)).map((label) => ({ label }));
    },
  );
};
