import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';

// POST /twilio/verify-phone, /twilio/check-phone-verification; GET /phone-numbers/experience-mapping.
export const phoneRoutes: FastifyPluginAsyncZod<RouteOptions> = async () => {};
