import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AutoUser, Quote } from '../../contract';
import type { RatecallResponse, RatecallStep } from '../../contract/ratecall';
import type { CoverageCheck } from '../../domain/coverageSelection';
import { responsesFor } from '../../../tests/mbt/ratecallResponses';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../testing/sampleProperty';
import { SAMPLE_QUOTE } from '../../testing/sampleQuote';
import { bindUserFor } from '../bind/bindUser';
import { initialUser } from '../intake/initialUser';
import { DEFAULT_POST_QUOTE_RULES, coveragesExperienceOf } from './postQuoteRules';
import { chainsOf } from './ratecall.chains';
import { NO_ERRORS, applyFailure, newSession, withPostQuoteRules } from './ratecall.context';
import { callInput, coveragesToSend } from './ratecall.setup';
import { ratecallMachine } from './ratecall.machine';
import type { PostQuoteRules, PostQuoteRulesInput } from './postQuoteRules';
import {
  type CoverageCheckInput,
  type RatecallCallInput,
  type RatecallContext,
  type RatecallEvent,
  type RatecallInput,
  type RatecallOutcome,
  type Rc1Result,
  sessionPolicyType,
} from './ratecall.types';
import { NO_HANDOFF } from '../results/handoffParts';

// The rate-call chart's seams for home and renters (issue 31): the session knows its policy type, and everything keyed
// by carrier alone (chains, the iteration rule, the thrown message, the endpoint's user) reads it too.

const home = SAMPLE_HOME_USER;
const renters = SAMPLE_RENTERS_USER;
const homeQuote: Quote = {
  ...SAMPLE_QUOTE,
  carrier: 'Safeco',
  carrierId: 'safeco',
  partner: 'safeco',
  quoteId: 'sf-home-1',
  coverages: { dwelling: '350000', deductible: '1000' },
  termMonths: 12,
};

const contextOf = (user: RatecallContext['user'], online: RatecallContext['online']): RatecallContext => ({
  user,
  server: {},
  quotes: [],
  dropped: 0,
  progress: 0,
  error: null,
  loader: false,
  online,
  errors: NO_ERRORS,
  outcome: null,
  optedOut: false,
  handoff: NO_HANDOFF,
});

describe('a session of a policy type', () => {
  it('keeps the policy type it was opened with; one persisted before it had one is auto', () => {
    expect(sessionPolicyType(newSession(homeQuote, 'home'))).toBe('home');
    const { policyType: _, ...persisted } = newSession(SAMPLE_QUOTE, 'auto');
    expect(sessionPolicyType(persisted)).toBe('auto');
  });

  it("finds a safeco home quote's home chains, never auto's: the chains are keyed by policy type and carrier", () => {
    const online = withPostQuoteRules(newSession(homeQuote, 'home'), DEFAULT_POST_QUOTE_RULES);
    expect(online.chains).toEqual({
      preMvr: 'homePreMvr',
      postMvr: null,
      coverages: 'homeCoverages',
      payment: 'homePayment',
    });
    expect(chainsOf('auto', 'safeco').preMvr).toBe('safecoPreMvr');
    expect(chainsOf('renters', 'root').preMvr).toBe(null);
    // Branch writes home only.
    expect(chainsOf('renters', 'branch').preMvr).toBe(null);
  });

  it('names the policy type in what a failed bind threw', () => {
    const online = newSession(homeQuote, 'home');
    const failed = applyFailure(contextOf(home, online), {
      step: 'BIND_RC3',
      outcome: 'rcError',
      error: { code: 'rc_error', status: 200, detail: 'Safeco policy system is unavailable' },
    });
    expect(failed.errors?.thrown).toBe('Error binding home policy:: Safeco policy system is unavailable');
    const auto = applyFailure(contextOf(initialUser(), newSession(SAMPLE_QUOTE, 'auto')), {
      step: 'BIND_RC3',
      outcome: 'rcError',
      error: { code: 'rc_error', status: 200, detail: 'down' },
    });
    expect(auto.errors?.thrown).toBe('Error binding auto policy:: down');
  });
});

