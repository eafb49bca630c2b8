import { MAX_CHARS } from '../contract/textBounds';
import { readStartExperiments, START_RULES } from '../machines/intake/startGraph';
import type { ExperimentsOutput } from './experiments.actor';

// Every start rule at its default, for a call that failed (spec 000 section 8): here, not in the experiments' actor,
// so that the start page gives the defaults even when the experiments' module cannot load (src/app/createApp.ts).

export const allDefaults = (failure: ExperimentsOutput['failure']): ExperimentsOutput => ({
  values: readStartExperiments({}),
  defaulted: Object.fromEntries(START_RULES.map((r) => [r, 'call_failed'])),
  failure,
});

/** What failed, for the app to log: an HTTP status (0 without an answer) and the error's own words, bounded. */
export function failureOf(e: unknown): NonNullable<ExperimentsOutput['failure']> {
  const coded = (typeof e === 'object' && e !== null ? e : {}) as { status?: unknown; detail?: unknown };
  const status = typeof coded.status === 'number' ? coded.status : 0;
  const detail = typeof coded.detail === 'string' ? coded.detail : e instanceof Error ? e.message : undefined;
  return detail === undefined ? { status } : { status, detail: detail.slice(0, MAX_CHARS.text) };
}

/** The defaults after a failure `e`. */
export const experimentsDefaults = (e: unknown): ExperimentsOutput => allDefaults(failureOf(e));
