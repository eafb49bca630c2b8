import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnyStateMachine,
  type EventFromLogic,
  getInitialSnapshot,
  getNextSnapshot,
  type SnapshotFrom,
} from 'xstate';

// Generated paths, generated once and kept on disk for every later consumer: the Vitest files, the browser walks and
// qa:coverage (decision 0061). A file per generator under node_modules/.cache/quoteflow-mbt/<key>/, where the key
// is a hash of every source the paths can depend on, so that a change to any flow, machine or model generates them
// anew. The first consumer generates a file while holding its lock; a consumer in another process waits for it.
// A path is kept as its start and its events (plain JSON); its states are rebuilt by sending the events through the
// machine again, so a path read back is the walk its events make.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What the paths are generated from: the app, the server (the carriers' answers, the rules), the models. */
const SOURCES = ['src', 'server', 'tests/mbt'];
const CACHE = join(ROOT, 'node_modules/.cache/quoteflow-mbt');

/**
 * The key of the sources under `root`: every file under SOURCES and the lockfile (XState's version), by path and
 * content. Test files are left out: no model imports one.
 */
export function sourceKey(root = ROOT): string {
  const hash = createHash('sha256').update(readFileSync(join(root, 'package-lock.json')));
  for (const dir of SOURCES) {
    const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => !/\.test\.tsx?$/.test(f) && statSync(join(root, dir, f)).isFile())
      .sort();
    for (const f of files) hash.update(`${dir}/${f}\0`).update(readFileSync(join(root, dir, f)));
  }
  return hash.digest('hex').slice(0, 16);
}

let dir: string | undefined;
/** This checkout's cache; a new one clears those no run has added to for a day (sources since changed). */
function cacheDir(): string {
  if (dir) return dir;
  dir = join(CACHE, sourceKey());
  if (mkdirSync(dir, { recursive: true }))
    for (const old of readdirSync(CACHE))
      if (statSync(join(CACHE, old)).mtimeMs < Date.now() - DAY_MS)
        rmSync(join(CACHE, old), { recursive: true, force: true });
  return dir;
}
const DAY_MS = 24 * 60 * 60 * 1000;

/** JSON with Error objects (an actor's failure) kept as errors. */
export const toJson = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) => (v instanceof Error ? { $error: v.message } : v));
export const fromJson = (text: string) =>
  JSON.parse(text, (_k, v: unknown) =>
    v && typeof v === 'object' && '$error' in v ? new Error(String((v as { $error: unknown }).$error)) : v,
  );

