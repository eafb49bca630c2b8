import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';

// The server of bench/load.ts, in a process of its own so its memory is the server's alone: it listens on a loopback
// port, tells its parent the port, and answers each 'memory' message with its RSS and heap after a full collection
// (run with --expose-gc). DATABASE_URL: PostgreSQL; otherwise PGlite in LOAD_DATA_DIR (or memory://). Rate limits off:
// the shoppers all come from 127.0.0.1.

const send = (message: unknown) => process.send?.(message);

const app = await buildApp({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.LOAD_DATA_DIR || 'memory://',
  rateLimit: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
send({ port: (app.server.address() as AddressInfo).port });

process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    send({ memory: { rss, heapUsed } });
  } else if (message === 'close') {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  }
});
