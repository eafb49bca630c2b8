import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chmodSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// A throwaway PostgreSQL cluster of the test's own, for drills that stop, restart or cut the database (issue 27):
// the shared cluster of CI (DATABASE_URL) serves other test files meanwhile, so it is never the one restarted.
// Debian's PostgreSQL binaries (PG_BIN, default /usr/lib/postgresql/15/bin); as root they run as the postgres user.

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether this machine can start a cluster (CI installs the binaries; .ci/run). */
export const canStartCluster = () => existsSync(join(PG_BIN, 'initdb'));

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the cluster at once (`-m immediate`: connections drop as in a crash or failover). */
  stop(): void;
  start(): void;
  /** A fast stop and start. */
  restart(): void;
  /** Ends every other backend (pg_terminate_backend), as an idle timeout or a failover does. */
  terminateBackends(): Promise<number>;
  /** Stops the cluster and deletes its files. */
  destroy(): void;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(command: string, args: string[]) {
  if (!asRoot) return execFileSync(join(PG_BIN, command), args, { stdio: 'pipe' });
  const quoted = [join(PG_BIN, command), ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return execFileSync('su', ['postgres', '-c', quoted], { stdio: 'pipe' });
}

/** Starts a fresh cluster on `port` (loopback, trust auth), with a database `quoteflow`. */
export async function startCluster(port: number): Promise<PgCluster> {
  const root = mkdtempSync(join(tmpdir(), 'qf-pg-'));
  const data = join(root, 'data');
  chmodSync(root, 0o755);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => void run('pg_ctl', ['-D', data, '-l', join(root, 'server.log'), '-o', options, '-w', 'start']);
  const stop = () => void run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/quoteflow`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE quoteflow');
  await admin.end();
  return {
    url,
    port,
    stop,
    start,
    restart() {
      stop();
      start();
    },
    async terminateBackends() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rowCount } = await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()',
        );
        return rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
