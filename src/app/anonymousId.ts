// The shopper's anonymous id: a random UUID kept in localStorage, so the same browser lands in the same experiment
// buckets on every visit (the sandbox's rules bucket by it). It names no person and is never sent with answers.

export const ANONYMOUS_ID_KEY = 'quoteflow:anonymousId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The id stored under `key`, or a new one stored there; a fresh id for this page alone when storage refuses. */
export function readStoredId(
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  newId: () => string = () => crypto.randomUUID(),
): string {
  try {
    const known = storage?.getItem(key);
    if (known && UUID.test(known)) return known;
    const id = newId();
    storage?.setItem(key, id);
    return id;
  } catch {
    // Storage disabled (private mode): an id for this page only; buckets may differ on the next visit.
    return newId();
  }
}

export const readAnonymousId = (
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
  newId?: () => string,
): string => readStoredId(ANONYMOUS_ID_KEY, storage, newId);
