import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import type { AutoUser } from '../../src/contract';
import type { RatecallResponse } from '../../src/contract/ratecall';
import { ratecallMachine } from '../../src/machines/ratecall/ratecall.machine';
import type { PostQuoteRules, PostQuoteRulesInput } from '../../src/machines/ratecall/postQuoteRules';
import type { CoverageCheck } from '../../src/domain/coverageSelection';
import type { CoverageCheckInput, RatecallCallInput, Rc1Result } from '../../src/machines/ratecall/ratecall.types';
import type { CrmHandoffInput, LeadHandoffInput, SlackHandoffInput } from '../../src/machines/results/handoffParts';
import { contextOf, ratecallCoverage, ratecallPaths } from './ratecallModel';
import { pathTrees, replayTree } from './replay';

// Thousands of steps on real actors: a hang guard for a loaded machine, not a speed limit.
const REPLAY_TIMEOUT_MS = 120_000;

const { paths, outputs } = await ratecallPaths();
const { quoted, declined } = outputs;
const walker = ratecallMachine.provide({
  actors: {
    fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(() => new Promise(() => {})),
    callRatecall: fromPromise<RatecallResponse, RatecallCallInput>(() => new Promise(() => {})),
    fetchPostQuoteRules: fromPromise<PostQuoteRules, PostQuoteRulesInput>(() => new Promise(() => {})),
    checkCoverages: fromPromise<CoverageCheck, CoverageCheckInput>(() => new Promise(() => {})),
    // The hand-offs answer only as the paths' events say.
    handoffCrm: fromPromise<string, CrmHandoffInput>(() => new Promise(() => {})),
    handoffSlack: fromPromise<string, SlackHandoffInput>(() => new Promise(() => {})),
    handoffLead: fromPromise<string, LeadHandoffInput>(() => new Promise(() => {})),
  },
});
const ends = paths.map((p) => ({ state: p.state, context: contextOf(p.state) }));
const endsWith = (test: (s: AnyMachineSnapshot) => boolean) => ends.filter((e) => test(e.state));

