import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AutoUser, Quote } from '../../contract';
import type { RatecallResponse, RatecallStep } from '../../contract/ratecall';
import { responsesFor } from '../../../tests/mbt/ratecallResponses';
import { SAMPLE_QUOTE as QUOTE } from '../../testing/sampleQuote';
import { initialUser } from '../../machines/intake/initialUser';
import { ratecallMachine } from '../../machines/ratecall/ratecall.machine';
import {
  DEFAULT_POST_QUOTE_RULES,
  type PostQuoteRules,
  type PostQuoteRulesInput,
} from '../../machines/ratecall/postQuoteRules';
import type { CoverageCheck } from '../../domain/coverageSelection';
import type {
  CoverageCheckInput,
  RatecallCallInput,
  RatecallEvent,
  RatecallOutcome,
  Rc1Result,
} from '../../machines/ratecall/ratecall.types';
import { TEST_SESSION, harness } from './localHarness';
import { MONITORING_RULES } from './monitoring';
import { RATECALL_RULES, chargeableEventId } from './ratecall';

// The real rate-call chart, each step answered by the contract-built fixtures of tests/mbt (ratecallResponses), observed
// through the rules: a purchase's three events, and FormErrored with the catalogue's code for each error outcome.

const happy = (step: RatecallStep) =>
  responsesFor(step, step === 'GET_RC2_RATE' || step.startsWith('UPDATE_') ? 'rateNoChange' : 'success', QUOTE)[0]!;

