import { describe, expect, it } from 'vitest';
import type { Quote } from '../../contract';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../testing/sampleProperty';
import { SAMPLE_QUOTE } from '../../testing/sampleQuote';
import { bindUserFor } from '../bind/bindUser';
import { initialUser } from '../intake/initialUser';
import { DEFAULT_POST_QUOTE_RULES, coveragesExperienceOf } from './postQuoteRules';
import { chainsOf } from './ratecall.chains';
import { NO_ERRORS, applyFailure, newSession, withPostQuoteRules } from './ratecall.context';
import { callInput, coveragesToSend } from './ratecall.setup';
import { type RatecallContext, sessionPolicyType } from './ratecall.types';

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
});

describe('a session of a policy type', () => {
  it('keeps the policy type it was opened with; one persisted before it had one is auto', () => {
    expect(sessionPolicyType(newSession(homeQuote, 'home'))).toBe('home');
    const { policyType: _, ...persisted } = newSession(SAMPLE_QUOTE, 'auto');
    expect(sessionPolicyType(persisted)).toBe('auto');
  });

  it('finds no auto chain for a safeco home quote: the chains are keyed by policy type and carrier', () => {
    const online = withPostQuoteRules(newSession(homeQuote, 'home'), DEFAULT_POST_QUOTE_RULES);
    expect(online.chains).toEqual({ preMvr: null, postMvr: null, coverages: null, payment: null });
    expect(chainsOf('auto', 'safeco').preMvr).toBe('safecoPreMvr');
    expect(chainsOf('renters', 'root').preMvr).toBe(null);
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
