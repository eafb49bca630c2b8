import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loopbackOrigins, partnerFrameOrigins, readEnv, sandboxTools } from './env';
import { buildDemoPartner } from './embed/demoPartner';
import { parseFaultRules } from './sandbox/faults';
import { describeFailure, safeError } from './security/safeError';
import { buildVault, type Vault } from './vault/app';
import type { FastifyInstance } from 'fastify';

// `npm start`: the sandbox API at /api and the built app (dist/) at /, on one port; the card vault on VAULT_PORT.

/** `npm run dev` serves the app from Vite's default port, so that origin may call the vault too. */
const VITE_DEV_PORT = 5173;

async function main(): Promise<void> {
  const env = readEnv();
  const tools = sandboxTools(env);
  // `npm run dev` passes --dev: Vite serves the app, so dist/ is not served.
  const dev = process.argv.includes('--dev');
  const app = await buildApp({
    databaseUrl: env.DATABASE_URL,
    // DATA_DIR=memory:// gives a throwaway database (e2e runs); otherwise PGlite lives in DATA_DIR/pglite.
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : join(env.DATA_DIR, 'pglite'),
    logger: { level: env.LOG_LEVEL },
    staticDir: dev ? undefined : fileURLToPath(new URL('../dist', import.meta.url)),
    userTokenSecret: env.USER_TOKEN_SECRET,
    userTokenMaxAgeDays: env.USER_TOKEN_MAX_AGE_DAYS,
    apiKey: env.API_KEY,
    sandboxFaults: env.SANDBOX_FAULTS,
    faultHeader: tools.faultHeader,
    rateLimit: env.RATE_LIMIT === 'on',
    redisUrl: env.REDIS_URL,
    smsOutbox: tools.smsOutbox,
    sinkReader: tools.sinkReader,
    leadServiceKey: env.LEAD_SERVICE_KEY,
    serveSourceMaps: env.SOURCE_MAPS === 'on',
    devtools: env.DEVTOOLS === 'on',
    privacyContact: {
      email: env.PRIVACY_CONTACT_EMAIL,
      phone: env.PRIVACY_CONTACT_PHONE,
      address: env.PRIVACY_CONTACT_ADDRESS,
    },
    eventSink: {
      clientBytes: env.EVENT_QUOTA_CLIENT_BYTES,
      sessionBytes: env.EVENT_QUOTA_SESSION_BYTES,
      windowSeconds: env.EVENT_QUOTA_WINDOW_SECONDS,
      retentionDays: env.EVENT_RETENTION_DAYS,
      recordingClientBytes: env.RECORDING_QUOTA_CLIENT_BYTES,
      recordingSessionBytes: env.RECORDING_QUOTA_SESSION_BYTES,
    },
    // The page posts card numbers straight to the vault's origin, so the CSP must let it connect there.
    connectOrigins:
      env.VAULT_PORT === 0
        ? []
        : [
            `http://localhost:${env.VAULT_PORT}`,
            `http://127.0.0.1:${env.VAULT_PORT}`,
            ...(env.VAULT_PUBLIC_ORIGIN ? [env.VAULT_PUBLIC_ORIGIN] : []),
          ],
    vaultPort: env.VAULT_PORT,
    vaultPublicOrigin: env.VAULT_PUBLIC_ORIGIN,
    // Who may frame the widget (docs/decisions/0091): configured, else the demo partner page's origin only.
    partnerFrameOrigins: partnerFrameOrigins(env),
  });

  let vault: Vault | undefined;
  const demos: FastifyInstance[] = [];
  // Close cleanly so PGlite flushes its data directory and releases its lock (the vault first: it uses the API's db).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      Promise.all(demos.map((demo) => demo.close()))
        .then(() => vault?.close())
        .then(() => app.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(`QuoteFlow sandbox listening on http://localhost:${port} (app at /, API at /api)`);
  const onOff = (on: boolean) => (on ? 'on' : 'off');
  const toolsLine = `SMS outbox ${onOff(tools.smsOutbox)}, x-sandbox-fault header ${onOff(tools.faultHeader)}, sink reader ${onOff(tools.sinkReader)}`;
  console.log(`Sandbox tools on ${env.HOST}: ${toolsLine}`);

  try {
    await startDemoPartners(env, port, demos);
  } catch (err) {
    // The demo page is a sandbox tool: a busy port (a second instance on this machine) costs the demo, not the API.
    await Promise.all(demos.splice(0).map((demo) => demo.close()));
    console.warn(`Demo partner page off: port ${env.PARTNER_DEMO_PORT}: ${describeFailure(err)}`);
  }

  if (env.VAULT_PORT !== 0) {
    // The card vault on its own origin (DESIGN section 6), sharing the API's database handle: PGlite has one opener.
    const appOrigins = [
      ...[port, ...(dev ? [VITE_DEV_PORT] : [])].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]),
      ...(env.VAULT_ALLOWED_ORIGINS ?? []),
    ];
    try {
      vault = await buildVault({
        db: app.sandboxDb,
        allowedOrigins: appOrigins,
        logger: { level: env.LOG_LEVEL },
        rateLimit: env.RATE_LIMIT === 'on',
        redisUrl: env.REDIS_URL,
        faults: { envRules: parseFaultRules(env.SANDBOX_FAULTS), headerEnabled: tools.faultHeader },
      });
      await vault.listen({ port: env.VAULT_PORT, host: env.HOST });
    } catch (err) {
      // A busy VAULT_PORT stops the whole server, after releasing the database.
      await vault?.close();
      await app.close();
      throw new Error(`card vault on port ${env.VAULT_PORT}: ${describeFailure(err)}`);
    }
    const vaultAddress = vault.server.address();
    const vaultPort = typeof vaultAddress === 'object' && vaultAddress ? vaultAddress.port : env.VAULT_PORT;
    console.log(`QuoteFlow card vault listening on http://localhost:${vaultPort} (for ${appOrigins.join(', ')})`);
  }
}

/**
 * The demo partner page (docs/decisions/0091) on PARTNER_DEMO_PORT, and its unconfigured twin on the next port: a
 * moving company's page framing the widget from another origin, for a person or a browser test to walk.
 */
async function startDemoPartners(env: ReturnType<typeof readEnv>, appPort: number, demos: FastifyInstance[]) {
  if (env.PARTNER_DEMO_PORT === 0) return;
  for (const [port, configured] of [
    [env.PARTNER_DEMO_PORT, true],
    [env.PARTNER_DEMO_PORT + 1, false],
  ] as const) {
    const demo = buildDemoPartner({ appPort, configured, logger: { level: env.LOG_LEVEL } });
    demos.push(demo);
    await demo.listen({ port, host: env.HOST });
  }
  const [trusted, untrusted] = [env.PARTNER_DEMO_PORT, env.PARTNER_DEMO_PORT + 1].map((p) => loopbackOrigins(p)[0]);
  console.log(`Demo partner page on ${trusted} (allowed to frame the widget), ${untrusted} (not configured: refused)`);
}

// A crash prints the error's class, code and frames: Node's own report would print its fields (a query's parameters).
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.once(event, (err: unknown) => {
    console.error(`QuoteFlow sandbox crashed: ${JSON.stringify(safeError(err))}`);
    process.exit(1);
  });
}

main().catch((err: unknown) => {
  // Boot failures (bad environment, database in use or unreachable) stop the server with one readable line.
  console.error(`QuoteFlow sandbox failed to start: ${describeFailure(err)}`);
  process.exit(1);
});
