import type { z } from 'zod';
import { type EndpointDef, HEADERS } from '../contract/endpoint';
import { intakeEndpoints } from '../contract/intake';
import type { CodedError, ErrorCode } from '../domain/errors';

// Every call by name through the contract; the axios instance itself (DESIGN section 7) is in transport.ts, loaded on
// the first call so that no first screen downloads it.

/**
 * The calls the client makes, by name. Only the groups imported here reach the shopper's bundle: the intake group now;
 * later screens add theirs (a lazily loaded chunk can register its group the same way).
 */
const endpoints = intakeEndpoints;
type EndpointName = keyof typeof endpoints;

const transport = () => import('./transport');

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
 * catalogue code (`onError`), or network_offline when there was no answer at all.
 */
export async function callEndpoint<D extends EndpointDef>(ep: D, input: In<D>, onError: OnError): Promise<z.output<D['response']>> {
  const path = ep.path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String((input.params as Record<string, unknown>)[key])));
  const headers: Record<string, string> = {};
  if (ep.v2) headers[HEADERS.routeVersion] = 'v2';
  if (input.token) headers[HEADERS.userToken] = input.token;
  const { request, httpFailure } = await transport();
  try {
    const data = await request({ method: ep.method, url: path, params: input.query, data: input.body, headers, signal: input.signal });
    const parsed = ep.response.safeParse(data);
    if (!parsed.success) throw { code: codeOf(onError, 200, 'response did not match the contract'), status: 200 } satisfies CodedError;
    return parsed.data as z.output<D['response']>;
  } catch (e) {
    const failure = httpFailure(e);
    if (!failure) throw e;
    const { status, detail } = failure;
    if (!failure.answered && typeof navigator !== 'undefined' && navigator.onLine === false) {
      throw { code: 'network_offline', status } satisfies CodedError;
    }
    throw { code: codeOf(onError, status, detail), status, detail } satisfies CodedError;
  }
}

function codeOf(onError: OnError, status: number, detail?: string) {
  return typeof onError === 'function' ? onError(status, detail) : onError;
}
