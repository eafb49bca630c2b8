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
      if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) (paths.push([o as Record<string, unknown>, k]), walk(v));
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
        // A body that cannot be parsed at all (forbidden __proto__ keys) names the body itself.
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
