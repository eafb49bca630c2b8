import { z } from 'zod/mini';
import type { EndpointDef } from './endpoint';
import { AutoUser } from './entities';
import { HomeUser, RentersUser } from './property';
import { Quote } from './quotes';
import { MAX_CHARS, text } from './text';

// Calls of spec 000/001 section 7: auto ads, mediaAlpha, home ads, home and renters quotes, and the ads' click route.
// Written with zod/mini: the results chunk loads this group (docs/decisions/0008).

const partnerId = text(40).check(z.trim(), z.minLength(1));
const subId = z.optional(text(100));
const partnerList = z._default(z.array(partnerId).check(z.maxLength(20)), []);

/** spec 001 section 3: an ad (click-out offer) as the results page shows it. */
export const Ad = z.object({
  /** Signed id the click route resolves; the same shopper, advertiser and slot always give the same id. */
  adId: text(MAX_CHARS.token),
  carrier: text(MAX_CHARS.label),
  partner: text(MAX_CHARS.label),
  /** 1 is the top slot; the exchange ranks by bid. */
  position: z.number().check(z.int(), z.gte(1)),
  position_id: text(MAX_CHARS.id),
  click_url: text(MAX_CHARS.url),
  images: z.object({ logo: text(MAX_CHARS.dataUri), logoAlt: text(MAX_CHARS.text) }),
  /** The market the ad is shown for: the shopper's state name (never a city, zip or street). */
  location: text(MAX_CHARS.label),
  isAggregator: z.boolean(),
  product: z.enum(['auto', 'home', 'renters']),
  headline: text(MAX_CHARS.text),
  description: text(MAX_CHARS.text),
  bullets: z.array(text(MAX_CHARS.text)),
  /** The winning cost-per-click bid, dollars. */
  bid: z.number().check(z.nonnegative()),
});
export type Ad = z.infer<typeof Ad>;
export const AdList = z.array(Ad);

/** The exchange fields a client may set (spec 001 section 3: placement_id, version, sub_1 to sub_3); the rest are derived. */
/** An exchange placement id (iPACoverageMAAdPlacementIDs decides it). */
export const PLACEMENT_ID = text(100).check(z.trim(), z.minLength(1));
const exchangeOverrides = {
  placement_id: z.optional(PLACEMENT_ID),
  version: z.optional(z.number().check(z.int(), z.gte(1), z.lte(99))),
  sub_1: subId,
  sub_2: subId,
  sub_3: subId,
};

export const AutoAdsRequest = z.object({ user: AutoUser, ...exchangeOverrides });
export const AutoMediaAlphaQuery = z.object({
  /** spec 001 section 2: eq_vehicles=true means multiple vehicles. */
  multipleVehicles: z.optional(z.enum(['true', 'false'])),
});
export const HomeAdsRequest = z.object({
  user: z.union([RentersUser, HomeUser]),
  adPartners: partnerList,
  ...exchangeOverrides,
});

export const HomeQuotesRequest = z.object({ user: HomeUser, quotePartners: partnerList });
export const RentersQuotesRequest = z.object({ user: RentersUser, quotePartners: partnerList });
export const PropertyQuotesResponse = z.object({ data: z.object({ quotes: z.array(Quote) }) });

export const adEndpoints = {
  homeQuotes: { method: 'POST', path: '/home/quotes', body: HomeQuotesRequest, response: PropertyQuotesResponse },
  rentersQuotes: {
    method: 'POST',
    path: '/renters/quotes',
    body: RentersQuotesRequest,
    response: PropertyQuotesResponse,
  },
  autoAds: { method: 'POST', path: '/auto/ads', body: AutoAdsRequest, response: AdList },
  autoMediaAlpha: {
    method: 'POST',
    path: '/auto/mediaAlpha',
    body: AutoAdsRequest,
    query: AutoMediaAlphaQuery,
    response: AdList,
  },
  homeAds: { method: 'POST', path: '/home/ads', body: HomeAdsRequest, response: AdList },
  /** Records the click (tracking ProductClicked) and answers 302 to the advertiser's homepage; unknown ids 404. */
  adClick: {
    method: 'GET',
    path: '/ads/click/:adId',
    params: z.object({
      adId: text(160).check(z.minLength(1), z.regex(/^[a-z0-9.-]+$/, 'Not an ad id')),
    }),
    response: z.object({ location: text(MAX_CHARS.url) }),
  },
} as const satisfies Record<string, EndpointDef>;
