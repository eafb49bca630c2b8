import { fromPromise } from 'xstate';
import type { AutoUser, Quote } from '../contract';
import { callApi } from './http';

// RC1: POST /auto/quotes (v2) with the user; the answer's data.quotes is read (spec 001 section 7).
export const fetchRc1Quotes = fromPromise<Quote[], { user: AutoUser }>(async ({ input, signal }) => {
  const res = await callApi('autoQuotes', { body: { user: input.user, quotePartners: [], isAgencyAvailable: input.user.autoPolicy.policy.isAgencyEligible === true }, signal }, 'rc1_quotes_error');
  return res.data.quotes;
});
