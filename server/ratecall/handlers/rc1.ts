import type { Quote } from '../../../src/contract/quotes';
import { carrierDataOf } from '../carrierData';
import { FAST_TRACK_CARRIER, ROUTING_PHRASES, STEP_FAILURE } from '../constants';
import { quoteNumberFor } from '../numbers';
import { autoCarrierOf, rateAuto, rateProperty } from '../rating';
import type { StepHandler } from '../types';
import { failWith, stateOf, succeed, withData } from './outcome';

// GET_RC1_QUOTES for one carrier (spec 001 section 4, RC1): creates the session with the carrier's quote number and
// answers the carrier's quote. A carrier that did not quote, declined, or does not sell online ends it here.

export const notReceived = (carrierId: string) => STEP_FAILURE.GET_RC1_QUOTES.replace('{carrier}', carrierId);

export const getRc1Quotes: StepHandler = async ({ ctx, shopper, session, isNew }) => {
  const stored = session.data.rc1Quote;
  if (!isNew && stored) {
    return succeed(session.data, `${stored.carrier} quote`, { quotes: [stored], carrierData: carrierDataOf(session) });
  }
  let quote: Quote | null = null;
  if (shopper.policyType === 'auto') {
    const carrier = autoCarrierOf(session.carrierId);
    quote = carrier ? await rateAuto(ctx, carrier, shopper.user) : null;
  } else {
    quote = await rateProperty(ctx, shopper.user, session.carrierId);
  }
  if (!quote) return failWith(session.data, notReceived(session.carrierId));
  if (quote.msgStatus === 'error')
    return failWith(session.data, `${notReceived(session.carrierId)}: ${quote.msgStatusDesc ?? 'carrier error'}`);
  if (quote.msgStatus !== 'success') {
    return failWith(
      session.data,
      `${quote.carrier} ${ROUTING_PHRASES.rejected} the quote: ${quote.msgStatusDesc ?? quote.msgStatus}`,
      { quotes: [quote] },
    );
  }
  if (!quote.onlineBind && session.carrierId !== FAST_TRACK_CARRIER.id) {
    return failWith(
      session.data,
      `${quote.carrier} quotes are ${ROUTING_PHRASES.rejected} to the carrier's own site: it does not sell online here`,
      {
        quotes: [quote],
      },
    );
  }
  const state = stateOf(shopper, ctx);
  // The partner the client named (a white-label partner) wins over the carrier's own partner id.
  const data = {
    ...session.data,
    carrierName: quote.carrier,
    partner: session.data.partner || quote.partner,
    state,
    rc1Quote: quote,
  };
  const message = `${quote.carrier} quote ${quote.quoteId}`;
  return succeed(
    data,
    message,
    { quotes: [quote], carrierData: carrierDataOf(withData(session, data)) },
    {
      companysQuoteNumber: quoteNumberFor(session.carrierId, session.id, state),
    },
  );
};
