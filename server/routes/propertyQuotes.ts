import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';

// POST /home/quotes and /renters/quotes.
export const propertyQuoteRoutes: FastifyPluginAsyncZod<RouteOptions> = async () => {};
