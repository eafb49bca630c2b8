import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { sendReference } from '../reference/referenceReply';
import { emptyFault } from '../sandbox/faultHooks';
import { vehicleCatalogue } from '../vehicles/catalogueIndex';

// GET /Makes, /Models, /Trims (spec 000 section 7): makes as labels, models = base models, trims = variants. Immutable
// reference data: served from memory with an ETag (a 304 when the client's copy is current) and a public max-age.
export const makesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const catalogue = vehicleCatalogue(ctx.db);

  app.get(
    endpoints.makes.path,
    {
      schema: { querystring: endpoints.makes.query, response: { 200: endpoints.makes.response } },
      config: { endpoint: 'makes', cache: 'reference' },
    },
    async (req, reply) => {
      if (emptyFault(req)) return [];
      return sendReference(req, reply, await catalogue.makes(req.query.year));
    },
  );

  app.get(
    endpoints.models.path,
    {
      schema: { querystring: endpoints.models.query, response: { 200: endpoints.models.response } },
      config: { endpoint: 'models', cache: 'reference' },
    },
    async (req, reply) => {
      if (emptyFault(req)) return [];
      return sendReference(req, reply, await catalogue.models(req.query.year, req.query.make));
    },
  );

  app.get(
    endpoints.trims.path,
    {
      schema: { querystring: endpoints.trims.query, response: { 200: endpoints.trims.response } },
      config: { endpoint: 'trims', cache: 'reference' },
    },
    async (req, reply) => {
      if (emptyFault(req)) return [];
      const { year, make, model } = req.query;
      return sendReference(req, reply, await catalogue.trims(year, make, model));
    },
  );
};
