import type { Ad } from '../../src/contract/ads';
import type { ExchangeRequest, WinningBid } from './adExchange';
import type { Advertiser } from './adInventory';
import type { ExchangeData } from './adFacts';
import { type AdIdFields, clickUrlFor, mintAdId, requestDigest } from './adClick';
import { STATE_NAMES } from './stateNames';
import { wordmark } from './wordmark';

// Winning bids become the spec's ads (spec 001 section 3: carrier, partner, position, position_id, click_url, images,
// location, isAggregator) with copy for the shopper's market.

const MAX_BULLETS = 4;

/** A wordmark in the brand's colour, inline (the app's CSP allows data: images, not other origins). */
export const logoFor = (a: Advertiser): string => wordmark(a.name, a.brandColor);

/** Copy bullets the shopper's facts make relevant, after the advertiser's own. */
function factBullets(a: Advertiser, d: ExchangeData): string[] {
  const extra: string[] = [];
  if (d.product === 'auto' && d.multipleVehicles && a.appetite.multiVehicle > 1.1)
    extra.push('Multi-vehicle discount available');
  if (d.product === 'auto' && d.homeOwnership === 1 && a.appetite.homeowner > 1.1)
    extra.push('Homeowner discount available');
  if (d.product === 'auto' && d.continuousMonths >= 42 && a.appetite.loyalty > 0)
    extra.push('Rewards for continuous coverage');
  if (d.bundleInterest && a.appetite.bundle > 1) extra.push('Save when you bundle');
  return extra;
}

export function buildAds(bids: WinningBid[], request: ExchangeRequest, key: Buffer): Ad[] {
  const d = request.data;
  const market = d.state ? STATE_NAMES[d.state] : 'your area';
  const digest = requestDigest(request);
  return bids.flatMap(({ advertiser: a, bid }, i): Ad[] => {
    const copy = a.copy[d.product];
    if (!copy) return [];
    const position = i + 1;
    const fields: AdIdFields = { advertiserId: a.id, product: d.product, position, digest };
    const adId = mintAdId(key, fields);
    const fill = (s: string) => s.replaceAll('{state}', market);
    const bullets = [...new Set([...copy.bullets.map(fill), ...factBullets(a, d)])].slice(0, MAX_BULLETS);
    return [
      {
        adId,
        carrier: a.name,
        partner: a.partner,
        position,
        position_id: `${request.placement_id}-${position}`,
        click_url: clickUrlFor(adId),
        images: { logo: logoFor(a), logoAlt: `${a.name} logo` },
        location: market,
        isAggregator: a.isAggregator,
        product: d.product,
        headline: fill(copy.headline),
        description: fill(copy.description),
        bullets,
        bid,
      },
    ];
  });
}
