import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../server/db/schema';
import { referenceBody } from '../../server/reference/referenceReply';
import { type Server, databases, startServer } from './harness';

// Issue 8 point 7: makes, models, trims and zips are immutable reference data, served from memory with an ETag
// derived from the answer, a public max-age, and a 304 when the client's copy is current.

const MAKES = '/api/Makes?year=2020';
const REFERENCE_CALLS = [
  MAKES,
  '/api/Models?year=2020&make=Toyota',
  '/api/Trims?year=2020&make=Toyota&model=Corolla',
  '/api/zip/78701',
];

/** The labels as the database holds them, sorted as the catalogue sorts them. */
const sorted = (labels: string[]) =>
  [...new Set(labels)]
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b))
    .map((label) => ({ label }));

describe.each(databases)('reference lookups on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl, rateLimit: false });
  });
  afterAll(() => server.close());

  it('answers with an ETag derived from the body and a public max-age', async () => {
    for (const path of REFERENCE_CALLS) {
      const res = await server.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag'), path).toBe(referenceBody(res.body).etag);
      expect(res.headers.get('cache-control'), path).toMatch(/^public, max-age=\d+$/);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('keeps the ETag stable across calls and spellings, and distinct across answers', async () => {
    const etag = async (path: string) => (await server.call('GET', path)).headers.get('etag');
    expect(await etag(MAKES)).toBe(await etag(MAKES));
    expect(await etag('/api/Models?year=2020&make=toyota')).toBe(await etag('/api/Models?year=2020&make=TOYOTA'));
    expect(await etag('/api/Makes?year=2019')).not.toBe(await etag(MAKES));
  });

  it('answers 304 with no body when If-None-Match names the current ETag (weak, listed or *)', async () => {
    for (const path of REFERENCE_CALLS) {
      const { headers } = await server.call('GET', path);
      const etag = headers.get('etag') as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
        const res = await server.call('GET', path, { headers: { 'if-none-match': ifNoneMatch } });
        expect(res.status, `${path} ${ifNoneMatch}`).toBe(304);
        expect(res.text).toBe('');
        expect(res.headers.get('etag')).toBe(etag);
        expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      }
      const stale = await server.call('GET', path, { headers: { 'if-none-match': '"stale"' } });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('etag')).toBe(etag);
    }
  });

  it('answers what the database holds: the makes, models and trims of the year', async () => {
    const db = server.app.sandboxDb;
    const rows = await db.selectDistinct({ make: vehicles.make }).from(vehicles).where(eq(vehicles.year, 2020));
    expect((await server.call('GET', MAKES)).body).toEqual(sorted(rows.map((r) => r.make)));
    const toyota = and(eq(vehicles.year, 2020), sql`lower(${vehicles.make}) = 'toyota'`);
    const models = await db.selectDistinct({ label: vehicles.baseModel }).from(vehicles).where(toyota);
    const modelsAnswer = await server.call('GET', '/api/Models?year=2020&make=%20TOYOTA%20');
    expect(modelsAnswer.body).toEqual(sorted(models.map((r) => r.label)));
    const corolla = and(toyota, sql`lower(${vehicles.baseModel}) = 'corolla'`);
    const trims = await db.selectDistinct({ label: vehicles.model }).from(vehicles).where(corolla);
    const trimsAnswer = await server.call('GET', '/api/Trims?year=2020&make=toyota&model=COROLLA');
    expect(trimsAnswer.body).toEqual(sorted(trims.map((r) => r.label)));
  });

  it('still obeys the fault header, and lets no error or injected empty answer be cached', async () => {
    const error = await server.call('GET', MAKES, { headers: { 'x-sandbox-fault': 'route=makes;kind=error' } });
    expect(error.status).toBe(500);
    expect(error.body.code).toBe('sandbox_fault');
    expect(error.headers.get('cache-control')).toBe('no-store');
    const empty = await server.call('GET', MAKES, { headers: { 'x-sandbox-fault': 'route=makes;kind=empty' } });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('etag')).toBeNull();
    expect(empty.headers.get('cache-control')).toBe('no-store');
    // A browser must not answer a faulted request from a copy cached without the fault.
    expect((await server.call('GET', MAKES)).headers.get('vary')).toMatch(/x-sandbox-fault/);
  });

  it('answers an unknown make or a year outside the list with a cacheable empty list', async () => {
    const unknown = await server.call('GET', '/api/Models?year=2020&make=Zastava');
    expect(unknown.body).toEqual([]);
    expect(unknown.headers.get('etag')).toBe(referenceBody([]).etag);
    expect((await server.call('GET', '/api/Makes?year=1950')).body).toEqual([]);
  });
});
