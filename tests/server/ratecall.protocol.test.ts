import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyJson, hostileString } from './arbitraries';
import { autoUser } from './fixtures';
import { type Server, V2, databases, startServer } from './harness';
import { RatecallSession, answersFor, throughRate, withMvr } from './ratecallFixtures';

// Protocol errors of POST /{auto,home,renters}/ratecall (unknown session 404, out of order 409, mismatches and bad
// input 400 naming the field) and the sandbox's faults at each step (x-sandbox-fault).

describe.each(databases)('POST /api/*/ratecall protocol on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl, rateLimit: false });
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = V2) =>
    server.call('POST', path, { body, headers });
  const rc = (
    requestDetails: Record<string, unknown>,
    user: unknown = autoUser(),
    path = '/api/auto/ratecall',
    proof: Record<string, string> = {},
  ) => post(path, { user, requestDetails }, { ...V2, ...proof });
  const started = async (carrierId = 'libertymutual') => {
    const s = new RatecallSession(server, 'auto', withMvr(autoUser(), 'clean'), carrierId);
    await s.ok('GET_RC1_QUOTES');
    return s;
  };

  it('answers 404 for an unknown session', async () => {
    const res = await rc({ ratecall: 'RC2', step: 'GET_RC2_QUESTIONS', externalId: 'rc_notARealSessionId000000' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'ratecall_session_not_found', field: 'body.requestDetails.externalId' });
  });

  it('answers 409 for a step out of order, naming the step to call', async () => {
    const s = await started();
    const submit = await s.step('SUBMIT_RC2_ANSWERS', { answers: {} });
    expect(submit.status).toBe(409);
    expect(submit.body).toMatchObject({
      code: 'step_out_of_order',
      message: 'SUBMIT_RC2_ANSWERS cannot follow GET_RC1_QUOTES: call GET_PARTNER_PREFILL or GET_RC2_QUESTIONS next',
    });
    const bind = await s.step('BIND_RC3');
    expect(bind.status).toBe(409);
    const q = await s.ok('GET_RC2_QUESTIONS');
    await s.ok('SUBMIT_RC2_ANSWERS', { answers: answersFor(q.data.questions, s.user as never) });
    const rate = await s.step('GET_RC2_RATE');
    expect(rate.body.message).toBe('Run the driving-record check (CHECK_FOR_UDO) first');
  });

  it('answers 400 when the route, carrier or quote number do not match the session', async () => {
    const s = await started();
    const home = await rc(
      { ratecall: 'RC2', step: 'GET_RC2_QUESTIONS', externalId: s.externalId },
      (await import('./propertyShoppers')).homeUser(),
      '/api/home/ratecall',
      s.proof(),
    );
    expect(home.status).toBe(400);
    expect(home.body).toMatchObject({
      code: 'session_mismatch',
      field: 'body.requestDetails.externalId',
      message: expect.stringContaining('call POST /auto/ratecall'),
    });
    const carrier = await s.step('GET_RC2_QUESTIONS', { carrierId: 'root' });
    expect(carrier.body.field).toBe('body.requestDetails.carrierId');
    const number = await s.step('GET_RC2_QUESTIONS', { companysQuoteNumber: 'LMQ000000000' });
    expect(number.body.field).toBe('body.requestDetails.companysQuoteNumber');
    const udoOnHome = await rc(
      { ratecall: 'RC2', step: 'CHECK_FOR_UDO', externalId: s.externalId },
      (await import('./propertyShoppers')).homeUser(),
      '/api/home/ratecall',
      s.proof(),
    );
    expect(udoOnHome.body).toMatchObject({
      field: 'body.requestDetails.step',
      message: expect.stringContaining('not a home step'),
    });
  });

  it('answers 400 naming the field for a bad request', async () => {
    const level = await rc({ ratecall: 'RC1', step: 'BIND_RC3', externalId: 'rc_x' });
    expect(level.body).toMatchObject({
      field: 'body.requestDetails.ratecall',
      message: expect.stringContaining('BIND_RC3 is an RC3 step'),
    });
    const noId = await rc({ ratecall: 'RC2', step: 'GET_RC2_QUESTIONS' });
    expect(noId.body.field).toBe('body.requestDetails.externalId');
    const noCarrier = await rc({ ratecall: 'RC1', step: 'GET_RC1_QUOTES' });
    expect(noCarrier.body.field).toBe('body.requestDetails.carrierId');
    const step = await rc({ ratecall: 'RC2', step: 'UPDATE_EVERYTHING', externalId: 'rc_x' });
    expect(step.body.field).toBe('body.requestDetails.step');
    const user = await rc(
      { ratecall: 'RC1', step: 'GET_RC1_QUOTES', carrierId: 'root' },
      { ...autoUser(), contact: { email: 'nope' } },
    );
    expect(user.body.field).toBe('body.user.contact.email');
    const header = await post(
      '/api/auto/ratecall',
      { user: autoUser(), requestDetails: { ratecall: 'RC1', step: 'GET_RC1_QUOTES', carrierId: 'root' } },
      {},
    );
    expect(header.body.field).toMatch(/^headers\./);
    const tooMany = await rc({
      ratecall: 'RC2',
      step: 'CHECK_FOR_UDO',
      externalId: 'rc_x',
      undisclosedOperators: Array.from({ length: 9 }, (_, i) => ({ id: i + 1, householdMemberStatus: 'OTHER' })),
    });
    expect(tooMany.body.field).toBe('body.requestDetails.undisclosedOperators');
  });

  it('answers a natural retry the same: RC1 with its externalId, the driving record, the payment questions', async () => {
    const s = await started('root');
    const first = s.last!.body;
    const replay = await s.ok('GET_RC1_QUOTES');
    expect(replay.data.quotes).toEqual(first.data.quotes);
    expect(replay.data.requestDetails.companysQuoteNumber).toBe(first.data.requestDetails.companysQuoteNumber);
    const q = await s.ok('GET_RC2_QUESTIONS');
    await s.ok('SUBMIT_RC2_ANSWERS', { answers: answersFor(q.data.questions, s.user as never) });
    const udo = await s.ok('CHECK_FOR_UDO');
    expect((await s.ok('CHECK_FOR_UDO')).data.summary).toEqual(udo.data.summary);
    await s.ok('GET_RC2_RATE');
    await s.ok('BIND_RC2', { additionalData: { readyForPurchase: true } });
    const rc3 = await s.ok('GET_RC3_QUESTIONS');
    expect((await s.ok('GET_RC3_QUESTIONS')).data.questions).toEqual(rc3.data.questions);
  });

  it('never answers 5xx to generated bad bodies (300 bodies)', async () => {
    const s = await started('root');
    const details = fc.record(
      {
        ratecall: fc.constantFrom('RC1', 'RC2', 'RC3', 'RC4', 7),
        step: fc.constantFrom(
          'GET_RC1_QUOTES',
          'GET_RC2_QUESTIONS',
          'SUBMIT_RC2_ANSWERS',
          'CHECK_FOR_UDO',
          'GET_RC2_RATE',
          'UPDATE_COVERAGE',
          'BIND_RC2',
          'COLLECT_PAYMENT',
          'BIND_RC3',
          'NOPE',
        ),
        externalId: fc.oneof(fc.constant(s.externalId), hostileString(90)),
        carrierId: fc.oneof(fc.constantFrom('root', 'lemonade', 'fasttrack'), hostileString(50)),
        answers: fc.dictionary(
          fc.oneof(
            fc.constantFrom('vehicle.1.vin', 'driver.1.licenseNumber', 'policy.effectiveDate'),
            hostileString(90),
          ),
          anyJson(),
          { maxKeys: 5 },
        ),
        coverages: fc.dictionary(
          fc.oneof(fc.constantFrom('collision', 'bodilyInjury', 'deductible'), hostileString(45)),
          fc.oneof(hostileString(25), fc.integer()),
        ),
        undisclosedOperators: fc.array(
          fc.record(
            {
              id: fc.integer({ min: -2, max: 14 }),
              householdMemberStatus: fc.constantFrom('OTHER', 'YES_PART_OF_HOUSEHOLD', 'x'),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
        additionalData: fc.record({ readyForPurchase: fc.oneof(fc.boolean(), hostileString()) }),
        paymentInformation: fc.record(
          {
            paymentToken: hostileString(90),
            paymentPlan: fc.record({ numberOfPayments: fc.integer({ min: -1, max: 20 }) }),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: ['ratecall', 'step'] },
    );
    await fc.assert(
      fc.asyncProperty(
        details,
        fc.constantFrom('/api/auto/ratecall', '/api/home/ratecall', '/api/renters/ratecall'),
        async (rd, path) => {
          const res = await rc(rd, autoUser(), path, s.proof());
          expect(res.status, `${path} ${JSON.stringify(rd).slice(0, 300)} ${res.text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status === 400) expect(res.body.field).toMatch(/^(body|headers)/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe.each(databases)('POST /api/auto/ratecall sandbox faults on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  const fault = (rule: string) => ({ 'x-sandbox-fault': rule });

  it('answers "Did not receive {carrier} in RC1 quotes" for a carrier error or empty fault, creating no session', async () => {
    for (const rule of ['carrier=branch;kind=error', 'carrier=branch;kind=empty', 'route=autoRatecall;kind=empty']) {
      const res = await new RatecallSession(server, 'auto', autoUser(), 'branch').step(
        'GET_RC1_QUOTES',
        {},
        fault(rule),
      );
      expect(res.body).toMatchObject({
        success: false,
        status: 'Error',
        message: 'Did not receive branch in RC1 quotes',
        data: { nextSteps: [] },
      });
      expect(res.body.data.requestDetails).toBeUndefined();
    }
  });

  it("answers each step's failure message for a carrier error, and the session stays where it was", async () => {
    const s = new RatecallSession(server, 'auto', withMvr(autoUser(), 'clean'), 'libertymutual');
    await s.ok('GET_RC1_QUOTES');
    const questions = await s.step('GET_RC2_QUESTIONS', {}, fault('carrier=libertymutual;kind=error'));
    expect(questions.body).toMatchObject({
      success: false,
      message: 'Fetch RC Pre-MVR Questions failed',
      data: { requestDetails: { step: 'GET_RC2_QUESTIONS' } },
    });
    const q = await s.ok('GET_RC2_QUESTIONS');
    await s.ok('SUBMIT_RC2_ANSWERS', { answers: answersFor(q.data.questions, s.user as never) });
    await s.ok('CHECK_FOR_UDO');
    const rate = await s.step('GET_RC2_RATE', {}, fault('carrier=libertymutual;kind=error'));
    expect(rate.body.message).toBe('Fetch RC2 Updated Rate failed');
    await s.ok('GET_RC2_RATE');
    await s.ok('BIND_RC2', { additionalData: { readyForPurchase: true } });
    const rc3 = await s.ok('GET_RC3_QUESTIONS');
    const { cardToken } = await import('./ratecallFixtures');
    await s.ok('COLLECT_PAYMENT', {
      answers: answersFor(rc3.data.questions, null, { 'payment.paymentToken': await cardToken(server, 'approve', s) }),
    });
    const bind = await s.step('BIND_RC3', {}, fault('carrier=libertymutual;kind=error'));
    expect(bind.body).toMatchObject({
      success: false,
      data: { bindError: 'Error binding auto policy:: Liberty Mutual policy system is unavailable' },
    });
    expect(bind.body.message).toBe('Error binding auto policy:: Liberty Mutual policy system is unavailable');
    expect((await s.ok('BIND_RC3')).data.policy_id).toBeDefined();
  });

  it('stops the purchase with a hard stop for a carrier stop fault, and the session ends', async () => {
    const s = new RatecallSession(server, 'auto', withMvr(autoUser(), 'clean'), 'safeco');
    await s.ok('GET_RC1_QUOTES');
    const stopped = await s.step('GET_RC2_QUESTIONS', {}, fault('carrier=safeco;kind=stop'));
    expect(stopped.body.success).toBe(false);
    expect(stopped.body.message).toMatch(/hard stop at GET_RC2_QUESTIONS/);
    expect((await s.step('GET_RC2_QUESTIONS')).status).toBe(409);
  });

  it('answers an empty carrier answer for the route empty fault, and 500 for the route error fault', async () => {
    const s = new RatecallSession(server, 'auto', withMvr(autoUser(), 'clean'), 'root');
    await throughRate(s);
    const empty = await s.step(
      'BIND_RC2',
      { additionalData: { readyForPurchase: true } },
      fault('route=autoRatecall;kind=empty'),
    );
    expect(empty.body).toMatchObject({
      success: false,
      message: 'Root returned an empty answer to BIND_RC2',
      data: { nextSteps: expect.arrayContaining(['BIND_RC2']) },
    });
    const error = await s.step(
      'BIND_RC2',
      { additionalData: { readyForPurchase: true } },
      fault('route=autoRatecall;kind=error'),
    );
    expect(error.status).toBe(500);
    expect(error.body.code).toBe('sandbox_fault');
  });

  it('delays a step by the carrier latency fault', async () => {
    const s = new RatecallSession(server, 'auto', autoUser(), 'root');
    const t0 = Date.now();
    await s.step('GET_RC1_QUOTES', {}, fault('carrier=root;kind=latency;ms=400'));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(390);
    expect(s.last?.body.success).toBe(true);
  });
});
