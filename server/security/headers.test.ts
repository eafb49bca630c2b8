import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appHelmetOptions, registerSecurityHeaders } from './headers';

// The headers computed once must be exactly those @fastify/helmet sets on every request.
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  const { headers } = await app.inject({ url: '/' });
  await app.close();
  const { date: _date, ...rest } = headers;
  return rest;
}

describe('registerSecurityHeaders', () => {
  it('sets on every answer what @fastify/helmet sets, CSP included', async () => {
    const options = appHelmetOptions(['http://localhost:8090']);
    const once = await headersOf((app) => registerSecurityHeaders(app, options));
    expect(once).toEqual(await headersOf(async (app) => app.register(helmet, options)));
    expect(once['content-security-policy']).toContain("connect-src 'self' http://localhost:8090");
  });
});
