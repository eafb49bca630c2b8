import type { Ad } from '../contract';

/** One ad as the ad exchanges answer it, for tests: the partner names it; `over` changes any field. */
export const sampleAd = (partner: string, over: Partial<Ad> = {}): Ad => ({
  adId: `ad-${partner}`,
  carrier: partner,
  partner,
  position: 1,
  position_id: 'p1',
  click_url: `/api/ads/click/ad-${partner}`,
  images: { logo: 'data:,', logoAlt: partner },
  location: 'Texas',
  isAggregator: false,
  product: 'auto',
  headline: 'h',
  description: 'd',
  bullets: [],
  bid: 3,
  ...over,
});
