import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyStateMachine, type SnapshotFrom, createActor, fromPromise } from 'xstate';
import type { AutoUser, Quote } from '../../contract';
import type { RatecallResponse } from '../../contract/ratecall';
import type { RatecallCallInput, Rc1Result } from '../ratecall/ratecall.types';
import { DEFAULT_PHONE_NUMBER } from '../../domain/config';
import { initialUser } from '../intake/initialUser';
import { DEFAULT_POST_QUOTE_RULES, type PostQuoteRules, type PostQuoteRulesInput } from '../ratecall/postQuoteRules';
import { ratecallMachine } from '../ratecall/ratecall.machine';
import { headerPhoneNumber, selectPostQuotesPhoneNumber } from './app.selectors';

// The header's number in the post-quotes flow (spec 001 section 4: "the carrier's number if mapped, else the results
// number, else the default"): the post-quote lookup's number while the shopper is in the flow, on a real rate-call
// chart driven by the events its actors would send.

const QUOTE: Quote = {
  carrier: 'Safeco',
  carrierId: 'safeco',
  partner: 'safeco',
  quoteId: 'sf-1',
  msgStatus: 'success',
  fullPayPlan: { totalAmount: 540, numberOfPayments: 1 },
  coverages: {},
  termMonths: 6,
  onlineBind: true,
};
const never = <T, I>() => fromPromise<T, I>(() => new Promise<never>(() => {}));
const widened: AnyStateMachine = ratecallMachine.provide({
  actors: {
    fetchRc1Quotes: never<Rc1Result, { user: AutoUser }>(),
    callRatecall: never<RatecallResponse, RatecallCallInput>(),
    fetchPostQuoteRules: never<PostQuoteRules, PostQuoteRulesInput>(),
  },
});
const snapshotAfter = (events: AnyEventObject[]): SnapshotFrom<typeof ratecallMachine> => {
  const actor = createActor(widened, { input: { user: initialUser(), server: {}, continueWith: QUOTE } }).start();
  for (const e of events) actor.send(e);
  return actor.getSnapshot();
};
const rules = (phoneNumber: string | null) => ({
  type: 'xstate.done.actor.fetchPostQuoteRules',
  output: { ...DEFAULT_POST_QUOTE_RULES, phoneNumber, defaulted: {} },
});
const RESULTS = '8885550101';

describe('the post-quotes phone number', () => {
  it("is the lookup's number once it answered, and none before it or when it failed", () => {
    expect(selectPostQuotesPhoneNumber(snapshotAfter([]))).toBeUndefined();
    expect(selectPostQuotesPhoneNumber(snapshotAfter([rules('8665550160')]))).toBe('8665550160');
    expect(selectPostQuotesPhoneNumber(snapshotAfter([rules(null)]))).toBeUndefined();
    const failed = snapshotAfter([{ type: 'xstate.error.actor.fetchPostQuoteRules', error: new Error('down') }]);
    expect(selectPostQuotesPhoneNumber(failed)).toBeUndefined();
    // Back on the quotes, the flow is left: the results number again.
    const back = snapshotAfter([rules('8665550160'), { type: 'BACK_TO_QUOTES' }]);
    expect(selectPostQuotesPhoneNumber(back)).toBeUndefined();
  });

  it("the header: the post-quotes number, else the results number, else the default; the intake's while it runs", () => {
    const postQuotes = selectPostQuotesPhoneNumber(snapshotAfter([rules('8665550160')]));
    const failed = selectPostQuotesPhoneNumber(snapshotAfter([rules(null)]));
    expect(headerPhoneNumber({ postQuotes, results: RESULTS }, DEFAULT_PHONE_NUMBER)).toBe('8665550160');
    expect(headerPhoneNumber({ postQuotes: failed, results: RESULTS }, DEFAULT_PHONE_NUMBER)).toBe(RESULTS);
    expect(headerPhoneNumber({ postQuotes: failed }, DEFAULT_PHONE_NUMBER)).toBe(DEFAULT_PHONE_NUMBER);
    expect(headerPhoneNumber({ intake: '8335550106', results: RESULTS }, DEFAULT_PHONE_NUMBER)).toBe('8335550106');
  });
});
