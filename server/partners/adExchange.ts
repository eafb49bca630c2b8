import { createHash } from 'node:crypto';
import { roundCents } from '../../src/domain/quotes';
import type { Advertiser } from './adInventory';
import type { ExchangeData } from './adFacts';
import {
  BID_FLOOR,
  BID_SPREAD,
  EXCHANGE_REQUEST_TYPE,
  EXCHANGE_UA_CLASS,
  EXCHANGE_VERSION,
  MAX_ADS,
} from './constants';

// The simulated media-ad exchange ("MA", spec 001 sections 3, 7, 9): a request with the spec's fields goes in, each
// advertiser in the inventory bids deterministically on the shopper's facts, and the answer is ranked by bid.

export interface ExchangeRequest {
  placement_id: string;
  version: number;
  type: string;
  ua_class: string;
  sub_1?: string;
  sub_2?: string;
  sub_3?: string;
  data: ExchangeData;
}

export interface WinningBid {
  advertiser: Advertiser;
  bid: number;
}

/** spec 001 section 8: the Massachusetts clickwall; the sandbox exchange holds no auto demand there. */
export const NO_AUTO_DEMAND_STATES: readonly string[] = ['MA'];
const YOUNG_DRIVER_AGE = 25;

export function exchangeRequest(
  data: ExchangeData,
  placementId: string,
  overrides: { version?: number; sub_1?: string; sub_2?: string; sub_3?: string } = {},
): ExchangeRequest {
  return {
    placement_id: placementId,
    version: overrides.version ?? EXCHANGE_VERSION,
    type: EXCHANGE_REQUEST_TYPE,
    ua_class: EXCHANGE_UA_CLASS,
    ...(overrides.sub_1 ? { sub_1: overrides.sub_1 } : {}),
    ...(overrides.sub_2 ? { sub_2: overrides.sub_2 } : {}),
    ...(overrides.sub_3 ? { sub_3: overrides.sub_3 } : {}),
    data,
  };
}

/** Why nobody bids on this shopper at all, or null when the auction runs. */
export function noDemandReason(data: ExchangeData): string | null {
  if (!data.state) return 'no state: the exchange cannot target a shopper without a market';
  if (data.product === 'auto' && NO_AUTO_DEMAND_STATES.includes(data.state)) return `no auto demand in ${data.state}`;
  return null;
}

function writes(a: Advertiser, data: ExchangeData): boolean {
  const state = data.state;
  if (!state || a.bids[data.product] === undefined) return false;
  const only = a.states?.[data.product];
  if (only && !only.has(state)) return false;
  return !a.excluded?.[data.product]?.includes(state);
}

/**
 * A stable number in [0, 1) per advertiser, product and state: each market ranks advertisers a little differently,
 * while within a market a better risk always bids more (the spread never depends on the shopper's risk facts).
 */
function spreadOf(a: Advertiser, data: ExchangeData): number {
  return createHash('sha256').update(`${a.id}|${data.product}|${data.state}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** The advertiser's cost-per-click bid for this shopper, or null when it does not bid. */
export function bidFor(a: Advertiser, data: ExchangeData): number | null {
  if (!writes(a, data)) return null;
  const ap = a.appetite;
  let bid = a.bids[data.product] ?? 0;
  if (data.product === 'auto') {
    if (data.incidents > ap.maxIncidents || (data.dui && !ap.dui) || (data.sr22 && !ap.sr22)) return null;
    bid *= data.currentlyInsured ? 1 + ap.loyalty * (data.continuousMonths / 60) : ap.uninsured;
    bid *= 1 - 0.08 * data.incidents;
    bid *= data.homeOwnership === 1 ? ap.homeowner : 1;
    bid *= data.multipleVehicles ? ap.multiVehicle : 1;
    bid *= data.youngestDriverAge !== null && data.youngestDriverAge < YOUNG_DRIVER_AGE ? ap.youngDriver : 1;
  } else {
    const p = data.property;
    if (
      p &&
      (p.claims > ap.maxClaims || (p.roofAge !== null && p.roofAge > ap.maxRoofAge) || (p.coastal && !ap.coastal))
    )
      return null;
    bid *= 1 - 0.1 * (p?.claims ?? 0);
  }
  bid *= ap.credit[data.credit];
  bid *= data.bundleInterest ? ap.bundle : 1;
  bid *= 1 + BID_SPREAD * (2 * spreadOf(a, data) - 1);
  const cents = roundCents(bid);
  return cents >= BID_FLOOR ? cents : null;
}

/** The auction: every advertiser bids, the best MAX_ADS win, highest first (ties by advertiser id). */
export function runAuction(request: ExchangeRequest, inventory: readonly Advertiser[]): WinningBid[] {
  if (noDemandReason(request.data)) return [];
  return inventory
    .map((advertiser) => ({ advertiser, bid: bidFor(advertiser, request.data) }))
    .filter((b): b is WinningBid => b.bid !== null)
    .sort((x, y) => y.bid - x.bid || x.advertiser.id.localeCompare(y.advertiser.id))
    .slice(0, MAX_ADS);
}
