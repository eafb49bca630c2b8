import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readEnv } from './env';

// `npm start`: the sandbox API at /api and the built app (dist/) at /, on one port.

async function main(): Promise<void> {
  const env = readEnv();
  // `npm run dev` passes --dev: Vite serves the app, so dist/ is not served.
  const dev = process.argv.includes('--dev');
  const app = await buildApp({
    databaseUrl: env.DATABASE_URL,
    // DATA_DIR=memory:// gives a throwaway database (e2e runs); otherwise PGlite lives in DATA_DIR/pglite.
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : join(env.DATA_DIR, 'pglite'),
    logger: { level: env.LOG_LEVEL },
    staticDir: dev ? undefined : fileURLToPath(new URL('../dist', import.meta.url)),
    userTokenSecret: env.USER_TOKEN_SECRET,
    apiKey: env.API_KEY,
    sandboxFaults: env.SANDBOX_FAULTS,
    faultHeader: env.SANDBOX_FAULTS_HEADER === 'on',
    rateLimit: env.RATE_LIMIT === 'on',
  });

  // Close cleanly so PGlite flushes its data directory and releases its lock.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(`QuoteFlow sandbox listening on http://localhost:${port} (app at /, API at /api)`);
}

main().catch((err: unknown) => {
  // Boot failures (bad environment, database in use or unreachable) stop the server with one readable line.
  console.error(`QuoteFlow sandbox failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
