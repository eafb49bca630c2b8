import type { Completion } from '../actors/transport';
import type { ReportErrorRequest } from '../contract/backoffice';
import type { MonitoringPayload } from './types';

// Error monitoring of the calls (spec 001 sections 7 and 8; docs/decisions/0102): every completion of the API's axios
// instance that is not a success is reported as a `failedCall`, network codes included (0, 444, 499, 1001), with the
// method, the path without its query, the contract's key when known, the status and how long it took. The sinks' own
// calls are never reported (a failing sink would report itself forever), and a burst is bounded: one report per
// endpoint and status per BURST_MS, and at most PAGE_CAP a page, so a failing server is never flooded.

/** The sinks' own paths: never reported. */
export const UNREPORTED_PATHS = ['/events', '/monitoring/errors', '/recordings'] as const;
/** One report per endpoint and status in this window. */
export const BURST_MS = 5_000;
/** At most this many reports a page. */
export const PAGE_CAP = 50;

/** MonitoringPayload's failedCall part (an Omit over the union keeps only the common keys). */
export type FailedCallPayload = Omit<
  Extract<ReportErrorRequest, { kind: 'failedCall' }>,
  'anonymousId' | 'correlationId' | 'page' | 'occurredAt'
>;
type Method = FailedCallPayload['method'];
const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] satisfies Method[];

export interface FailedCallOptions {
  /** Where the completions come from: the transport's, loaded lazily (it is its own chunk); tests hand their own. */
  subscribe?: (listener: (c: Completion) => void) => Promise<() => void> | (() => void);
  /** The contract's key of a call by its method and path, when the caller knows it. */
  endpointKeyOf?: (method: string, path: string) => string | undefined;
  now?: () => number;
}

/** A call's path: no origin, no query, no fragment, and no API base (`/api/user/1` is `/user/1`). */
export function pathOf(url: string): string {
  let path = url;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  path = path.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  return path.replace(/^\/api(?=\/|$)/, '') || '/';
}

const success = (status: number) => status >= 200 && status < 300;

/**
 * Reports each failed call of the API client to `report` (the tracker adds the ids, the page and the time). Answers
 * the unsubscribe.
 */
export function reportFailedCalls(report: (r: MonitoringPayload) => void, opts: FailedCallOptions = {}): () => void {
  const now = opts.now ?? Date.now;
  const lastSent = new Map<string, number>();
  let sent = 0;
  let stopped = false;
  let unsubscribe: (() => void) | undefined;

  const listener = (c: Completion) => {
    if (stopped || success(c.status) || sent >= PAGE_CAP) return;
    const endpoint = pathOf(c.url);
    if ((UNREPORTED_PATHS as readonly string[]).some((p) => endpoint === p || endpoint.startsWith(`${p}/`))) return;
    const method = c.method.toUpperCase();
    if (!METHODS.includes(method)) return;
    const key = `${method} ${endpoint} ${c.status}`;
    const at = now();
    const last = lastSent.get(key);
    if (last !== undefined && at - last < BURST_MS) return;
    lastSent.set(key, at);
    sent++;
    const endpointKey = opts.endpointKeyOf?.(method, endpoint);
    const payload: FailedCallPayload = {
      kind: 'failedCall',
      method: method as Method,
      endpoint,
      ...(endpointKey ? { endpointKey } : {}),
      status: c.status,
      durationMs: Math.min(600_000, Math.max(0, Math.round(c.durationMs))),
    };
    report(payload);
  };

  const subscribe = opts.subscribe ?? (async (l) => (await import('../actors/transport')).onCompletion(l));
  void Promise.resolve(subscribe(listener)).then(
    (off) => {
      if (stopped) off();
      else unsubscribe = off;
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
