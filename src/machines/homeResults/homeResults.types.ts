import type { Ad, Quote } from '../../contract';
import type { PropertyUser } from '../../contract/property';
import type { OfferRules } from '../../domain/offers';
import type { BindStage } from '../bind/bind.types';
import type { ChainResult } from '../ratecall/ratecall.types';
import type { HandoffRecord } from '../results/handoffParts';
import type {
  BundleDisplay,
  CarrierCall,
  FetchStatus,
  ResultsError,
  ResultsEvent,
  ResultsInput,
  RulesFacts,
} from '../results/results.types';

// The home line's results chart (spec 001 sections 2, 4 and 7; docs/decisions/0082): its input, context, events and
// actor shapes. The pieces auto's chart has too (the save, the carrier calls, the error kinds) are auto's types.

export type HomeResultsInput = Omit<ResultsInput<PropertyUser>, 'multipleVehicles'>;

/** What the remote rules decide before the home results (spec 001 sections 2, 6 and 7), in one batch. */
export interface HomeRules {
  /** flowAgenciesEligibility: the home agency experience (agency home states). */
  agency: boolean;
  /** homePartnerQuotesEligibility (home, townhome, condo) or rentersPartnerQuotesEligibility (renters). */
  partner: boolean;
  /** lemonadeDirectHome: Lemonade's direct home or renters offer. */
  lemonadeDirect: boolean;
  /** partnerQuotesAdsEligibility's evertree flag, for a home, townhome or condo policy. */
  evertree: boolean;
  /** bundleOnResultsPage and bundlePopUp: where a bundle with auto is offered (null: nowhere). */
  bundle: BundleDisplay | null;
  /** iPAHomeMAAdsPlacements: the exchange placement of this policy type; null: the exchange's own. */
  adPlacement: string | null;
}

export interface HomeResultsContext extends HomeResultsInput {
  userCreated: boolean;
  optedOut: boolean;
  rules: HomeRules;
  offers: OfferRules;
  /** The partners asked, one POST /home/quotes or /renters/quotes each. */
  carriers: CarrierCall[];
  quotes: Quote[];
  ads: Ad[];
  /** spec 001 section 4: home and renters quote status InProgress then Completed, also on failure. */
  quoteStatus: FetchStatus;
  adStatus: FetchStatus;
  /** Which /home/ads attempt is running (1 the first, 4 the third retry). */
  adAttempt: number;
  /** Evertree's quote page (with its id) the shopper is sent to. */
  redirect: string | null;
  /** The clickwall's hand-off (spec 001 section 7: the CRM export, and the lead): never shown to the shopper. */
  handoff: HandoffRecord;
  /** The results phone number (policyType home, flowLocation results); null: the default number. */
  phoneNumber: string | null;
  error: ResultsError | null;
  /** The quote the shopper continues online with (the rate-call chart's input); the app's routes read it. */
  chosen: Quote | null;
  /** By carrier, the post-quote stages the shopper completed before leaving for the quotes: kept for coming back. */
  answered?: Record<string, Partial<Record<BindStage, ChainResult>>>;
}

/** Auto's results events the home chart takes too (the save, each partner's answer, the retry), and its own. */
export type HomeResultsEvent =
  | Extract<
      ResultsEvent,
      {
        type:
          | 'USER_SAVED'
          | 'USER_SAVE_FAILED'
          | 'USER_SAVE_RETRYING'
          | 'CARRIER_ANSWERED'
          | 'CARRIER_FAILED'
          | 'RETRY';
      }
    >
  /** Internal: the clickwall (/home/quotes) is reached: the CRM export leaves. */
  | { type: 'CLICKWALL' }
  /** Internal: the quotes or the ads show: the auto bundle is offered if the rules say where. */
  | { type: 'RESULTS_SHOWN' }
  /** The shopper closed the auto bundle's pop-up. */
  | { type: 'DISMISS_BUNDLE' }
  /** "Continue online" on a card a property carrier sells online: the rate-call chart takes over (decision 0088). */
  | { type: 'CONTINUE_ONLINE'; carrierId: string; quoteId: string }
  | { type: 'BACK_TO_QUOTES' };

export interface PartnerInput {
  user: PropertyUser;
  /** The carrier or partner id POST /home/quotes (or /renters/quotes) is asked with. */
  carrierId: string;
}
export interface HomeAdsInput {
  user: PropertyUser;
  placementId?: string;
}
export interface PhoneInput {
  /** The traffic source the number is mapped by (the user's tracking sourceName; '' for the default). */
  trafficSource: string;
}

export type { RulesFacts };
