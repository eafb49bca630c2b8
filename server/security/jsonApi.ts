import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorHandler, notFoundHandler } from '../errors';
import { parseJsonBody } from './jsonBody';
import { registerRequestLog } from './logger';

// What the API and the card vault share: zod validation, the one error handler (a 400 names the field), JSON only,
// the route-level request log, and per-IP limits that answer a JSON 429.
export function prepareJsonApi(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // JSON only: anything else is 415, not a string the schemas then reject. A poisoning key is a 400 naming it.
  app.removeContentTypeParser(['text/plain', 'application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  registerRequestLog(app);
}

export async function registerRateLimit(app: FastifyInstance, limits: RateLimitPluginOptions): Promise<void> {
  await app.register(rateLimit, {
    ...limits,
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: `Rate limit exceeded, retry in ${context.after}`,
      code: 'rate_limited',
    }),
  });
}
