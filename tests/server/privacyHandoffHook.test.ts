import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoff, handoffOf, registerHandoffHook } from '../../server/privacy/handoffHook';
import { autoUser } from './fixtures';
import { databases, type Server, startServer, V2 } from './harness';

// The hand-off hook (docs/decisions/0096): any route that declares config.handoff is refused for an opted-out shopper
// and writes the consent ledger when it answers 2xx, without a line of its own. A probe route on the sandbox's
// database stands for a new hand-off route.

const SECRET = 'test-secret-for-handoff-hook-0123456789';

describe.each(databases)('the hand-off hook on $name', ({ databaseUrl }) => {
  let server: Server;
  let probe: FastifyInstance;
  let handled = 0;
  beforeAll(async () => {
    server = await startServer({ databaseUrl, userTokenSecret: SECRET });
    probe = Fastify();
    registerHandoffHook(probe, server.app.sandboxDb);
    for (const whenOptedOut of ['refuse', 'handler', 'exempt'] as const) {
      probe.post<{ Body: { user: { userId: string }; fail?: boolean } }>(
        `/${whenOptedOut}`,
        {
          config: {
            handoff: handoff<{ user: { userId: string } }>({
              whenOptedOut,
              // 'handler' routes decide what an opted-out shopper shares: here, nothing.
              shares: (_req, { blocked }) => (blocked ? [] : [{ party: `probe_${whenOptedOut}`, purpose: 'lead' }]),
            }),
          },
        },
        async (req, reply) => {
          handled += 1;
          if (req.body.fail) return reply.code(422).send({ code: 'missing_contact' });
          return { blocked: handoffOf(req).blocked };
        },
      );
    }
    await probe.ready();
  });
  afterAll(async () => {
    await probe.close();
    await server.close();
  });

  async function saved(headers: Record<string, string> = {}) {
    const res = await server.call('POST', '/api/user', { body: autoUser(), headers: { ...V2, ...headers } });
    expect(res.status).toBe(201);
    const { userId, returningToken } = res.body as { userId: string; returningToken: string };
    const auth = { 'x-user-token': returningToken };
    const ledger = async () => {
      const read = await server.call('GET', `/api/privacy/ledger?userId=${userId}`, { headers: auth });
      expect(read.status).toBe(200);
      return (read.body.entries as { party: string; purpose: string }[]).map((e) => `${e.party} ${e.purpose}`).sort();
    };
    const call = (route: string, extra: { fail?: boolean; headers?: Record<string, string> } = {}) =>
      probe.inject({
        method: 'POST',
        url: `/${route}`,
        payload: { user: { userId }, fail: extra.fail },
        headers: extra.headers,
      });
    return { userId, auth, ledger, call };
  }

  it('refuses a declared hand-off for an opted-out shopper before the handler runs, and writes no ledger row', async () => {
    const out = await saved({ 'sec-gpc': '1' });
    const before = handled;
    const refused = await out.call('refuse');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'opted_out' });
    expect(handled).toBe(before);
    // A 'handler' route runs and is told; an 'exempt' one (our agents, the carrier bought from) runs and is recorded.
    expect((await out.call('handler')).json()).toEqual({ blocked: true });
    expect((await out.call('exempt')).json()).toEqual({ blocked: false });
    expect(await out.ledger()).toEqual(['probe_exempt lead']);

    // Sec-GPC on the call itself refuses it for a shopper not yet opted out, and records the opt-out.
    const gpc = await saved();
    expect((await gpc.call('refuse', { headers: { 'sec-gpc': '1' } })).statusCode).toBe(403);
    const status = await server.call('GET', `/api/privacy/status?userId=${gpc.userId}`, { headers: gpc.auth });
    expect(status.body.optedOut).toBe(true);
    expect(await gpc.ledger()).toEqual([]);
  });

  it('writes the ledger row a declared hand-off names once it answers 2xx, and none for a refusal of its own', async () => {
    const a = await saved();
    expect((await a.call('refuse', { fail: true })).statusCode).toBe(422);
    expect(await a.ledger()).toEqual([]);
    for (const route of ['refuse', 'handler', 'exempt']) {
      const res = await a.call(route);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ blocked: false });
    }
    expect(await a.ledger()).toEqual(['probe_exempt lead', 'probe_handler lead', 'probe_refuse lead']);
  });
});