function start(
  script: Partial<Record<RatecallStep, RatecallResponse | Error>> = {},
  session = TEST_SESSION,
  rules: Partial<PostQuoteRules> = {},
) {
  const h = harness([...RATECALL_RULES, ...MONITORING_RULES], session);
  const machine = ratecallMachine.provide({
    actors: {
      fetchPostQuoteRules: fromPromise<PostQuoteRules, PostQuoteRulesInput>(async () => ({
        ...DEFAULT_POST_QUOTE_RULES,
        iteration: 'editableCoverages',
        defaulted: {},
        ...rules,
      })),
      fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(async () => ({
        quotes: [QUOTE as Quote],
        quotesRequestId: '8f14e45f-ceea-467f-a0e6-3b2c4a1d5e9f',
      })),
      callRatecall: fromPromise<RatecallResponse, RatecallCallInput>(async ({ input }) => {
        const answer = script[input.step] ?? happy(input.step);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      checkCoverages: fromPromise<CoverageCheck, CoverageCheckInput>(async ({ input }) => ({
        valid: true,
        coverages: input.coverages,
        messages: {},
      })),
    },
  });
  const actor = createActor(machine, { input: { user: initialUser(), server: {} }, inspect: h.inspect }).start();
  const send = async (e: RatecallEvent) => {
    actor.send(e);
    return waitFor(actor, (s) => !s.hasTag('state:loading'));
  };
  return { actor, h, send };
}
const CONTINUE: RatecallEvent = { type: 'CONTINUE_ONLINE', carrierId: QUOTE.carrierId, quoteId: QUOTE.quoteId };
const PAY: RatecallEvent = { type: 'PAYMENT_SUBMITTED', answers: { 'payment.paymentToken': 'tok_x' } };
const TO_PAYMENT: RatecallEvent[] = [CONTINUE, { type: 'ANSWERS_SUBMITTED', answers: {} }, { type: 'PROCEED' }];

async function walk(
  script: Parameters<typeof start>[0],
  events: RatecallEvent[],
  session = TEST_SESSION,
  rules: Partial<PostQuoteRules> = {},
) {
  const m = start(script, session, rules);
  await waitFor(m.actor, (s) => !s.hasTag('state:loading'));
  for (const e of events) await m.send(e);
  return m;
}
const fixture = (step: RatecallStep, outcome: RatecallOutcome) => responsesFor(step, outcome, QUOTE)[0]!;

describe('the rate-call rules', () => {
  it('sends a purchase conversion, its chargeable event and the postback once, at purchase success', async () => {
    const session = { ...TEST_SESSION, partnerSessionId: 'partner-session-7' };
    const m = await walk({}, [...TO_PAYMENT, PAY], session);
    expect(m.actor.getSnapshot().hasTag('step:purchaseSuccess')).toBe(true);
    expect(m.h.names()).toEqual(['ConversionTracked', 'ChargeableEvent', 'PostbackTracked']);
    const online = m.actor.getSnapshot().context.online!;
    const [conversion, chargeable, postback] = m.h.recorded.map((r) => r.payload);
    expect(conversion).toEqual({
      event: 'ConversionTracked',
      conversionType: 'purchase',
      value: online.summary!.premium,
    });
    const productId = online.policyId ?? online.ids.companysQuoteNumber;
    expect(chargeable).toMatchObject({
      event: 'ChargeableEvent',
      sessionId: 'partner-session-7',
      vertical: 'auto',
      productId,
      chargeableEventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(postback).toEqual({
      event: 'PostbackTracked',
      postbackId: productId,
      carrier: QUOTE.carrierId,
      status: 'bound',
    });
  });

  it('keeps one chargeable id per purchase, and a new one for another', () => {
    let n = 0;
    const uuid = () => `00000000-0000-4000-8000-00000000000${++n}`;
    expect(chargeableEventId('actor-1:pol-1', uuid)).toBe(chargeableEventId('actor-1:pol-1', uuid));
    expect(chargeableEventId('actor-2:pol-2', uuid)).not.toBe(chargeableEventId('actor-1:pol-1', uuid));
  });

  it.each([
    ['BIND_RC2', 'carrierRejected', 'step:carrierRejected', 'carrier_rejected'],
    ['BIND_RC2', 'postQuotesError', 'step:postQuotesError', 'post_quotes_error'],
    ['BIND_RC2', 'rcError', 'step:rcError', 'rc_error'],
  ] as const)(
    '%s answering %s is FormErrored with that code and the error page monitored',
    async (step, outcome, tag, code) => {
      const m = await walk({ [step]: fixture(step, outcome) }, TO_PAYMENT);
      expect(m.actor.getSnapshot().hasTag(tag)).toBe(true);
      expect(m.h.recorded.map((r) => [r.name, r.payload.errorType ?? r.payload.details])).toEqual([
        ['FormErrored', outcome],
        ['ErrorPageShown', { code }],
      ]);
      expect(m.h.recorded[0]?.payload).toMatchObject({
        formContext: { formName: 'ratecall', formType: 'postQuote' },
        stepContext: { stepName: tag.slice(5), stepType: 'postQuote' },
      });
    },
  );

  it("sends Prefill with the partner prefill's outcome: success, no_match, failure", async () => {
    const prefilled = (script: Parameters<typeof start>[0]) =>
      walk(script, [CONTINUE], TEST_SESSION, { rc2Prefill: true });
    const found = await prefilled({});
    expect(found.h.recorded.map((r) => r.payload)).toEqual([{ event: 'Prefill', status: 'success' }]);
    const known = happy('GET_PARTNER_PREFILL');
    const empty = { ...known, data: { ...known.data, prefill: { drivers: [], vehicles: [] } } };
    expect((await prefilled({ GET_PARTNER_PREFILL: empty })).h.recorded.map((r) => r.payload)).toEqual([
      { event: 'Prefill', status: 'no_match' },
    ]);
    const refused = await prefilled({ GET_PARTNER_PREFILL: fixture('GET_PARTNER_PREFILL', 'prefillFailed') });
    expect(refused.h.recorded.map((r) => r.payload)).toEqual([{ event: 'Prefill', status: 'failure' }]);
    const lost = await prefilled({ GET_PARTNER_PREFILL: new Error('network') });
    expect(lost.h.recorded.map((r) => r.payload)).toEqual([{ event: 'Prefill', status: 'failure' }]);
    // The questions follow in every case.
    for (const m of [found, refused, lost]) expect(m.actor.getSnapshot().context.online?.questions?.length).toBe(1);
    // Without the rule, no prefill is asked and none is sent.
    expect((await walk({}, [CONTINUE])).h.recorded).toEqual([]);
  });

  it('sends FormErrored for a refused VIN and a declined card, on the screen that asks again', async () => {
    const vin = await walk({ SUBMIT_RC2_ANSWERS: fixture('SUBMIT_RC2_ANSWERS', 'vinError') }, [
      CONTINUE,
      { type: 'ANSWERS_SUBMITTED', answers: {} },
    ]);
    expect(vin.h.recorded.map((r) => [r.name, r.payload.errorType])).toEqual([['FormErrored', 'vinError']]);
    const card = await walk({ COLLECT_PAYMENT: fixture('COLLECT_PAYMENT', 'cardDeclined') }, [...TO_PAYMENT, PAY]);
    expect(card.h.recorded.map((r) => [r.name, r.payload.errorType])).toEqual([['FormErrored', 'cardDeclined']]);
  });
});
