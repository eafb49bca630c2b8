import type { Snapshot } from 'xstate';

// The app's persisted snapshot, kept in sessionStorage: a reload keeps every answer, closing the tab forgets them
// (docs/decisions/0002). Versioned so a changed machine never restores a snapshot it cannot read.

export const STORAGE_KEY = 'quoteflow:app:v4';

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
