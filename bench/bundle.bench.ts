import { checkBudget, homeStartAssets, initialAssets } from '../build/budget';
import type { BenchFigures } from './targets';

/** The shopper's initial JS and CSS (the entry and its static imports, gzip -9) against the budget; after a build. */
export function benchBundle(dist = 'dist'): { lines: string[]; figures?: BenchFigures } {
  try {
    const { lines, breaches } = checkBudget(dist);
    const kb = (files: { gzip: number }[]) => files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    const initialJsKb = kb(initialAssets(dist).js);
    const home = homeStartAssets(dist);
    const figures = { initialJsKb, ...(home ? { homeStartJsKb: kb(home.js) } : {}) };
    return { lines: [...lines, ...breaches.map((b) => `OVER BUDGET: ${b}`)], figures };
  } catch (err) {
    return { lines: [`initial JS: ${err instanceof Error ? err.message : String(err)}`] };
  }
}
