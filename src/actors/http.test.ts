import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, createHttp, NETWORK_STATUS, useHttp } from './http';

// How a failed call becomes a catalogue error: no answer at all is the network's code (spec 001 section 8 statuses),
// whatever the caller's.

function failWith(fail: (config: InternalAxiosRequestConfig) => never) {
  const http = createHttp('http://sandbox.test/api');
  http.defaults.adapter = async (config): Promise<AxiosResponse> => fail(config);
  useHttp(http);
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
});