describe('the post-quote rules of a session', () => {
  it('never ask the partner prefill for home or renters (the sandbox serves it for auto only)', () => {
    const on = { ...DEFAULT_POST_QUOTE_RULES, rc2Prefill: true };
    expect(withPostQuoteRules(newSession(homeQuote, 'home'), on).rules.rc2Prefill).toBe(false);
    expect(withPostQuoteRules(newSession(homeQuote, 'renters'), on).rules.rc2Prefill).toBe(false);
    expect(withPostQuoteRules(newSession(SAMPLE_QUOTE, 'auto'), on).rules.rc2Prefill).toBe(true);
  });
});

describe('coveragesExperienceOf', () => {
  it('gives the iteration rule to safeco and liberty auto only: a home or renters quote keeps its editable coverages', () => {
    expect(coveragesExperienceOf('auto', 'safeco', 'control')).toBe('fixed');
    expect(coveragesExperienceOf('auto', 'libertymutual', 'fastBind')).toBe('fastBind');
    expect(coveragesExperienceOf('auto', 'branch', 'control')).toBe('editable');
    for (const policyType of ['home', 'renters'] as const)
      for (const iteration of ['control', 'fastBind'] as const)
        expect(coveragesExperienceOf(policyType, 'safeco', iteration)).toBe('editable');
  });
});

describe('what a property rate call sends', () => {
  it("sends the shopper's policy type, no breakout, and edited amounts as numbers", () => {
    const online = { ...newSession(homeQuote, 'home'), coverages: { dwelling: '400000', deductible: '2500' } };
    const context = contextOf(home, online);
    expect(callInput(context, 'GET_RC2_QUESTIONS')).toMatchObject({ policyType: 'home', user: home });
    expect(callInput(context, 'GET_RC2_QUESTIONS')).not.toHaveProperty('breakout');
    expect(callInput(context, 'UPDATE_COVERAGE').coverages).toEqual({ dwelling: 400000, deductible: 2500 });
    expect(callInput(contextOf(renters, newSession(homeQuote, 'renters')), 'BIND_RC2')).toMatchObject({
      policyType: 'renters',
      readyForPurchase: true,
    });
  });

  it("keeps auto's limits as the screens hold them, and text that is not an amount as it is", () => {
    expect(coveragesToSend('auto', { propertyDamage: '50000', bodilyInjury: '50/100' })).toEqual({
      propertyDamage: '50000',
      bodilyInjury: '50/100',
    });
    expect(coveragesToSend('renters', { personalLiability: '100000', plan: 'basic' })).toEqual({
      personalLiability: 100000,
      plan: 'basic',
    });
  });
});

describe('bindUserFor', () => {
  it("starts a property chain's user with no vehicle or driver, in the policy's state, with editable coverages", () => {
    const user = bindUserFor({
      user: home,
      carrierId: 'lemonade',
      coveragesExperience: 'fixed',
      changeInRate: 'increase',
    });
    expect(user).toMatchObject({
      policyType: 'home',
      carrierId: 'lemonade',
      state: 'OH',
      vehicles: [],
      drivers: [],
      coveragesExperience: 'editable',
      rateChanged: true,
    });
    expect(bindUserFor({ user: renters, carrierId: 'safeco' }).policyType).toBe('renters');
    expect(bindUserFor({ user: initialUser(), carrierId: 'root' })).toMatchObject({
      policyType: 'auto',
      property: null,
    });
  });
});

// A home or renters session on the real chart (A13, A14): from the RC2 questions straight to the re-rate (no driving
// record), an edit of the coverages straight to UPDATE_COVERAGE (no POST /rules-engine/), RC3 and the bind. Each step
// answers with the contract's responses (tests/mbt/ratecallResponses.ts); a step not scripted answers happily.

