import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import { LEDGER_PARTIES } from '../../src/contract/privacy';
import type { RouteOptions } from '../context';
import { telemetryEvents } from '../db/schema';
import { sendApiError } from '../errors';
import { adClickKey, verifyAdId } from '../partners/adClick';
import { exchangeRequest } from '../partners/adExchange';
import { autoExchangeData, propertyExchangeData } from '../partners/adFacts';
import { AD_INVENTORY } from '../partners/adInventory';
import { type AdAnswer, serveAds } from '../partners/adService';
import { PLACEMENTS } from '../partners/constants';
import { EMPTY_REASON_HEADER, handoff } from '../privacy/handoffHook';
import { emptyFault } from '../sandbox/faultHooks';

// POST /auto/ads (the fallback exchange: the spec's direct partners), /auto/mediaAlpha (the media-ad exchange),
// /home/ads, and GET /ads/click/:adId (spec 001 sections 3, 4, 7, 9).

/** Says why an ad list is empty, so a demo or test can tell "nobody bids" from a fault. */
export { EMPTY_REASON_HEADER };

const FALLBACK_INVENTORY = AD_INVENTORY.filter((a) => a.directPartner);

/** The exchange receives the shopper's answers: an opted-out shopper gets no ads, the header saying why (0092); a
 * sandbox 'empty' fault answers before the exchange is asked. */
const AD_HANDOFF = handoff({
  whenOptedOut: 'empty',
  shares: [{ party: LEDGER_PARTIES.adExchange, purpose: 'ads' }],
  skip: emptyFault,
});

function answer(reply: FastifyReply, result: AdAnswer) {
  if (result.emptyReason) reply.header(EMPTY_REASON_HEADER, result.emptyReason);
  return result.ads;
}

export const adRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const key = adClickKey(ctx.userTokenSecret);

  app.post(
    endpoints.autoMediaAlpha.path,
    {
      schema: {
        body: endpoints.autoMediaAlpha.body,
        querystring: endpoints.autoMediaAlpha.query,
        response: { 200: endpoints.autoMediaAlpha.response },
      },
      config: { endpoint: 'autoMediaAlpha', handoff: AD_HANDOFF },
    },
    async (req, reply) => {
      if (emptyFault(req)) return [];
      const { user, placement_id, ...overrides } = req.body;
      const data = autoExchangeData(user, ctx.zips, req.query.multipleVehicles === 'true');
      return answer(
        reply,
        await serveAds(
          ctx,
          exchangeRequest(data, placement_id ?? PLACEMENTS.autoMediaAlpha, overrides),
          AD_INVENTORY,
          key,
        ),
      );
    },
  );

  app.post(
    endpoints.autoAds.path,
    {
      schema: { body: endpoints.autoAds.body, response: { 200: endpoints.autoAds.response } },
      config: { endpoint: 'autoAds', handoff: AD_HANDOFF },
    },
    async (req, reply) => {
      if (emptyFault(req)) return [];
      const { user, placement_id, ...overrides } = req.body;
      const data = autoExchangeData(user, ctx.zips, false);
      return answer(
        reply,
        await serveAds(
          ctx,
          exchangeRequest(data, placement_id ?? PLACEMENTS.autoAds, overrides),
          FALLBACK_INVENTORY,
          key,
        ),
      );
    },
  );

  app.post(
    endpoints.homeAds.path,
    {
      schema: { body: endpoints.homeAds.body, response: { 200: endpoints.homeAds.response } },
      config: { endpoint: 'homeAds', handoff: AD_HANDOFF },
    },
    async (req, reply) => {
      if (emptyFault(req)) return [];
      const { user, adPartners, placement_id, ...overrides } = req.body;
      const data = propertyExchangeData(user, { zips: ctx.zips });
      const wanted = new Set(adPartners.map((p) => p.toLowerCase()));
      const inventory = wanted.size
        ? AD_INVENTORY.filter((a) => wanted.has(a.partner) || wanted.has(a.id))
        : AD_INVENTORY;
      const placement = placement_id ?? (data.product === 'renters' ? PLACEMENTS.rentersAds : PLACEMENTS.homeAds);
      return answer(reply, await serveAds(ctx, exchangeRequest(data, placement, overrides), inventory, key));
    },
  );

  app.get(
    endpoints.adClick.path,
    { schema: { params: endpoints.adClick.params }, config: { endpoint: 'adClick' } },
    async (req, reply) => {
      const ad = emptyFault(req) ? null : verifyAdId(key, req.params.adId);
      if (!ad) return sendApiError(reply, 404, 'No such ad', { code: 'ad_not_found' });
      const { advertiser, product, position } = ad;
      // The click, without personal data: which ad and slot, never who clicked.
      await ctx.db.insert(telemetryEvents).values({
        sink: 'tracking',
        event: 'ProductClicked',
        payload: {
          adId: req.params.adId,
          advertiser: advertiser.id,
          partner: advertiser.partner,
          product,
          position,
          isAggregator: advertiser.isAggregator,
        },
      });
      return reply.redirect(advertiser.homepage, 302);
    },
  );
};
