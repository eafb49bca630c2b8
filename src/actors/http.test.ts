import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { intakeEndpoints } from '../contract/intake';
import { GENERAL_ERROR_BANNER } from '../domain/constants';
import { ERROR_MESSAGES, ERROR_TITLES, NETWORK_STATUS } from '../domain/errors';
import { callApi, loadChunk, retryAfter } from './http';
import { createHttp, onCompletion, setHttpClient } from './transport';
import { isRetriable } from './userSaveQueue';

// How a failed call becomes a catalogue error: no answer at all is the network's code (spec 001 section 8 statuses),
// whatever the caller's; an answer is the caller's code, with Retry-After kept for callers that retry.

function failWith(fail: (config: InternalAxiosRequestConfig) => never) {
  const http = createHttp('http://sandbox.test/api');
  http.defaults.adapter = async (config): Promise<AxiosResponse> => fail(config);
  setHttpClient(http);
}
const makes = () => callApi('makes', { query: { year: '2019' } }, 'auto_makes_error');

afterEach(() => void vi.unstubAllGlobals());

describe('callEndpoint errors', () => {
  it('names a timeout, a lost connection and an offline browser by their network codes, not the step', async () => {
    failWith((config) => {
      throw new AxiosError('timeout of 20000ms exceeded', AxiosError.ECONNABORTED, config, {});
    });
    await expect(makes()).rejects.toEqual({ code: 'network_timeout', status: NETWORK_STATUS.timeout });

    failWith((config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    });
    await expect(makes()).rejects.toEqual({ code: 'network_error', status: NETWORK_STATUS.error });

    vi.stubGlobal('navigator', { onLine: false });
    await expect(makes()).rejects.toEqual({ code: 'network_offline', status: NETWORK_STATUS.offline });
  });

  it("keeps the caller's code for an answer, and a 429's Retry-After in milliseconds", async () => {
    failWith((config) => {
      const headers = { 'Retry-After': '7' };
      const data = { message: 'slow down' };
      const response = { status: 429, statusText: '', data, headers, config } as AxiosResponse;
      throw new AxiosError('Request failed with status code 429', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    });
    const expected = { code: 'auto_makes_error', status: 429, detail: 'slow down', retryAfterMs: 7000 };
    await expect(makes()).rejects.toEqual(expected);
  });

  it("reads the server's 503 database_unavailable as the call's own, retryable error, tried once, with its Retry-After", async () => {
    // The sandbox's answer while PostgreSQL is unreachable (server/errors.ts, docs/decisions/0064).
    const calls: string[] = [];
    failWith((config) => {
      calls.push(String(config.url));
      const data = {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is unavailable for a moment. Please try again in a few seconds.',
        code: 'database_unavailable',
      };
      const response = { status: 503, statusText: '', data, headers: { 'Retry-After': '2' }, config } as AxiosResponse;
      throw new AxiosError('Request failed with status code 503', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    });
    const failed: unknown = await makes().catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: 'auto_makes_error', status: 503, retryAfterMs: 2000 });
    // The step's own message under the general banner, with its retry: a problem on our side, not the shopper's answer.
    expect(ERROR_TITLES.auto_makes_error).toBe(GENERAL_ERROR_BANNER);
    expect(ERROR_MESSAGES.auto_makes_error).toBe("We couldn't load vehicle makes.");
    // One call: the client never retries by itself (the shopper's retry, or the save queue's backoff, does).
    expect(calls).toHaveLength(1);
    expect(isRetriable(failed)).toBe(true);
  });

  it("keeps every call's answer when a completion listener throws (the tracker's monitoring never breaks a call)", async () => {
    const off = onCompletion(() => {
      throw new Error('a broken listener');
    });
    try {
      const answer = z.parse(intakeEndpoints.makes.response, [{ label: 'Toyota' }]);
      const http = createHttp('http://sandbox.test/api');
      http.defaults.adapter = async (config): Promise<AxiosResponse> =>
        ({ status: 200, statusText: 'OK', data: answer, headers: {}, config }) as AxiosResponse;
      setHttpClient(http);
      await expect(makes()).resolves.toEqual(answer);
      failWith((config) => {
        const response = { status: 500, statusText: '', data: {}, headers: {}, config } as AxiosResponse;
        throw new AxiosError('Request failed with status code 500', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
      });
      await expect(makes()).rejects.toMatchObject({ code: 'auto_makes_error', status: 500 });
    } finally {
      off();
    }
  });

  it('reads Retry-After as seconds or an HTTP date, and ignores anything else', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(retryAfter('120', now)).toBe(120_000);
    expect(retryAfter('Mon, 02 Mar 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfter('Mon, 02 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfter('soon', now)).toBeUndefined();
    expect(retryAfter(undefined, now)).toBeUndefined();
  });
});

describe('a chunk a call needs', () => {
  it('that does not load fails the call as the network does (the step offers its retry), and the next call loads it', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded');
    const chunk = loadChunk(load);
    await expect(chunk()).rejects.toMatchObject({ code: 'network_error', status: NETWORK_STATUS.error });
    vi.stubGlobal('navigator', { onLine: false });
    await expect(chunk()).rejects.toMatchObject({ code: 'network_offline', status: NETWORK_STATUS.offline });
    await expect(chunk()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
