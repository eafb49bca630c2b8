/**
 * Whether the URL's hash shows the start page's screen: none, the root, or the first step's own path that the
 * prerendered page carries (data-path) and writes before the app runs (docs/decisions/0007).
 */
export function isStartPageHash(hash: string, startPath: string | undefined): boolean {
  return hash === '' || hash === '#/' || (startPath !== undefined && hash === `#${startPath}`);
}
