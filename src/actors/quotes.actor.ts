import { fromPromise } from 'xstate';
import type { AutoUser } from '../contract';
import type { Rc1Result } from '../machines/ratecall/ratecall.types';
import { callApi } from './http';

// RC1: POST /auto/quotes (v2) with the user; the answer's data.quotes is read (spec 001 section 7).
// Each quote session gets a fresh quotesRequestId, set on the submitted user and handed back for the stored one.
export const fetchRc1Quotes = fromPromise<Rc1Result, { user: AutoUser }>(async ({ input, signal }) => {
  const quotesRequestId = crypto.randomUUID();
  const user = { ...input.user, tracking: { ...input.user.tracking, quotesRequestId } };
  const isAgencyAvailable = user.autoPolicy.policy.isAgencyEligible === true;
  const res = await callApi(
    'autoQuotes',
    { body: { user, quotePartners: [], isAgencyAvailable }, signal },
    'rc1_quotes_error',
  );
  return { quotes: res.data.quotes, quotesRequestId };
});
