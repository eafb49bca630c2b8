import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PERSON, autoUser, prefillSearch } from './fixtures';
import { captureLogs, occurrences, type Server, startServer, V2 } from './harness';

// Privacy (issue 4): whatever the calls carry (names, email, phone, birth date, street), the logs hold none of it,
// on success, on bad input, on injected faults and on the rate-call's carrier outcomes.
const logLines: string[] = [];
let server: Server;
beforeAll(async () => {
  server = await startServer({ rateLimit: false, logger: captureLogs(logLines) });
});
afterAll(() => server.close());

const PHONE_DIGITS = KNOWN_PERSON.phoneNumber.replace(/\D/g, '');
const search = prefillSearch();

describe('logs across the issue 4 calls', () => {
  it('name no shopper, email, phone, birth date or street, whatever the outcome', async () => {
    const user = autoUser();
    const calls: [string, string, unknown, Record<string, string>?][] = [
      ['POST', '/api/twilio/verify-phone', { phoneNumber: KNOWN_PERSON.phoneNumber }],
      ['POST', '/api/twilio/check-phone-verification', { phoneNumber: KNOWN_PERSON.phoneNumber, code: '000000' }],
      ['POST', '/api/prefill', { partner: 'libertymutual', sessionId: 's-1', searchData: search, searchType: ['drivers', 'vehicles'] }],
      ['POST', '/api/prefill', { partner: 'libertymutual', sessionId: 's-1', searchData: { ...search, dateOfBirth: KNOWN_PERSON.email } }],
      ['POST', '/api/crm/user/export', user],
      ['POST', '/api/lead/classification', { user, partnerId: 'libertymutual' }],
      ['POST', '/api/auto/mediaAlpha', { user }],
      ['POST', '/api/auto/ratecall', { user, requestDetails: { ratecall: 'RC1', step: 'GET_RC1_QUOTES', carrierId: 'libertymutual' } }, V2],
      ['POST', '/api/auto/ratecall', { user, requestDetails: { ratecall: 'RC1', step: 'GET_RC1_QUOTES', carrierId: 'branch' } }, { ...V2, 'x-sandbox-fault': 'carrier=branch;kind=error' }],
      ['POST', '/api/slack/send-message', { user, requestDetails: { carrier: 'libertymutual', step: 'BIND_RC3' } }, { 'x-sandbox-fault': 'route=slackSendMessage;kind=error' }],
      ['POST', '/api/events', { events: [{ event: 'Identify', anonymousId: 'a-1', traits: { email: KNOWN_PERSON.email } }] }],
    ];
    const statuses = [];
    for (const [method, path, body, headers] of calls) statuses.push((await server.call(method, path, { body, headers })).status);
    // The calls did run: successes, a 4xx and an injected 500 among them.
    expect(statuses).toContain(200);
    expect(statuses.some((s) => s >= 400 && s < 500)).toBe(true);
    expect(statuses).toContain(500);
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThanOrEqual(calls.length);
    for (const secret of [KNOWN_PERSON.firstName, KNOWN_PERSON.lastName, KNOWN_PERSON.email, KNOWN_PERSON.birthdate, KNOWN_PERSON.streetAddress, PHONE_DIGITS, '555-2671']) {
      expect(occurrences(log, secret), secret).toEqual([]);
    }
  });
});

describe('the secret finder the privacy tests use', () => {
  it('finds a short digit secret standing alone, not inside a timestamp or a digest', () => {
    expect(occurrences('{"time":1795356632122,"code":"356632"}', '356632')).toEqual(['356632']);
    expect(occurrences('{"time":1795356632122,"hash":"a356632f"}', '356632')).toEqual([]);
  });

  it('finds long numbers and text wherever they are', () => {
    expect(occurrences('{"to":"+14155552671"}', '4155552671')).toEqual(['4155552671']);
    expect(occurrences('{"name":"Ann (Q.) Lee"}', 'Ann (Q.)')).toEqual(['Ann (Q.)']);
  });
});
