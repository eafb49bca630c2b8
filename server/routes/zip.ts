import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { sendApiError } from '../errors';
import { emptyFault } from '../sandbox/faultHooks';

// GET /zip/:zip: places for a real zip of the 50 states or DC; anything else is 'Invalid Zip' (spec 000 section 8).
export const zipRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    endpoints.zipLookup.path,
    {
      schema: { params: endpoints.zipLookup.params, response: { 200: endpoints.zipLookup.response } },
      config: { endpoint: 'zipLookup' },
    },
    async (req, reply) => {
      const place = ctx.zips.get(req.params.zip);
      if (!place || emptyFault(req)) {
        return sendApiError(reply, 404, 'Invalid Zip', { code: 'invalid_zip' });
      }
      return {
        zip: place.zip,
        places: [{ placeName: place.city, stateAbbreviation: place.state, timeZone: place.timeZone }],
      };
    },
  );
};
