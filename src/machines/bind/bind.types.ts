import type { AutoUser } from '../../contract/entities';
import { type PropertyUser, isRentersUser } from '../../contract/propertyUser';
import type { AnswerValue, HouseholdMemberStatus, LicenseReason } from '../../contract/ratecall';

// The post-quote online-bind chains (spec 001 sections 2 and 4, issue 12): what a chain's machine keeps. The answers
// are stored under the sandbox's own question ids (`vehicle.1.vin`, `policy.effectiveDate`), so they are the RC2 and
// RC3 `answers` the rate call sends (answers.ts), and the undisclosed drivers' answers are the contract's.

/** The policy types bought online (spec 001 section 4: auto, and renters and home with their own chains). */
export const BIND_POLICY_TYPES = ['auto', 'home', 'renters'] as const;
export type BindPolicyType = (typeof BIND_POLICY_TYPES)[number];

/** Any shopper a purchase online starts from: auto's household, or a home or renters shopper. */
export type BindShopper = AutoUser | PropertyUser;

/**
 * The API's policy type of a shopper (POST /{policyType}/ratecall, the post-quote routes). Here, not beside
 * isRentersUser: the start page's chunk holds that module, and only the post-quote chunks need this.
 */
export function policyTypeOfShopper(u: BindShopper): BindPolicyType {
  if ('autoPolicy' in u) return 'auto';
  return isRentersUser(u) ? 'renters' : 'home';
}

/** The auto carriers that can be bought online (spec 001 section 1; the sandbox's `onlineBind` carriers). */
export const AUTO_BIND_CARRIERS = ['safeco', 'libertymutual', 'branch', 'root', 'fasttrack'] as const;
export type AutoBindCarrier = (typeof AUTO_BIND_CARRIERS)[number];
/** The home and renters carriers that can be bought online (server/carriers/property, `onlineBind`). */
export const PROPERTY_BIND_CARRIERS = ['lemonade', 'branch', 'safeco', 'libertymutual'] as const;
/** Every carrier of a post-quote chain: safeco, libertymutual and branch sell both lines, so a chain is keyed by both. */
export type BindCarrier = AutoBindCarrier | (typeof PROPERTY_BIND_CARRIERS)[number];

/** The carriers a policy type can be bought online from. */
export const BIND_CARRIERS_BY_POLICY: Record<BindPolicyType, readonly BindCarrier[]> = {
  auto: AUTO_BIND_CARRIERS,
  home: PROPERTY_BIND_CARRIERS,
  renters: PROPERTY_BIND_CARRIERS,
};

/** Whether `carrierId` can be bought online for `policyType`. */
export const isBindCarrierFor = (policyType: BindPolicyType, carrierId: string): carrierId is BindCarrier =>
  (BIND_CARRIERS_BY_POLICY[policyType] as readonly string[]).includes(carrierId);

/** The breakout experiment's layouts of the vehicle and driver questions (spec 001 section 4). */
export const LAYOUTS = ['grouped', 'vinFirst', 'vinLast'] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * The remote rule rc2IterationRule's variants (spec 001 section 4: the iteration experience fetched before building
 * the Safeco or Liberty Mutual auto chain; docs/decisions/0031).
 */
export const ITERATIONS = ['control', 'editableCoverages', 'fastBind'] as const;
export type Iteration = (typeof ITERATIONS)[number];

/**
 * What follows the re-rate (docs/decisions/0031): the editable coverages then proceed-or-agent (`editable`), only
 * proceed-or-agent (`fixed`), or straight on to payment (`fastBind`); the updated price is shown first whenever it
 * changed.
 */
export const COVERAGES_EXPERIENCES = ['editable', 'fixed', 'fastBind'] as const;
export type CoveragesExperience = (typeof COVERAGES_EXPERIENCES)[number];

/** The rate-call stage a chain's answers are sent at (src/machines/ratecall waiting states). */
export const BIND_STAGES = ['preMvr', 'postMvr', 'coverages', 'payment'] as const;
export type BindStage = (typeof BIND_STAGES)[number];

export interface BindVehicle {
  /** The intake vehicle's id: the sandbox's question ids carry it (`vehicle.{id}.vin`). */
  id: number;
  leasedOrFinanced: boolean;
}

export interface BindDriver {
  id: number;
  sr22Required: boolean;
}

/** The shopper's answers about one undisclosed operator so far (post-MVR screens undisclosed-drivers-*). */
export interface UndisclosedDraft {
  /** The operator's id as CHECK_FOR_UDO listed it. */
  id: number;
  householdMemberStatus?: HouseholdMemberStatus;
  hasSeparatePolicy?: 'Yes' | 'No' | 'None';
  hasActiveLicense?: 'Yes' | 'No';
  reasonNotHoldingLicense?: LicenseReason;
}

/** What comes after the editable coverages (proceed-updated-price-connect-agent). */
export type NextAction = 'proceed' | 'connectAgent';

/**
 * What the property chains' skip rules read of a home or renters shopper (bindUser.ts `propertyFactsOf`): the kind of
 * dwelling, how many live there, and what the intake already confirmed.
 */
export interface PropertyFacts {
  /** The policy type the intake chose (home, townhome and condo are homePolicy's; renters is rentersPolicy's). */
  kind: 'Home' | 'Townhome' | 'Condo' | 'Renters';
  occupants: number;
  /** Renters: the intake confirmed the rented address (new-address-confirmation is skipped); home: true. */
  addressConfirmed: boolean;
  /**
   * Renters: the intake did not say No to living there 5 years (previous-address-confirmation is skipped); home:
   * true, the home chain asks address-confirmation instead.
   */
  livedFiveYears: boolean;
}

export interface BindUser {
  policyType: BindPolicyType;
  carrierId: BindCarrier;
  /** The policy's state (garaging address): the state rules read it. */
  state: string;
  /** Empty for home and renters: the property chains have no vehicle or driver loop. */
  vehicles: BindVehicle[];
  drivers: BindDriver[];
  /** The home or renters shopper's facts; null for auto. */
  property: PropertyFacts | null;
  /** The first driver is currently insured: policy expiration is asked (the sandbox's safeco chain). */
  firstDriverInsured: boolean;
  /** The remote rule skipPostQuotesLandingPage (spec 001 section 7). */
  skipLandingPage: boolean;
  /**
   * The shopper's brand has a post-quotes page: not the Liberty-Mutual and Safeco types (spec 001 section 1, "no
   * post-quotes page"), whose landing is skipped whatever the remote rule says (src/domain/brands.ts).
   */
  postQuotesPage: boolean;
  /** What follows the re-rate: rc2IterationRule for safeco and liberty, the editable coverages for the others. */
  coveragesExperience: CoveragesExperience;
  /** The RC2 re-rate changed the price (changeInRate other than no_change): proceed-with-updated-price shows. */
  rateChanged: boolean;
  /** RC2 and RC3 answers by the sandbox's question id. */
  answers: Record<string, AnswerValue>;
  undisclosed: UndisclosedDraft[];
  /** The edited coverage selection (UPDATE_COVERAGE's `coverages`). */
  coverages: Record<string, string>;
  acceptUpdatedPrice?: boolean;
  nextAction?: NextAction;
  /** The card the vault tokenised, as it may be shown (its brand and last four): kept with its token, never alone. */
  card?: { brand: string; last4: string };
}
