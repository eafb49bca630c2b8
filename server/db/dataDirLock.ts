import { readFile, rm, writeFile } from 'node:fs/promises';
import { stripTrailingSlashes } from '../../src/domain/text';

// PGlite is one process's database: two servers on one data directory corrupt it. A pid file next to the directory
// makes the second server fail loudly instead.

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock (or throws naming the holder) and answers its release. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${stripTrailingSlashes(dataDir)}.lock`;
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
    if (holder && holder !== process.pid && alive(holder)) {
      throw new Error(`${dataDir} is in use by process ${holder}; stop it or set another DATA_DIR`);
    }
    // A stale lock from a server that died: take it over.
    await writeFile(lockFile, String(process.pid));
  }
  return () => rm(lockFile, { force: true });
}
