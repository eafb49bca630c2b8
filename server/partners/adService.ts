import type { Ad } from '../../src/contract/ads';
import type { ServerContext } from '../context';
import { quoteRequests } from '../db/schema';
import { buildAds } from './adBuilder';
import { type ExchangeRequest, noDemandReason, runAuction } from './adExchange';
import type { Advertiser } from './adInventory';

// One ad call end to end: run the auction, build the ads, and log the request (derived facts only) in quote_requests.

export interface AdAnswer {
  ads: Ad[];
  /** Why the answer is empty, when it is: no market, no demand there, or no advertiser's appetite fits. */
  emptyReason: string | null;
}

export async function serveAds(
  ctx: ServerContext,
  request: ExchangeRequest,
  inventory: readonly Advertiser[],
  key: Buffer,
): Promise<AdAnswer> {
  const bids = runAuction(request, inventory);
  const ads = buildAds(bids, request, key);
  const emptyReason = ads.length
    ? null
    : (noDemandReason(request.data) ?? 'no advertiser bid above the floor for this shopper');
  await ctx.db.insert(quoteRequests).values({
    policyType: request.data.product,
    kind: 'ads',
    state: request.data.state,
    risk: request,
    results: ads.map((a) => ({ advertiser: a.carrier, partner: a.partner, position: a.position, bid: a.bid })),
  });
  return { ads, emptyReason };
}
