import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/api';
import { autoUser } from './fixtures';
import { type Server, startServer, V2 } from './harness';

// Requests refused before they reach a handler (issue 27, defect 7): an over-long path parameter on every route that
// takes one, with and without the built app at /, and a JSON body in a charset other than UTF-8.

/** Every contract call with a path parameter, its path with each parameter 200 characters long. */
const longParamCalls = Object.entries(endpoints)
  .filter(([, ep]) => ep.path.includes('/:'))
  .map(([name, ep]) => ({
    name,
    method: ep.method,
    path: `/api${ep.path.replace(/:\w+/g, 'a'.repeat(200))}`,
    params: [...ep.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
  }));

describe.each([
  { name: 'the API alone', withApp: false },
  { name: 'the API beside the built app', withApp: true },
])('over-long path parameters on $name', ({ withApp }) => {
  let server: Server;
  beforeAll(async () => {
    let staticDir: string | undefined;
    if (withApp) {
      // The app's wildcard route at / is what a parameter over the router's limit fell through to (a 404).
      staticDir = mkdtempSync(join(tmpdir(), 'quoteflow-app-'));
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    }
    server = await startServer({ staticDir });
  });
  afterAll(() => server.close());

  it('covers every contract call with a path parameter', () => {
    expect(longParamCalls.map((c) => c.name).sort()).toEqual(
      ['adClick', 'evaluateRule', 'getUser', 'sandboxSink', 'sandboxSmsOutbox', 'zipLookup'].sort(),
    );
  });

  it.each(longParamCalls)('answers $method $name with a 400 param_too_long naming the parameter', async (c) => {
    const res = await server.call(c.method, c.path, c.method === 'GET' ? {} : { body: { input: {} } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'param_too_long', field: `params.${c.params[0]}` });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('still answers /api/user/<200 characters> as the promised param_too_long', async () => {
    const res = await server.call('GET', `/api/user/${'a'.repeat(200)}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('param_too_long');
  });

  it('keeps a parameter of ordinary length routed to its call', async () => {
    const res = await server.call('GET', '/api/user/not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', field: 'params.userId' });
  });
});

describe('JSON bodies in a charset other than UTF-8', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const post = (contentType: string, body: Blob | string) =>
    fetch(`${server.base}/api/user`, { method: 'POST', headers: { ...V2, 'content-type': contentType }, body });

  it.each([
    'application/json; charset=utf-16',
    'application/json; charset=UTF-16LE',
    'application/json; charset=latin1',
    'application/json;charset="ISO-8859-1"',
    'application/json; charset=us-ascii',
  ])('answers %s with a 415 ApiError naming the content type, before reading the body', async (type) => {
    const encoding = type.toLowerCase().includes('utf-16') ? 'utf16le' : 'latin1';
    const body = new Blob([new Uint8Array(Buffer.from(JSON.stringify(autoUser()), encoding))]);
    const res = await post(type, body);
    expect(res.status).toBe(415);
    const answer = await res.json();
    expect(answer).toMatchObject({ statusCode: 415, code: 'unsupported_charset', field: 'headers.content-type' });
    expect(answer.message).toContain('UTF-8');
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'application/json; charset="UTF8"'])(
    'reads %s as before',
    async (type) => {
      const res = await post(type, JSON.stringify(autoUser()));
      expect(res.status).toBe(201);
    },
  );
});
