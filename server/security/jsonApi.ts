import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorHandler, notFoundHandler } from '../errors';
import { parseJsonBody, refuseNonUtf8Body } from './jsonBody';
import { registerRequestLog } from './logger';
import { refuseLongParams } from './unroutable';

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
  // Before the body is read, after every onRequest hook (so the answer carries the security headers): an over-long
  // path parameter is a 400, a body in a charset other than UTF-8 a 415 (issue 27).
  app.addHook('preParsing', refuseLongParams);
  app.addHook('preParsing', async (request, _reply, payload) => {
    await refuseNonUtf8Body(request);
    return payload;
  });
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