type Script = Partial<Record<RatecallStep, RatecallResponse[]>>;
const happy = (step: RatecallStep, quote: Quote) =>
  responsesFor(step, step === 'GET_RC2_RATE' || step.startsWith('UPDATE_') ? 'rateNoChange' : 'success', quote)[0];
const lemonadeHome: Quote = { ...homeQuote, carrier: 'Lemonade', carrierId: 'lemonade', partner: 'lemonade' };

function startProperty(user: RatecallInput['user'], quote: Quote, script: Script = {}) {
  const calls: RatecallCallInput[] = [];
  const checked: CoverageCheckInput[] = [];
  const machine = ratecallMachine.provide({
    actors: {
      fetchPostQuoteRules: fromPromise<PostQuoteRules, PostQuoteRulesInput>(async () => ({
        ...DEFAULT_POST_QUOTE_RULES,
        defaulted: {},
      })),
      fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(() => Promise.reject(new Error('auto only'))),
      callRatecall: fromPromise<RatecallResponse, RatecallCallInput>(async ({ input }) => {
        calls.push(input);
        const queued = script[input.step];
        return (queued && queued.length > 1 ? queued.shift() : queued?.[0]) ?? happy(input.step, quote);
      }),
      checkCoverages: fromPromise<CoverageCheck, CoverageCheckInput>(async ({ input }) => {
        checked.push(input);
        return { valid: true, coverages: input.coverages, messages: {} };
      }),
    },
  });
  const actor = createActor(machine, { input: { user, server: {}, continueWith: quote } }).start();
  const settle = () => waitFor(actor, (s) => !s.hasTag('state:loading'));
  const send = async (event: RatecallEvent) => {
    actor.send(event);
    return settle();
  };
  return { actor, calls, checked, settle, send };
}

const rated = (outcome: RatecallOutcome, quote: Quote) => responsesFor('GET_RC2_RATE', outcome, quote)[0];
const TOKEN = { 'payment.method': 'card', 'payment.paymentToken': 'tok_aG9tZXRva2VuMDAwMDAwMDA' };

