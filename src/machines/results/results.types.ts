import type { Ad, AutoUser, Quote } from '../../contract';
import type { LEAD_TIERS, LeadClass } from '../../contract/classification';
import type { PartnerEligibility } from '../../contract/rules';
import type { ErrorCode } from '../../domain/errors';
import type { OfferRules, SortBy } from '../../domain/offers';
import type { BindStage } from '../bind/bind.types';
import type { ChainResult } from '../ratecall/ratecall.types';
import type { HandoffRecord } from './handoffParts';

// The results flow's input, context, events and actor shapes (spec 001 section 4 "Results flow"; section 3:
// integrations state and the global UI state's loader and error flags).

/** The results chart's input, over the user `U` it rates (auto's chart: `AutoUser`). */
export interface ResultsInput<U = AutoUser> {
  user: U;
  server: { userId?: string; token?: string };
  /** The browser's anonymous id: the experiments (mAQuotesFiltering) bucket by it. */
  anonymousId?: string;
  /** spec 000 section 6: the partner label ('' for none). */
  partner?: string;
  /** spec 001 section 2: eq_vehicles=true asks the ad exchange for multiple vehicles. */
  multipleVehicles?: boolean;
  /**
   * The shopper opted out of the sale or sharing of their data (issue 32: clientOptedOut() or the saved user's
   * status, given by the app): the `optedOut` guard skips every ad call, the Quinstreet and GEICO partner quotes, the
   * CRM export and the lead (docs/decisions/0095). Absent: false.
   */
  optedOut?: boolean;
}

/** What the rules engine decides before the quotes (spec 001 sections 4 and 7). */
export interface ResultsRules {
  /** flowAgenciesEligibility: the agency experience is allowed. */
  agencyAllowed: boolean;
  offers: OfferRules;
  /** spec 001 section 4: Liberty Mutual direct needs its availability flag and no mini-agency flow. */
  libertyMutualDirect: boolean;
  /**
   * iPACoverageMAAdPlacementIDs (spec 001 section 7): the media-ad exchange's placement for this shopper (by state,
   * traffic, partner and device); null where the rule did not decide, and the exchange uses its own.
   */
  adPlacement: string | null;
  /**
   * maAutoAggregators (spec 001 section 7): the advertisers (the ads' `carrier`, the exchange's advertiser name) whose
   * ads are aggregators; null where the rule did not decide, and each ad keeps the exchange's own isAggregator. Absent
   * is null.
   */
  aggregators?: readonly string[] | null;
  /**
   * mockMaAd: the ad slot shows a mock ad instead of calling the media-ad exchange (the sandbox's QA traffic sources
   * only; docs/decisions/0098). Absent is the rule's default, false.
   */
  mockAd?: boolean;
}

/** The facts the rules read (server/rules/inputs.ts "shopper"), built from the answers. */
export type RulesFacts = Record<string, string | number | boolean>;

/** spec 001 section 4: InProgress then Completed, on success or failure. */
export type FetchStatus = 'Idle' | 'InProgress' | 'Completed';

/** Where the renters offers of a bundle show (bundleOnResultsPage: beside the results; bundlePopUp: a pop-up). */
export type BundleDisplay = 'page' | 'popUp';

/** editableBundlePopUpCopy's answer (spec 001 section 7): the bundle pop-up's words, for a product. */
export interface BundleCopy {
  productType: 'home' | 'renters';
  headline: string;
  body: string;
  /** The pop-up's call to action. */
  cta: string;
}

/** The bundle rules' answer: where the renters offers show, and the pop-up's copy (null: the default copy). */
export interface BundleDecision {
  display: BundleDisplay | null;
  copy: BundleCopy | null;
}

/** The renters half of a bundle (spec 001 section 1): its quotes and ads, fetched beside the auto results. */
export interface RentersBundle {
  display: BundleDisplay | null;
  /** editableBundlePopUpCopy's renters copy for the pop-up; null: the default copy. */
  copy: BundleCopy | null;
  quotes: Quote[];
  ads: Ad[];
  /** spec 001 section 4: renters quote status InProgress then Completed, also on failure. */
  quoteStatus: FetchStatus;
  adStatus: FetchStatus;
}

/** The /error page's variants (spec 001 sections 2 and 8). */
export type ResultsErrorKind = 'general' | 'clickwall' | 'noAds' | 'noAgencyEligibility' | 'serverError';

export interface ResultsError {
  kind: ResultsErrorKind;
  code: ErrorCode;
  /** What was thrown, for error monitoring (never shown raw). */
  thrown: string | null;
}

export interface CarrierCall {
  carrierId: string;
  status: 'asking' | 'answered' | 'failed';
}

/**
 * What the classify step answers: the classification the results make, and the userClassification rule's class (null:
 * it did not decide; absent: not asked), which storeClassification puts on the user's tracking (decision 0097).
 */
