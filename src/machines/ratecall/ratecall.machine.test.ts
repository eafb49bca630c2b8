import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AutoUser, Quote } from '../../contract';
import type { RatecallResponse, RatecallStep } from '../../contract/ratecall';
import { LOADER_RESET_MS } from '../../domain/constants';
import { responsesFor } from '../../../tests/mbt/ratecallResponses';
import { SAMPLE_QUOTE as QUOTE } from '../../testing/sampleQuote';
import { initialUser } from '../intake/initialUser';
import { fastTrackQuestions } from '../../../server/ratecall/questions/commonQuestions';
import { RC_ERROR_STEPS, ratecallMachine } from './ratecall.machine';
import { chainInput } from './ratecall.chains';
import type { BindUser } from '../bind/bind.types';
import type { CoverageCheck } from '../../domain/coverageSelection';
import type {
  CoverageCheckInput,
  RatecallCallInput,
  RatecallEvent,
  RatecallInput,
  RatecallOutcome,
  Rc1Result,
} from './ratecall.types';
import { DEFAULT_POST_QUOTE_RULES, type PostQuoteRules, type PostQuoteRulesInput } from './postQuoteRules';

// One test per response kind and per entry of the rate-call error catalogue (spec 001 sections 4 and 8): each drives
// the real machine to the step, answers it, and checks where the chart went and what it kept. Removing the outcome's
// transition leaves the machine at the step, and the test fails.

const OFFLINE_QUOTE: Quote = {
  ...QUOTE,
  carrier: 'Travelers',
  carrierId: 'travelers',
  quoteId: 'trv-1',
  onlineBind: false,
};

type Answer = RatecallResponse | Error;
/** Each step's answer, or its answers in turn (the last one repeats); a step not named answers happily. */
type Script = Partial<Record<RatecallStep, Answer | Answer[]>>;

/** The happy answer of each step (a re-rate at the same price). */
const happy = (step: RatecallStep) =>
  responsesFor(step, step === 'GET_RC2_RATE' || step.startsWith('UPDATE_') ? 'rateNoChange' : 'success', QUOTE)[0];

/** The post-quote rules' answer: STORY-like defaults with the given rules, or the actor failing. */
type Rules = Partial<PostQuoteRules> | Error;
/** POST /rules-engine/'s answers to CHECK_COVERAGES in turn (the last one repeats); 'valid' (or none) echoes it. */
type Checks = (CoverageCheck | Error | 'valid')[];

