import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';

// POST /rules-engine/ and every remote rule by name.
export const rulesRoutes: FastifyPluginAsyncZod<RouteOptions> = async () => {};
