import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import { carrierParty } from '../backoffice/ledgerParties';
import type { RouteOptions } from '../context';
import { handoff } from '../privacy/handoffHook';
import { type RatecallCall, canonicalCarrierId, runRatecall } from '../ratecall/engine';
import { proofOf } from '../ratecall/proof';
import { faultsOf } from '../sandbox/faultHooks';
import { v2Headers } from './v2Header';

// POST /{auto,home,renters}/ratecall (spec 001 section 7): every RC1-RC3 step of spec 001 section 4, run by the
// step engine in server/ratecall. Carrier outcomes answer 200 with success false; protocol errors are ApiErrors.
export const ratecallRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // A RatecallProtocolError carries its status, code and field: the one error handler answers it as an ApiError.
  const run = (call: Omit<RatecallCall, 'ctx'>) => runRatecall({ ...call, ctx });

  /** The carrier the shopper buys from received their data to rate and bind: one ledger row per carrier (0092), written
   * by the hand-off hook on a 200 (a carrier's refusal too); buying is the shopper's own act, so no opt-out check. */
  const bindHandoff = (policyType: RatecallCall['shopper']['policyType']) =>
    handoff<{ requestDetails: { carrierId?: string; carrier?: string } }>({
      whenOptedOut: 'exempt',
      shares: (req) => {
        const named = req.body.requestDetails.carrierId ?? req.body.requestDetails.carrier;
        return named ? [{ party: carrierParty(canonicalCarrierId(policyType, named)), purpose: 'bind' }] : [];
      },
    });

  app.post(
    endpoints.autoRatecall.path,
    {
      schema: {
        body: endpoints.autoRatecall.body,
        headers: v2Headers,
        response: { 200: endpoints.autoRatecall.response },
      },
      config: { endpoint: 'autoRatecall', handoff: bindHandoff('auto') },
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
      config: { endpoint: 'homeRatecall', handoff: bindHandoff('home') },
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
      config: { endpoint: 'rentersRatecall', handoff: bindHandoff('renters') },
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
