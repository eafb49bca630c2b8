import type { SnapshotFrom } from 'xstate';
import type { Quote } from '../../contract';
import { ERROR_MESSAGES, ERROR_TITLES, type ErrorCode } from '../../domain/errors';
import { comparablePrice, monthlyPayment, savingsPercentage } from '../../domain/quotes';
import type { NormalizedAddress } from '../../contract/entities';
import { type PropertyUser, propertyPolicyOf } from '../../contract/propertyUser';
import { type BindPolicyType, type BindStage, policyTypeOfShopper } from '../bind/bind.types';
import { sessionPolicyType } from './ratecall.types';
import type { RatecallMachine } from './ratecall.machine';

type Snapshot = SnapshotFrom<RatecallMachine>;

export interface QuoteCard {
  id: string;
  carrier: string;
  fullPay?: number;
  monthly?: number;
  payments?: number;
  savings?: number;
  termMonths: number;
  onlineBind: boolean;
  coverages: [string, string][];
}

export interface ResultsView {
  /** RC1's phases; postQuotes once the shopper continued online (the post-quote screens read selectPostQuotes). */
  phase: 'loading' | 'results' | 'none' | 'error' | 'postQuotes';
  progress: number;
  quotes: QuoteCard[];
  dropped: number;
  error: string | null;
  /** The error banner's title, from the catalogue (a lost network is not the general roadblock). */
  errorTitle: string | null;
  /** Back from a carrier that could not continue online (the catalogue's custom route to the results). */
  notice: string | null;
}

const card = (q: Quote): QuoteCard => ({
  id: q.quoteId,
  carrier: q.carrier,
  fullPay: q.fullPayPlan?.totalAmount,
  monthly: monthlyPayment(q),
  payments: q.monthlyPayPlan?.numberOfPayments,
  savings: savingsPercentage(q),
  termMonths: q.termMonths,
  onlineBind: q.onlineBind,
  coverages: Object.entries(q.coverages),
});

/** The screen a snapshot shows: its `step:` tag (DESIGN section 4: tags are the contract with the UI). */
export function selectRatecallStep(s: Snapshot): string {
  const tag = [...s.tags].find((t) => t.startsWith('step:'));
  return tag ? tag.slice('step:'.length) : 'postQuotesLoading';
}

const RC1_PHASES: Record<string, ResultsView['phase']> = {
  rc1Loading: 'loading',
  quotes: 'results',
  noQuotes: 'none',
  rc1Error: 'error',
};

export function selectResults(s: Snapshot): ResultsView {
  const phase = RC1_PHASES[selectRatecallStep(s)] ?? 'postQuotes';
  const { errors } = s.context;
  return {
    phase,
    progress: Math.min(99, s.context.progress),
    quotes: s.context.quotes.map(card),
    dropped: s.context.dropped,
    error: s.context.error ? ERROR_MESSAGES[s.context.error] : null,
    errorTitle: s.context.error ? ERROR_TITLES[s.context.error] : null,
    notice: phase === 'results' && errors.code ? ERROR_MESSAGES[errors.code] : null,
  };
}

/** What a post-quote screen needs (spec 001 sections 2, 3 and 8): its step, page, loader and error. */
export interface PostQuotesView {
  step: string;
  /** The page an error took the shopper to (/error, /post-quotes-error), else null: the step's own screen. */
  route: string | null;
  loading: boolean;
  carrier: string | null;
  /** The error page's catalogue entry; `retry`: its step can be sent again (a lost connection stopped it). */
  error: { code: ErrorCode; title: string; message: string; retry: boolean } | null;
  paymentError: string | null;
  vinError: number[];
  assignedDriverError: number[];
}

export function selectPostQuotes(s: Snapshot): PostQuotesView {
  const { errors, online, loader } = s.context;
  const onErrorPage = s.matches('CARRIER_REJECTED') || s.matches('POST_QUOTES_ERROR') || s.matches('RC_ERROR');
  return {
    step: selectRatecallStep(s),
    route: onErrorPage ? errors.route : null,
    loading: s.hasTag('state:loading') || (onErrorPage && loader),
    carrier: online?.ids.carrier ?? null,
    error:
      onErrorPage && errors.code
        ? {
            code: errors.code,
            title: ERROR_TITLES[errors.code],
            message: ERROR_MESSAGES[errors.code],
            retry: s.can({ type: 'RETRY' }),
          }
        : null,
    paymentError: errors.paymentError ? ERROR_MESSAGES[errors.paymentError] : null,
    vinError: errors.vinError,
    assignedDriverError: errors.assignedDriverError,
  };
}

export const sameResults = (a: ResultsView, b: ResultsView) => JSON.stringify(a) === JSON.stringify(b);

/** What purchase success shows of the bound policy (BIND_RC3's summary), and how its documents are asked for. */
export interface PurchaseView {
  carrier: string;
  policyNumber: string | null;
  bound: NonNullable<NonNullable<NonNullable<Snapshot['context']['online']>['summary']>['rc3BindSummary']> | null;
  premium: number | null;
  amountPaid: number | null;
  card: { brand: string; last4: string } | null;
  /**
   * The session the documents are of and the rate-call proof the sandbox asks for them (docs/decisions/0066): the
   * saved user's returning token, else the session's secret. Null when there is neither.
   */
  documents: { externalId: string; proof: { name: 'userToken' | 'sessionSecret'; value: string } } | null;
  /** What was bought: auto, home or renters (the bound summary's, else the session's). */
  policyType: BindPolicyType;
  /** The insured home's address in one line (home and renters); null for auto. */
  address: string | null;
  /** Paid through the mortgage lender's escrow account (home): nothing was charged to a card. */
  escrow: boolean;
}

