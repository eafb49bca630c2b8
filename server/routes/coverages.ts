import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';

// partner coverages and agency coverage tiers.
export const coverageRoutes: FastifyPluginAsyncZod<RouteOptions> = async () => {};
