// Constants of the simulated ad exchange and the agency partners (spec 001 sections 3, 5, 7, 9). Values the spec states
// are cited; the rest are sandbox choices, listed in docs/spec-decisions.md.

/** spec 001 section 9: default ad version 17, ua_class auto. */
export const EXCHANGE_VERSION = 17;
export const EXCHANGE_UA_CLASS = 'auto';
/** The request type the exchange is sent (spec 001 section 3 names the field, not its value). */
export const EXCHANGE_REQUEST_TYPE = 'ad_request';

/** Placement ids per call (spec 001 section 7: the iPA...MAAdPlacementIDs rules choose them; these are the defaults). */
export const PLACEMENTS = {
  autoMediaAlpha: 'qf-auto-results-ma',
  autoAds: 'qf-auto-results-fallback',
  homeAds: 'qf-home-results-ma',
  rentersAds: 'qf-renters-results-ma',
} as const;

/** spec 000 section 9 / 001 section 7: months of continuous coverage sent to the exchange. */
export const CONTINUOUS_MONTHS = { underAYear: 6, oneToTwo: 18, twoToThree: 42, threePlus: 60, uninsured: 0 } as const;

/** The most ads one answer carries (a results page shows a short list). */
export const MAX_ADS = 10;
/** Bids below this cost-per-click (dollars) are not served. */
export const BID_FLOOR = 2.5;
/** A bidder's price varies by up to this share with a hash of the market (product and state), so ranks differ by market. */
export const BID_SPREAD = 0.12;

/** The click route (GET /api/ads/click/:adId) the ads' click_url points at. */
export const AD_CLICK_PATH = '/api/ads/click/';
/** HMAC label for signing ad ids (derived from the server secret). */
export const AD_ID_KEY_LABEL = 'ad-click';
export const AD_SIGNATURE_CHARS = 16;

/** spec 001 section 6: partner ids that are agencies, asked only when isAgencyAvailable. */
export const AGENCY_PARTNERS = ['quinstreet', 'geico'] as const;
export type AgencyPartner = (typeof AGENCY_PARTNERS)[number];
