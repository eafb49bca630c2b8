import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import { carrierParty, isAgencyPartner } from '../backoffice/ledgerParties';
import { CARRIERS } from '../carriers';
import type { RouteOptions } from '../context';
import { handoff, handoffOf } from '../privacy/handoffHook';
import { type RatecallCall, canonicalCarrierId, runRatecall } from '../ratecall/engine';
import { RERATE_ALL_CARRIERS } from '../ratecall/handlers/rerate';
import { proofOf } from '../ratecall/proof';
import { faultsOf } from '../sandbox/faultHooks';
import { v2Headers } from './v2Header';

// POST /{auto,home,renters}/ratecall (spec 001 section 7): every RC1-RC3 step of spec 001 section 4, run by the
// step engine in server/ratecall. Carrier outcomes answer 200 with success false; protocol errors are ApiErrors.
export const ratecallRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  // A RatecallProtocolError carries its status, code and field: the one error handler answers it as an ApiError.
  const run = (call: Omit<RatecallCall, 'ctx'>) => runRatecall({ ...call, ctx });

  type RequestDetails = RatecallCall['rd'];
  /** rc2AllCarrierReRate: the other online-bind carriers an RC2 rate re-rates on the same answers; for an opted-out
   * shopper none sold through an agency partner (the Safeco auto carrier is Quinstreet's). */
  const reRated = (policyType: RatecallCall['shopper']['policyType'], rd: RequestDetails, blocked: boolean) => {
    if (rd.step !== 'GET_RC2_RATE' || policyType !== 'auto') return [];
    const named = rd.carrierId ?? rd.carrier;
    return [...new Set(rd.additionalData?.reRateCarriers ?? [])].filter(
      (c) =>
        c !== named &&
        RERATE_ALL_CARRIERS.includes(c) &&
        !(blocked && CARRIERS.some((k) => k.id === c && isAgencyPartner(k.partner))),
    );
  };
  /** The request details the engine runs: the re-rate list as reRated leaves it. */
  const runDetails = (policyType: RatecallCall['shopper']['policyType'], rd: RequestDetails, blocked: boolean) =>
    rd.additionalData?.reRateCarriers
      ? { ...rd, additionalData: { ...rd.additionalData, reRateCarriers: reRated(policyType, rd, blocked) } }
      : rd;

  /** The carrier the shopper buys from received their data to rate and bind, and the carriers an RC2 rate re-rated
   * received it to price a quote: one ledger row each (0092), written by the hand-off hook on a 200 (a carrier's
   * refusal too). Buying is the shopper's own act, so the bound carrier is never refused; the handler reads the
   * opt-out only to drop a partner's carrier from the re-rate. */
  const bindHandoff = (policyType: RatecallCall['shopper']['policyType']) =>
    handoff<{ requestDetails: RequestDetails }>({
      whenOptedOut: 'handler',
      shares: (req, { blocked }) => {
        const rd = req.body.requestDetails;
        const named = rd.carrierId ?? rd.carrier;
        return [
          ...(named ? [{ party: carrierParty(canonicalCarrierId(policyType, named)), purpose: 'bind' as const }] : []),
          ...reRated(policyType, rd, blocked).map((c) => ({
            party: carrierParty(canonicalCarrierId(policyType, c)),
            purpose: 'rate_quote' as const,
          })),
        ];
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
        rd: runDetails('auto', req.body.requestDetails, handoffOf(req).blocked),
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
        rd: runDetails('home', req.body.requestDetails, handoffOf(req).blocked),
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
        rd: runDetails('renters', req.body.requestDetails, handoffOf(req).blocked),
        faults: faultsOf(req),
        proof: proofOf(req.headers),
        endpoint: 'rentersRatecall',
      }),
  );
};
