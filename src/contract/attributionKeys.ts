// spec 000 section 2, "Attribution parameters captured": pid, the click ids and the utm_* set. Plain lists, no zod: the
// start page reads them from the URL (src/app/queryParams.ts) and the contract bounds them on the user's tracking
// (./tracking.ts).

/** spec 000 section 2: the click ids captured. */
export const CLICK_IDS = ['fbclid', 'gclid', 'ttclid', 'msclkid', 'ttcid'] as const;
export type ClickId = (typeof CLICK_IDS)[number];

/**
 * spec 000 section 2: "about 22 utm_* parameters (source, campaign, medium, term, content, referrer and others)". Ours:
 * the five classic ones, referrer, GA4's four, and the ad platforms' common twelve (docs/spec-decisions.md).
 */
export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_referrer',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'utm_campaign_id',
  'utm_adgroup',
  'utm_adgroup_id',
  'utm_ad',
  'utm_ad_id',
  'utm_keyword',
  'utm_matchtype',
  'utm_network',
  'utm_device',
  'utm_placement',
  'utm_audience',
  'utm_position',
] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];
