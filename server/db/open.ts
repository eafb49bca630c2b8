import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { POOL_OPTIONS } from './availability';
import * as schema from './schema';
import { lockDataDir } from './dataDirLock';
import { openFromTemplate, saveTemplate } from './pgliteTemplate';
import { COPY_VEHICLES_SQL, seedVehiclesIfEmpty, vehiclesAsCsv } from './seedVehicles';
import type { Db } from './types';

// Embedded PGlite by default; DATABASE_URL switches to a PostgreSQL server with the same migrations (DESIGN section 6).

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary key of the advisory lock that serialises migrate+seed when several servers (or test files) share one database. */
const BOOT_LOCK_KEY = 4_242_001;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  /**
   * Told of each PostgreSQL connection that is lost or refused outside a query's own answer (a restart, a failover, an
   * idle timeout, pg_terminate_backend): the pool drops it and opens a new one for the next query. Never called on
   * PGlite. It must not throw.
   */
  onConnectionError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.onConnectionError ?? (() => undefined))
    : openPglite(opts.dataDir ?? '.data/pglite');
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  if (inMemory) {
    const fromTemplate = await openFromTemplate(MIGRATIONS);
    if (fromTemplate) {
      try {
        return await preparePglite(fromTemplate, false);
      } catch {
        // A template this PGlite cannot use (e.g. after an upgrade): build the database afresh below.
      }
    }
    return preparePglite(await PGlite.create(dataDir), true);
  }
  if (dataDir.includes('://')) return preparePglite(await PGlite.create(dataDir), false);
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const database = await preparePglite(await PGlite.create(dataDir), false);
    return { ...database, close: () => database.close().finally(unlock) };
  } catch (err) {
    await unlock();
    throw err;
  }
}

async function preparePglite(client: PGlite, saveAsTemplate: boolean): Promise<Database> {
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    const seeded = await seedVehiclesIfEmpty(db, async (rows) => {
      await client.query(COPY_VEHICLES_SQL, [], { blob: new Blob([vehiclesAsCsv(rows)]) });
    });
    if (saveAsTemplate && seeded > 0) await saveTemplate(client, MIGRATIONS);
    return { db, kind: 'pglite', close: () => client.close() };
  } catch (err) {
    await client.close();
    throw err;
  }
}

async function openPostgres(connectionString: string, onConnectionError: (err: Error) => void): Promise<Database> {
  // Migrate and seed on a connection of their own, without the pool's statement timeout: waiting for another server's
  // boot lock and loading the vehicle list may take longer than any one call's query may.
  const boot = new pg.Client({ connectionString, connectionTimeoutMillis: POOL_OPTIONS.connectionTimeoutMillis });
  boot.on('error', onConnectionError);
  await boot.connect();
  try {
    await boot.query('select pg_advisory_lock($1)', [BOOT_LOCK_KEY]);
    const locked = drizzlePg({ client: boot, schema });
    await migratePg(locked, { migrationsFolder: MIGRATIONS });
    await seedVehiclesIfEmpty(locked);
  } finally {
    // Ending the session releases the advisory lock too.
    await boot.end().catch(() => undefined);
  }
  const pool = new pg.Pool({ connectionString, ...POOL_OPTIONS });
  // A connection PostgreSQL ends emits `error` on its client: while idle the pool re-emits it, and an `error` nobody
  // listens to ends the process (issue 27, defect 1). The pool has dropped that client already; the next query opens
  // a new one. Each client also gets a listener of its own, so one checked out (a transaction between two queries) is
  // as safe; that listener reports the error, the pool's only keeps it from being thrown.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return { db: drizzlePg({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
}
