import { checkBudget } from '../build/budget';

/** The shopper's initial JS and CSS (the entry and its static imports, gzip -9) against the budget; after a build. */
export function benchBundle(dist = 'dist'): string[] {
  try {
    const { lines, breaches } = checkBudget(dist);
    return [...lines, ...breaches.map((b) => `OVER BUDGET: ${b}`)];
  } catch (err) {
    return [`initial JS: ${err instanceof Error ? err.message : String(err)}`];
  }
}
