import type { SinkQuotaOptions } from './sinkQuota';
import type { SinkRetentionOptions } from './sinkRetention';
import { EVENT_SINK_DEFAULTS } from './constants';

// The event sinks' configuration (docs/decisions/0067): quota per client address and per session, and retention.

export interface EventSinkOptions extends SinkQuotaOptions, SinkRetentionOptions {
  /** How often the retention sweep runs after the one at boot. */
  sweepIntervalMs: number;
  /** Bytes of session recording one session (anonymous id) may store per window; 0 turns it off. */
  recordingSessionBytes: number;
  /** Bytes of session recording one client address may store per window; 0 turns it off. */
  recordingClientBytes: number;
}

export function eventSinkOptions(overrides: Partial<EventSinkOptions> = {}): EventSinkOptions {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { ...EVENT_SINK_DEFAULTS, ...defined };
}