/** An address in one line: "500 Main St Apt 2, Columbus, OH 43215". */
export const addressLine = (a: NormalizedAddress): string =>
  `${[a.streetAddress, a.secondaryAddress].filter(Boolean).join(' ')}, ${a.city}, ${a.state} ${a.zip}`;

/** The address a home or renters policy insures (the property's, else the policy's), in one line. */
export function propertyAddressOf(user: PropertyUser): string | null {
  const { properties, policy } = propertyPolicyOf(user);
  const a = properties[0]?.propertyAddress ?? policy.address;
  return a ? addressLine(a) : null;
}

/** The policy type of the rate-call chart's purchase: the session's, or its shopper's before a session opens. */
export function selectPolicyType(s: Snapshot): BindPolicyType {
  return s.context.online ? sessionPolicyType(s.context.online) : policyTypeOfShopper(s.context.user);
}

const isPolicyType = (t: string | undefined): t is BindPolicyType => t === 'auto' || t === 'home' || t === 'renters';

export function selectPurchase(s: Snapshot): PurchaseView {
  const online = s.context.online;
  const summary = online?.summary;
  const bound = summary?.rc3BindSummary ?? null;
  const token = s.context.server.token;
  const secret = online?.ids.sessionSecret;
  const externalId = online?.ids.externalId;
  const proof = token
    ? ({ name: 'userToken', value: token } as const)
    : secret
      ? ({ name: 'sessionSecret', value: secret } as const)
      : null;
  return {
    carrier: bound?.carrier ?? summary?.carrier ?? online?.ids.carrier ?? 'Your insurer',
    policyNumber: bound?.policyNumber ?? online?.policyId ?? null,
    bound,
    premium: bound?.premium ?? summary?.premium ?? null,
    amountPaid: bound?.amountPaid ?? summary?.amountCharged ?? null,
    card: bound?.card ?? summary?.card ?? null,
    documents: externalId && proof ? { externalId, proof } : null,
    policyType: isPolicyType(bound?.policyType) ? bound.policyType : selectPolicyType(s),
    address: 'autoPolicy' in s.context.user ? null : propertyAddressOf(s.context.user),
    escrow: (bound?.paymentMethod ?? summary?.paymentMethod) === 'escrow',
  };
}

/** The purchase's parts in order: one per post-quote stage (each its own chain). */
const STAGES: readonly BindStage[] = ['preMvr', 'postMvr', 'coverages', 'payment'];
/** The waiting state each stage's chain runs in. */
const STAGE_STATES: readonly [string, BindStage][] = [
  ['ANSWER_RC2_QUESTIONS', 'preMvr'],
  ['ANSWER_UNDISCLOSED_DRIVERS', 'postMvr'],
  ['REVIEW_UPDATED_PRICE', 'coverages'],
  ['EDIT_COVERAGES', 'coverages'],
  ['ENTER_PAYMENT', 'payment'],
];
export const STAGE_TITLES: Record<BindPolicyType, Record<BindStage, string>> = {
  auto: {
    preMvr: 'Your drivers and vehicles',
    postMvr: 'Other drivers in your home',
    coverages: 'Your coverage',
    payment: 'Payment',
  },
  // A property purchase asks its RC2 questions at preMvr and has no driving-record check (postMvr never runs).
  home: { preMvr: 'Your home', postMvr: 'Your home', coverages: 'Your coverage', payment: 'Payment' },
  renters: { preMvr: 'Your rental', postMvr: 'Your rental', coverages: 'Your coverage', payment: 'Payment' },
};

/** Where the shopper is in the purchase and what they are buying, shown above every screen of its chains. */
export interface PurchaseStrip {
  stage: BindStage;
  /** This stage's place among the stages this purchase runs (1-based), and how many it runs. */
  step: number;
  steps: number;
  title: string;
  carrier: string;
  /** The term total, and the monthly plan's payment when it has one, of the quote as last rated. */
  total: number;
  monthly: number | null;
  termMonths: number;
}

/**
 * The strip for the screen a waiting state shows, or null between screens. The stages counted are those the carrier
 * has a chain for, from the session's chains; the undisclosed drivers' only when the driving record found some.
 */
export function selectPurchaseStrip(s: Snapshot): PurchaseStrip | null {
  const online = s.context.online;
  const stage = STAGE_STATES.find(([state]) => s.matches({ ONLINE_BIND: state as 'ENTER_PAYMENT' }))?.[1];
  if (!online || !stage) return null;
  const runs = STAGES.filter(
    (st) =>
      st === stage || (online.chains[st] !== null && (st !== 'postMvr' || online.undisclosedOperators.length > 0)),
  );
  const { quote } = online;
  return {
    stage,
    step: runs.indexOf(stage) + 1,
    steps: runs.length,
    title: STAGE_TITLES[sessionPolicyType(online)][stage],
    carrier: online.ids.carrier || quote.carrier,
    total: comparablePrice(quote),
    monthly: monthlyPayment(quote) ?? null,
    termMonths: quote.termMonths,
  };
}

export const samePurchaseStrip = (a: PurchaseStrip | null, b: PurchaseStrip | null) =>
  JSON.stringify(a) === JSON.stringify(b);
