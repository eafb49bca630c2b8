import type { z } from 'zod';
import type { Quote } from '../../contract';
import type {
  CoverageSelection,
  PaymentPlanOption,
  RatecallAnswers,
  RatecallQuestion,
  RatecallResponse,
  RatecallStep,
  ResolvedOperator,
  UndisclosedOperatorAnswer,
} from '../../contract/ratecall';
import type { ErrorCode } from '../../domain/errors';
import type { ChangeInRate } from '../../domain/quotes';
import type { BindPolicyType, BindShopper, BindStage, BindUser, Layout } from '../bind/bind.types';
import type { BindChainId } from '../bind/chains';
import type { NodeId } from '../graph/catalogue';
import type { PostQuoteRules } from './postQuoteRules';
import type { HandoffRecord } from '../results/handoffParts';

// The rate-call machine's input, context, events and the shapes its actors answer (spec 001 sections 3, 4, 8).

export interface RatecallInput {
  /** Auto's household, or a home or renters shopper: the policy type the chart buys (policyTypeOfShopper). */
  user: BindShopper;
  server: { userId?: string; token?: string };
  /** The quote the results flow continues online with: the chart starts at its RC1 step (docs/decisions/0014). */
  continueWith?: Quote;
  /**
   * The stages this carrier's last session completed, when the shopper left it for the quotes (an error page, Back)
   * and continues again: their answers start the new session's chains, so nothing given is asked from scratch.
   */
  answered?: Partial<Record<BindStage, ChainResult>>;
  /**
   * The results' other quotes a carrier sells online (Safeco, Liberty Mutual; reRateCandidates): under
   * rc2AllCarrierReRate RC2's rate re-rates them too (docs/decisions/0098). Absent: none.
   */
  reRateWith?: Quote[];
  /**
   * The shopper opted out of the sale or sharing of their data (issue 32: clientOptedOut() or the saved user's
   * status, given by the results chart): the `optedOut` guard skips the CRM export and the lead, and the slack
   * message goes without personal fields (docs/decisions/0095). Absent: false.
   */
  optedOut?: boolean;
}

/** What RC1 answers: the quotes and the quote session's id (spec 000 section 3: quotesRequestId). */
export interface Rc1Result {
  quotes: Quote[];
  quotesRequestId: string;
}

export type Answers = z.output<typeof RatecallAnswers>;
export type Coverages = z.output<typeof CoverageSelection>;

/** One POST /{policyType}/ratecall: the step, and what the step sends besides the session's ids. */
export interface RatecallCallInput {
  policyType: BindPolicyType;
  user: BindShopper;
  step: RatecallStep;
  session: RatecallSessionIds;
  /** The saved user's returning token: every step carries it, binding the session to that user (issue 27). */
  userToken?: string;
  answers?: Answers;
  coverages?: Coverages;
  undisclosedOperators?: UndisclosedOperatorAnswer[];
  readyForPurchase?: boolean;
  /** The pre-MVR chain's breakout layout (roundTwoFirstQuestion): the sandbox asks its questions on those screens. */
  breakout?: Layout;
  /** GET_RC2_RATE under rc2AllCarrierReRate: the other online-bind carriers the sandbox re-rates beside this one. */
  reRateCarriers?: string[];
}

/** The coverages POST /rules-engine/ checks (CHECK_COVERAGES): the whole selection, in the policy's state. */
export interface CoverageCheckInput {
  state: string;
  coverages: Record<string, string>;
  vehicleIds: number[];
}

/** The rules' adjustment the shopper is shown on editable-coverages, to confirm before the re-rate. */
export interface CoverageAdjustment {
  /** The adjusted selection, in the quote's coverage keys. */
  coverages: Record<string, string>;
  /** Why each adjusted coverage changed, by its key. */
  messages: Record<string, string[]>;
}

/** The rate-call session as the carrier echoes it (spec 001 section 3: rate-call session). */
export interface RatecallSessionIds {
  carrierId: string;
  carrier: string;
  partner?: string;
  externalId?: string;
  companysQuoteNumber?: string;
  /** The secret RC1 answered for a session without a saved user: every later step sends it (x-session-secret). */
  sessionSecret?: string;
}

/** Every kind of answer the chart distinguishes, kept as the last outcome (for the inspector, tests and screens). */
export type RatecallOutcome =
  | 'success'
  | 'successWithAdditionalDrivers'
  | 'handedOff'
  | 'rateIncrease'
  | 'rateDecrease'
  | 'rateNoChange'
  | 'reratedCarryOn'
  | 'vinError'
  | 'assignedDriverError'
  | 'answerErrors'
  | 'cardDeclined'
  | 'insufficientFunds'
  | 'processorError'
  | 'paymentFailed'
  | 'prefillFailed'
  | 'carrierRejected'
  | 'postQuotesError'
  | 'customRoute'
  | 'rcError';

/** The re-rate the shopper is shown (spec 001 section 4: rate change). */
export interface Rerate {
  quote: Quote;
  /** The term total the shopper had seen before this re-rate. */
  seen: number;
  change: ChangeInRate;
}

/** What a post-quote chain answered when it completed: its answers, and the screens it showed (to go back to). */
export interface ChainResult {
  chain: BindChainId;
  user: BindUser;
  visited: NodeId[];
}

