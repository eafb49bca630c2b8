import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies, ratecallSessions } from '../../server/db/schema';
import { autoUser } from './fixtures';
import { type Server, databases, startServer } from './harness';
import { RatecallSession, atPayment, cardToken, throughRate, withMvr } from './ratecallFixtures';

// RC3 (spec 001 section 4): payment questions, COLLECT_PAYMENT with the card vault's token (declines leave the
// session at payment), and BIND_RC3, which needs a collected payment and binds once.

describe.each(databases)('POST /api/auto/ratecall RC3 on $name', ({ databaseUrl }) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ databaseUrl });
  });
  afterAll(() => server.close());

  it('asks payment method, plan, card, recurring payments, disclosures and eSign, with the plans', async () => {
    const { rc3, bindRate } = await atPayment(server, 'libertymutual');
    const steps = [...new Set(rc3.data.questions.map((q: { step: string }) => q.step))];
    expect(steps).toEqual([
      'payment-method',
      'payment-info-collect',
      'vgs-collect',
      'recurring-payments',
      'review-disclosures',
      'final-summary',
    ]);
    expect(rc3.data.questions[0].options).toEqual([{ value: 'card', label: 'Credit or debit card' }]);
    expect(rc3.data.paymentPlans).toEqual(bindRate.data.paymentPlans);
    expect(rc3.data.requestDetails).toMatchObject({ ratecall: 'RC3', step: 'COLLECT_PAYMENT' });
  });

  it('declines a card with a clear paymentError, stays at payment, then takes another card and binds', async () => {
    const { s, pay } = await atPayment(server, 'libertymutual');
    const declined = await pay(await cardToken(server, 'decline', s, { last4: '0002' }));
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      success: false,
      status: 'Error',
      data: {
        paymentError: { code: 'card_declined', message: 'Your card was declined. Please try another card.' },
        requestDetails: { step: 'COLLECT_PAYMENT' },
      },
    });
    expect(declined.body.data.nextSteps).toContain('COLLECT_PAYMENT');
    const early = await s.step('BIND_RC3');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'step_out_of_order',
      message: expect.stringContaining('BIND_RC3 cannot follow GET_RC3_QUESTIONS'),
    });

    const poor = await pay(await cardToken(server, 'insufficient_funds', s));
    expect(poor.body.data.paymentError.code).toBe('insufficient_funds');
    const ok = await pay(await cardToken(server, 'approve', s, { brand: 'mastercard', last4: '4444' }));
    expect(ok.body.success).toBe(true);
    const bound = await s.ok('BIND_RC3');
    expect(bound.data.carrierData.rc3BindSummary.card).toEqual({ brand: 'mastercard', last4: '4444' });
    const [stored] = await server.app.sandboxDb
      .select()
      .from(ratecallSessions)
      .where(eq(ratecallSessions.externalId, s.externalId!));
    expect((stored.data as { paymentAttempts: { outcome: string }[] }).paymentAttempts.map((a) => a.outcome)).toEqual([
      'decline',
      'insufficient_funds',
      'approve',
    ]);
  });

  it('answers "Bind RC3 failed" when the processor errs, and refuses a spent token or an expired card', async () => {
    const { s, pay } = await atPayment(server, 'branch');
    const failed = await pay(await cardToken(server, 'error', s));
    expect(failed.body).toMatchObject({
      success: false,
      message: 'Bind RC3 failed',
      data: { paymentError: { code: 'processor_error' } },
    });
    const spent = await cardToken(server, 'decline', s);
    await pay(spent);
    const again = await pay(spent);
    expect(again.body.data.paymentError.code).toBe('token_invalid');
    const expired = await pay(await cardToken(server, 'approve', s, { expYear: 2020 }));
    expect(expired.body.data.paymentError).toEqual({
      code: 'card_expired',
      message: 'That card has expired. Please use another card.',
    });
    const unknown = await pay('tok_AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.body.data.paymentError.code).toBe('token_invalid');
  });

  it('requires the recurring authorisation for a monthly plan and the disclosures (400 naming the answer)', async () => {
    const { s, pay } = await atPayment(server, 'root');
    const token = await cardToken(server, 'approve', s);
    const recurring = await pay(token, {
      'payment.paymentPlan': 'monthlyPayPlan',
      'payment.authorizeRecurringCC': false,
    });
    expect(recurring.status).toBe(400);
    expect(recurring.body.field).toBe('body.requestDetails.answers.payment.authorizeRecurringCC');
    const disclosure = await pay(token, { 'payment.disclosure.applicationStatements': false });
    expect(disclosure.body).toMatchObject({
      field: 'body.requestDetails.answers.payment.disclosure.applicationStatements',
      message: expect.stringContaining('Confirm'),
    });
    const escrow = await pay(token, { 'payment.paymentMethod': 'escrow' });
    expect(escrow.body.field).toBe('body.requestDetails.answers.payment.paymentMethod');
  });

  it('accepts the payment as PaymentInformation (spec 001 section 3) instead of answers', async () => {
    const { s } = await atPayment(server, 'safeco');
    const token = await cardToken(server, 'approve', s);
    const res = await s.step('COLLECT_PAYMENT', {
      answers: { 'payment.eSignDocument': true },
      paymentInformation: {
        paymentMethod: 'Credit Card',
        paymentPlan: { numberOfPayments: 6 },
        authorizeRecurringCC: true,
        transactionConsent: true,
        operationAcknowledgement: true,
        paymentToken: token,
      },
    });
    expect(res.body.success).toBe(true);
    expect(res.body.data.carrierData.selectedPaymentPlan.value).toBe('monthlyPayPlan');
  });

  it('binds once: a second BIND_RC3 or COLLECT_PAYMENT is a 409, and one policy row exists', async () => {
    const { s, pay } = await atPayment(server, 'libertymutual');
    expect((await pay(await cardToken(server, 'approve', s))).body.success).toBe(true);
    const twice = await pay(await cardToken(server, 'approve', s));
    expect(twice.status).toBe(409);
    const [a, b] = await Promise.all([s.step('BIND_RC3'), s.step('BIND_RC3')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const bound = a.status === 200 ? a : b;
    const again = await s.step('BIND_RC3');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'session_closed',
      message: expect.stringContaining(bound.body.data.carrierData.rc3BindSummary.policyNumber),
    });
    const rows = await server.app.sandboxDb.select().from(policies).where(eq(policies.id, bound.body.data.policy_id));
    expect(rows).toHaveLength(1);
    const [session] = await server.app.sandboxDb
      .select()
      .from(ratecallSessions)
      .where(eq(ratecallSessions.externalId, s.externalId!));
    const all = await server.app.sandboxDb.select().from(policies).where(eq(policies.sessionId, session.id));
    expect(all).toHaveLength(1);
  });

  it('needs readyForPurchase for the bind rate, and a fresh bind rate after a coverage edit', async () => {
    const s = new RatecallSession(server, 'auto', withMvr(autoUser(), 'clean'), 'root');
    await throughRate(s);
    const notReady = await s.step('BIND_RC2');
    expect(notReady.status).toBe(400);
    expect(notReady.body.field).toBe('body.requestDetails.additionalData.readyForPurchase');
    const first = await s.ok('BIND_RC2', { additionalData: { readyForPurchase: true } });
    await s.ok('UPDATE_COVERAGE', { coverages: { rental: 'No Coverage' } });
    expect((await s.step('GET_RC3_QUESTIONS')).status).toBe(409);
    const second = await s.ok('BIND_RC2', { additionalData: { readyForPurchase: true } });
    expect(second.data.paymentPlans[0].totalAmount).toBeLessThan(first.data.paymentPlans[0].totalAmount);
  });
});
