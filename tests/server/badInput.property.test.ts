import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { V2, startServer, type Server } from './harness';
import { autoUser } from './fixtures';

// Property: whatever a client sends, the API answers 4xx with a message, never a 5xx (issue 4, "Bad input").
let server: Server;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
});
afterAll(() => server.close());

/** A valid user with one field anywhere in it replaced by an arbitrary JSON value (often the wrong type). */
const mangledUser = fc
  .tuple(fc.jsonValue(), fc.nat())
  .map(([junk, pick]) => {
    const user = autoUser() as unknown as Record<string, unknown>;
    const paths: [Record<string, unknown>, string][] = [];
    const walk = (o: unknown) => {
      if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) {
        paths.push([o as Record<string, unknown>, k]);
        walk(v);
      }
    };
    walk(user);
    const [holder, key] = paths[pick % paths.length];
    holder[key] = junk;
    return user;
  });

const bodyRoutes: [string, string, (b: unknown) => unknown][] = [
  ['POST', '/api/user', (b) => b],
  ['PATCH', '/api/user', (b) => ({ ...(b as object), userId: '3b241101-e2bb-4255-8caf-4136c566a962' })],
  ['POST', '/api/auto/quotes', (b) => ({ user: b })],
  ['POST', '/api/email-validation/validate', (b) => ({ email: b })],
];
const queryRoutes = ['/api/Makes?year=', '/api/Models?year=2019&make=', '/api/Trims?year=2019&make=Honda&model=', '/api/zip/', '/api/address/validate?street=1%20Main%20St&city=Austin&state=TX&zipcode=', '/api/address/autocomplete?search='];

describe('the API under generated bad input', () => {
  it('answers mangled bodies with a 4xx that names a field, never 5xx (600 bodies)', async () => {
    await fc.assert(
      fc.asyncProperty(mangledUser, fc.constantFrom(...bodyRoutes), async (user, [method, path, wrap]) => {
        const res = await server.call(method, path, { body: wrap(user), headers: V2 });
        expect(res.status, `${method} ${path} ${res.text.slice(0, 200)}`).toBeLessThan(500);
        // A forbidden __proto__ key is named by its path in the body.
        if (res.status === 400) expect(res.body.field).toMatch(/^(body|headers|query|params)(\.|$)/);
      }),
      { numRuns: 600 },
    );
  });

  it('answers arbitrary bodies and query values with a 4xx or a valid answer, never 5xx (600 requests)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.string()), fc.string({ maxLength: 80 }), fc.nat(), async (body, text, pick) => {
        const [method, path] = bodyRoutes[pick % bodyRoutes.length];
        const res = await server.call(method, path, { body, headers: V2 });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        const get = await server.call('GET', queryRoutes[pick % queryRoutes.length] + encodeURIComponent(text));
        expect(get.status, `GET ${queryRoutes[pick % queryRoutes.length]}${text}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});

describe('prototype-poisoning keys', () => {
  it.each([
    ['{"__proto__":{"isAdmin":true}}', 'body.__proto__'],
    ['{"autoPolicy":{"vehicles":[{"__proto__":{"x":1}}]}}', 'body.autoPolicy.vehicles.0.__proto__'],
    ['{"a":{"constructor":{"prototype":{"x":1}}}}', 'body.a.constructor.prototype'],
    ['{"a":{"\\u005f_proto__":1}}', 'body.a.__proto__'],
  ])('answers %s with a 400 naming %s', async (raw, field) => {
    const res = await fetch(`${server.base}/api/user`, { method: 'POST', headers: { 'content-type': 'application/json', ...V2 }, body: raw });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, code: 'forbidden_key', field, message: `${field}: this key is not allowed` });
  });

  it('still accepts a constructor key that is plain data, and still refuses what is not JSON', async () => {
    const data = await fetch(`${server.base}/api/email-validation/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@example.com","constructor":"x"}',
    });
    expect(data.status).toBe(200);
    const broken = await fetch(`${server.base}/api/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', field: 'body' });
    const empty = await fetch(`${server.base}/api/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY', field: 'body' });
  });
});
