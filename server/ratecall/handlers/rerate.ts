import type { Quote } from '../../../src/contract/quotes';
import type { RatecallStep } from '../../../src/contract/ratecall';
import { formatDollars } from '../../../src/domain/quotes';
import type { UsState } from '../../../src/domain/constants';
import { carrierDataOf, changeInRate, paymentPlansOf, termAmountOf } from '../carrierData';
import { ROUTING_PHRASES, STEP_FAILURE } from '../constants';
import { checkAutoCoverageEdits, checkPropertyCoverageEdits } from '../coverageEdits';
import { vehicleName } from '../questions/autoQuestions';
import {
  autoCarrierOf,
  effectiveAutoUser,
  effectivePropertyUser,
  rateAuto,
  rateProperty,
  vehiclesWithoutSymbol,
} from '../rating';
import { RatecallProtocolError, type SessionData, type StepHandler, type StepInput, type StepOutcome } from '../types';
import { failWith, stopWith, succeed, withData } from './outcome';

// GET_RC2_RATE, UPDATE_COVERAGE (the spec's UPDATE_{product}) and UPDATE_QUOTE: re-rate with the RC2 answers, the
// driving-record findings and the edited coverages (spec 001 section 4, rate change); BIND_RC2: the bind rate.

type Edits = Record<string, string | number>;

async function rerateQuote(input: StepInput, edits: Edits): Promise<Quote | StepOutcome> {
  const { ctx, shopper, session, today } = input;
  const { data } = session;
  if (shopper.policyType === 'auto') {
    const carrier = autoCarrierOf(session.carrierId);
    if (!carrier) return failWith(data, STEP_FAILURE[input.rd.step]);
    const autoEdits = checkAutoCoverageEdits(edits, data.state as UsState | null, shopper.user);
    const user = effectiveAutoUser(shopper.user, data.answers, data.mvr, today);
    const unrated = await vehiclesWithoutSymbol(ctx, user);
    if (unrated.length > 0) {
      const v = unrated[0];
      return stopWith(
        data,
        'vehicle_symbol',
        `${data.carrierName} has no rating symbol for the ${vehicleName(v)} (vehicle ${v.id}): ${ROUTING_PHRASES.vehicleSymbol}`,
      );
    }
    return rateAuto(ctx, carrier, user, autoEdits);
  }
  const propertyEdits = checkPropertyCoverageEdits(edits, shopper.policyType, session.carrierId);
  const quote = await rateProperty(
    ctx,
    effectivePropertyUser(shopper.user, data.answers),
    session.carrierId,
    propertyEdits,
  );
  return quote ?? failWith(data, STEP_FAILURE[input.rd.step]);
}

const isOutcome = (x: Quote | StepOutcome): x is StepOutcome => 'advance' in x;

/** The carriers RC2 re-rates beside the session's under rc2AllCarrierReRate: the online-bind auto carriers. */
export const RERATE_ALL_CARRIERS: readonly string[] = ['safeco', 'libertymutual'];

/**
 * GET_RC2_RATE's other carriers (rc2AllCarrierReRate): each one asked that is an online-bind auto carrier other than
 * the session's, rated on the same answers and driving record with its own default coverages; a carrier that does
 * not quote (declined, no rating symbol) is left out, never an error of the session's step.
 */
export async function reRateOthers(input: StepInput): Promise<Quote[]> {
  const { ctx, shopper, session, rd, today } = input;
  const asked = rd.additionalData?.reRateCarriers ?? [];
  if (rd.step !== 'GET_RC2_RATE' || shopper.policyType !== 'auto' || asked.length === 0) return [];
  const others = [...new Set(asked)].filter((c) => c !== session.carrierId && RERATE_ALL_CARRIERS.includes(c));
  if (others.length === 0) return [];
  const user = effectiveAutoUser(shopper.user, session.data.answers, session.data.mvr, today);
  if ((await vehiclesWithoutSymbol(ctx, user)).length > 0) return [];
  const quotes = await Promise.all(
    others.map((c) => {
      const carrier = autoCarrierOf(c);
      return carrier ? rateAuto(ctx, carrier, user) : null;
    }),
  );
  return quotes.filter((q): q is Quote => q !== null && q.msgStatus === 'success');
}

export function rerate(step: Extract<RatecallStep, 'GET_RC2_RATE' | 'UPDATE_COVERAGE' | 'UPDATE_QUOTE'>): StepHandler {
  return async (input) => {
    const { session, rd } = input;
    if (step === 'UPDATE_COVERAGE' && !rd.coverages) {
      throw new RatecallProtocolError(
        400,
        'body.requestDetails.coverages: UPDATE_COVERAGE needs the edited coverages',
        'coverages_required',
        'body.requestDetails.coverages',
      );
    }
    const edits = { ...session.data.rated?.coverageEdits, ...rd.coverages };
    const rated = await rerateQuote(input, edits);
    if (isOutcome(rated)) return rated;
    const { data } = session;
    if (rated.msgStatus !== 'success') {
      return stopWith(
        data,
        'rejected',
        `${rated.carrier} ${ROUTING_PHRASES.rejected} the updated application: ${rated.msgStatusDesc ?? rated.msgStatus}`,
        { quotes: [rated] },
      );
    }
    const initial = data.rated?.initial ?? data.rc1Quote ?? rated;
    const previous = data.rated?.latest ?? initial;
    const next: SessionData = {
      ...data,
      rated: { initial, previous, latest: rated, coverageEdits: edits },
      bindRate: undefined,
      rc3Questions: undefined,
    };
    const change = changeInRate(previous, rated);
    const view = withData(session, next);
    const response = { quotes: [rated, ...(await reRateOthers(input))], carrierData: carrierDataOf(view) };
    if (change === 'no_change') return succeed(next, `Rate confirmed: ${formatDollars(termAmountOf(rated))}`, response);
    const message = `Your rate ${change === 'increase' ? 'went up' : 'went down'} from ${formatDollars(termAmountOf(previous))} to ${formatDollars(termAmountOf(rated))}`;
    return succeed(next, message, response, { status: 'Success With Changes' });
  };
}

export const bindRc2: StepHandler = async ({ session, rd }) => {
  if (rd.additionalData?.readyForPurchase !== true) {
    throw new RatecallProtocolError(
      400,
      'body.requestDetails.additionalData.readyForPurchase: set it to true to ask for the bind rate',
      'not_ready_for_purchase',
      'body.requestDetails.additionalData.readyForPurchase',
    );
  }
  const quote = session.data.rated?.latest ?? session.data.rc1Quote;
  if (!quote) return failWith(session.data, STEP_FAILURE.BIND_RC2);
  const paymentPlans = paymentPlansOf(quote);
  const data: SessionData = { ...session.data, bindRate: { quote, paymentPlans }, rc3Questions: undefined };
  return succeed(data, `Bind rate ${formatDollars(termAmountOf(quote))} for ${quote.termMonths} months`, {
    paymentPlans,
    quotes: [quote],
    carrierData: carrierDataOf(withData(session, data)),
  });
};