function read(file: string): { hit: unknown } | undefined {
  try {
    return { hit: fromJson(readFileSync(file, 'utf8')) };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The generator's lock, if this process may generate now (no other live process holds it). */
function claim(file: string): string | undefined {
  const lock = `${file}.lock`;
  try {
    const fd = openSync(lock, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return lock;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // A lock left by a process that died generating is taken over.
    try {
      const pid = Number(readFileSync(lock, 'utf8'));
      if (pid > 0 && !alive(pid)) unlinkSync(lock);
    } catch {
      // Released meanwhile: the next look finds the file.
    }
    return undefined;
  }
}

/** Writes the value whole (renamed into place: a reader never sees half a file); the value as a reader gets it. */
function write(file: string, lock: string, value: unknown): unknown {
  const text = toJson(value);
  writeFileSync(`${lock}.tmp`, text);
  renameSync(`${lock}.tmp`, file);
  unlinkSync(lock);
  return fromJson(text);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The stored value, or this process's lock to generate it (waiting while another process generates it). */
function storedOrClaimed(file: string): { hit: unknown } | { lock: string } {
  for (;;) {
    const stored = read(file);
    if (stored) return stored;
    const lock = claim(file);
    if (lock) return { lock };
    sleep(200);
  }
}

/** The generator's value from the cache, or generated (once, whichever process asks first) and stored. */
export function cached<T>(name: string, generate: () => T): T {
  const file = join(cacheDir(), `${name}.json`);
  const got = storedOrClaimed(file);
  if ('hit' in got) return got.hit as T;
  try {
    return write(file, got.lock, generate()) as T;
  } catch (e) {
    unlinkSync(got.lock);
    throw e;
  }
}

/** `cached` for a generator that waits on something (the sandbox carriers' answers). */
export async function cachedAsync<T>(name: string, generate: () => Promise<T>): Promise<T> {
  const file = join(cacheDir(), `${name}.json`);
  const got = storedOrClaimed(file);
  if ('hit' in got) return got.hit as T;
  try {
    return write(file, got.lock, await generate()) as T;
  } catch (e) {
    unlinkSync(got.lock);
    throw e;
  }
}

/** A path as xstate/graph gives it: the start, each step's event and the state after it (the first is the start). */
export interface Path<S, E, I> {
  input: I;
  state: S;
  steps: { state: S; event: E }[];
  weight: number;
}

/** Paths as stored: each start and event once, a path as its start's index and its events' indexes. */
export interface StoredPaths {
  inputs: { input?: unknown }[];
  events: unknown[];
  paths: number[][];
}

export function storePaths(paths: readonly { input?: unknown; steps: readonly { event: unknown }[] }[]): StoredPaths {
  const stored: StoredPaths = { inputs: [], events: [], paths: [] };
  const index = (list: unknown[], seen: Map<string, number>, value: unknown) => {
    const key = toJson(value);
    let i = seen.get(key);
    if (i === undefined) {
      i = list.push(value) - 1;
      seen.set(key, i);
    }
    return i;
  };
  const inputs = new Map<string, number>();
  const events = new Map<string, number>();
  for (const p of paths)
    stored.paths.push([
      index(stored.inputs, inputs, { input: p.input }),
      ...p.steps.slice(1).map((s) => index(stored.events, events, s.event)),
    ]);
  return stored;
}

interface Rebuilt<S> {
  state: S;
  next: Map<number, Rebuilt<S>>;
}

/**
 * The stored paths rebuilt on the machine: each start's initial snapshot, then each event sent with getNextSnapshot
 * (as xstate/graph does), every distinct prefix once. `machineInput` turns a path's input into the machine's.
 */
export function rebuildPaths<M extends AnyStateMachine, I>(
  machine: M,
  stored: StoredPaths,
  machineInput: (input: I) => unknown = (input) => input,
): Path<SnapshotFrom<M>, EventFromLogic<M>, I>[] {
  type S = SnapshotFrom<M>;
  const starts = stored.inputs.map(
    ({ input }): Rebuilt<S> => ({
      state: (getInitialSnapshot as (m: M, input: unknown) => S)(machine, machineInput(input as I)),
      next: new Map(),
    }),
  );
  return stored.paths.map(([start, ...events]) => {
    let at = starts[start];
    const steps = [{ state: at.state, event: { type: 'xstate.init' } as EventFromLogic<M> }];
    for (const e of events) {
      const event = stored.events[e] as EventFromLogic<M>;
      let next = at.next.get(e);
      if (!next) {
        next = { state: getNextSnapshot(machine, at.state, event) as S, next: new Map() };
        at.next.set(e, next);
      }
      at = next;
      steps.push({ state: at.state, event });
    }
    return { input: stored.inputs[start].input as I, state: at.state, steps, weight: events.length };
  });
}

const rebuilt = new Map<string, unknown>();

/**
 * A generator's paths, generated once (`cached`) and rebuilt on the machine once a process: a consumer gets the same
 * paths whether they were generated now or read back.
 */
export function cachedPaths<M extends AnyStateMachine, I>(
  name: string,
  machine: M,
  generate: () => readonly { input?: I; steps: readonly { event: unknown }[] }[],
  machineInput?: (input: I) => unknown,
): Path<SnapshotFrom<M>, EventFromLogic<M>, I>[] {
  let paths = rebuilt.get(name) as Path<SnapshotFrom<M>, EventFromLogic<M>, I>[] | undefined;
  if (!paths) {
    paths = rebuildPaths(
      machine,
      cached(name, () => storePaths(generate())),
      machineInput,
    );
    rebuilt.set(name, paths);
  }
  return paths;
}

/** A short, file-name-safe key for a generator's arguments. */
export const keyOf = (value: unknown) => createHash('sha256').update(toJson(value)).digest('hex').slice(0, 12);
