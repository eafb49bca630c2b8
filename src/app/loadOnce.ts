/**
 * A chunk's import, asked once and its promise kept: every later call gets the same promise, so the bundler's preload
 * helper (which resolves each of the chunk's dependencies' URLs and queries the document: 1-3 ms a call at 4x CPU,
 * docs/performance-history.md) runs once, not on every call. A failed import is forgotten, so the next call asks again (a
 * network that came back, a retry).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
