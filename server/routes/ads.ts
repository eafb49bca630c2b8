import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';

// POST /auto/ads, /auto/mediaAlpha, /home/ads.
export const adRoutes: FastifyPluginAsyncZod<RouteOptions> = async () => {};
