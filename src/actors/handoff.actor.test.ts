import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anyString, longString } from '../../tests/server/arbitraries';
import { KNOWN_PERSON, autoUser } from '../../tests/server/fixtures';
import { type Server, V2, startServer } from '../../tests/server/harness';
import type { AutoUser } from '../contract/entities';
import { SlackMessageRequest } from '../contract/handoffs';
import { HomeUser, RentersUser } from '../contract/property';
import {
  PERSONAL_KEYS,
  WITHHELD_STREET,
  isNetworkFailure,
  sendCrmExport,
  sendLead,
  sendSlackMessage,
  withoutPersonalFields,
} from './handoff.actor';
import { createHttp, setHttpClient } from './transport';

// The agent hand-offs' calls against the real sandbox (whose routes validate every body by the contract's schemas):
// the CRM export by product, the slack message (an opted-out shopper's without personal fields), the lead through
// POST /handoffs/lead; one more try after a network failure, none after the server's answer (docs/decisions/0095).

let server: Server;
/** Every request the client made, and how many of the next ones fail as the network would (no answer). */
const sent: string[] = [];
let networkFailures = 0;

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  const http = createHttp(`${server.base}/api`);
  const real = axios.getAdapter(axios.defaults.adapter);
  http.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    sent.push(`${config.method?.toUpperCase()} ${config.url}`);
    if (networkFailures > 0) {
      networkFailures--;
      return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    }
    return real(config);
  };
  setHttpClient(http);
});
afterAll(() => server.close());
beforeEach(() => {
  sent.length = 0;
  networkFailures = 0;
});

async function saved(headers: Record<string, string> = {}) {
  const user = autoUser();
  const res = await server.call('POST', '/api/user', { body: user, headers: { ...V2, ...headers } });
  expect(res.status).toBe(201);
  const { userId, returningToken: token } = res.body as { userId: string; returningToken: string };
  return { user: { ...user, userId } as AutoUser, server: { userId, token } };
}

const address = { streetAddress: KNOWN_PERSON.streetAddress, city: 'Columbus', state: 'OH' as const, zip: '43215' };
const home = () =>
  HomeUser.parse({
    contact: { email: KNOWN_PERSON.email, phoneNumber: KNOWN_PERSON.phoneNumber },
    homePolicy: {
      occupants: [{ firstName: KNOWN_PERSON.firstName, lastName: KNOWN_PERSON.lastName, birthdate: '01/02/1980' }],
      properties: [{ yearBuilt: 1998, squareFootage: 1800, propertyType: 'Single family' }],
      policy: { address, zip: '43215' },
    },
  });
const renters = () =>
  RentersUser.parse({
    contact: { email: KNOWN_PERSON.email },
    rentersPolicy: {
      occupants: [{ firstName: KNOWN_PERSON.firstName }],
      properties: [],
      policy: { address, zip: '43215' },
    },
  });