describe('a home session on the rate-call chart', () => {
  it('goes from the RC2 answers to the re-rate without the driving-record check, and on to purchase success', async () => {
    const m = startProperty(home, lemonadeHome);
    let s = await m.settle();
    expect(s.matches({ ONLINE_BIND: 'ANSWER_RC2_QUESTIONS' })).toBe(true);
    s = await m.send({ type: 'ANSWERS_SUBMITTED', answers: { 'policy.addressConfirmation': 'Yes' } });
    expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
    s = await m.send({ type: 'COVERAGES_EDITED', coverages: { dwelling: '400000' } });
    s = await m.send({ type: 'PROCEED' });
    expect(s.matches({ ONLINE_BIND: 'ENTER_PAYMENT' })).toBe(true);
    s = await m.send({ type: 'PAYMENT_SUBMITTED', answers: TOKEN });
    expect(s.matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
    expect(m.calls.map((c) => c.step)).toEqual([
      'GET_RC1_QUOTES',
      'GET_RC2_QUESTIONS',
      'SUBMIT_RC2_ANSWERS',
      'GET_RC2_RATE',
      'UPDATE_COVERAGE',
      'BIND_RC2',
      'GET_RC3_QUESTIONS',
      'COLLECT_PAYMENT',
      'BIND_RC3',
    ]);
    expect(m.calls.every((c) => c.policyType === 'home')).toBe(true);
    // The edit went to the re-rate as amounts, never through POST /rules-engine/ (A14).
    expect(m.checked).toEqual([]);
    expect(m.calls.find((c) => c.step === 'UPDATE_COVERAGE')?.coverages).toMatchObject({ dwelling: 400000 });
    expect(s.context.online?.paymentAnswers).toEqual({});
  });

  it.each([
    ['rateIncrease', 'increase'],
    ['rateDecrease', 'decrease'],
  ] as const)('Success With Changes (%s) shows the updated price, then the coverages', async (outcome, change) => {
    const m = startProperty(home, lemonadeHome, { GET_RC2_RATE: [rated(outcome, lemonadeHome)] });
    await m.settle();
    const s = await m.send({ type: 'ANSWERS_SUBMITTED', answers: {} });
    expect(s.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(true);
    expect(s.context.online?.rerate?.change).toBe(change);
    // An edit from the updated price is re-rated at once too.
    const edited = await m.send({ type: 'COVERAGES_EDITED', coverages: { deductible: '2500' } });
    expect(m.checked).toEqual([]);
    expect(m.calls.at(-1)?.step).toBe('UPDATE_COVERAGE');
    // Re-rated against the updated price it showed: the happy answer is the quote's first price, so it changed again.
    expect(edited.matches({ ONLINE_BIND: 'REVIEW_UPDATED_PRICE' })).toBe(true);
  });

  it('a re-rate at the price the shopper saw is no change: straight to the coverages', async () => {
    const m = startProperty(home, lemonadeHome, { GET_RC2_RATE: [rated('rateNoChange', lemonadeHome)] });
    await m.settle();
    const s = await m.send({ type: 'ANSWERS_SUBMITTED', answers: {} });
    expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
    expect(s.context.online?.rerate?.change).toBe('no_change');
  });

  it("a failed bind says 'Error binding home policy:: ...' and goes to its error page", async () => {
    const failed = responsesFor('BIND_RC3', 'rcError', lemonadeHome)[0];
    const m = startProperty(home, lemonadeHome, { BIND_RC3: [failed] });
    await m.settle();
    await m.send({ type: 'ANSWERS_SUBMITTED', answers: {} });
    await m.send({ type: 'PROCEED' });
    const s = await m.send({ type: 'PAYMENT_SUBMITTED', answers: TOKEN });
    expect(s.matches('RC_ERROR')).toBe(true);
    expect(s.context.errors).toMatchObject({ rcError: true, route: '/error', code: 'rc_error' });
    expect(s.context.errors.thrown).toBe(`Error binding home policy:: ${failed.message}`);
  });

  it('a declined card comes back to the payment with its message and the token dropped', async () => {
    const declined = responsesFor('COLLECT_PAYMENT', 'cardDeclined', lemonadeHome)[0];
    const m = startProperty(home, lemonadeHome, {
      COLLECT_PAYMENT: [declined, happy('COLLECT_PAYMENT', lemonadeHome)],
    });
    await m.settle();
    await m.send({ type: 'ANSWERS_SUBMITTED', answers: {} });
    await m.send({ type: 'PROCEED' });
    let s = await m.send({ type: 'PAYMENT_SUBMITTED', answers: TOKEN });
    expect(s.matches({ ONLINE_BIND: 'ENTER_PAYMENT' })).toBe(true);
    expect(s.context.errors.paymentError).toBe('card_declined');
    expect(s.context.online?.paymentAnswers).toEqual({});
    s = await m.send({ type: 'PAYMENT_SUBMITTED', answers: TOKEN });
    expect(s.matches({ ONLINE_BIND: 'PURCHASED' })).toBe(true);
  });
});

describe('a renters session on the rate-call chart', () => {
  it('skips the driving-record check too, and posts as renters', async () => {
    const quote = { ...lemonadeHome, quoteId: 'lm-renters-1' };
    const m = startProperty(renters, quote);
    await m.settle();
    const s = await m.send({ type: 'ANSWERS_SUBMITTED', answers: {} });
    expect(s.matches({ ONLINE_BIND: 'EDIT_COVERAGES' })).toBe(true);
    expect(m.calls.map((c) => c.step)).not.toContain('CHECK_FOR_UDO');
    expect(m.calls.every((c) => c.policyType === 'renters')).toBe(true);
  });
});
