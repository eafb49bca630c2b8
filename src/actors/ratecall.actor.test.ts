import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AutoUser } from '../contract';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../testing/sampleProperty';
import type { RatecallCallInput } from '../machines/ratecall/ratecall.types';
import { callRatecall } from './ratecall.actor';
import { createHttp, setHttpClient } from './transport';

// Every rate call proves it comes from the session's creator (issue 27): the saved user's returning token, else the
// secret the session's RC1 answered.

function captureHeaders(urls: string[] = [], bodies: unknown[] = []) {
  const seen: Record<string, unknown>[] = [];
  const http = createHttp('http://sandbox.test/api');
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    seen.push({ ...config.headers });
    urls.push(config.url ?? '');
    bodies.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
    const data = { success: true, status: 'Success', message: 'ok', data: { nextSteps: [] } };
    return { status: 200, statusText: 'OK', data, headers: {}, config };
  };
  setHttpClient(http);
  return seen;
}

const input = (extra: Partial<RatecallCallInput>): RatecallCallInput => ({
  policyType: 'auto',
  user: {} as AutoUser,
  step: 'GET_RC2_QUESTIONS',
  session: { carrierId: 'root', carrier: 'Root', externalId: 'rc_abc' },
  ...extra,
});

const call = (i: RatecallCallInput) => toPromise(createActor(callRatecall, { input: i }).start());

describe('the rate-call actor', () => {
  it("sends the saved user's token, else the session's secret, else nothing", async () => {
    const seen = captureHeaders();
    await call(input({ userToken: 'v2.token' }));
    await call(
      input({ session: { carrierId: 'root', carrier: 'Root', externalId: 'rc_abc', sessionSecret: 's3cret' } }),
    );
    await call(input({}));
    expect(seen[0]['x-user-token']).toBe('v2.token');
    expect(seen[1]['x-session-secret']).toBe('s3cret');
    expect(seen[1]['x-user-token']).toBeUndefined();
    expect(seen[2]['x-user-token']).toBeUndefined();
    expect(seen[2]['x-session-secret']).toBeUndefined();
  });
});

describe("the rate-call actor's endpoint", () => {
  const home = SAMPLE_HOME_USER;
  const renters = SAMPLE_RENTERS_USER;

  it("is the shopper's policy type's: a home or renters shopper is rated at /home or /renters/ratecall", async () => {
    const urls: string[] = [];
    const bodies: unknown[] = [];
    captureHeaders(urls, bodies);
    await call(input({ policyType: 'home', user: home, session: { carrierId: 'lemonade', carrier: 'Lemonade' } }));
    await call(input({ policyType: 'renters', user: renters, session: { carrierId: 'safeco', carrier: 'Safeco' } }));
    await call(input({}));
    expect(urls).toEqual(['/home/ratecall', '/renters/ratecall', '/auto/ratecall']);
    expect(bodies[0]).toMatchObject({ user: { homePolicy: {} }, requestDetails: { carrierId: 'lemonade' } });
    expect(bodies[1]).toMatchObject({ user: { rentersPolicy: {} }, requestDetails: { carrierId: 'safeco' } });
  });
});
