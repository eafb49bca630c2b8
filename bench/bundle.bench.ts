import { checkBudget, initialAssets } from '../build/budget';
import type { BenchFigures } from './targets';

/** The shopper's initial JS and CSS (the entry and its static imports, gzip -9) against the budget; after a build. */
export function benchBundle(dist = 'dist'): { lines: string[]; figures?: BenchFigures } {
  try {
    const { lines, breaches } = checkBudget(dist);
    const initialJsKb = initialAssets(dist).js.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    return { lines: [...lines, ...breaches.map((b) => `OVER BUDGET: ${b}`)], figures: { initialJsKb } };
  } catch (err) {
    return { lines: [`initial JS: ${err instanceof Error ? err.message : String(err)}`] };
  }
}
