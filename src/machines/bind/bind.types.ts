import type { AnswerValue, HouseholdMemberStatus, LicenseReason } from '../../contract/ratecall';

// The post-quote online-bind chains (spec 001 sections 2 and 4, issue 12): what a chain's machine keeps. The answers
// are stored under the sandbox's own question ids (`vehicle.1.vin`, `policy.effectiveDate`), so they are the RC2 and
// RC3 `answers` the rate call sends (answers.ts), and the undisclosed drivers' answers are the contract's.

export const BIND_POLICY_TYPES = ['auto'] as const;
export type BindPolicyType = (typeof BIND_POLICY_TYPES)[number];

/** The auto carriers that can be bought online (spec 001 section 1; the sandbox's `onlineBind` carriers). */
export const BIND_CARRIERS = ['safeco', 'libertymutual', 'branch', 'root', 'fasttrack'] as const;
export type BindCarrier = (typeof BIND_CARRIERS)[number];

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

export interface BindUser {
  policyType: BindPolicyType;
  carrierId: BindCarrier;
  /** The policy's state (garaging address): the state rules read it. */
  state: string;
  vehicles: BindVehicle[];
  drivers: BindDriver[];
  /** The first driver is currently insured: policy expiration is asked (the sandbox's safeco chain). */
  firstDriverInsured: boolean;
  /** The remote rule skipPostQuotesLandingPage (spec 001 section 7). */
  skipLandingPage: boolean;
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
