import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS, endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { users } from '../db/schema';
import { sendApiError } from '../errors';
import { emptyFault } from '../sandbox/faultHooks';
import { WRITE_RATE_LIMIT } from '../security/rateLimit';
import { signUserToken, verifyUserToken } from '../security/userToken';
import { v2Headers } from './v2Header';

// POST/PATCH /user and GET /user/:userId (spec 000 section 7). The returning token is the only key to a user.

const tokenOf = (headers: Record<string, unknown>) => {
  const t = headers[HEADERS.userToken];
  return typeof t === 'string' ? t : undefined;
};

export const userRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    endpoints.createUser.path,
    {
      schema: { body: endpoints.createUser.body, headers: v2Headers, response: { 201: endpoints.createUser.response } },
      config: { endpoint: 'createUser', rateLimit: WRITE_RATE_LIMIT },
    },
    async (req, reply) => {
      // The server names the user; an id the client sent is ignored so nobody can claim another's row.
      const userId = randomUUID();
      await ctx.db.insert(users).values({ id: userId, data: { ...req.body, userId } });
      return reply.code(201).send({ userId, returningToken: signUserToken(ctx.userTokenSecret, userId) });
    },
  );

  app.patch(
    endpoints.updateUser.path,
    {
      schema: { body: endpoints.updateUser.body, headers: v2Headers, response: { 200: endpoints.updateUser.response } },
      config: { endpoint: 'updateUser', rateLimit: WRITE_RATE_LIMIT },
    },
    async (req, reply) => {
      const { userId } = req.body;
      // An 'empty' fault: the user is gone (a refused save, not a failing server: the client does not retry it).
      if (emptyFault(req)) return sendApiError(reply, 404, 'User not found', { code: 'user_not_found' });
      if (!verifyUserToken(ctx.userTokenSecret, tokenOf(req.headers), userId)) {
        return sendApiError(reply, 401, 'A valid user token is required', { code: 'invalid_user_token' });
      }
      // The client sends the whole user, so the row is replaced; a valid token for a missing row recreates it.
      await ctx.db
        .insert(users)
        .values({ id: userId, data: req.body })
        .onConflictDoUpdate({ target: users.id, set: { data: req.body, updatedAt: sql`now()` } });
      return { userId, returningToken: signUserToken(ctx.userTokenSecret, userId) };
    },
  );

  app.get(
    endpoints.getUser.path,
    {
      schema: { params: endpoints.getUser.params, response: { 200: endpoints.getUser.response } },
      config: { endpoint: 'getUser' },
    },
    async (req, reply) => {
      const { userId } = req.params;
      // Missing, forged or expired token and unknown id answer alike, so a guessed id reveals nothing.
      const notFound = () => sendApiError(reply, 404, 'User not found', { code: 'user_not_found' });
      if (emptyFault(req)) return notFound();
      if (!verifyUserToken(ctx.userTokenSecret, tokenOf(req.headers), userId)) return notFound();
      const [row] = await ctx.db.select({ data: users.data }).from(users).where(eq(users.id, userId));
      return row ? row.data : notFound();
    },
  );
};
