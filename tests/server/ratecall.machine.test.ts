import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SnapshotFrom, createActor, waitFor } from 'xstate';
import { ratecallActors } from '../../src/actors';
import { createHttp, setHttpClient } from '../../src/actors/transport';
import type { AutoUser } from '../../src/contract';
import { ratecallMachine } from '../../src/machines/ratecall/ratecall.machine';
import type { RatecallEvent } from '../../src/machines/ratecall/ratecall.types';
import { FAULT_HEADER } from '../../server/sandbox/faults';
import { type Vault, buildVault } from '../../server/vault/app';
import { SANDBOX_CARD_OUTCOMES } from '../../server/vault/constants';
import { autoUser } from './fixtures';
import { type Server, databases, httpClient, startServer } from './harness';
import { type MvrKind, answersFor, withMvr } from './ratecallFixtures';

// The rate-call machine with its real actors against the real sandbox: RC1 for every carrier, then Liberty Mutual
// online through RC2 (a refused VIN, undisclosed drivers, a re-rate up and one down) and RC3 (each test card of the
// vault) to a bound policy; and the error catalogue as the sandbox's faults and driving records produce it.

const CARDS = Object.fromEntries(Object.entries(SANDBOX_CARD_OUTCOMES).map(([number, outcome]) => [outcome, number]));
const APP_ORIGIN = 'http://localhost:8080';
type Snapshot = SnapshotFrom<typeof ratecallMachine>;

