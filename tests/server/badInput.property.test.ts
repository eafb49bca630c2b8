import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { V2, startServer, type Server } from './harness';
import { anyJson, encodeAny, hostileString, withFieldReplaced } from './arbitraries';
import { autoUser } from './fixtures';

// Property: whatever a client sends, the API answers 4xx with a message, never a 5xx (issue 4, "Bad input").
let server: Server;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
});
afterAll(() => server.close());

/**
 * A valid user with one field anywhere in it replaced: by a JSON value of any Unicode (often the wrong type), or by a
 * string (right type, hostile content: NUL, lone surrogates, very long) so it gets past the types to the formats.
 */
const mangledUser = fc
  .tuple(fc.oneof(anyJson(), hostileString(60)), fc.nat())
  .map(([junk, pick]) => withFieldReplaced(autoUser(), junk, pick));

const bodyRoutes: [string, string, (b: unknown) => unknown][] = [
  ['POST', '/api/user', (b) => b],
  ['PATCH', '/api/user', (b) => ({ ...(b as object), userId: '3b241101-e2bb-4255-8caf-4136c566a962' })],
  ['POST', '/api/auto/quotes', (b) => ({ user: b })],
  ['POST', '/api/email-validation/validate', (b) => ({ email: b })],
];
const queryRoutes = [
  '/api/Makes?year=',
  '/api/Models?year=2019&make=',
  '/api/Trims?year=2019&make=Honda&model=',
  '/api/zip/',
  '/api/address/validate?street=1%20Main%20St&city=Austin&state=TX&zipcode=',
  '/api/address/autocomplete?search=',
];

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
    // A URL of more than 16 KB is refused (431) before any route reads it: most query texts stay shorter.
    const queryText = hostileString(80, 4_000);
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson(), hostileString()), queryText, fc.nat(), async (body, text, pick) => {
        const [method, path] = bodyRoutes[pick % bodyRoutes.length];
        const res = await server.call(method, path, { body, headers: V2 });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        const url = queryRoutes[pick % queryRoutes.length] + encodeAny(text);
        const get = await server.call('GET', url);
        expect(get.status, `GET ${url.slice(0, 200)}`).toBeLessThan(500);
        if (get.status === 400) expect(get.body.field, `GET ${url.slice(0, 200)}`).toMatch(/^(query|params)(\.|$)/);
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
    const res = await fetch(`${server.base}/api/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...V2 },
      body: raw,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: 400,
      code: 'forbidden_key',
      field,
      message: `${field}: this key is not allowed`,
    });
  });

  it('still accepts a constructor key that is plain data, and still refuses what is not JSON', async () => {
    const data = await fetch(`${server.base}/api/email-validation/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@example.com","constructor":"x"}',
    });
    expect(data.status).toBe(200);
    const broken = await fetch(`${server.base}/api/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', field: 'body' });
    const empty = await fetch(`${server.base}/api/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY', field: 'body' });
  });
});
