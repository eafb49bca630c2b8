import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../../server/app';
import { escapeRegExp } from '../regexp';

// Starts the real server on a random loopback port and calls it over HTTP, the way the client does.

/** PGlite in memory always; the same suite also runs against PostgreSQL when DATABASE_URL is set (CI). */
export const databases: { name: string; databaseUrl?: string }[] = [
  { name: 'pglite' },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', databaseUrl: process.env.DATABASE_URL }] : []),
];

/**
 * A fresh, empty database on the PostgreSQL server of `databaseUrl`, for a file whose tests rewrite shared rows
 * (remote rules): other files boot servers on the shared database meanwhile, and each boot re-seeds those rows.
 */
export async function privateDatabase(databaseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface Server {
  app: App;
  base: string;
  call: (method: string, path: string, init?: CallInit) => Promise<CallResult>;
  close: () => Promise<void>;
}

export interface CallInit {
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** JSON from the wire (or text); the tests assert its shape. */
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the wire; each test asserts the shape it expects
  body: any;
  text: string;
}

export async function startServer(opts: BuildAppOptions = {}): Promise<Server> {
  const app = await buildApp({ dataDir: 'memory://', ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return { app, base, call: httpClient(base), close: () => app.close() };
}

/** Calls a started server over HTTP, JSON in and out (the text kept when the answer is not JSON). */
export function httpClient(base: string) {
  return async (method: string, path: string, init: CallInit = {}): Promise<CallResult> => {
    const hasBody = init.body !== undefined;
    const res = await fetch(base + path, {
      method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: hasBody ? (typeof init.body === 'string' ? init.body : JSON.stringify(init.body)) : undefined,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (the built app's index.html): keep the text
    }
    return { status: res.status, headers: res.headers, body, text };
  };
}

/** A trace-level logger whose lines land in `lines`, for tests that read what the server logged. */
export function captureLogs(lines: string[]) {
  return { level: 'trace', stream: { write: (line: string) => lines.push(line) } };
}

export const V2 = { 'x-route-version': 'v2' } as const;

/**
 * Where `secret` occurs in `text`. A short run of digits (a one-time code, a ZIP, the last seven of a phone number)
 * counts only when no letter or digit touches it: a 6-digit code also turns up inside millisecond timestamps and
 * hex digests by chance.
 * Longer secrets (whole phone and card numbers) count wherever they appear.
 */
export function occurrences(text: string, secret: string): string[] {
  const shortDigits = /^\d{1,9}$/.test(secret);
  const pattern = shortDigits ? `(?<!\\w)${secret}(?!\\w)` : escapeRegExp(secret);
  return text.match(new RegExp(pattern, 'g')) ?? [];
}
