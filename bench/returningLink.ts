import type { FastifyInstance } from 'fastify';
import { autoUser } from '../tests/server/fixtures';

/** A saved shopper's returning-user link on the sandbox at `base`: the page the link in the saved-quote email opens. */
export async function returningLinkOf(app: FastifyInstance, base: string): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/user',
    headers: { 'x-route-version': 'v2' },
    payload: autoUser(),
  });
  const { userId, returningToken } = created.json() as { userId: string; returningToken: string };
  return `${base}/?user_id=${userId}&token=${encodeURIComponent(returningToken)}`;
}
