import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EndpointDef, endpoints } from '../../src/contract';
import { anyJson, anyObject, encodeAny, hostileString } from './arbitraries';
import { type Server, V2, startServer } from './harness';

// Property over the whole contract: every endpoint in src/contract/api.ts, present and future, answers generated junk
// (bodies, query values, path parameters) with a 4xx naming the field, or a valid answer; never a 5xx (issue 4).
let server: Server;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
});
afterAll(() => server.close());

const all = Object.entries(endpoints as Record<string, EndpointDef>);
// Classic and zod/mini objects alike (the contract holds both): both are zod core's $ZodObject.
const keysOf = (schema: z.core.$ZodType | undefined) =>
  schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];

/** A request to one endpoint with junk in every place it reads: any Unicode, broken UTF-16, NUL, very long text. */
const junkRequest = fc
  .tuple(
    fc.constantFrom(...all),
    fc.oneof(anyJson(), anyObject()),
    // A URL of more than 16 KB is refused (431) before any route reads it: keep most query texts shorter.
    fc.array(hostileString(40, 4_000), { minLength: 4, maxLength: 4 }),
  )
  .map(([[name, ep], body, texts]) => {
    const path = ep.path.replace(/:(\w+)/g, () => encodeAny(texts[0] || 'x'));
    const query = keysOf(ep.query)
      .map((k, i) => `${k}=${encodeAny(texts[(i % 3) + 1])}`)
      .join('&');
    return {
      name,
      method: ep.method,
      url: `/api${path}${query ? `?${query}` : ''}`,
      body: ep.body ? body : undefined,
      v2: ep.v2,
    };
  });

describe('every route of the contract under generated junk', () => {
  it('covers every endpoint', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it('never answers 5xx, and every 400 names the field (1,000 requests)', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(junkRequest, async (req) => {
        seen.add(req.name);
        const res = await server.call(req.method, req.url, { body: req.body, headers: req.v2 ? V2 : {} });
        expect(res.status, `${req.method} ${req.url} -> ${res.text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status === 400)
          expect(res.body.field, `${req.method} ${req.url}`).toMatch(/^(body|headers|query|params)(\.|$)/);
      }),
      { numRuns: 1_000 },
    );
    // fast-check's constantFrom spreads runs over the endpoints: each one was hit.
    expect([...seen].sort()).toEqual(all.map(([n]) => n).sort());
    // A thousand requests of up to 4,000 characters each: more than the default 20 s on a loaded 2-core machine.
  }, 90_000);
});
