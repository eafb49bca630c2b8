import { safeParse, type z } from 'zod/mini';
import { type EndpointDef, HEADERS } from '../contract/endpoint';
import type { intakeEndpoints } from '../contract/intake';
import { type CodedError, type ErrorCode, NETWORK_CODES, NETWORK_STATUS } from '../domain/errors';
import { loadOnce } from '../app/loadOnce';

// Every call by name through the contract; the axios instance itself (DESIGN section 7) is in transport.ts, loaded on
// the first call so that no first screen downloads it.

/**
 * The calls the client makes, by name: the intake group now; later screens add theirs the same way. The group's
 * schemas load with the transport on the first call (intakeContract.ts).
 */
export const loadIntakeContract = loadChunk(() => import('./intakeContract'));
const loadEndpoints = () => loadIntakeContract().then((m) => m.intakeEndpoints);
type Endpoints = typeof intakeEndpoints;
type EndpointName = keyof Endpoints;

const transport = loadChunk(() => import('./transport'));

/**
 * A chunk a call needs, loaded once (a failed load is tried again by the next call). A chunk that does not load is the
 * network failing, as a call that got no answer: the shopper is told to check the connection and try again (the
 * step's retry), never that the answer is wrong (a step's own error code).
 */
export function loadChunk<T>(load: () => Promise<T>): () => Promise<T> {
  const once = loadOnce(load);
  return () =>
    once().catch((e: unknown) => {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      const status = offline ? NETWORK_STATUS.offline : NETWORK_STATUS.error;
      throw {
        code: NETWORK_CODES[status],
        status,
        detail: e instanceof Error ? e.message : undefined,
      } satisfies CodedError;
    });
}

type In<D extends EndpointDef> = {
  params?: D extends { params: z.core.$ZodType } ? z.input<D['params']> : never;
  query?: D extends { query: z.core.$ZodType } ? z.input<D['query']> : never;
  body?: D extends { body: z.core.$ZodType } ? z.input<D['body']> : never;
  token?: string;
  /** A rate-call session's secret (x-session-secret), for a session without a saved user. */
  sessionSecret?: string;
  /** More headers (the privacy opt-out a user save carries, src/app/privacyChoice.ts). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};
type OnError = ErrorCode | ((status: number, detail?: string) => ErrorCode);

/** Calls one of the client's endpoints by name (the intake group); see callEndpoint. */
export const callApi = async <K extends EndpointName>(name: K, input: In<Endpoints[K]>, onError: OnError) =>
  callEndpoint((await loadEndpoints())[name], input, onError);

/**
 * Calls one endpoint of the contract and validates its answer. Rejects with a CodedError: `code` is the caller's
 * catalogue code (`onError`) when the server answered, else the network code of NETWORK_CODES.
 */
export async function callEndpoint<D extends EndpointDef>(
  ep: D,
  input: In<D>,
  onError: OnError,
): Promise<z.output<D['response']>> {
  const path = ep.path.replace(/:(\w+)/g, (_m, key: string) =>
    encodeURIComponent(String((input.params as Record<string, unknown>)[key])),
  );
  const headers: Record<string, string> = { ...input.headers };
  if (ep.v2) headers[HEADERS.routeVersion] = 'v2';
  if (input.token) headers[HEADERS.userToken] = input.token;
  if (input.sessionSecret) headers[HEADERS.sessionSecret] = input.sessionSecret;
  const { request, httpFailure } = await transport();
  try {
    const data = await request({
      method: ep.method,
      url: path,
      params: input.query,
      data: input.body,
      headers,
      signal: input.signal,
    });
    const parsed = safeParse(ep.response, data);
    if (!parsed.success)
      throw { code: codeOf(onError, 200, 'response did not match the contract'), status: 200 } satisfies CodedError;
    return parsed.data as z.output<D['response']>;
  } catch (e) {
    const failure = httpFailure(e);
    if (!failure) throw e;
    if (!failure.answered) throw { code: NETWORK_CODES[failure.status], status: failure.status } satisfies CodedError;
    const { status, detail } = failure;
    const coded: CodedError = { code: codeOf(onError, status, detail), status, detail };
    const wait = retryAfter(failure.retryAfter);
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
