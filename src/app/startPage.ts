/**
 * The class index.html's inline script puts on <html> before the first paint when a saved session or the hash means a
 * screen other than the prerendered first question: that question is hidden and a loader shows until the app renders
 * (`showAppScreen`; docs/decisions/0072).
 */
export const ELSEWHERE_CLASS = 'qf-elsewhere';

/** The prerendered page's hiding undone: the app's own screen is (about to be) in the root. */
export function showAppScreen(doc: Document = document): void {
  doc.documentElement.classList.remove(ELSEWHERE_CLASS);
}

/**
 * Whether the URL's hash shows the start page's screen: none, the root, or the first step's own path that the
 * prerendered page carries (data-path) and writes before the app runs (docs/decisions/0007).
 */
export function isStartPageHash(hash: string, startPath: string | undefined): boolean {
  return hash === '' || hash === '#/' || (startPath !== undefined && hash === `#${startPath}`);
}
