import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { decideAgency } from './results.actor';
import { createHttp, setHttpClient } from './transport';

// The agency decision's rules batch against a fake rules engine that answers every rule it is asked with `true`.

function fakeRules() {
  const asked: string[][] = [];
  const http = createHttp('http://sandbox.test/api');
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const names = (JSON.parse(config.data as string) as { rules: { name: string }[] }).rules.map((r) => r.name);
    asked.push(names);
    const data = { results: Object.fromEntries(names.map((n) => [n, { value: true, isDefault: false }])) };
    return { status: 200, statusText: '', data, headers: {}, config, request: {} };
  };
  setHttpClient(http);
  return asked;
}

const decide = (input: Record<string, string | number | boolean>) =>
  toPromise(createActor(decideAgency, { input }).start());

describe('the agency-experience decision', () => {
  it("uses the intake's stored agency eligibility instead of asking flowAgenciesEligibility again", async () => {
    const asked = fakeRules();
    expect((await decide({ state: 'TX', isAgencyEligible: false })).agencyAllowed).toBe(false);
    expect(asked.at(-1)).not.toContain('flowAgenciesEligibility');
    expect(asked.at(-1)).toContain('mAQuotesFiltering');
    expect((await decide({ state: 'TX', isAgencyEligible: true })).agencyAllowed).toBe(true);
    expect(asked.at(-1)).not.toContain('flowAgenciesEligibility');
  });

  it('asks flowAgenciesEligibility when the intake stored nothing', async () => {
    const asked = fakeRules();
    expect((await decide({ state: 'TX' })).agencyAllowed).toBe(true);
    expect(asked.at(-1)).toContain('flowAgenciesEligibility');
  });
});
