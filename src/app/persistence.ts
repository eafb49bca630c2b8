import type { Snapshot } from 'xstate';
import { afterNextPaint, browserPaintEnv } from './afterPaint';
import { STORAGE_KEY } from './storageKey';

// The app's persisted snapshot, kept in sessionStorage: a reload keeps every answer, closing the tab forgets them
// (docs/decisions/0002).

export { STORAGE_KEY };

export interface SnapshotStore {
  load(): Snapshot<unknown> | undefined;
  save(snapshot: unknown): void;
  clear(): void;
}

export function sessionSnapshotStore(storage: Storage | undefined = globalThis.sessionStorage): SnapshotStore {
  return {
    load() {
      try {
        const raw = storage?.getItem(STORAGE_KEY);
        return raw ? (JSON.parse(raw) as Snapshot<unknown>) : undefined;
      } catch {
        return undefined;
      }
    },
    save(snapshot) {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(snapshot));
      } catch {
        // Storage full or disabled (private mode): the session still works, only reload-survival is lost.
      }
    },
    clear() {
      storage?.removeItem(STORAGE_KEY);
    },
  };
}

/**
 * Saves the app's snapshot off a step's critical path: after the frame that shows the change (serialising every answer
 * no longer delays a Continue's paint), and at once when the page is hidden or left (`visibilitychange`, `pagehide`),
 * so a reload or a closed tab still finds the last answer. Changes before the save are written once.
 * Returns `schedule`, called on every snapshot change, and `flush`, which writes a pending save now.
 */
export function deferredSaver(
  write: () => void,
  env: {
    window?: Pick<Window, 'addEventListener' | 'requestAnimationFrame'>;
    document?: Pick<Document, 'visibilityState' | 'addEventListener'>;
  } = browserPaintEnv(),
) {
  let pending = false;
  const flush = () => {
    if (!pending) return;
    pending = false;
    write();
  };
  env.window?.addEventListener('pagehide', flush);
  env.document?.addEventListener('visibilitychange', () => {
    if (env.document?.visibilityState === 'hidden') flush();
  });
  const schedule = () => {
    if (pending) return;
    pending = true;
    afterNextPaint(flush, env);
  };
  return { schedule, flush };
}
