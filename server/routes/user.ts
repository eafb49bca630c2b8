import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS, endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { recordOptOut, requestOptsOut } from '../backoffice/ledger';
import { users } from '../db/schema';
import { sendApiError } from '../errors';
import { emptyFault } from '../sandbox/faultHooks';
import { WRITE_RATE_LIMIT } from '../security/rateLimit';
import { currentUserToken, issueUserToken } from '../security/userToken';
import { v2Headers } from './v2Header';

// POST/PATCH /user, POST /user/token and GET /user/:userId (spec 000 section 7). The returning token is the only key
// to a user. A token is issued when the user is created and when it is explicitly re-issued (POST /user/token), which
// revokes every earlier one; a save (PATCH) answers the token it was sent, so the client's next save, another tab and
// a link handed out earlier keep working (issue 27, docs/decisions/0066).

const tokenOf = (headers: Record<string, unknown>) => {
  const t = headers[HEADERS.userToken];
  return typeof t === 'string' ? t : undefined;
};

const invalidToken = (reply: FastifyReply) =>
  sendApiError(reply, 401, 'headers.x-user-token: a valid, current user token is required', {
    code: 'invalid_user_token',
    field: `headers.${HEADERS.userToken}`,
  });

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
      // An opt-out said before the user existed (the client's header, or the browser's Global Privacy Control) is
      // stored with it (docs/decisions/0092).
      const optedOutAt = requestOptsOut(req) ? new Date() : null;
      await ctx.db.insert(users).values({ id: userId, data: { ...req.body, userId }, optedOutAt });
      return reply.code(201).send({ userId, returningToken: issueUserToken(ctx, userId, 0) });
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
      const token = tokenOf(req.headers);
      const check = await currentUserToken(ctx, token, userId);
      if (!check.ok || !token) return invalidToken(reply);
      // The client sends the whole user, so the row is replaced; a valid token for a missing row recreates it.
      await ctx.db
        .insert(users)
        .values({ id: userId, data: req.body, tokenGeneration: check.generation })
        .onConflictDoUpdate({ target: users.id, set: { data: req.body, updatedAt: sql`now()` } });
      if (requestOptsOut(req)) await recordOptOut(ctx.db, userId);
      return { userId, returningToken: token };
    },
  );

  app.post(
    endpoints.reissueUserToken.path,
    {
      schema: {
        body: endpoints.reissueUserToken.body,
        headers: v2Headers,
        response: { 200: endpoints.reissueUserToken.response },
      },
      config: { endpoint: 'reissueUserToken', rateLimit: WRITE_RATE_LIMIT },
    },
    async (req, reply) => {
      const { userId } = req.body;
      const check = await currentUserToken(ctx, tokenOf(req.headers), userId);
      if (!check.ok || !check.exists) return invalidToken(reply);
      // Compare-and-set: of two re-issues with the same token one wins, the other's token is already revoked.
      const [row] = await ctx.db
        .update(users)
        .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
        .where(and(eq(users.id, userId), eq(users.tokenGeneration, check.generation)))
        .returning({ generation: users.tokenGeneration });
      if (!row) return invalidToken(reply);
      return { userId, returningToken: issueUserToken(ctx, userId, row.generation) };
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
      if (!(await currentUserToken(ctx, tokenOf(req.headers), userId)).ok) return notFound();
      const [row] = await ctx.db.select({ data: users.data }).from(users).where(eq(users.id, userId));
      return row ? row.data : notFound();
    },
  );
};