/** The carrier the shopper continued online with, and its rate-call session (RC1 to RC3). */
export interface OnlineSession {
  /**
   * The policy type bought (POST /{policyType}/ratecall, the chains, the routes). Absent from a session persisted
   * before home and renters could be bought: read it through sessionPolicyType, which takes that as auto.
   */
  policyType?: BindPolicyType;
  quote: Quote;
  ids: RatecallSessionIds;
  /** The term total the shopper last saw: the rate every re-rate is compared to. */
  seenRate: number;
  questions: RatecallQuestion[];
  answers: Answers;
  undisclosedOperators: ResolvedOperator[];
  /** The shopper's answers about them, sent with the follow-up CHECK_FOR_UDO. */
  undisclosedAnswers: UndisclosedOperatorAnswer[];
  coverages: Coverages;
  /** The shopper's edit being checked (CHECK_COVERAGES), whole: the quote's coverages with the shopper's changes. */
  coverageEdit: Record<string, string> | null;
  /** What the rules adjusted in the last edit, shown on editable-coverages until the shopper confirms a selection. */
  coverageAdjustment: CoverageAdjustment | null;
  rerate: Rerate | null;
  /**
   * rc2AllCarrierReRate: the other online-bind carriers' quotes RC2's rate re-rated on the same answers, shown on the
   * results for those carriers once the shopper goes back to them. Absent: none.
   */
  reRated?: Quote[];
  paymentPlans: PaymentPlanOption[];
  paymentQuestions: RatecallQuestion[];
  /** The RC3 answers being sent (the vault's single-use token included), emptied once COLLECT_PAYMENT answers. */
  paymentAnswers: Answers;
  summary: NonNullable<RatecallResponse['data']['summary']> | null;
  policyId: string | null;
  prefillFailed: boolean;
  /**
   * The post-quote remote rules and phone number (GET_POST_QUOTE_RULES, docs/decisions/0031): every rule's default
   * until they answer, and when they fail.
   */
  rules: PostQuoteRules;
  /**
   * The post-quote chain each waiting state runs for this carrier (chainFor, in the layout roundTwoFirstQuestion
   * chose once the rules answered), null where the carrier has none, and every stage null before the rules answer.
   */
  chains: Record<BindStage, BindChainId | null>;
  /** Each stage's last completed chain: a refused answer sends the shopper back into it, every answer kept. */
  asked: Partial<Record<BindStage, ChainResult>>;
}

/** The session's policy type; a session persisted before home and renters could be bought online is auto's. */
export const sessionPolicyType = (online: OnlineSession): BindPolicyType => online.policyType ?? 'auto';

/** The error flags of spec 001 section 3 (global UI state and response errors). */
export interface RatecallErrors {
  /** spec 001 section 8: "rejected or redirected" sets the specific error carrierRejected. */
  specificError: 'carrierRejected' | null;
  rcError: boolean;
  /** What the failed step threw (for error monitoring; never shown raw). */
  thrown: string | null;
  /** The carrier's own message, which the catalogue routed on. */
  detail: string | null;
  /** The page the error took the shopper to. */
  route: string | null;
  /** The catalogue code the page shows. */
  code: ErrorCode | null;
  /** spec 001 section 8: vehicles whose VIN the carrier refused, drivers not assigned to a vehicle. */
  vinError: number[];
  assignedDriverError: number[];
  answerErrors: NonNullable<RatecallResponse['data']['answerErrors']>;
  /** The payment's decline or processor error (COLLECT_PAYMENT), shown on the payment screen. */
  paymentError: ErrorCode | null;
  /**
   * The step a lost connection or a briefly unavailable server stopped (issue 27): "Try again" sends it again with the
   * answers the session holds. Null for an answer the carrier gave, which a retry would only repeat.
   */
  retryStep?: RatecallStep | null;
}

export interface RatecallContext extends RatecallInput {
  quotes: Quote[];
  /** How many quotes the carriers returned but results drop (declined, redirected, ...). */
  dropped: number;
  progress: number;
  /** The RC1 error (the quotes call). */
  error: ErrorCode | null;
  /** The loader's toggle (spec 001 section 3): an error page hides it after LOADER_RESET_MS. */
  loader: boolean;
  online: OnlineSession | null;
  errors: RatecallErrors;
  outcome: RatecallOutcome | null;
  optedOut: boolean;
  /** The agent hand-off's calls (AGENT_REQUESTED, HANDED_OFF): each one's status (handoffParts.ts). */
  handoff: HandoffRecord;
}

export type RatecallEvent =
  | { type: 'RETRY' }
  /** The shopper continues online with a quote of the results (spec 001 section 1: online-bind carriers). */
  | { type: 'CONTINUE_ONLINE'; carrierId: string; quoteId: string }
  | { type: 'ANSWERS_SUBMITTED'; answers: Answers }
  | { type: 'UNDISCLOSED_DRIVERS_ANSWERED'; answers: UndisclosedOperatorAnswer[] }
  | { type: 'COVERAGES_EDITED'; coverages: Coverages }
  /** Re-rate the quote as it stands (UPDATE_QUOTE). */
  | { type: 'REQUOTE' }
  /** Ready for purchase: ask the bind rate (BIND_RC2). */
  | { type: 'PROCEED' }
  /** The RC3 answers, the card as the vault's token (payment.paymentToken), never a card number. */
  | { type: 'PAYMENT_SUBMITTED'; answers: Answers }
  /** The card screen took a new card (the vault's token): a decline of the card before no longer stands. */
  | { type: 'CARD_ACCEPTED' }
  /** After the re-rate the shopper asks an agent to finish the purchase (proceed-updated-price-connect-agent). */
  | { type: 'CONNECT_AGENT' }
  | { type: 'BACK_TO_QUOTES' };
