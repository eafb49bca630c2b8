import type { AnyStateMachine } from 'xstate';
import { lazyMachine, type LazyMachine } from '../graph/lazyMachine';

// Each product line's results chart lives in a chunk of its own (docs/decisions/0014, 0082): the app loads the finished
// line's (`ProductLine.loadResults`) when its intake completes (or, for a session restored past the intake, before it
// restores: src/startApp.tsx) and registers it here by line id; the app machine invokes it through the line's slot,
// built on first use.

/** What a line's results chunk gives the app: its chart with the real actors, and its post-quote routes if any. */
export interface ResultsChunk {
  machine: AnyStateMachine;
  postQuotes?: PostQuotesRouting;
}

const loaded = new Map<string, ResultsChunk>();

export function registerResults(line: string, chunk: ResultsChunk): void {
  loaded.set(line, chunk);
  if (chunk.postQuotes) routing = chunk.postQuotes;
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

export const resultsLoaded = (line: string): boolean => loaded.has(line);

/** A line's results chart, as the app machine's actor `results.<line>`. */
export const resultsSlot = (line: string): LazyMachine<AnyStateMachine> =>
  lazyMachine(() => {
    const chunk = loaded.get(line);
    if (!chunk) throw new Error(`the ${line} results chunk was not loaded before the results ran`);
    return chunk.machine;
  });

/** Whether a persisted app snapshot is past the intake (its results child needs the chunk to restore). */
export function isPastIntake(snapshot: unknown): boolean {
  const value = (snapshot as { value?: unknown } | undefined)?.value;
  return typeof value === 'object' && value !== null && 'quotes' in value;
}
