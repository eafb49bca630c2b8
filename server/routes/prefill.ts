import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { sendOutcome } from '../errors';
import { autoPrefill } from '../prefill/auto';
import { homePrefill } from '../prefill/home';
import { emptyFault } from '../sandbox/faultHooks';

// POST /prefill (household drivers, licences, vehicles) and POST /home/prefill (property facts), spec 000/001 section 7.
export const prefillRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    endpoints.prefill.path,
    {
      schema: { body: endpoints.prefill.body, response: { 200: endpoints.prefill.response } },
      config: { endpoint: 'prefill' },
    },
    async (req, reply) => {
      const empty = emptyFault(req);
      const outcome = await autoPrefill(ctx, req.body, empty);
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    endpoints.homePrefill.path,
    {
      schema: { body: endpoints.homePrefill.body, response: { 200: endpoints.homePrefill.response } },
      config: { endpoint: 'homePrefill' },
    },
    async (req, reply) => {
      const empty = emptyFault(req);
      const outcome = await homePrefill(ctx, req.body, empty);
      return sendOutcome(reply, outcome);
    },
  );
};
