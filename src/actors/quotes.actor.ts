import { fromPromise } from 'xstate';
import type { AutoUser } from '../contract';
import type { Rc1Result } from '../machines/ratecall/ratecall.types';
import { callApi } from './http';
import { withNewQuoteSession } from '../machines/results/quoteSession';

// RC1: POST /auto/quotes (v2) with the user; the answer's data.quotes is read (spec 001 section 7).
// The rate-call chart's own RC1 for every carrier (its START without a chosen quote; the live app's results ask each
// carrier themselves) is a quote session of its own: its quotesRequestId goes on the submitted user and back for the
// stored one.
export const fetchRc1Quotes = fromPromise<Rc1Result, { user: AutoUser }>(async ({ input, signal }) => {
  const user = withNewQuoteSession(input.user);
  const quotesRequestId = user.tracking.quotesRequestId ?? '';
  const isAgencyAvailable = user.autoPolicy.policy.isAgencyEligible === true;
  const res = await callApi(
    'autoQuotes',
    { body: { user, quotePartners: [], isAgencyAvailable }, signal },
    'rc1_quotes_error',
  );
  return { quotes: res.data.quotes, quotesRequestId };
});
