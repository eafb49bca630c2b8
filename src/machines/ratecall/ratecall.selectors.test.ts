import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyStateMachine, type SnapshotFrom, createActor, fromPromise } from 'xstate';
import type { AutoUser, Quote } from '../../contract';
import type { RatecallResponse } from '../../contract/ratecall';
import { responsesFor } from '../../../tests/mbt/ratecallResponses';
import { initialUser } from '../intake/initialUser';
import { ratecallMachine } from './ratecall.machine';
import { ratecallAt } from '../../ui/screens/stories/driveBind';
import { selectPostQuotes, selectPurchaseStrip, selectRatecallStep, selectResults } from './ratecall.selectors';
import type { RatecallCallInput, Rc1Result } from './ratecall.types';
import { DEFAULT_POST_QUOTE_RULES, type PostQuoteRules, type PostQuoteRulesInput } from './postQuoteRules';

// The selectors on snapshots of the real machine, driven by the events its actors would send.

const QUOTE: Quote = {
  carrier: 'Branch',
  carrierId: 'branch',
  partner: 'branch',
  quoteId: 'br-1',
  msgStatus: 'success',
  fullPayPlan: { totalAmount: 540, numberOfPayments: 1 },
  coverages: {},
  termMonths: 6,
  onlineBind: true,
};
const still = ratecallMachine.provide({
  actors: {
    fetchRc1Quotes: fromPromise<Rc1Result, { user: AutoUser }>(() => new Promise(() => {})),
    callRatecall: fromPromise<RatecallResponse, RatecallCallInput>(() => new Promise(() => {})),
    fetchPostQuoteRules: fromPromise<PostQuoteRules, PostQuoteRulesInput>(() => new Promise(() => {})),
  },
});
const widened: AnyStateMachine = still;

function snapshotAfter(events: AnyEventObject[]): SnapshotFrom<typeof ratecallMachine> {
  const actor = createActor(widened, { input: { user: initialUser(), server: {} } }).start();
  for (const e of events) actor.send(e);
  return actor.getSnapshot();
}
const rc1 = { type: 'xstate.done.actor.fetchRc1Quotes', output: { quotes: [QUOTE], quotesRequestId: 'r-1' } };
const online = { type: 'CONTINUE_ONLINE', carrierId: 'branch', quoteId: 'br-1' };
const rules = { type: 'xstate.done.actor.fetchPostQuoteRules', output: DEFAULT_POST_QUOTE_RULES };
const carrierRc1 = (outcome: 'success' | 'customRoute' | 'carrierRejected') => ({
  type: 'xstate.done.actor.GET_RC1_QUOTES',
  output: responsesFor('GET_RC1_QUOTES', outcome, QUOTE)[0],
});

describe('the rate-call selectors', () => {
  it('keep RC1 phases as the quotes screen knows them', () => {
    expect(selectResults(snapshotAfter([])).phase).toBe('loading');
    expect(selectResults(snapshotAfter([rc1])).phase).toBe('results');
    expect(
      selectResults(
        snapshotAfter([{ type: 'xstate.error.actor.fetchRc1Quotes', error: { code: 'rc1_quotes_error' } }]),
      ),
    ).toMatchObject({ phase: 'error', error: "We couldn't get your quotes right now." });
  });

  it('name the screen of every post-quote state by its step tag', () => {
    expect(selectRatecallStep(snapshotAfter([rc1, online]))).toBe('postQuotesLoading');
    expect(selectRatecallStep(snapshotAfter([rc1, online, rules, carrierRc1('success')]))).toBe('postQuotesLoading');
    expect(selectResults(snapshotAfter([rc1, online])).phase).toBe('postQuotes');
  });

  it("show the custom route's notice on the results", () => {
    expect(selectResults(snapshotAfter([rc1, online, rules, carrierRc1('customRoute')]))).toMatchObject({
      phase: 'results',
      notice: "We couldn't continue online with that carrier right now. Choose another quote or try again.",
    });
  });

  it("give an error page its route, the catalogue's message, and the loader until it is reset", () => {
    const view = selectPostQuotes(snapshotAfter([rc1, online, rules, carrierRc1('carrierRejected')]));
    expect(view).toMatchObject({ step: 'carrierRejected', route: '/error', loading: true, carrier: 'Branch' });
    expect(view.error?.code).toBe('carrier_rejected');
    const reset = snapshotAfter([
      rc1,
      online,
      rules,
      carrierRc1('carrierRejected'),
      { type: 'xstate.after.loaderReset.ratecall.CARRIER_REJECTED.loaderShown' },
    ]);
    expect(selectPostQuotes(reset).loading).toBe(false);
  });
});

describe('selectPurchaseStrip: where the shopper is in the purchase and what they buy', () => {
  it('counts the stages this carrier runs, the undisclosed drivers only once the driving record found some', () => {
    const pre = selectPurchaseStrip(ratecallAt('preMvr').getSnapshot());
    expect(pre).toMatchObject({ stage: 'preMvr', step: 1, steps: 3, title: 'Your drivers and vehicles' });
    const post = selectPurchaseStrip(ratecallAt('postMvr').getSnapshot());
    expect(post).toMatchObject({ stage: 'postMvr', step: 2, steps: 4 });
    const pay = selectPurchaseStrip(ratecallAt('payment').getSnapshot());
    expect(pay).toMatchObject({ stage: 'payment', step: 3, steps: 3, title: 'Payment', carrier: 'Liberty Mutual' });
  });

  it("shows the quote as last rated: its term total, monthly payment and term; nothing between the purchase's screens", () => {
    const s = ratecallAt('payment').getSnapshot();
    const quote = s.context.online!.quote;
    expect(selectPurchaseStrip(s)).toMatchObject({
      total: quote.fullPayPlan?.totalAmount,
      monthly: Math.round(quote.monthlyPayPlan!.totalAmount / quote.monthlyPayPlan!.numberOfPayments),
      termMonths: quote.termMonths,
    });
    expect(selectPurchaseStrip(ratecallAt('purchased').getSnapshot())).toBeNull();
    expect(selectPurchaseStrip(snapshotAfter([rc1]))).toBeNull();
  });
});
