import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import { recordShare } from '../backoffice/ledger';
import { carrierParty } from '../backoffice/ledgerParties';
import type { RouteOptions } from '../context';
import { type RatecallCall, canonicalCarrierId, runRatecall } from '../ratecall/engine';
import { RERATE_ALL_CARRIERS } from '../ratecall/handlers/rerate';
import { proofOf } from '../ratecall/proof';
import { faultsOf } from '../sandbox/faultHooks';
import { v2Headers } from './v2Header';

// POST /{auto,home,renters}/ratecall (spec 001 section 7): every RC1-RC3 step of spec 001 section 4, run by the
// step engine in server/ratecall. Carrier outcomes answer 200 with success false; protocol errors are ApiErrors.
export const ratecallRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // A RatecallProtocolError carries its status, code and field: the one error handler answers it as an ApiError.
  // The carrier the shopper buys from received their data to rate and bind: one ledger row per carrier (0092).
  const run = async (call: Omit<RatecallCall, 'ctx'>) => {
    const answer = await runRatecall({ ...call, ctx });
    const named = call.rd.carrierId ?? call.rd.carrier;
    if (named)
      await recordShare(
        ctx.db,
        call.shopper.user.userId,
        carrierParty(canonicalCarrierId(call.shopper.policyType, named)),
        'bind',
      );
    // rc2AllCarrierReRate: the other carriers re-rated on the RC2 answers received them too, to price a quote.
    const reRated = call.rd.step === 'GET_RC2_RATE' && call.shopper.policyType === 'auto';
    for (const other of reRated ? (call.rd.additionalData?.reRateCarriers ?? []) : [])
      if (RERATE_ALL_CARRIERS.includes(other) && other !== named)
        await recordShare(
          ctx.db,
          call.shopper.user.userId,
          carrierParty(canonicalCarrierId(call.shopper.policyType, other)),
          'rate_quote',
        );
    return answer;
  };

  app.post(
    endpoints.autoRatecall.path,
    {
      schema: {
        body: endpoints.autoRatecall.body,
        headers: v2Headers,
        response: { 200: endpoints.autoRatecall.response },
      },
      config: { endpoint: 'autoRatecall' },
    },
    (req) =>
      run({
        shopper: { policyType: 'auto', user: req.body.user },
        rd: req.body.requestDetails,
        faults: faultsOf(req),
        proof: proofOf(req.headers),
        endpoint: 'autoRatecall',
      }),
  );
  app.post(
    endpoints.homeRatecall.path,
    {
      schema: {
        body: endpoints.homeRatecall.body,
        headers: v2Headers,
        response: { 200: endpoints.homeRatecall.response },
      },
      config: { endpoint: 'homeRatecall' },
    },
    (req) =>
      run({
        shopper: { policyType: 'home', user: req.body.user },
        rd: req.body.requestDetails,
        faults: faultsOf(req),
        proof: proofOf(req.headers),
        endpoint: 'homeRatecall',
      }),
  );
  app.post(
    endpoints.rentersRatecall.path,
    {
      schema: {
        body: endpoints.rentersRatecall.body,
        headers: v2Headers,
        response: { 200: endpoints.rentersRatecall.response },
      },
      config: { endpoint: 'rentersRatecall' },
    },
    (req) =>
      run({
        shopper: { policyType: 'renters', user: req.body.user },
        rd: req.body.requestDetails,
        faults: faultsOf(req),
        proof: proofOf(req.headers),
        endpoint: 'rentersRatecall',
      }),
  );
};
