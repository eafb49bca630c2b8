import { PARTNER_LABELS, START_RULE_DEFAULTS } from './startRuleDefaults';

// The remote rules by name and what each gives when it cannot decide, and the partner labels (spec 000 section 6):
// plain data, apart from the rules' call schemas in rules.ts, which load with the first call
// (src/actors/experiments.actor.ts). What the start page reads (the start rules' defaults, the URL's partner) is in
// ./startRuleDefaults.ts, spread in and re-exported here.

export { PARTNER_LABELS, START_RULE_DEFAULTS };

/**
 * Every remote rule of spec 001 section 7 with the value a failure gives (spec 000 section 8: false, null or
 * 'control'). The client falls back to these when the call itself fails; the server's definitions carry the same
 * defaults (server/rules/definitions, checked by a test).
 */
export const RULE_DEFAULTS = {
  // Eligibility
  quinstreetAgencyAvailability: false,
  quinstreetIntraflowAvailability: false,
  flowQuinstreetAgencyEligibility: false,
  flowAgenciesEligibility: false,
  partnerQuotesAdsEligibility: null,
  homePartnerQuotesEligibility: false,
  rentersPartnerQuotesEligibility: false,
  propertyPrefill: false,
  geicoAutoEligibility: false,
  // Ads ({product} is coverage: iPACoverageMAAdPlacementIDs)
  iPACoverageMAAdPlacementIDs: null,
  iPAHomeMAAdsPlacements: null,
  maAutoAggregators: null,
  mAQuotesFiltering: 'control',
  mockMaAd: false,
  // Hours (lmDRC{timezone}Time for each US time zone)
  calendlyAvailability: false,
  lmDRCEasternTime: false,
  lmDRCCentralTime: false,
  lmDRCMountainTime: false,
  lmDRCPacificTime: false,
  lmDRCAlaskaTime: false,
  lmDRCHawaiiTime: false,
  agencyOperatingHours: false,
  chatAvailability: false,
  fastTrackSupportedCarrierIDs: null,
  // Classification and bundling
  userClassification: null,
  bundlePopUp: false,
  editableBundlePopUpCopy: null,
  bundleOnResultsPage: false,
  lemonadeDirectHome: false,
  // Per carrier ({carrier}QuotesVsAds)
  safecoQuotesVsAds: null,
  libertymutualQuotesVsAds: null,
  lemonadeQuotesVsAds: null,
  branchQuotesVsAds: null,
  rootQuotesVsAds: null,
  geicoQuotesVsAds: null,
  fasttrackQuotesVsAds: null,
  // Experiments (variants default to 'control', on/off switches to false)
  ...START_RULE_DEFAULTS,
  roundTwoFirstQuestion: 'control',
  rc2IterationRule: 'control',
  skipPostQuotesLandingPage: false,
  rc2PrefillToggle: false,
  rc2AllCarrierReRate: false,
  whitelabelKnockouts: null,
  smsEnable: false,
  emailValidationEnabled: false,
} as const satisfies Record<string, false | null | 'control'>;

export type RemoteRuleName = keyof typeof RULE_DEFAULTS;
export const REMOTE_RULE_NAMES = Object.keys(RULE_DEFAULTS) as RemoteRuleName[];

/** The value a rule answers when its call fails (an unknown name: null). */
export const ruleDefault = (name: string): false | null | 'control' =>
  Object.hasOwn(RULE_DEFAULTS, name) ? RULE_DEFAULTS[name as RemoteRuleName] : null;
