import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';

// CRM exports, slack, lead classification, the lead service, the tracking and error sinks.
export const backofficeRoutes: FastifyPluginAsyncZod<RouteOptions> = async () => {};
