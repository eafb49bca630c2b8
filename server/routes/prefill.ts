import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';

// POST /prefill and /home/prefill.
export const prefillRoutes: FastifyPluginAsyncZod<RouteOptions> = async () => {};
