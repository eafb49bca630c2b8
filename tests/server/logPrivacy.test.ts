import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PERSON, autoUser, prefillSearch } from './fixtures';
import { captureLogs, databases, occurrences, privateDatabase, type Server, startServer, V2 } from './harness';

// Privacy (issue 4): whatever the calls carry (names, email, phone, birth date, street), the logs hold none of it,
// on success, on bad input, on injected faults and on the rate-call's carrier outcomes.
const logLines: string[] = [];
let server: Server;
beforeAll(async () => {
  server = await startServer({ rateLimit: false, logger: captureLogs(logLines) });
});
afterAll(() => server.close());

const PHONE_DIGITS = KNOWN_PERSON.phoneNumber.replace(/\D/g, '');
const { firstName, lastName, email, birthdate, streetAddress } = KNOWN_PERSON;
const SECRETS = [firstName, lastName, email, birthdate, streetAddress, PHONE_DIGITS, '555-2671'];
const search = prefillSearch();

describe('logs across the issue 4 calls', () => {
  it('name no shopper, email, phone, birth date or street, whatever the outcome', async () => {
    const user = autoUser();
    const calls: [string, string, unknown, Record<string, string>?][] = [
      ['POST', '/api/twilio/verify-phone', { phoneNumber: KNOWN_PERSON.phoneNumber }],
      ['POST', '/api/twilio/check-phone-verification', { phoneNumber: KNOWN_PERSON.phoneNumber, code: '000000' }],
      [
        'POST',
        '/api/prefill',
        { partner: 'libertymutual', sessionId: 's-1', searchData: search, searchType: ['drivers', 'vehicles'] },
      ],
      [
        'POST',
        '/api/prefill',
        { partner: 'libertymutual', sessionId: 's-1', searchData: { ...search, dateOfBirth: KNOWN_PERSON.email } },
      ],
      ['POST', '/api/crm/user/export', user],
      ['POST', '/api/lead/classification', { user, partnerId: 'libertymutual' }],
      ['POST', '/api/auto/mediaAlpha', { user }],
      [
        'POST',
        '/api/auto/ratecall',
        { user, requestDetails: { ratecall: 'RC1', step: 'GET_RC1_QUOTES', carrierId: 'libertymutual' } },
        V2,
      ],
      [
        'POST',
        '/api/auto/ratecall',
        { user, requestDetails: { ratecall: 'RC1', step: 'GET_RC1_QUOTES', carrierId: 'branch' } },
        { ...V2, 'x-sandbox-fault': 'carrier=branch;kind=error' },
      ],
      [
        'POST',
        '/api/slack/send-message',
        { user, requestDetails: { carrier: 'libertymutual', step: 'BIND_RC3' } },
        { 'x-sandbox-fault': 'route=slackSendMessage;kind=error' },
      ],
      [
        'POST',
        '/api/events',
        { events: [{ event: 'Identify', anonymousId: 'a-1', traits: { email: KNOWN_PERSON.email } }] },
      ],
    ];
    const statuses = [];
    for (const [method, path, body, headers] of calls)
      statuses.push((await server.call(method, path, { body, headers })).status);
    // The calls did run: successes, a 4xx and an injected 500 among them.
    expect(statuses).toContain(200);
    expect(statuses.some((s) => s >= 400 && s < 500)).toBe(true);
    expect(statuses).toContain(500);
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThanOrEqual(calls.length);
    for (const secret of SECRETS) expect(occurrences(log, secret), secret).toEqual([]);
  });
});

// Issue 8: a failing query carries the shopper in Drizzle's message ("params: ..."), PostgreSQL's detail ("Failing
// row contains ...") and the driver's params; the 500's log line must name the error's class and SQLSTATE only.
describe.each(databases)('logs when the database fails on $name', ({ databaseUrl: sharedUrl }) => {
  const lines: string[] = [];
  let dbServer: Server;
  beforeAll(async () => {
    // Its own database: the fault below makes every write to these tables fail, which other files must not see.
    const databaseUrl = sharedUrl && (await privateDatabase(sharedUrl, 'quoteflow_log_privacy_test'));
    dbServer = await startServer({ databaseUrl, rateLimit: false, logger: captureLogs(lines) });
  });
  afterAll(() => dbServer?.close());

  /** A real database error: a CHECK no row passes (NOT VALID: stored rows stay) on the tables the calls write. */
  const FAULTY_TABLES = ['users', 'outbound_messages', 'prefill_records', 'ratecall_sessions', 'telemetry_events'];
  const setFault = async (on: boolean) => {
    const change = on ? 'ADD CONSTRAINT log_fault CHECK (false) NOT VALID' : 'DROP CONSTRAINT log_fault';
    for (const table of FAULTY_TABLES) await dbServer.app.sandboxDb.execute(sql.raw(`ALTER TABLE ${table} ${change}`));
  };

  it('logs each 500 with its class and SQLSTATE, and no shopper data', async () => {
    const user = autoUser();
    const saved = await dbServer.call('POST', '/api/user', { body: user, headers: V2 });
    expect(saved.status).toBe(201);
    const { userId, returningToken } = saved.body;
    const rc1 = { ratecall: 'RC1', step: 'GET_RC1_QUOTES', carrierId: 'libertymutual' };
    const prefill = { partner: 'libertymutual', sessionId: 's-2', searchData: search, searchType: ['drivers'] };
    const report = { kind: 'monitoredEvent', event: 'ErrorPageShown', message: `No quote for ${firstName}` };
    const calls: [string, string, unknown, Record<string, string>?][] = [
      ['POST', '/api/user', user, V2],
      ['PATCH', '/api/user', { ...user, userId }, { ...V2, 'x-user-token': returningToken }],
      ['POST', '/api/crm/user/export', user],
      ['POST', '/api/prefill', prefill],
      ['POST', '/api/auto/ratecall', { user, requestDetails: rc1 }, V2],
      ['POST', '/api/monitoring/errors', report],
    ];
    lines.length = 0;
    await setFault(true);
    const answers = [];
    try {
      for (const [method, path, body, headers] of calls) {
        answers.push(await dbServer.call(method, path, { body, headers }));
      }
    } finally {
      await setFault(false);
    }
    for (const [i, res] of answers.entries()) {
      expect([res.status, res.body.code], calls[i][1]).toEqual([500, 'internal_error']);
    }
    const log = lines.join('\n');
    for (const secret of [...SECRETS, userId]) expect(occurrences(log, secret), secret).toEqual([]);
    // Each failure is still logged with its route, class and the check violation's SQLSTATE: silence cannot pass.
    const failures = lines.map((l) => JSON.parse(l)).filter((l) => l.level === 50);
    expect(failures.map((l) => [l.route, l.err?.type, l.err?.sqlState])).toEqual(
      calls.map(([, path]) => [path, 'DrizzleQueryError', '23514']),
    );
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