describe('the CRM export', () => {
  it('takes the route of the product: auto, home or renters', async () => {
    const { user } = await saved();
    await expect(sendCrmExport({ user })).resolves.toMatch(/^[0-9a-f-]{36}$/);
    await sendCrmExport({ user: home() });
    await sendCrmExport({ user: renters() });
    expect(sent).toEqual(['POST /crm/user/export', 'POST /crm/user/home/export', 'POST /crm/user/renters/export']);
  });

  it('is sent once more after a network failure, and fails after a second', async () => {
    const { user } = await saved();
    networkFailures = 1;
    await expect(sendCrmExport({ user })).resolves.toBeTruthy();
    expect(sent).toEqual(['POST /crm/user/export', 'POST /crm/user/export']);
    sent.length = 0;
    networkFailures = 2;
    const failure = await sendCrmExport({ user }).catch((e: unknown) => e);
    expect(isNetworkFailure(failure)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it("is not sent again after the server's refusal (an opted-out shopper: 403)", async () => {
    const { user } = await saved({ 'x-privacy-opt-out': '1' });
    const failure = await sendCrmExport({ user }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'results_error', status: 403 });
    expect(sent).toEqual(['POST /crm/user/export']);
  });
});

describe('the slack message to our agents', () => {
  it("carries the shopper's details", async () => {
    const { user } = await saved();
    await expect(
      sendSlackMessage({ user, details: { reason: 'connect_to_agent', carrierId: 'safeco' }, optedOut: false }),
    ).resolves.toBeTruthy();
    expect(sent).toEqual(['POST /slack/send-message']);
  });

  it("goes for an opted-out shopper without a name, birth date, email, phone or street line, and the server's schema takes it", async () => {
    const { user } = await saved({ 'x-privacy-opt-out': '1' });
    for (const u of [user, home(), renters()]) {
      await expect(
        sendSlackMessage({ user: u, details: { reason: 'connect_to_agent' }, optedOut: true }),
      ).resolves.toBeTruthy();
      const body = JSON.stringify(withoutPersonalFields(u));
      for (const value of Object.values(KNOWN_PERSON)) expect(body).not.toContain(value);
    }
  });
});

describe('the lead', () => {
  it('goes through POST /handoffs/lead with the saved user and its token', async () => {
    const s = await saved();
    await expect(sendLead({ server: s.server, trigger: 'connect_agent', user: s.user })).resolves.toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(sent).toEqual(['POST /handoffs/lead']);
  });

  it('is not sent, nor the CRM export, for a shopper a short flow asked no way to reach', async () => {
    const s = await saved();
    const unreachable = { ...s.user, contact: { ...s.user.contact, email: undefined, phoneNumber: undefined } };
    await expect(sendLead({ server: s.server, trigger: 'agency_clickwall', user: unreachable })).rejects.toMatchObject({
      code: 'results_error',
    });
    await expect(sendCrmExport({ user: unreachable as AutoUser })).rejects.toMatchObject({ code: 'results_error' });
    expect(sent).toEqual([]);
  });

  it('is not sent without a saved user, nor again after a refusal', async () => {
    await expect(sendLead({ server: {}, trigger: 'agency_clickwall', user: autoUser() })).rejects.toMatchObject({
      code: 'results_error',
    });
    expect(sent).toEqual([]);
    const s = await saved({ 'x-privacy-opt-out': '1' });
    await expect(sendLead({ server: s.server, trigger: 'fast_track', user: s.user })).rejects.toMatchObject({
      status: 403,
    });
    expect(sent).toEqual(['POST /handoffs/lead']);
  });
});

describe('withoutPersonalFields', () => {
  const personalKeysIn = (v: unknown): string[] =>
    Array.isArray(v)
      ? v.flatMap(personalKeysIn)
      : typeof v === 'object' && v !== null
        ? Object.entries(v).flatMap(([k, x]) => [...(PERSONAL_KEYS.has(k) ? [k] : []), ...personalKeysIn(x)])
        : [];

  it('leaves no personal key at any depth and keeps the body valid for any names, emails and streets', () => {
    fc.assert(
      fc.property(anyString(), longString(), anyString(80), (name, street, other) => {
        const user = autoUser();
        user.autoPolicy.operators[0]!.firstName = name;
        user.autoPolicy.operators[0]!.lastName = other;
        const h = home();
        h.homePolicy.policy.address = { ...address, streetAddress: street };
        for (const u of [user, h]) {
          const out = withoutPersonalFields(u);
          expect(personalKeysIn(out)).toEqual([]);
          expect(
            SlackMessageRequest.safeParse({ user: out, requestDetails: { reason: 'connect_to_agent' } }).success,
          ).toBe(true);
        }
        expect(withoutPersonalFields(h).homePolicy.policy.address?.streetAddress).toBe(WITHHELD_STREET);
      }),
      { numRuns: 50 },
    );
  });
});
