import type { AutoUser } from '../../src/contract/entities';
import type { HomeUser, RentersUser } from '../../src/contract/property';
import type { Quote } from '../../src/contract/quotes';
import type {
  AnswerValue,
  PaymentPlanOption,
  RatecallQuestion,
  RatecallRequestDetails,
  RatecallResponse,
  RatecallStatus,
  RatecallStep,
  Rc3BindSummary,
  ResolvedOperator,
} from '../../src/contract/ratecall';
import type { ServerContext } from '../context';
import type { PolicyType, SessionStatus } from './constants';

// The rate-call session as stored (ratecall_sessions.data, spec 001 section 3: the per-policy-type quote record) and
// the shapes the step engine passes between its parts.

export type Shopper =
  | { policyType: 'auto'; user: AutoUser }
  | { policyType: 'home'; user: HomeUser }
  | { policyType: 'renters'; user: RentersUser };

export type Answers = Record<string, AnswerValue>;

export interface MvrViolation {
  driverId: number;
  type: string;
  /** MM/DD/YYYY, within the accident window. */
  date: string;
}

/** The driving-record report (CHECK_FOR_UDO): what the carrier's MVR and household search found. */
export interface MvrReport {
  checkedAt: string;
  violations: MvrViolation[];
  /** A listed driver whose licence the record shows suspended: a hard stop. */
  suspendedDriverId: number | null;
  /** Household members the shopper did not list, with their age from the record. */
  undisclosed: (ResolvedOperator & { age: number })[];
}

export interface PaymentRecord {
  method: 'card' | 'escrow';
  plan: PaymentPlanOption;
  amountCharged: number;
  token?: string;
  brand?: string;
  last4?: string;
  /** Escrow: the mortgage lender, and the loan number's last four digits only. */
  lender?: string;
  loanNumberLast4?: string;
  authorizeRecurringCC?: boolean;
  collectedAt: string;
}

export interface PaymentAttempt {
  at: string;
  outcome: string;
  brand?: string;
  last4?: string;
}

export interface SessionData {
  /** Optimistic-lock counter: every save must match the version it read. */
  version: number;
  /** SHA-256 of the secret answered at RC1, for a session without a saved user (ratecall/proof.ts). */
  secretHash?: string;
  carrierName: string;
  partner: string;
  internalSessionId?: string;
  isAgencyAvailable?: boolean;
  breakout: 'grouped' | 'vinFirst' | 'vinLast';
  state: string | null;
  rc1Quote?: Quote;
  /** GET_PARTNER_PREFILL's VINs and licence numbers, matched to the shopper's vehicles and drivers. */
  prefill?: {
    vehicles: { id: number; fullVin?: string }[];
    drivers: { id: number; licenseNumber?: string; licenseObtainedAge?: number }[];
  };
  rc2Questions?: RatecallQuestion[];
  /** The shopper's shape the questions were made for (vehicles, drivers, layout). */
  rc2Shape?: string;
  /** RC2 answers as accepted; licence numbers are kept masked (their digest feeds the MVR). */
  answers: Answers;
  licenceDigests?: Record<string, string>;
  mvr?: MvrReport;
  /** Re-rates: the RC1 quote, the latest rate and the coverage edits it used. */
  rated?: { initial: Quote; previous: Quote; latest: Quote; coverageEdits: Record<string, string | number> };
  bindRate?: { quote: Quote; paymentPlans: PaymentPlanOption[] };
  rc3Questions?: RatecallQuestion[];
  rc3Answers?: Answers;
  payment?: PaymentRecord;
  paymentAttempts: PaymentAttempt[];
  policy?: { id: string; policyNumber: string; summary: Rc3BindSummary };
  stop?: { kind: 'hard_stop' | 'rejected' | 'vehicle_symbol' | 'handed_off'; message: string };
}

export interface SessionRow {
  id: string;
  externalId: string;
  policyType: PolicyType;
  carrierId: string;
  userId: string | null;
  level: string;
  step: RatecallStep;
  status: SessionStatus;
  companysQuoteNumber: string;
  data: SessionData;
}

export type ResponseData = RatecallResponse['data'];

export interface StepInput {
  ctx: ServerContext;
  shopper: Shopper;
  rd: RatecallRequestDetails;
  session: SessionRow;
  /** True when the session is being created by this call (RC1). */
  isNew: boolean;
  today: Date;
}

export interface NewPolicy {
  id: string;
  policyNumber: string;
  premium: Record<string, unknown>;
  payment: Record<string, unknown>;
  effectiveDate: string;
}

export interface StepOutcome {
  success: boolean;
  status: RatecallStatus;
  message: string;
  /** Whether the session moves to this step (a failed step leaves it where it was, so the shopper can retry). */
  advance: boolean;
  data: SessionData;
  sessionStatus?: SessionStatus;
  companysQuoteNumber?: string;
  response?: Partial<Omit<ResponseData, 'requestDetails' | 'nextSteps' | 'completedStep'>>;
  /** BIND_RC3: the policy row stored with the session, in one transaction. */
  policy?: NewPolicy;
  /**
   * COLLECT_PAYMENT: the card token this step charged, spent in the session save's transaction (issue 27), so a step
   * that loses the session's version check spends no card.
   */
  spendToken?: string;
}

export type StepHandler = (input: StepInput) => Promise<StepOutcome>;

/** A protocol error: answered as an ApiError (404 unknown session, 409 out of order, 400 mismatch). */
export class RatecallProtocolError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
    readonly code: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
