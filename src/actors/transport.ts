import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { HEADERS } from '../contract/endpoint';
import { config } from '../config';

// The axios side of every call (DESIGN section 7), loaded by http.ts on the first call: no first screen calls the API,
// so axios stays out of the shopper's initial script.

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

export const request = async (req: AxiosRequestConfig): Promise<unknown> => (await http().request(req)).data;

/** An HTTP failure's status (a network status when nothing answered) and the server's message; undefined if not HTTP. */
export function httpFailure(e: unknown): { status: number; detail?: string; answered: boolean } | undefined {
  if (!(e instanceof AxiosError)) return undefined;
  const detail = (e.response?.data as { message?: string } | undefined)?.message;
  return { status: e.response?.status ?? networkStatus(e), detail, answered: Boolean(e.response) };
}

function networkStatus(e: AxiosError): number {
  if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT) return NETWORK_STATUS.timeout;
  if (e.code === AxiosError.ERR_CANCELED) return NETWORK_STATUS.aborted;
  return NETWORK_STATUS.error;
}