describe('the rate-call lifecycle, walked along generated paths', () => {
  it('reaches every state and takes every transition of the chart', () => {
    const cov = ratecallCoverage(paths);
    expect(cov.missingNodes).toEqual([]);
    expect(cov.missingTransitions).toEqual([]);
    // 38 states of the lifecycle, and in each waiting state its choice of chain, a state per chain (auto's, home's and
    // renters') and none; and the agent hand-offs' calls (26: AGENT_REQUESTED's three, HANDED_OFF's two).
    expect(cov.nodes.reached).toBe(126);
  });

  // The paths merged where they share a prefix, one tree per start (the shopper's RC1 with the partner prefill rule
  // off and on, the chosen quote, each chain's carrier and layout), every step of every path sent once on a real actor.
  const trees = pathTrees(paths);
  it.each(trees.map((tree, i) => [`${i + 1} of ${trees.length} (${tree.paths} paths)`, tree] as const))(
    'replays the paths from start %s on the real machine, each step to the same state and outcome',
    (_name, tree) => {
      const { ends } = replayTree(tree, {
        start: (input, snapshot) => createActor(walker, { snapshot, input }).start(),
        check: (s, predicted, event) => {
          const at = `${event?.type ?? 'start'} into ${JSON.stringify(predicted.value)}`;
          if (JSON.stringify(s.value) !== JSON.stringify(predicted.value)) expect(s.value, at).toEqual(predicted.value);
          if (s.context.outcome !== contextOf(predicted).outcome)
            expect(s.context.outcome, at).toBe(contextOf(predicted).outcome);
        },
      });
      // The walk went down the whole tree: every path's end was reached and checked.
      expect(ends).toBe(tree.paths);
    },
    REPLAY_TIMEOUT_MS,
  );

  it('shows the sandbox carriers quotes sorted by price, drops the declined, and keeps the quote session id', () => {
    const results = endsWith((s) => s.matches('RESULTS') && contextOf(s).online === null)[0].context;
    const prices = results.quotes.map((q) => q.fullPayPlan?.totalAmount ?? q.monthlyPayPlan!.totalAmount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(results.quotes.length + results.dropped).toBe(quoted.quotes.length);
    expect(results.quotes.every((q) => q.msgStatus === 'success')).toBe(true);
    expect(results.user.tracking.quotesRequestId).toBe(quoted.quotesRequestId);
  });

  it('walks home and renters sessions past the RC2 answers without the driving-record check or the coverage rules', () => {
    const property = paths
      .filter((p) => contextOf(p.state).online?.policyType !== undefined)
      .filter((p) => contextOf(p.state).online?.policyType !== 'auto');
    const types = new Set(property.map((p) => contextOf(p.state).online?.policyType));
    expect([...types].sort()).toEqual(['home', 'renters']);
    const bought = property.filter((p) => p.state.matches({ ONLINE_BIND: 'PURCHASED' }));
    expect(bought.length).toBeGreaterThan(0);
    for (const p of property)
      for (const step of p.steps)
        expect(
          step.state.matches({ ONLINE_BIND: 'CHECK_FOR_UDO' }) ||
            step.state.matches({ ONLINE_BIND: 'CHECK_COVERAGES' }),
        ).toBe(false);
    expect(property.some((p) => p.steps.some((step) => step.state.matches({ ONLINE_BIND: 'UPDATE_COVERAGE' })))).toBe(
      true,
    );
  });

  it('a user no carrier can rate ends in no quotes, with every answer counted as dropped', () => {
    const none = endsWith((s) => s.matches('NO_QUOTES'))[0].context;
    expect(none.quotes).toEqual([]);
    expect(none.dropped).toBe(declined.quotes.length);
  });
});

describe('paths reach every error of the rate-call catalogue (spec 001 section 8)', () => {
  const at = (state: string) => endsWith((s) => s.matches(state)).map((e) => e.context.errors);

  it("'rejected or redirected' sets carrierRejected on /error", () => {
    expect(at('CARRIER_REJECTED').every((e) => e.specificError === 'carrierRejected' && e.route === '/error')).toBe(
      true,
    );
    expect(at('CARRIER_REJECTED').length).toBeGreaterThan(0);
  });

  it("'hard stop' and the vehicle-symbol path go to /post-quotes-error", () => {
    const details = at('POST_QUOTES_ERROR').map((e) => e.detail ?? '');
    expect(details.some((d) => d.includes('hard stop'))).toBe(true);
    expect(details.some((d) => d.includes('vehicle-symbol'))).toBe(true);
    expect(at('POST_QUOTES_ERROR').every((e) => e.route === '/post-quotes-error')).toBe(true);
  });

  it("the chosen carrier's RC1 failure takes its custom route back to the results", () => {
    const back = endsWith((s) => s.matches('RESULTS') && contextOf(s).outcome === 'customRoute');
    const chosen = quoted.quotes.find((q) => q.onlineBind && q.msgStatus === 'success')!;
    expect(back.map((e) => e.context.errors.thrown)).toContain(`Did not receive ${chosen.carrier} in RC1 quotes`);
    expect(back.every((e) => e.context.errors.route === '/results' && e.context.online === null)).toBe(true);
  });

  it('anything else sets rcError on /error, with each thrown message of the catalogue', () => {
    const thrown = new Set(at('RC_ERROR').map((e) => e.thrown));
    for (const message of [
      'Fetch RC Pre-MVR Questions failed',
      'Fetch RC2 Updated Rate failed',
      'Bind RC3 failed',
      'Fetch RC2 Bind Rate failed',
      'Fetch RC3 Questions failed',
    ])
      expect(thrown).toContain(message);
    expect([...thrown].some((t) => t?.startsWith('Error binding auto policy:: '))).toBe(true);
    expect(at('RC_ERROR').every((e) => e.rcError && e.route === '/error')).toBe(true);
  });

  it('INVALID_VEHICLE marks vinError, the Liberty rule assignedDriverError, on the questions', () => {
    const questions = at('ONLINE_BIND.ANSWER_RC2_QUESTIONS');
    expect(questions.some((e) => e.vinError.includes(1))).toBe(true);
    expect(questions.some((e) => e.assignedDriverError.includes(2))).toBe(true);
  });

  it('each test card outcome comes back to the payment screen with its message', () => {
    const codes = new Set(at('ONLINE_BIND.ENTER_PAYMENT').map((e) => e.paymentError));
    for (const code of ['card_declined', 'insufficient_funds', 'payment_processor_error', 'card_expired'])
      expect(codes).toContain(code);
  });
});
