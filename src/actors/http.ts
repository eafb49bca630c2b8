import axios, { AxiosError, AxiosHeaders, type AxiosInstance } from 'axios';
import type { z } from 'zod';
import { type EndpointDef, HEADERS } from '../contract/endpoint';
import { intakeEndpoints } from '../contract/intake';
import { config } from '../config';
import type { CodedError, ErrorCode, NetworkErrorCode } from '../domain/errors';

// One axios instance for every call (DESIGN section 7): base URL, auth header, tracking header, v2 header, error mapping.

/**
 * The calls the client makes, by name. Only the groups imported here reach the shopper's bundle: the intake group now;
 * later screens add theirs (a lazily loaded chunk can register its group the same way).
 */
const endpoints = intakeEndpoints;
type EndpointName = keyof typeof endpoints;

/** spec 001 section 8: network status codes recorded: error 0, timeout 444, aborted 499, offline 1001. */
export const NETWORK_STATUS = { error: 0, timeout: 444, aborted: 499, offline: 1001 } as const;
type NetworkStatus = (typeof NETWORK_STATUS)[keyof typeof NETWORK_STATUS];
/** With no answer at all the catalogue's network error applies, whatever the step's own code (an aborted call too). */
const NETWORK_CODES: Record<NetworkStatus, NetworkErrorCode> = {
  0: 'network_error',
  444: 'network_timeout',
  499: 'network_error',
  1001: 'network_offline',
};

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
export function setHttpClient(instance: AxiosInstance) {
  shared = instance;
}

type In<D extends EndpointDef> = {
  params?: D extends { params: z.ZodType } ? z.input<D['params']> : never;
  query?: D extends { query: z.ZodType } ? z.input<D['query']> : never;
  body?: D extends { body: z.ZodType } ? z.input<D['body']> : never;
  token?: string;
  signal?: AbortSignal;
};
type OnError = ErrorCode | ((status: number, detail?: string) => ErrorCode);

/** Calls one of the client's endpoints by name (the intake group); see callEndpoint. */
export const callApi = <K extends EndpointName>(name: K, input: In<(typeof endpoints)[K]>, onError: OnError) =>
  callEndpoint(endpoints[name], input, onError);

/**
 * Calls one endpoint of the contract and validates its answer. Rejects with a CodedError: `code` is the caller's
 * catalogue code (`onError`) when the server answered, else the network code of NETWORK_CODES.
 */
export async function callEndpoint<D extends EndpointDef>(ep: D, input: In<D>, onError: OnError): Promise<z.output<D['response']>> {
  const path = ep.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String((input.params as Record<string, unknown>)[key])));
  const headers: Record<string, string> = {};
  if (ep.v2) headers[HEADERS.routeVersion] = 'v2';
  if (input.token) headers[HEADERS.userToken] = input.token;
  try {
    const res = await http().request({ method: ep.method, url: path, params: input.query, data: input.body, headers, signal: input.signal });
    const parsed = ep.response.safeParse(res.data);
    if (!parsed.success) throw { code: codeOf(onError, 200, 'response did not match the contract'), status: 200 } satisfies CodedError;
    return parsed.data as z.output<D['response']>;
  } catch (e) {
    if (!(e instanceof AxiosError)) throw e;
    if (!e.response) {
      const status = networkStatus(e);
      throw { code: NETWORK_CODES[status], status } satisfies CodedError;
    }
    const { status } = e.response;
    const detail = (e.response.data as { message?: string } | undefined)?.message;
    const coded: CodedError = { code: codeOf(onError, status, detail), status, detail };
    const wait = retryAfter(AxiosHeaders.from(e.response.headers as AxiosHeaders).get('retry-after'));
    if (wait !== undefined) coded.retryAfterMs = wait;
    throw coded;
  }
}

/** Retry-After is delay-seconds or an HTTP date (RFC 9110 section 10.2.3); anything else is ignored. */
export function retryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function codeOf(onError: OnError, status: number, detail?: string) {
  return typeof onError === 'function' ? onError(status, detail) : onError;
}
function networkStatus(e: AxiosError): NetworkStatus {
  // The browser knows it has no network: a failed call then is "offline", not the server's fault.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return NETWORK_STATUS.offline;
  if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT) return NETWORK_STATUS.timeout;
  if (e.code === AxiosError.ERR_CANCELED) return NETWORK_STATUS.aborted;
  return NETWORK_STATUS.error;
}
