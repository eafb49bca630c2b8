import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// pino with personal fields redacted (DESIGN section 6). Bodies and query strings are never logged: request lines
// carry the route pattern (/api/user/:userId), not the URL, because queries hold streets and zips.

const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'birthdate', 'streetAddress', 'address', 'zip'];
export const REDACT_PATHS = [
  'req.headers["x-user-token"]',
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-user-token"]',
  'headers.authorization',
  'body',
  'req.body',
  'query',
  'req.query',
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((f) => `*.${f}`),
];

export function loggerOptions(logger: boolean | object | undefined): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const custom = typeof logger === 'object' ? logger : {};
  return { level: 'info', ...custom, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
}

/** One line per request: method, route, status, time (Fastify's own request logging is off). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
