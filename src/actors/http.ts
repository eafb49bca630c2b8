import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { z } from 'zod';
import { HEADERS, endpoints, type EndpointName } from '../contract';
import { config } from '../config';
import type { CodedError, ErrorCode } from '../domain/errors';

// One axios instance for every call (DESIGN section 7): base URL, auth header, tracking header, v2 header, error mapping.

/** spec 001 section 8: network status codes recorded: error 0, timeout 444, aborted 499, offline 1001. */
export const NETWORK_STATUS = { error: 0, timeout: 444, aborted: 499, offline: 1001 } as const;

const correlationId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

export function createHttp(baseURL = config.apiBase): AxiosInstance {
  const http = axios.create({ baseURL, timeout: config.timeoutMs, headers: { Accept: 'application/json' } });
  http.interceptors.request.use((req) => {
    req.headers.set(HEADERS.correlationId, correlationId);
    if (config.apiKey) req.headers.set(HEADERS.apiKey, config.apiKey);
    return req;
  });
  return http;
}

let shared: AxiosInstance | null = null;
export const http = () => (shared ??= createHttp());
/** Points every actor at another API (tests, or a real insurance API). */
export function useHttp(instance: AxiosInstance) {
  shared = instance;
}

type E = (typeof endpoints)[EndpointName];
type In<K extends EndpointName> = {
  params?: (typeof endpoints)[K] extends { params: z.ZodType } ? z.input<(typeof endpoints)[K]['params']> : never;
  query?: (typeof endpoints)[K] extends { query: z.ZodType } ? z.input<(typeof endpoints)[K]['query']> : never;
  body?: (typeof endpoints)[K] extends { body: z.ZodType } ? z.input<(typeof endpoints)[K]['body']> : never;
  token?: string;
  signal?: AbortSignal;
};

/**
 * Calls one endpoint of the contract and validates its answer. Rejects with a CodedError: `code` is the caller's
 * catalogue code (`onError`), or network_offline when there was no answer at all.
 */
export async function callApi<K extends EndpointName>(
  name: K,
  input: In<K>,
  onError: ErrorCode | ((status: number, detail?: string) => ErrorCode),
): Promise<z.output<(typeof endpoints)[K]['response']>> {
  const ep = endpoints[name] as E;
  const path = ep.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String((input.params as Record<string, unknown>)[key])));
  const headers: Record<string, string> = {};
  if ('v2' in ep && ep.v2) headers[HEADERS.routeVersion] = 'v2';
  if (input.token) headers[HEADERS.userToken] = input.token;
  try {
    const res = await http().request({ method: ep.method, url: path, params: input.query, data: input.body, headers, signal: input.signal });
    const parsed = ep.response.safeParse(res.data);
    if (!parsed.success) throw { code: codeOf(onError, 200, 'response did not match the contract'), status: 200 } satisfies CodedError;
    return parsed.data as z.output<(typeof endpoints)[K]['response']>;
  } catch (e) {
    if (!(e instanceof AxiosError)) throw e;
    const status = e.response?.status ?? networkStatus(e);
    const detail = (e.response?.data as { message?: string } | undefined)?.message;
    if (!e.response && typeof navigator !== 'undefined' && navigator.onLine === false) {
      throw { code: 'network_offline', status } satisfies CodedError;
    }
    throw { code: codeOf(onError, status, detail), status, detail } satisfies CodedError;
  }
}

function codeOf(onError: ErrorCode | ((status: number, detail?: string) => ErrorCode), status: number, detail?: string) {
  return typeof onError === 'function' ? onError(status, detail) : onError;
}
function networkStatus(e: AxiosError): number {
  if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT) return NETWORK_STATUS.timeout;
  if (e.code === AxiosError.ERR_CANCELED) return NETWORK_STATUS.aborted;
  return NETWORK_STATUS.error;
}
