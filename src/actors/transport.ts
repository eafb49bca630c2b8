import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { HEADERS } from '../contract/endpoint';
import { config } from '../config';
import { NETWORK_STATUS, type NetworkStatus } from '../domain/errors';

// The axios side of every call (DESIGN section 7), loaded by http.ts on the first call: no first screen calls the API,
// so axios stays out of the shopper's initial script.

const correlationId =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

/** One finished call, answered or not (error monitoring, src/tracking/failedCalls.ts): a network code when unanswered. */
export interface Completion {
  method: string;
  url: string;
  status: number;
  durationMs: number;
}
const listeners = new Set<(c: Completion) => void>();
/** Tells `listener` of every call's completion, on any instance createHttp made; the answer is the unsubscribe. */
export function onCompletion(listener: (c: Completion) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const started = new WeakMap<object, number>();
function complete(req: AxiosRequestConfig | undefined, status: number) {
  if (!req || !listeners.size) return;
  const at = started.get(req);
  const c = { method: (req.method ?? 'get').toUpperCase(), url: req.url ?? '', status, durationMs: 0 };
  c.durationMs = at === undefined ? 0 : Math.max(0, Math.round(Date.now() - at));
  for (const l of listeners) {
    try {
      l(c);
    } catch {
      // A listener (the tracker's error monitoring) never turns a call's answer into a failure.
    }
  }
}

export function createHttp(baseURL = config.apiBase): AxiosInstance {
  const http = axios.create({ baseURL, timeout: config.timeoutMs, headers: { Accept: 'application/json' } });
  http.interceptors.request.use((req) => {
    req.headers.set(HEADERS.correlationId, correlationId);
    if (config.apiKey) req.headers.set(HEADERS.apiKey, config.apiKey);
    started.set(req, Date.now());
    return req;
  });
  http.interceptors.response.use(
    (res) => {
      complete(res.config, res.status);
      return res;
    },
    (e: unknown) => {
      if (e instanceof AxiosError) complete(e.config, e.response ? e.response.status : networkStatus(e));
      throw e;
    },
  );
  return http;
}

let shared: AxiosInstance | null = null;
export const http = () => (shared ??= createHttp());
/** Points every actor at another API (tests, or a real insurance API). */
export function setHttpClient(instance: AxiosInstance) {
  shared = instance;
}

export const request = async (req: AxiosRequestConfig): Promise<unknown> => (await http().request(req)).data;

/** What failed, as plain data: no answer (a network status), or the server's status, message and Retry-After. */
export type HttpFailure =
  | { answered: false; status: NetworkStatus }
  | { answered: true; status: number; detail?: string; retryAfter?: string };

/** An HTTP failure described for http.ts; undefined when the error is not axios's. */
export function httpFailure(e: unknown): HttpFailure | undefined {
  if (!(e instanceof AxiosError)) return undefined;
  if (!e.response) return { answered: false, status: networkStatus(e) };
  const detail = (e.response.data as { message?: string } | undefined)?.message;
  const retryAfter = AxiosHeaders.from(e.response.headers as AxiosHeaders).get('retry-after');
  return {
    answered: true,
    status: e.response.status,
    detail,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
  };
}

function networkStatus(e: AxiosError): NetworkStatus {
  // The browser knows it has no network: a failed call then is "offline", not the server's fault.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return NETWORK_STATUS.offline;
  if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT) return NETWORK_STATUS.timeout;
  if (e.code === AxiosError.ERR_CANCELED) return NETWORK_STATUS.aborted;
  return NETWORK_STATUS.error;
}
