import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';

// GET /health: one round trip to the database. An unreachable PostgreSQL throws, and the error handler answers 503
// database_unavailable with Retry-After (server/db/availability.ts), the same answer any call gets meanwhile.
export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    endpoints.health.path,
    { schema: { response: { 200: endpoints.health.response } }, config: { endpoint: 'health' } },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'reachable' as const };
    },
  );
};
