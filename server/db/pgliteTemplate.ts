import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { VEHICLE_CSV_PATH } from '../data/vehicleCsv';

// A fresh PGlite runs initdb in WASM (5 to 15 s); loading a dump of an already migrated and seeded database takes
// under 1 s. In-memory databases (tests, bench) therefore start from a template cached in the OS temp directory,
// keyed by the migrations and the vehicle data, so a schema change builds a new one.

const TEMPLATE_DIR = join(tmpdir(), 'quoteflow-pglite-templates');

async function templatePath(migrationsFolder: string): Promise<string> {
  const journal = await readFile(join(migrationsFolder, 'meta', '_journal.json'));
  const csv = await readFile(VEHICLE_CSV_PATH);
  const key = createHash('sha256').update(journal).update(csv).digest('hex').slice(0, 16);
  return join(TEMPLATE_DIR, `${key}.tar`);
}

/** An in-memory PGlite loaded from the template, or null when there is none yet (or it cannot be read). */
export async function openFromTemplate(migrationsFolder: string): Promise<PGlite | null> {
  try {
    const dump = await readFile(await templatePath(migrationsFolder));
    return await PGlite.create({ loadDataDir: new Blob([dump]) });
  } catch {
    return null;
  }
}

/** Saves a migrated, seeded database as the template; written to a temporary name then renamed (parallel test files). */
export async function saveTemplate(client: PGlite, migrationsFolder: string): Promise<void> {
  const target = await templatePath(migrationsFolder);
  const dump = await client.dumpDataDir('none');
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const partial = `${target}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, target);
}