export type ClassifiedLead = LeadClass & { userClassification?: (typeof LEAD_TIERS)[number] | null };

export interface ResultsContext extends ResultsInput {
  /** spec 001 section 4: the user is created on first use, then the flag is set and later saves update it. */
  userCreated: boolean;
  optedOut: boolean;
  /** The agency clickwall's hand-off (the CRM export and the lead): each call's status (handoffParts.ts). */
  handoff: HandoffRecord;
  rules: ResultsRules;
  classification: LeadClass | null;
  /** partnerQuotesAdsEligibility's flags (the contract's PartnerEligibility); null where the rule did not decide. */
  partnerFlags: PartnerEligibility | null;
  /** The carriers asked for RC1, one call each. */
  carriers: CarrierCall[];
  quotes: Quote[];
  ads: Ad[];
  quoteStatus: FetchStatus;
  adStatus: FetchStatus;
  /** Which media-ad attempt is running (1 is the first call, 4 the third retry). */
  adAttempt: number;
  progress: number;
  /** The loader toggle of the global UI state. */
  loader: boolean;
  sort: SortBy;
  /** The quotes the shopper ticked to compare side by side (their offer keys, at most MAX_COMPARED), in that order. */
  compared: string[];
  /** The comparison of the ticked quotes is open. */
  comparing: boolean;
  error: ResultsError | null;
  /** The quote the shopper continues online with (the rate-call chart's input). */
  chosen: Quote | null;
  /** By carrier, the post-quote stages the shopper completed before leaving for the quotes: kept for coming back. */
  answered?: Record<string, Partial<Record<BindStage, ChainResult>>>;
  /** The results modal's extra questions (extras.ts): the ids it asks, fixed when it opens. */
  extras: string[];
  bundle: RentersBundle;
  /**
   * The results number (GET /phone-numbers/experience-mapping, policyType auto, flowLocation results; spec 001
   * section 4); null until found, or when the lookup failed: the header keeps the intake's number, else the default.
   */
  phoneNumber: string | null;
}

export type ResultsEvent =
  | { type: 'USER_SAVED'; userId: string; token: string }
  | { type: 'USER_SAVE_FAILED'; code: ErrorCode; status?: number }
  /** The save failed in a way the queue retries (network, 5xx, 408, 429): a failing server is the 500 page. */
  | { type: 'USER_SAVE_RETRYING'; code: ErrorCode; status?: number }
  | { type: 'CARRIER_ANSWERED'; carrierId: string; quotes: Quote[] }
  | { type: 'CARRIER_FAILED'; carrierId: string; code: ErrorCode }
  | { type: 'SORT'; by: SortBy }
  /** A quote card's "Compare" toggle: adds the quote (its offer key) to the comparison, or takes it out. */
  | { type: 'TOGGLE_COMPARE'; key: string }
  /** Opens the side-by-side comparison of the ticked quotes (two or three). */
  | { type: 'OPEN_COMPARISON' }
  | { type: 'CLOSE_COMPARISON' }
  /** "Continue online" on a bindable carrier's card: the rate-call chart takes over from RC1 (docs/decisions/0014). */
  | { type: 'CONTINUE_ONLINE'; carrierId: string; quoteId: string }
  | { type: 'BACK_TO_QUOTES' }
  /** An answer in the results modal's extra questions (extras.ts). */
  | { type: 'EXTRA_ANSWERED'; questionId: string; value: string }
  /** The shopper closes the modal (its close button, Escape) before answering everything. */
  | { type: 'CLOSE_EXTRAS' }
  /** The shopper closes the bundle pop-up. */
  | { type: 'DISMISS_BUNDLE' }
  /** Internal: the results are shown; the modal opens if there is something to ask. */
  | { type: 'OFFER_EXTRAS' }
  /** The URL the shopper went to while on the results (a link, the back button): the chart may follow it. */
  | { type: 'SHOW_PATH'; path: string }
  | { type: 'RETRY' }
  /** Internal: the flow routed to the clickwall (loader hides 1.8 s later) or to an error page (reset 3 s later). */
  | { type: 'ROUTED' }
  /** Internal: the agency clickwall is reached (the agency experience's quotes and ads): the hand-off starts. */
  | { type: 'CLICKWALL' }
  | { type: 'FAILED' }
  | { type: 'LOADING' };

export interface CarrierInput {
  user: AutoUser;
  carrierId: string;
  isAgencyAvailable: boolean;
}
/** The results number's lookup: the traffic source it is mapped by (tracking sourceName; '' for the default). */
export interface PhoneInput {
  trafficSource: string;
}

export interface AdsInput {
  user: AutoUser;
  multipleVehicles: boolean;
  /** The placement the rules chose (media-ad exchange only); none: the exchange's default. */
  placementId?: string;
  /** mockMaAd decided: a mock ad, no exchange call (media-ad exchange only). */
  mockAd?: boolean;
}