describe.each(databases)('the rate-call machine against the sandbox on $name', ({ databaseUrl }) => {
  let server: Server;
  let vault: Vault;
  let vaultCall: ReturnType<typeof httpClient>;
  const http = createHttp('http://placeholder/api');
  let faulty: { rule: string; step?: string } | null = null;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
    http.defaults.baseURL = `${server.base}/api`;
    // The sandbox's fault header on the machine's calls, for one step or all (x-sandbox-fault).
    http.interceptors.request.use((req) => {
      const step = (req.data as { requestDetails?: { step?: string } } | undefined)?.requestDetails?.step;
      if (faulty && (!faulty.step || faulty.step === step)) req.headers.set(FAULT_HEADER, faulty.rule);
      return req;
    });
    setHttpClient(http);
    vault = await buildVault({ db: server.app.sandboxDb, allowedOrigins: [APP_ORIGIN], rateLimit: false });
    await vault.listen({ port: 0, host: '127.0.0.1' });
    vaultCall = httpClient(`http://127.0.0.1:${(vault.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await vault?.close();
    await server?.close();
  });

  /** The card vault's token for a test card (the payment screen's secure collection), made for the session `session`. */
  const token = async (outcome: string, session: string) => {
    const expiry = `08/${new Date().getUTCFullYear() + 3}`;
    const res = await vaultCall('POST', '/tokens', {
      body: { number: CARDS[outcome], expiry, cvc: '123', name: 'Jane Q Cardholder', session },
      headers: { origin: APP_ORIGIN },
    });
    expect(res.status).toBe(201);
    return res.body.token as string;
  };

  /** A machine with the real actors for a household whose driving record gives `mvr`, at its RC1 results. */
  async function atResults(mvr: MvrKind) {
    const user: AutoUser = withMvr(autoUser(), mvr);
    const actor = createActor(ratecallMachine.provide({ actors: ratecallActors }), {
      input: { user, server: {} },
    }).start();
    const until = (test: (s: Snapshot) => boolean) => waitFor(actor, test, { timeout: 20_000 });
    const settled = () => until((s) => !s.hasTag('state:loading'));
    const send = async (event: RatecallEvent) => {
      actor.send(event);
      return settled();
    };
    const results = await settled();
    expect(results.matches('RESULTS')).toBe(true);
    const quote = results.context.quotes.find((q) => q.carrierId === 'libertymutual')!;
    expect(quote.onlineBind).toBe(true);
    const online = () => send({ type: 'CONTINUE_ONLINE', carrierId: quote.carrierId, quoteId: quote.quoteId });
    return { actor, user, quote, send, online };
  }

  /** Injects the sandbox fault `rule` into the machine's calls (of `step` only, when named), or stops it. */
  const fault = (rule: string | null, step?: string) => {
    faulty = rule ? { rule, step } : null;
  };

  it('binds Liberty Mutual online: a refused VIN, undisclosed drivers, a re-rate up and down, each test card', async () => {
    const { user, quote, send, online } = await atResults('undisclosedOne');
    let s = await online();
    expect(s.matches({ ONLINE_BIND: 'ANSWER_RC2_QUESTIONS' })).toBe(true);
    expect(s.context.online?.ids.externalId).toMatch(/^rc_/);
    const answers = answersFor(s.context.online!.questions, user);

    // INVALID_VEHICLE with a VIN marks vinError for vehicle 1; the corrected VIN is accepted.
    s = await send({ type: 'ANSWERS_SUBMITTED', answers: { ...answers, 'vehicle.1.vin': '1HGCM82643A004352' } });
    expect(s.matches({ ONLINE_BIND: 'ANSWER_RC2_QUESTIONS' })).toBe(true);
    expect(s.context.errors.vinError).toEqual([1]);

    // SuccessWithAdditionalDrivers: the driving record lists a household member.
    s = await send({ type: 'ANSWERS_SUBMITTED', answers });
    expect(s.matches({ ONLINE_BIND: 'ANSWER_UNDISCLOSED_DRIVERS' })).toBe(true);
    expect(s.context.errors.vinError).toEqual([]);
    const [member] = s.context.online!.undisclosedOperators;
    expect(member.outcome).toBe('pending');

    // Added as an uninsured licensed driver, the re-rate goes up against the rate the shopper saw.
    s = await send({
      type: 'UNDISCLOSED_DRIVERS_ANSWERED',
      answers: [
        {
          id: member.id,
          householdMemberStatus: 'YES_PART_OF_HOUSEHOLD',
          hasSeparatePolicy: 'None',
          hasActiveLicense: 'Yes',
        },
      ],
    });
    expect(s.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(true);
    expect(s.context.outcome).toBe('rateIncrease');
    expect(s.context.online?.rerate?.seen).toBe(quote.fullPayPlan!.totalAmount);

    // Higher deductibles bring it down again.
    s = await send({ type: 'COVERAGES_EDITED', coverages: { collision: '1000', comprehensive: '1000' } });
    expect(s.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(true);
    expect(s.context.online?.rerate?.change).toBe('decrease');

    s = await send({ type: 'PROCEED' });
    expect(s.matches({ ONLINE_BIND: 'ENTER_PAYMENT' })).toBe(true);
    const payment = async (outcome: string) =>
      send({
        type: 'PAYMENT_SUBMITTED',
        answers: answersFor(s.context.online!.paymentQuestions, null, {
          'payment.paymentToken': await token(outcome, s.context.online!.ids.externalId!),
        }),
      });
    for (const [outcome, code] of [
      ['decline', 'card_declined'],
      ['insufficient_funds', 'insufficient_funds'],
      ['error', 'payment_processor_error'],
    ]) {
      s = await payment(outcome);
      expect(s.matches({ ONLINE_BIND: 'ENTER_PAYMENT' }), outcome).toBe(true);
      expect(s.context.errors.paymentError).toBe(code);
    }
    s = await payment('approve');
    expect(s.matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
    expect(s.context.online?.summary?.rc3BindSummary?.policyNumber).toMatch(/^AOS-\d{3}-\d{6}-40$/);
    expect(s.context.online?.policyId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a suspended licence on the driving record is a hard stop: /post-quotes-error', async () => {
    const { user, send, online } = await atResults('suspended');
    const s0 = await online();
    const s = await send({ type: 'ANSWERS_SUBMITTED', answers: answersFor(s0.context.online!.questions, user) });
    expect(s.matches('POST_QUOTES_ERROR')).toBe(true);
    expect(s.context.errors).toMatchObject({
      route: '/post-quotes-error',
      detail: expect.stringContaining('hard stop'),
    });
  });

  it("the carrier missing from its RC1 takes the custom route back to the results: 'Did not receive ...'", async () => {
    const { online } = await atResults('clean');
    fault('carrier=libertymutual;kind=empty');
    try {
      const s = await online();
      expect(s.matches('RESULTS')).toBe(true);
      expect(s.context.errors).toMatchObject({
        code: 'carrier_unavailable',
        thrown: 'Did not receive Liberty Mutual in RC1 quotes',
      });
    } finally {
      fault(null);
    }
  });

  it.each([
    ['COVERAGES_EDITED', 'Fetch RC2 Updated Rate failed'],
    ['PAYMENT', 'Error binding auto policy:: Liberty Mutual policy system is unavailable'],
  ] as const)('a carrier failure at %s sets rcError on /error and throws the catalogue message', async (at, thrown) => {
    const { user, send, online } = await atResults('clean');
    let s = await online();
    s = await send({ type: 'ANSWERS_SUBMITTED', answers: answersFor(s.context.online!.questions, user) });
    expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
    if (at === 'PAYMENT') {
      s = await send({ type: 'PROCEED' });
      const answers = answersFor(s.context.online!.paymentQuestions, null, {
        'payment.paymentToken': await token('approve', s.context.online!.ids.externalId!),
      });
      fault('carrier=libertymutual;kind=error', 'BIND_RC3');
      s = await send({ type: 'PAYMENT_SUBMITTED', answers });
    } else {
      fault('carrier=libertymutual;kind=error');
      s = await send({ type: 'COVERAGES_EDITED', coverages: { collision: '1000' } });
    }
    fault(null);
    expect(s.matches('RC_ERROR')).toBe(true);
    expect(s.context.errors).toMatchObject({ rcError: true, route: '/error', thrown });
  });
});