function start(script: Script = {}, rules: Rules = {}, checks: Checks = [], input: Partial<RatecallInput> = {}) {
  const calls: RatecallCallInput[] = [];
  const asked: PostQuoteRulesInput[] = [];
  const checked: CoverageCheckInput[] = [];
  const machine = ratecallMachine.provide({
    actors: {
      fetchPostQuoteRules: fromPromise<PostQuoteRules, PostQuoteRulesInput>(async ({ input }) => {
        asked.push(input);
        if (rules instanceof Error) throw rules;
        return { ...DEFAULT_POST_QUOTE_RULES, iteration: 'editableCoverages', defaulted: {}, ...rules };
      }),
      fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(async () => ({
        quotes: [QUOTE, OFFLINE_QUOTE],
        quotesRequestId: '8f14e45f-ceea-467f-a0e6-3b2c4a1d5e9f',
      })),
      callRatecall: fromPromise<RatecallResponse, RatecallCallInput>(async ({ input: call }) => {
        calls.push(call);
        const scripted = script[call.step];
        const answer = Array.isArray(scripted)
          ? scripted.length > 1
            ? scripted.shift()
            : scripted[0]
          : (scripted ?? happy(call.step));
        if (answer === undefined) throw new Error(`no answer scripted for ${call.step}`);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      checkCoverages: fromPromise<CoverageCheck, CoverageCheckInput>(async ({ input: check }) => {
        checked.push(check);
        const answer = (checks.length > 1 ? checks.shift() : checks[0]) ?? 'valid';
        if (answer instanceof Error) throw answer;
        return answer === 'valid' ? { valid: true, coverages: check.coverages, messages: {} } : answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { user: initialUser(), server: {}, ...input } }).start();
  const settle = () => waitFor(actor, (s) => !s.hasTag('state:loading'));
  const send = async (event: RatecallEvent) => {
    actor.send(event);
    return settle();
  };
  return { actor, calls, asked, checked, settle, send };
}

const CONTINUE: RatecallEvent = { type: 'CONTINUE_ONLINE', carrierId: QUOTE.carrierId, quoteId: QUOTE.quoteId };
/** The events from results to each waiting state, along the happy answers. */
const TO: Record<string, RatecallEvent[]> = {
  questions: [CONTINUE],
  udo: [CONTINUE, { type: 'ANSWERS_SUBMITTED', answers: { 'vehicle.1.vin': '2T1BURHE0JC074321' } }],
  coverages: [CONTINUE, { type: 'ANSWERS_SUBMITTED', answers: {} }],
  payment: [CONTINUE, { type: 'ANSWERS_SUBMITTED', answers: {} }, { type: 'PROCEED' }],
};
async function walk(script: Script, events: RatecallEvent[], rules: Rules = {}, checks: Checks = []) {
  const m = start(script, rules, checks);
  await m.settle();
  for (const e of events) await m.send(e);
  return m;
}
/** Answers `step` with the fixture of `outcome`, walking there along happy answers. */
async function answer(step: RatecallStep, outcome: RatecallOutcome, index = 0) {
  const response = responsesFor(step, outcome, QUOTE)[index];
  const path: Record<RatecallStep, RatecallEvent[]> = {
    GET_RC1_QUOTES: TO.questions,
    GET_PARTNER_PREFILL: TO.questions,
    GET_RC2_QUESTIONS: TO.questions,
    SUBMIT_RC2_ANSWERS: TO.udo,
    CHECK_FOR_UDO: TO.udo,
    GET_RC2_RATE: TO.udo,
    UPDATE_COVERAGE: [...TO.coverages, { type: 'COVERAGES_EDITED', coverages: { collision: '1000' } }],
    UPDATE_QUOTE: [...TO.coverages, { type: 'REQUOTE' }],
    BIND_RC2: TO.payment,
    GET_RC3_QUESTIONS: TO.payment,
    COLLECT_PAYMENT: [...TO.payment, { type: 'PAYMENT_SUBMITTED', answers: { 'payment.paymentToken': 'tok_x' } }],
    BIND_RC3: [...TO.payment, { type: 'PAYMENT_SUBMITTED', answers: { 'payment.paymentToken': 'tok_x' } }],
  };
  const m = await walk({ [step]: response }, path[step], { rc2Prefill: step === 'GET_PARTNER_PREFILL' });
  return { ...m, s: m.actor.getSnapshot() };
}

afterEach(() => vi.useRealTimers());

describe('RC1 results', () => {
  it('only an online-bind quote of the results continues online, and its session opens at RC1', async () => {
    const { actor, send, calls } = await walk({}, []);
    expect(actor.getSnapshot().can({ type: 'CONTINUE_ONLINE', carrierId: 'travelers', quoteId: 'trv-1' })).toBe(false);
    const s = await send(CONTINUE);
    expect(calls.map((c) => c.step)).toEqual(['GET_RC1_QUOTES', 'GET_RC2_QUESTIONS']);
    expect(s.matches({ ONLINE_BIND: 'ANSWER_RC2_QUESTIONS' })).toBe(true);
    expect(s.context.online?.ids).toMatchObject({
      externalId: expect.stringMatching(/^rc_/),
      companysQuoteNumber: 'LMQ204867531',
    });
  });

  it('asks the partner prefill first when the remote rule rc2PrefillToggle is on', async () => {
    const { calls } = await walk({}, TO.questions, { rc2Prefill: true });
    expect(calls.map((c) => c.step)).toEqual(['GET_RC1_QUOTES', 'GET_PARTNER_PREFILL', 'GET_RC2_QUESTIONS']);
  });
});

describe('every call sends its own step, and the happy path binds', () => {
  it('walks RC1, RC2 and RC3 to purchase success, each state calling the step it is named for', async () => {
    const m = await walk({}, TO.payment);
    const s = await m.send({ type: 'PAYMENT_SUBMITTED', answers: { 'payment.paymentToken': 'tok_x' } });
    expect(s.matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
    expect(m.calls.map((c) => c.step)).toEqual([
      'GET_RC1_QUOTES',
      'GET_RC2_QUESTIONS',
      'SUBMIT_RC2_ANSWERS',
      'CHECK_FOR_UDO',
      'GET_RC2_RATE',
      'BIND_RC2',
      'GET_RC3_QUESTIONS',
      'COLLECT_PAYMENT',
      'BIND_RC3',
    ]);
    expect(m.calls.find((c) => c.step === 'BIND_RC2')?.readyForPurchase).toBe(true);
    expect(s.context.online?.policyId).toBe('3f0c2f9e-8d1a-4c55-9b7e-2a6d1c0e5b44');
    // The vault's token is used once: it is not kept after the payment.
    expect(s.context.online?.paymentAnswers).toEqual({});
  });
});

describe('rate responses (spec 001 section 4)', () => {
  it('SuccessWithAdditionalDrivers creates the undisclosed drivers and enters the post-driving-record questions', async () => {
    const { actor, send, calls } = await walk(
      {
        CHECK_FOR_UDO: [
          responsesFor('CHECK_FOR_UDO', 'successWithAdditionalDrivers', QUOTE)[0],
          happy('CHECK_FOR_UDO'),
        ],
      },
      TO.udo,
    );
    const s = actor.getSnapshot();
    expect(s.matches({ ONLINE_BIND: 'ANSWER_UNDISCLOSED_DRIVERS' })).toBe(true);
    expect(s.context.online?.undisclosedOperators.map((o) => o.firstName)).toEqual(['Jordan']);
    const answers = [{ id: 3, householdMemberStatus: 'NO_LONGER_LIVES_IN_HOUSEHOLD' as const }];
    const after = await send({ type: 'UNDISCLOSED_DRIVERS_ANSWERED', answers });
    expect(calls.filter((c) => c.step === 'CHECK_FOR_UDO').map((c) => c.undisclosedOperators)).toEqual([
      undefined,
      answers,
    ]);
    expect(after.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
  });

  it.each([
    ['rateIncrease', 'increase'],
    ['rateDecrease', 'decrease'],
  ] as const)(
    'Success With Changes (%s) shows the updated price against the rate the shopper saw',
    async (outcome, change) => {
      const { s } = await answer('GET_RC2_RATE', outcome);
      expect(s.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(true);
      expect(s.context.online?.rerate).toMatchObject({ seen: 612, change });
      expect(s.context.online?.seenRate).not.toBe(612);
    },
  );

  it('a re-rate at the price the shopper saw is no change, whatever the status says', async () => {
    const { s } = await answer('UPDATE_COVERAGE', 'rateNoChange');
    expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
    expect(s.context.online?.rerate?.change).toBe('no_change');
  });

  it("'Proceeding with rerated quotes' is ignored: rerated quotes allow proceeding when the main rate fails", async () => {
    const { s } = await answer('UPDATE_QUOTE', 'reratedCarryOn');
    expect(s.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(true);
    expect(s.context.errors).toMatchObject({ rcError: false, thrown: null });
    expect(s.context.online?.rerate?.change).toBe('increase');
  });

  it('a fast-track carrier hands the purchase to an agent', async () => {
    const { s } = await answer('SUBMIT_RC2_ANSWERS', 'handedOff');
    expect(s.matches({ ONLINE_BIND: 'HANDED_OFF' })).toBe(true);
  });

  it('a failed partner prefill only loses its defaults', async () => {
    const { s } = await answer('GET_PARTNER_PREFILL', 'prefillFailed');
    expect(s.matches({ ONLINE_BIND: 'ANSWER_RC2_QUESTIONS' })).toBe(true);
    expect(s.context.online?.prefillFailed).toBe(true);
  });
});

describe('edited coverages checked against the state rules first (POST /rules-engine/, CHECK_COVERAGES)', () => {
  const EDIT: RatecallEvent = {
    type: 'COVERAGES_EDITED',
    coverages: { bodilyInjury: '50/100', uninsuredMotoristBodilyInjury: '100/300' },
  };
  const ADJUSTED: CoverageCheck = {
    valid: false,
    coverages: { bodilyInjury: '50/100', uninsuredMotoristBodilyInjury: '50/100' },
    messages: {
      uninsuredMotoristBodilyInjury: [
        "Uninsured motorist coverage can't be higher than bodily injury: lowered to 50/100.",
      ],
    },
  };

  it('a valid edit is re-rated as the shopper made it', async () => {
    const m = await walk({}, TO.coverages);
    const s = await m.send(EDIT);
    expect(m.checked).toHaveLength(1);
    // The whole selection is checked: the quote's coverages with the edit, in the policy's state.
    expect(m.checked[0]).toMatchObject({
      state: initialUser().autoPolicy.policy.address?.state ?? initialUser().autoPolicy.policy.state ?? '',
      coverages: { bodilyInjury: '50/100', uninsuredMotoristBodilyInjury: '100/300' },
    });
    expect(m.calls.filter((c) => c.step === 'UPDATE_COVERAGE').map((c) => c.coverages)).toEqual([
      { bodilyInjury: '50/100', uninsuredMotoristBodilyInjury: '100/300' },
    ]);
    expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
    expect(s.context.online).toMatchObject({ coverageEdit: null, coverageAdjustment: null });
  });

  it('an adjusted edit comes back to editable coverages with each change and why, and is re-rated once confirmed', async () => {
    const m = await walk({}, TO.coverages, {}, [ADJUSTED, 'valid']);
    const s = await m.send(EDIT);
    expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
    // Nothing was re-rated, and nothing changed silently: the session's coverages are still the quote's.
    expect(m.calls.some((c) => c.step === 'UPDATE_COVERAGE')).toBe(false);
    expect(s.context.online?.coverages).toEqual({});
    expect(s.context.online?.coverageAdjustment).toEqual({
      coverages: ADJUSTED.coverages,
      messages: ADJUSTED.messages,
    });
    const confirmed = await m.send({ type: 'COVERAGES_EDITED', coverages: ADJUSTED.coverages });
    expect(m.checked).toHaveLength(2);
    expect(m.calls.filter((c) => c.step === 'UPDATE_COVERAGE').map((c) => c.coverages)).toEqual([ADJUSTED.coverages]);
    expect(confirmed.context.online?.coverageAdjustment).toBeNull();
  });

  it('an edit from the updated price is checked too', async () => {
    const rateUp = responsesFor('GET_RC2_RATE', 'rateIncrease', QUOTE)[0];
    const m = await walk({ GET_RC2_RATE: rateUp }, TO.coverages, {}, [ADJUSTED]);
    expect(m.actor.getSnapshot().matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(true);
    const s = await m.send(EDIT);
    expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
    expect(s.context.online?.coverageAdjustment?.messages).toEqual(ADJUSTED.messages);
  });

  it('a failed check goes on to the re-rate, which holds the limits to the minimums itself', async () => {
    const m = await walk({}, TO.coverages, {}, [Object.assign(new Error('rules engine down'), { code: 'rc_error' })]);
    const s = await m.send(EDIT);
    expect(m.calls.filter((c) => c.step === 'UPDATE_COVERAGE').map((c) => c.coverages)).toEqual([
      EDIT.type === 'COVERAGES_EDITED' ? EDIT.coverages : {},
    ]);
    expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
    expect(s.context.errors.rcError).toBe(false);
  });
});

describe('the rate-call error catalogue (spec 001 section 8)', () => {
  it("'rejected or redirected' sets the specific error carrierRejected, on /error", async () => {
    const { s } = await answer('SUBMIT_RC2_ANSWERS', 'carrierRejected');
    expect(s.matches('CARRIER_REJECTED')).toBe(true);
    expect(s.context.errors).toMatchObject({
      specificError: 'carrierRejected',
      route: '/error',
      code: 'carrier_rejected',
    });
  });

  it.each([
    [0, 'hard stop'],
    [1, 'vehicle-symbol'],
  ])("'hard stop' and the vehicle-symbol path go to /post-quotes-error (%#)", async (index, phrase) => {
    const { s } = await answer('GET_RC2_RATE', 'postQuotesError', index);
    expect(s.matches('POST_QUOTES_ERROR')).toBe(true);
    expect(s.context.errors).toMatchObject({ route: '/post-quotes-error', code: 'post_quotes_error' });
    expect(s.context.errors.detail).toContain(phrase);
  });

  it("the chosen carrier's RC1 failure takes its custom route: back to the results", async () => {
    const { s } = await answer('GET_RC1_QUOTES', 'customRoute');
    expect(s.matches('RESULTS')).toBe(true);
    expect(s.context.errors).toMatchObject({
      route: '/results',
      code: 'carrier_unavailable',
      thrown: 'Did not receive Liberty Mutual in RC1 quotes',
    });
    expect(s.context.online).toBeNull();
  });

  it.each([
    ['GET_RC2_QUESTIONS', 'Fetch RC Pre-MVR Questions failed'],
    ['GET_RC2_RATE', 'Fetch RC2 Updated Rate failed'],
    ['COLLECT_PAYMENT', 'Bind RC3 failed'],
    ['BIND_RC3', 'Error binding auto policy:: libertymutual policy system is unavailable'],
  ] as const)('anything else at %s sets rcError and throws %j', async (step, thrown) => {
    const { s } = await answer(step, 'rcError');
    expect(s.matches('RC_ERROR')).toBe(true);
    expect(s.context.errors).toMatchObject({ rcError: true, route: '/error', code: 'rc_error', thrown });
  });

  it('INVALID_VEHICLE with a vin marks vinError for that vehicle, on the questions', async () => {
    const { s } = await answer('SUBMIT_RC2_ANSWERS', 'vinError');
    expect(s.matches({ ONLINE_BIND: 'ANSWER_RC2_QUESTIONS' })).toBe(true);
    expect(s.context.errors.vinError).toEqual([1]);
  });

  it('the Liberty rule marks assignedDriverError for the unassigned driver; a new submit clears the marks', async () => {
    const { s, actor } = await answer('SUBMIT_RC2_ANSWERS', 'assignedDriverError');
    expect(s.matches({ ONLINE_BIND: 'ANSWER_RC2_QUESTIONS' })).toBe(true);
    expect(s.context.errors.assignedDriverError).toEqual([2]);
    actor.send({ type: 'ANSWERS_SUBMITTED', answers: {} });
    expect(actor.getSnapshot().context.errors.assignedDriverError).toEqual([]);
  });

  it('another answer error (a licence number) is kept for its question', async () => {
    const { s } = await answer('SUBMIT_RC2_ANSWERS', 'answerErrors');
    expect(s.matches({ ONLINE_BIND: 'ANSWER_RC2_QUESTIONS' })).toBe(true);
    expect(s.context.errors.answerErrors.map((e) => e.questionId)).toEqual(['driver.1.licenseNumber']);
  });

  it.each([
    ['cardDeclined', 'card_declined'],
    ['insufficientFunds', 'insufficient_funds'],
    ['processorError', 'payment_processor_error'],
    ['paymentFailed', 'card_expired'],
  ] as const)('a payment answered %s comes back to the payment screen with %s', async (outcome, code) => {
    const { s } = await answer('COLLECT_PAYMENT', outcome);
    expect(s.matches({ ONLINE_BIND: 'ENTER_PAYMENT' })).toBe(true);
    expect(s.context.errors.paymentError).toBe(code);
    expect(s.context.online?.paymentAnswers).toEqual({});
  });

  it('a new card clears the decline at once, for the screens after the card, and the payment then goes through', async () => {
    const declined = responsesFor('COLLECT_PAYMENT', 'cardDeclined', QUOTE)[0];
    const pay: RatecallEvent = { type: 'PAYMENT_SUBMITTED', answers: { 'payment.paymentToken': 'tok_x' } };
    const { actor, send } = await walk({ COLLECT_PAYMENT: [declined, happy('COLLECT_PAYMENT')] }, [...TO.payment, pay]);
    expect(actor.getSnapshot().context.errors.paymentError).toBe('card_declined');
    const chain = actor.getSnapshot().children.bind;
    actor.send({ type: 'CARD_ACCEPTED' });
    const after = actor.getSnapshot();
    expect(after.context.errors.paymentError).toBeNull();
    // The chain goes on from where it is: the same child, not restarted.
    expect(after.matches({ ONLINE_BIND: 'ENTER_PAYMENT' })).toBe(true);
    expect(after.children.bind).toBe(chain);
    const bought = await send(pay);
    expect(bought.matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
    expect(bought.context.errors.paymentError).toBeNull();
  });

  it('a call with no answer goes to /error with the network code, and one failure is one call (no retry storm)', async () => {
    const m = await walk({ BIND_RC2: Object.assign(new Error('offline'), { code: 'network_offline' }) }, TO.payment);
    const s = m.actor.getSnapshot();
    expect(s.matches('RC_ERROR')).toBe(true);
    expect(s.context.errors).toMatchObject({ code: 'network_offline', thrown: 'Fetch RC2 Bind Rate failed' });
    expect(m.calls.filter((c) => c.step === 'BIND_RC2')).toHaveLength(1);
  });

  it('Try again sends a step a lost connection stopped once more, with the answers the session holds', async () => {
    const offline = Object.assign(new Error('offline'), { code: 'network_offline' });
    const answers = { 'vehicle.1.vin': '2T1BURHE0JC074321' };
    const m = await walk({ SUBMIT_RC2_ANSWERS: [offline, happy('SUBMIT_RC2_ANSWERS')] }, [
      CONTINUE,
      { type: 'ANSWERS_SUBMITTED', answers },
    ]);
    expect(m.actor.getSnapshot().matches('RC_ERROR')).toBe(true);
    expect(m.actor.getSnapshot().context.errors.retryStep).toBe('SUBMIT_RC2_ANSWERS');
    expect(m.actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
    const s = await m.send({ type: 'RETRY' });
    const sent = m.calls.filter((c) => c.step === 'SUBMIT_RC2_ANSWERS');
    expect(sent).toHaveLength(2);
    expect(sent[1].answers).toEqual(sent[0].answers);
    expect(JSON.stringify(sent[1].answers)).toContain('2T1BURHE0JC074321');
    expect(s.matches('RC_ERROR')).toBe(false);
    expect(s.context.errors).toMatchObject({ code: null, retryStep: null, rcError: false });
  });

  it('a server briefly unavailable (503) can be tried again; a server error (500) or a carrier error cannot', async () => {
    const coded = (status: number) => Object.assign(new Error(`HTTP ${status}`), { code: 'rc_error', status });
    const unavailable = await walk({ GET_RC3_QUESTIONS: coded(503) }, TO.payment);
    expect(unavailable.actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
    const broken = await walk({ GET_RC3_QUESTIONS: coded(500) }, TO.payment);
    expect(broken.actor.getSnapshot().matches('RC_ERROR')).toBe(true);
    expect(broken.actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
    const { s } = await answer('BIND_RC3', 'rcError');
    expect(s.matches('RC_ERROR')).toBe(true);
    expect(s.can({ type: 'RETRY' })).toBe(false);
  });

  it('every call that fails to the RC_ERROR page is one Try again can send again', () => {
    const online = ratecallMachine.root.states.ONLINE_BIND.states;
    const failingToRcError = Object.entries(online)
      .filter(([, node]) => node.invoke.some((i) => i.src === 'callRatecall'))
      .filter(([, node]) =>
        node.transitions
          .get(`xstate.error.actor.${node.invoke[0].id}`)
          ?.some((t) => t.target?.some((target) => target.id === 'ratecall.RC_ERROR')),
      )
      .map(([key]) => key);
    expect(failingToRcError.sort()).toEqual([...RC_ERROR_STEPS].sort());
  });

  it('an error page goes back to the quotes, the session forgotten', async () => {
    const { actor } = await answer('SUBMIT_RC2_ANSWERS', 'carrierRejected');
    actor.send({ type: 'BACK_TO_QUOTES' });
    expect(actor.getSnapshot().matches('RESULTS')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ online: null, outcome: null, loader: false });
  });
});

describe('timers', () => {
  it('the progress counter rises 2 points a second and stops after 60 seconds (the bar shows at most 99)', () => {
    vi.useFakeTimers();
    const machine = ratecallMachine.provide({
      actors: { fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(() => new Promise(() => {})) },
    });
    const actor = createActor(machine, { input: { user: initialUser(), server: {} } }).start();
    expect(actor.getSnapshot().context.progress).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.progress).toBe(2);
    vi.advanceTimersByTime(29_000);
    expect(actor.getSnapshot().context.progress).toBe(60);
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.progress).toBe(120);
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.progress).toBe(120);
  });

  it('an error page resets the loader after 3000 ms', async () => {
    vi.useFakeTimers();
    const m = start({ GET_RC2_QUESTIONS: responsesFor('GET_RC2_QUESTIONS', 'rcError', QUOTE)[0] });
    await vi.advanceTimersByTimeAsync(0);
    m.actor.send(CONTINUE);
    await vi.advanceTimersByTimeAsync(0);
    expect(m.actor.getSnapshot().matches('RC_ERROR')).toBe(true);
    expect(m.actor.getSnapshot().context.loader).toBe(true);
    await vi.advanceTimersByTimeAsync(LOADER_RESET_MS - 1);
    expect(m.actor.getSnapshot().context.loader).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(m.actor.getSnapshot().context.loader).toBe(false);
  });
});

describe('the post-quote remote rules (spec 001 sections 4 and 7, docs/decisions/0031)', () => {
  /** The screen the running chain shows, by node id. */
  const screenOf = (m: ReturnType<typeof start>) =>
    (
      m.actor.getSnapshot().children.bind?.getSnapshot() as { context: { visited: string[] } } | undefined
    )?.context.visited.at(-1);

  it('are asked first, for the chosen carrier, and roundTwoFirstQuestion picks the pre-MVR chain', async () => {
    for (const [layout, chain, first] of [
      ['grouped', 'libertymutualPreMvr', 'postQuotesLanding~1'],
      ['vinFirst', 'libertymutualPreMvrVinFirst', 'postQuotesLanding~1'],
      ['vinLast', 'libertymutualPreMvrVinLast', 'postQuotesLanding~1'],
    ] as const) {
      const m = await walk({}, TO.questions, { layout });
      expect(m.asked.map((a) => a.carrierId)).toEqual(['libertymutual']);
      expect(m.calls[0].step).toBe('GET_RC1_QUOTES');
      const s = m.actor.getSnapshot();
      expect(s.context.online?.chains.preMvr).toBe(chain);
      expect(s.matches({ ONLINE_BIND: { ANSWER_RC2_QUESTIONS: chain } })).toBe(true);
      expect(screenOf(m)).toBe(first);
      // Past the landing, the breakout layouts ask the VIN first or the vehicle's details first.
      m.actor.getSnapshot().children.bind?.send({ type: 'SUBMIT', answer: {} });
      expect(screenOf(m)).toBe(
        { grouped: 'vehicleMoreDetails~1', vinFirst: 'vehicleVin~1', vinLast: 'vehicleUsage~1' }[layout],
      );
    }
  });

  it('skipPostQuotesLandingPage opens the first question without the landing page', async () => {
    const m = await walk({}, TO.questions, { skipLandingPage: true, layout: 'vinFirst' });
    expect(screenOf(m)).toBe('vehicleVin~1');
    expect(m.actor.getSnapshot().context.online?.rules.skipLandingPage).toBe(true);
  });

  it('a failed rules call gives every rule its default and the purchase goes on', async () => {
    const m = await walk({}, TO.questions, new Error('rules engine down'));
    const s = m.actor.getSnapshot();
    expect(s.matches({ ONLINE_BIND: { ANSWER_RC2_QUESTIONS: 'libertymutualPreMvr' } })).toBe(true);
    expect(s.context.online?.rules).toEqual(DEFAULT_POST_QUOTE_RULES);
    expect(m.calls.map((c) => c.step)).toEqual(['GET_RC1_QUOTES', 'GET_RC2_QUESTIONS']);
    expect(screenOf(m)).toBe('postQuotesLanding~1');
  });

  describe('rc2IterationRule decides what follows the re-rate', () => {
    const increase = responsesFor('GET_RC2_RATE', 'rateIncrease', QUOTE)[0];

    it('editableCoverages: the editable coverages', async () => {
      const m = await walk({}, TO.coverages, { iteration: 'editableCoverages' });
      expect(m.actor.getSnapshot().matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
      expect(screenOf(m)).toBe('editableCoverages~1');
    });

    it('control: no editable coverages, proceed or an agent', async () => {
      const m = await walk({}, TO.coverages, { iteration: 'control' });
      expect(screenOf(m)).toBe('proceedUpdatedPriceConnectAgent~1');
    });

    it('fastBind at an unchanged price: straight on to the bind rate and payment', async () => {
      const m = await walk({}, TO.coverages, { iteration: 'fastBind' });
      const s = m.actor.getSnapshot();
      expect(s.matches({ ONLINE_BIND: 'ENTER_PAYMENT' })).toBe(true);
      expect(m.calls.map((c) => c.step).slice(-3)).toEqual(['GET_RC2_RATE', 'BIND_RC2', 'GET_RC3_QUESTIONS']);
    });

    it('fastBind at a changed price: the updated price first (no silent change), then payment', async () => {
      const m = await walk({ GET_RC2_RATE: increase }, TO.coverages, { iteration: 'fastBind' });
      expect(m.actor.getSnapshot().matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(true);
      expect(screenOf(m)).toBe('proceedWithUpdatedPrice~1');
      m.actor.getSnapshot().children.bind?.send({ type: 'SUBMIT', answer: { acceptUpdatedPrice: true } });
      const s = await m.settle();
      expect(s.matches({ ONLINE_BIND: 'ENTER_PAYMENT' })).toBe(true);
    });

    it('a carrier the rule does not speak of keeps its editable coverages', async () => {
      const branch = { ...QUOTE, carrier: 'Branch', carrierId: 'branch', partner: 'branch', quoteId: 'br-1' };
      const m = start(
        { GET_RC2_RATE: responsesFor('GET_RC2_RATE', 'rateNoChange', branch)[0] },
        { iteration: 'control' },
      );
      await m.settle();
      m.actor.getSnapshot().context.quotes.push(branch);
      await m.send({ type: 'CONTINUE_ONLINE', carrierId: 'branch', quoteId: 'br-1' });
      await m.send({ type: 'ANSWERS_SUBMITTED', answers: {} });
      expect(screenOf(m)).toBe('editableCoverages~1');
    });
  });

  it('outside operating hours the fast-track reach-out offers no "As soon as possible"', async () => {
    const rc2 = responsesFor('GET_RC2_QUESTIONS', 'success', QUOTE)[0];
    const withFastTrack = { ...rc2, data: { ...rc2.data, questions: fastTrackQuestions() } };
    const options = async (agentsOpen: boolean) => {
      const m = await walk({ GET_RC2_QUESTIONS: withFastTrack }, TO.questions, { agentsOpen });
      const q = m.actor.getSnapshot().context.online?.questions.find((x) => x.id === 'policy.reachOutTime');
      return q?.options?.map((o) => o.value);
    };
    expect(await options(true)).toContain('As soon as possible');
    const closed = await options(false);
    expect(closed).not.toContain('As soon as possible');
    expect(closed).toEqual(['Morning (9am-12pm)', 'Afternoon (12pm-5pm)', 'Evening (5pm-8pm)']);
  });
});

describe('rc2AllCarrierReRate (docs/decisions/0098)', () => {
  const SAFECO: Quote = { ...QUOTE, carrier: 'Safeco', carrierId: 'safeco', quoteId: 'sfc-1' };
  const SAFECO_RERATED: Quote = { ...SAFECO, quoteId: 'sfc-2', fullPayPlan: { totalAmount: 777, numberOfPayments: 1 } };
  async function toRate(reRateAll: boolean) {
    const rate = responsesFor('GET_RC2_RATE', 'rateNoChange', QUOTE)[0];
    const withOther = { ...rate, data: { ...rate.data, quotes: [...(rate.data.quotes ?? []), SAFECO_RERATED] } };
    const m = start({ GET_RC2_RATE: reRateAll ? withOther : rate }, { reRateAll }, [], {
      reRateWith: [SAFECO, OFFLINE_QUOTE],
    });
    await m.settle();
    for (const e of TO.udo) await m.send(e);
    return m;
  }

  it('on: asks the rule with the carriers that quoted, re-rates the other online carrier at RC2 and keeps its quote', async () => {
    const m = await toRate(true);
    expect(m.asked[0].quotedCarriers).toEqual(['libertymutual', 'safeco']);
    const rate = m.calls.find((c) => c.step === 'GET_RC2_RATE');
    expect(rate?.reRateCarriers).toEqual(['safeco']);
    const online = m.actor.getSnapshot().context.online;
    // The chosen carrier's own re-rate stays its own; the other carrier's is kept for the results.
    expect(online?.quote.carrierId).toBe('libertymutual');
    expect(online?.reRated?.map((q) => q.quoteId)).toEqual(['sfc-2']);
    expect(m.calls.filter((c) => c.step !== 'GET_RC2_RATE').every((c) => c.reRateCarriers === undefined)).toBe(true);
  });

  it('off (its default): the RC2 rate names no other carrier and nothing is kept', async () => {
    const m = await toRate(false);
    expect(m.calls.find((c) => c.step === 'GET_RC2_RATE')?.reRateCarriers).toBeUndefined();
    expect(m.actor.getSnapshot().context.online?.reRated ?? []).toEqual([]);
  });
});

describe('a shopper who left the purchase and continues with the same carrier again', () => {
  it("starts the new session's chains from the answers the last one completed, never its card token", async () => {
    const asked = (m: ReturnType<typeof start>) =>
      (m.actor.getSnapshot().children.bind?.getSnapshot() as { context: { user: BindUser } } | undefined)?.context.user;
    const first = start({}, {}, [], { continueWith: QUOTE });
    await first.settle();
    const chain = first.actor.getSnapshot().children.bind!;
    const before = (chain.getSnapshot() as { context: { user: BindUser } }).context.user;
    const answered: RatecallInput['answered'] = {
      preMvr: {
        chain: 'libertymutualPreMvr',
        user: { ...before, answers: { ...before.answers, 'vehicle.1.vin': '2T1BURHE0JC074321' } },
        visited: ['postQuotesLanding~1', 'vehicleMoreDetails~1'],
      },
      payment: {
        chain: 'autoPayment',
        user: { ...before, answers: { 'payment.paymentPlan': 'fullPayPlan', 'payment.paymentToken': 'tok_x' } },
        visited: ['paymentMethod~1'],
      },
    };
    const again = start({}, {}, [], { continueWith: QUOTE, answered });
    await again.settle();
    expect(again.actor.getSnapshot().matches({ ONLINE_BIND: { ANSWER_RC2_QUESTIONS: 'libertymutualPreMvr' } })).toBe(
      true,
    );
    expect(asked(again)?.answers['vehicle.1.vin']).toBe('2T1BURHE0JC074321');
    // The chain starts at its first screen: nothing is refused, so nothing sends the shopper further on.
    const chainNow = again.actor.getSnapshot().children.bind?.getSnapshot() as
      | { context: { visited: string[] } }
      | undefined;
    expect(chainNow?.context.visited).toEqual(['postQuotesLanding~1']);
    // The payment chain will start from its plan, without the single-use token of the last card.
    const payment = chainInput(again.actor.getSnapshot().context, 'payment').user;
    expect(payment?.answers['payment.paymentPlan']).toBe('fullPayPlan');
    expect(payment?.answers).not.toHaveProperty('payment.paymentToken');
  });
});
