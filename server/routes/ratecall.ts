import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';

// POST /{auto,home,renters}/ratecall.
export const ratecallRoutes: FastifyPluginAsyncZod<RouteOptions> = async () => {};
