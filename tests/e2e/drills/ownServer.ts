import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A sandbox process of the drill's own (issue 27), which the drill kills (SIGKILL) and starts again on the same port:
// its data on disk in a temp dir (PGlite), or on DATABASE_URL, so that it outlives the process.

/**
 * The restart drills' own ports, from E2E_PORT + 2 on (8333 beside the E2E sandbox on 8331): `slot` 0 is the API on
 * + 2 and its vault on + 3, slot 1 on + 4 and + 5.
 */
export const ownPort = (slot: number) => Number(process.env.E2E_PORT ?? 8181) + 2 + 2 * slot;
export const ownOrigin = (slot: number) => `http://127.0.0.1:${ownPort(slot)}`;

export interface OwnServer {
  start(): Promise<void>;
  /** Whether the process is still running (a drill that cuts its database asks). */
  running(): boolean;
  /** The end of the process's stderr. */
  log(): string;
  /** SIGKILL: no shutdown, no flush. */
  kill(): Promise<void>;
  destroy(): Promise<void>;
}

export function ownServer(slot: number, env: Record<string, string> = {}): OwnServer {
  const OWN_PORT = ownPort(slot);
  const OWN_ORIGIN = ownOrigin(slot);
  const dataDir = mkdtempSync(join(tmpdir(), 'qf-drill-'));
  let child: ChildProcess | undefined;
  let log = '';
  const server: OwnServer = {
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(OWN_PORT),
          HOST: '127.0.0.1',
          DATA_DIR: join(dataDir, 'db'),
          LOG_LEVEL: 'warn',
          RATE_LIMIT: 'off',
          VAULT_PORT: String(OWN_PORT + 1),
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (d: Buffer) => {
        log = (log + d.toString()).slice(-4000);
      });
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the drill's sandbox exited (${child.exitCode}): ${log}`);
        const up = await fetch(`${OWN_ORIGIN}/api/sandbox/health`).then(
          (r) => r.status < 500,
          () => false,
        );
        const page =
          up ||
          (await fetch(`${OWN_ORIGIN}/`).then(
            (r) => r.ok,
            () => false,
          ));
        if (page) return;
        if (Date.now() - started > 90_000) throw new Error(`the drill's sandbox did not start: ${log}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    log: () => log,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
    async destroy() {
      await server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
