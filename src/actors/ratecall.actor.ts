import { fromPromise } from 'xstate';
import type { AutoUser } from '../contract';
import type { HomeUser, RentersUser } from '../contract/property';
import type { RatecallResponse } from '../contract/ratecall';
import { rulesEndpoints } from '../contract/rules';
import { type CoverageCheck, coverageCheckOf, isUsState, rulesSelectionOf } from '../domain/coverageSelection';
import type { CodedError } from '../domain/errors';
import type { CoverageCheckInput, RatecallCallInput } from '../machines/ratecall/ratecall.types';
import { callEndpoint } from './http';

// One rate call (spec 001 section 7): POST /{policyType}/ratecall with the user and requestDetails, every RC1-RC3 step
// of spec 001 section 4. The carrier's outcomes answer 200 (success false for an error) and are read by the machine;
// a call that gets no answer, or a protocol error, rejects with a coded error. No retry here: the chart decides.

/** The rate-call group of the contract, loaded with the first rate call (the start page never makes one). */
const loadContract = () => import('../contract/ratecall');

export const callRatecall = fromPromise<RatecallResponse, RatecallCallInput>(async ({ input, signal }) => {
  const { ratecallEndpoints, STEP_LEVEL } = await loadContract();
  const { step, session } = input;
  const requestDetails = {
    ratecall: STEP_LEVEL[step],
    step,
    carrierId: session.carrierId,
    ...(session.partner ? { partner: session.partner } : {}),
    ...(session.externalId ? { externalId: session.externalId } : {}),
    ...(session.companysQuoteNumber ? { companysQuoteNumber: session.companysQuoteNumber } : {}),
    ...(input.answers ? { answers: input.answers } : {}),
    ...(input.coverages ? { coverages: input.coverages } : {}),
    ...(input.undisclosedOperators ? { undisclosedOperators: input.undisclosedOperators } : {}),
    ...(input.readyForPurchase || input.breakout || input.reRateCarriers?.length
      ? {
          additionalData: {
            ...(input.readyForPurchase ? { readyForPurchase: true } : {}),
            ...(input.breakout ? { breakout: input.breakout } : {}),
            ...(input.reRateCarriers?.length ? { reRateCarriers: input.reRateCarriers } : {}),
          },
        }
      : {}),
  };
  // The proof that this is the session's creator: the saved user's token, else the secret RC1 answered.
  const proof = { token: input.userToken, sessionSecret: session.sessionSecret, signal };
  // POST /{policyType}/ratecall: each policy type's endpoint takes its own shopper (callInput sends policyTypeOf(user)).
  const user = input.user;
  switch (input.policyType) {
    case 'auto':
      return callEndpoint(
        ratecallEndpoints.autoRatecall,
        { body: { user: user as AutoUser, requestDetails }, ...proof },
        'rc_error',
      );
    case 'home':
      return callEndpoint(
        ratecallEndpoints.homeRatecall,
        { body: { user: user as HomeUser, requestDetails }, ...proof },
        'rc_error',
      );
    case 'renters':
      return callEndpoint(
        ratecallEndpoints.rentersRatecall,
        { body: { user: user as RentersUser, requestDetails }, ...proof },
        'rc_error',
      );
  }
});

/**
 * The edited coverages checked against the state's rules before the re-rate (spec 001 section 7: POST /rules-engine/,
 * "{product} selections"): the answer in the quote's coverage keys, each adjustment with its message. A policy
 * without a US state is not checked (the carrier's re-rate still holds it to the minimums).
 */
export const checkCoverages = fromPromise<CoverageCheck, CoverageCheckInput>(async ({ input, signal }) => {
  if (!isUsState(input.state)) throw { code: 'rc_error', status: 0 } satisfies CodedError;
  const body = rulesSelectionOf(input.coverages, input.state, input.vehicleIds);
  return coverageCheckOf(await callEndpoint(rulesEndpoints.rulesEngine, { body, signal }, 'rc_error'));
});
