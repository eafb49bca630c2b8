import { lazyMachine } from '../graph/lazyMachine';
import type { ResultsMachine } from '../results/results.machine';

// The results chart lives in a chunk of its own (docs/decisions/0014): the app loads it when the intake completes
// (or, for a session restored past the intake, before it restores: src/startApp.tsx) and registers it here; the app
// machine invokes it through this slot, built on first use.

let loaded: ResultsMachine | undefined;

export function registerResults(machine: ResultsMachine, postQuotes?: PostQuotesRouting): void {
  loaded = machine;
  if (postQuotes) routing = postQuotes;
}
/** The post-quote routes (src/machines/ratecall/ratecall.routes.ts), registered with the results chunk. */
export interface PostQuotesRouting {
  /** The path of a rate-call snapshot online with `carrier`. */
  pathOf(carrier: string, ratecall: unknown): string;
  /** The chain node, visited or ahead, a post-quote path names, or null (the chain stays where it is). */
  nodeOfPath(carrier: string, chain: unknown, path: string): string | null;
}
let routing: PostQuotesRouting | undefined;
export const postQuotesRouting = (): PostQuotesRouting | undefined => routing;

export const resultsLoaded = (): boolean => loaded !== undefined;

export const resultsSlot = lazyMachine<ResultsMachine>(() => {
  if (!loaded) throw new Error('the results chunk was not loaded before the results ran');
  return loaded;
});

/** Whether a persisted app snapshot is past the intake (its results child needs the chunk to restore). */
export function isPastIntake(snapshot: unknown): boolean {
  const value = (snapshot as { value?: unknown } | undefined)?.value;
  return typeof value === 'object' && value !== null && 'quotes' in value;
}
