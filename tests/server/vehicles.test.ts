import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Server, databases, startServer } from './harness';

describe.each(databases)('vehicle catalogue on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  it('lists the makes of a year as labels, alphabetically regardless of case', async () => {
    const res = await server.call('GET', '/api/Makes?year=2020');
    expect(res.status).toBe(200);
    const labels: string[] = res.body.map((m: { label: string }) => m.label);
    expect(labels).toEqual(expect.arrayContaining(['Toyota', 'Ford', 'Honda', 'Chevrolet']));
    expect(labels).toEqual(
      [...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b)),
    );
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('lists base models for a year and make, matching the make case-insensitively', async () => {
    const upper = await server.call('GET', '/api/Models?year=2020&make=TOYOTA');
    const lower = await server.call('GET', '/api/Models?year=2020&make=toyota');
    expect(upper.status).toBe(200);
    expect(upper.body).toEqual(lower.body);
    expect(upper.body).toContainEqual({ label: 'Corolla' });
    expect(upper.body).not.toContainEqual({ label: 'Corolla XSE' });
  });

  it('lists trims (the variants) of a base model', async () => {
    const res = await server.call('GET', '/api/Trims?year=2020&make=toyota&model=COROLLA');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(1);
    for (const trim of res.body) expect(trim.label).toMatch(/^Corolla/);
  });

  it('serves the nearest covered year for the spec years outside the data (2026 -> 2025, 1982 -> 1984)', async () => {
    const [y2026, y2025, y1982, y1984] = await Promise.all(
      ['2026', '2025', '1982', '1984'].map((y) => server.call('GET', `/api/Makes?year=${y}`)),
    );
    expect(y2026.body.length).toBeGreaterThan(0);
    expect(y2026.body).toEqual(y2025.body);
    expect(y1982.body).toEqual(y1984.body);
  });

  it('answers an empty list for an unknown make or model, or a year outside the spec list', async () => {
    expect((await server.call('GET', '/api/Models?year=2020&make=Zastava')).body).toEqual([]);
    expect((await server.call('GET', '/api/Trims?year=2020&make=Toyota&model=Nonexistent')).body).toEqual([]);
    expect((await server.call('GET', '/api/Makes?year=1950')).body).toEqual([]);
  });

  it('rejects a malformed year or a missing make with a 400 naming the field', async () => {
    const bad = await server.call('GET', '/api/Makes?year=20x0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'query.year' });
    expect(bad.body.message).toMatch(/^query\.year: /);
    const missing = await server.call('GET', '/api/Models?year=2020');
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('query.make');
  });

  it('injects a 500 or an empty list when the fault header asks', async () => {
    const error = await server.call('GET', '/api/Makes?year=2020', {
      headers: { 'x-sandbox-fault': 'route=makes;kind=error' },
    });
    expect(error.status).toBe(500);
    expect(error.body).toMatchObject({ code: 'sandbox_fault' });
    const empty = await server.call('GET', '/api/Models?year=2020&make=Toyota', {
      headers: { 'x-sandbox-fault': 'route=models;kind=empty' },
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    // A rule for another route leaves this one alone.
    const other = await server.call('GET', '/api/Makes?year=2020', {
      headers: { 'x-sandbox-fault': 'route=trims;kind=error' },
    });
    expect(other.status).toBe(200);
  });

  it('delays a route by the latency fault', async () => {
    const started = Date.now();
    const res = await server.call('GET', '/api/Makes?year=2020', {
      headers: { 'x-sandbox-fault': 'route=makes;kind=latency;ms=300' },
    });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
