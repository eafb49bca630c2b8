import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportTimeouts } from '../../server/security/transport';
import { buildVault, type Vault } from '../../server/vault/app';
import { type Server, startServer } from './harness';

// Issue 8 point 4: a client that trickles its body, or opens a connection and says nothing, is cut off by the server.
// Raw sockets, so nothing on the client side closes them; the test's own timeout bounds how long the server may take.

/** Short timeouts so each close comes within a second; the trickle writes faster than the idle-socket timeout. */
const SHORT: TransportTimeouts = {
  headersMs: 300,
  requestMs: 600,
  idleSocketMs: 5_000,
  keepAliveMs: 300,
  checkIntervalMs: 50,
};
const TRICKLE_EVERY_MS = 50;
const CLOSE_BOUND_MS = 10_000;

interface Opened {
  socket: Socket;
  /** Everything the server sent until it closed the connection. */
  closed: Promise<string>;
}

async function open(port: number): Promise<Opened> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {
    // a reset after the server gives up is a close too
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed };
}

/** Sends the headers and the first byte of a body it announces as longer, then one more byte now and then. */
async function trickle(port: number, path: string): Promise<string> {
  const { socket, closed } = await open(port);
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n`;
  socket.write(`${head}\r\n{`);
  const drip = setInterval(() => socket.writable && socket.write(' '), TRICKLE_EVERY_MS);
  try {
    return await closed;
  } finally {
    clearInterval(drip);
  }
}

const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

describe('the API closes slow and idle connections', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ timeouts: SHORT, rateLimit: false });
  });
  afterAll(() => server.close());

  it('answers a request whose body trickles in with 408 and closes it', { timeout: CLOSE_BOUND_MS }, async () => {
    const received = await trickle(portOf(server.app.server), '/api/email-validation/validate');
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never sends a byte', { timeout: CLOSE_BOUND_MS }, async () => {
    const { closed } = await open(portOf(server.app.server));
    expect(await closed).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it('closes a kept-alive connection left idle after its answer', { timeout: CLOSE_BOUND_MS }, async () => {
    const { socket, closed } = await open(portOf(server.app.server));
    socket.write('GET /api/zip/78701 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    expect(await closed).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the card vault closes slow and idle connections', () => {
  let server: Server;
  let vault: Vault;
  beforeAll(async () => {
    server = await startServer();
    vault = await buildVault({ db: server.app.sandboxDb, allowedOrigins: [], timeouts: SHORT, rateLimit: false });
    await vault.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await vault.close();
    await server.close();
  });

  it('answers a card that trickles in with 408 and closes it', { timeout: CLOSE_BOUND_MS }, async () => {
    expect(await trickle(portOf(vault.server), '/tokens')).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never sends a byte', { timeout: CLOSE_BOUND_MS }, async () => {
    const { closed } = await open(portOf(vault.server));
    expect(await closed).not.toMatch(/^HTTP\/1\.1 2/);
  });
});
