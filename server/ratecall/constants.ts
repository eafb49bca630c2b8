import type { RatecallStep } from '../../src/contract/ratecall';
import { RATECALL_ROUTING_PHRASES, RATECALL_STEP_FAILURE } from '../../src/contract/ratecallMessages';
import { brandColour, wordmark } from '../partners/wordmark';
import { type AutoCoverageKey, type AutoCoverageLimit, DECLINED } from '../../src/domain/coverageLimits';

// The rate-call sandbox's named values (spec 001 sections 3, 4, 8, 9). Values the spec leaves open ("not shown") are
// marked DECISION and listed in the helper's report for docs/spec-decisions.md.

export type PolicyType = 'auto' | 'home' | 'renters';

/** Session lifecycle statuses; the last four end the session (every later step answers 409). */
export const SESSION_STATUS = {
  active: 'active',
  udoPending: 'udo_pending',
  bound: 'bound',
  hardStop: 'hard_stop',
  rejected: 'rejected',
  handedOff: 'handed_off',
} as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];
export const TERMINAL_STATUSES: readonly SessionStatus[] = ['bound', 'hard_stop', 'rejected', 'handed_off'];

/** Auto carriers that bind online through their own API (spec 001 section 1); safeco binds by question and answer. */
export const DIRECT_BIND_CARRIERS = ['libertymutual', 'branch', 'root'] as const;

/** DECISION: the spec's "generic fast-track carrier" is carrier id `fasttrack`; an agent finishes its purchase. */
export const FAST_TRACK_CARRIER = {
  id: 'fasttrack',
  name: 'FastTrack Insurance Agency',
  partner: 'quinstreet',
} as const;

/** DECISION: externalId is `rc_` + 24 base64url characters (144 random bits): unguessable. */
export const EXTERNAL_ID_PREFIX = 'rc_';
export const EXTERNAL_ID_BYTES = 18;

/**
 * DECISION: each carrier's quote-number and policy-number formats (# = a digit from the session's hash, {ST} = state).
 * Shapes follow the carriers' printed documents: Liberty Mutual AOS-xxx-xxxxxx-40, Safeco Z/OY + digits, etc.
 */
export const NUMBER_FORMATS: Record<string, { quote: string; auto: string; home: string; renters: string }> = {
  libertymutual: {
    quote: 'LMQ#########',
    auto: 'AOS-###-######-40',
    home: 'H37-###-######-40',
    renters: 'H3V-###-######-40',
  },
  safeco: { quote: 'SQ-##########', auto: 'Z#######', home: 'OY#######', renters: 'OR#######' },
  branch: { quote: 'BRQ{ST}########', auto: 'BR{ST}A########', home: 'BR{ST}H########', renters: 'BR{ST}R########' },
  root: { quote: 'RQ##########', auto: 'R{ST}##########', home: 'R{ST}H#########', renters: 'R{ST}R#########' },
  lemonade: { quote: 'LQ##########', auto: 'LC##########', home: 'LP##########', renters: 'LP##########' },
  fasttrack: { quote: 'FT-########', auto: 'FT-A-########', home: 'FT-H-########', renters: 'FT-R-########' },
};

/** DECISION: the coverage can start today or up to 60 days ahead ({product}-start-date). */
export const EFFECTIVE_DATE_MAX_DAYS_AHEAD = 60;

/** Policy terms: auto six months (server/carriers/carrier.ts), property twelve (server/carriers/property/constants.ts). */
export const DURATION_UNIT = 'MONTH';

/** spec 000 section 9 state rules for the post-quote questions: the client's chains read the same module. */
export {
  CRIMINAL_CONVICTION_STATES,
  INTERSTATE_COMMUTE_STATES,
  PRIOR_INSURANCE_STATES,
  PROOF_OF_RESIDENCY_STATES,
} from '../../src/domain/postQuoteStates';

/** DECISION: a licence may be first issued from age 14 (learner's permits in some states). */
export const MIN_LICENCE_AGE = 14;

/**
 * DECISION: the driving-record (MVR) simulation. A sha256 of the garaging street, zip and the household surname gives
 * a number 0-99: below `undisclosedBelow` the report lists undisclosed household drivers (two below `twoDriversBelow`),
 * from there below `violationBelow` it finds an undisclosed violation, and below `suspendedBelow` a suspended licence
 * (a hard stop). The rest are clean. Proportions follow the industry's rough figures (about one MVR in five differs
 * from what the shopper declared).
 */
export const MVR_BUCKETS = {
  twoDriversBelow: 4,
  undisclosedBelow: 16,
  violationBelow: 30,
  suspendedBelow: 33,
} as const;
export const MVR_VIOLATIONS = [
  'Speeding 11-15 mph over limit',
  'Failure to obey traffic signal',
  'Improper lane change',
  'Following too closely',
] as const;
/** Undisclosed household members' first names (common US given names) and their ages at the report date. */
export const UNDISCLOSED_FIRST_NAMES = [
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Avery',
  'Cameron',
  'Dylan',
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Sophia',
  'Mason',
  'Isabella',
  'Ethan',
  'Mia',
  'Lucas',
  'Harper',
  'Logan',
] as const;
export const UNDISCLOSED_AGE_RANGE = { min: 16, max: 24 } as const;

/** DECISION: the vault token's card is charged the first payment: the full premium, or the monthly deposit. */
export const PAYMENT_METHODS = { card: 'card', escrow: 'escrow' } as const;

/** DECISION: disclosures the shopper acknowledges before paying (review-disclosures), per policy type. */
export const DISCLOSURES: Record<PolicyType, readonly { id: string; label: string }[]> = {
  auto: [
    {
      id: 'applicationStatements',
      label: 'The statements in this application are true and complete to the best of my knowledge.',
    },
    {
      id: 'uninsuredMotoristSelection',
      label: 'I have reviewed my uninsured and underinsured motorist selections and limits.',
    },
    { id: 'electronicDocuments', label: 'I agree to receive my policy documents and notices electronically.' },
    { id: 'cancellationTerms', label: 'I understand how cancellation and refunds of unearned premium work.' },
  ],
  home: [
    {
      id: 'applicationStatements',
      label: 'The statements in this application are true and complete to the best of my knowledge.',
    },
    {
      id: 'replacementCost',
      label: 'I understand my dwelling limit is an estimate of the cost to rebuild, not the market value.',
    },
    { id: 'electronicDocuments', label: 'I agree to receive my policy documents and notices electronically.' },
  ],
  renters: [
    {
      id: 'applicationStatements',
      label: 'The statements in this application are true and complete to the best of my knowledge.',
    },
    {
      id: 'personalPropertyLimit',
      label: 'I understand my belongings are covered up to the personal property limit I chose.',
    },
    { id: 'electronicDocuments', label: 'I agree to receive my policy documents and notices electronically.' },
  ],
};

/** DECISION: carrierData's three images (spec 001 section 3) are the carrier's wordmark in three sizes, inline. */
export const carrierImages = (carrierId: string, carrierName: string) => {
  const colour = brandColour(carrierId);
  return {
    logo: wordmark(carrierName, colour),
    logoSmall: wordmark(carrierName, colour, 96, 24),
    banner: wordmark(carrierName, colour, 640, 120),
  };
};

const BI_FACTORS = {
  '15/30': 0.8,
  '20/40': 0.83,
  '25/50': 0.85,
  '25/65': 0.86,
  '30/60': 0.9,
  '35/70': 0.93,
  '50/100': 1,
  '100/300': 1.12,
  '250/500': 1.25,
  '500/1000': 1.38,
} satisfies Factors<'bodilyInjury'>;
const PD_FACTORS = {
  '5000': 0.95,
  '10000': 0.96,
  '15000': 0.97,
  '20000': 0.975,
  '25000': 0.98,
  '30000': 0.985,
  '50000': 1,
  '100000': 1.03,
  '250000': 1.06,
  '500000': 1.09,
} satisfies Factors<'propertyDamage'>;
const scaled = <K extends string>(table: Record<K, number>, weight: number, declined: number) =>
  ({
    [DECLINED]: declined,
    ...Object.fromEntries(Object.entries<number>(table).map(([k, f]) => [k, 1 + (f - 1) * weight])),
  }) as Record<K | typeof DECLINED, number>;

/** A coverage's price factor for each limit sold (the lists are the client's: src/domain/coverageLimits.ts). */
type Factors<K extends AutoCoverageKey> = Record<AutoCoverageLimit<K>, number>;

/**
 * DECISION: auto coverage choices on editable-coverages (the quote's coverage keys, server/coverages/tiers.ts) and
 * their price effect: the new price is the rated one times factor(chosen) / factor(quoted), per coverage. Every limit
 * of AUTO_COVERAGE_LIMITS has a factor, and nothing else does (the type says so).
 */
export const AUTO_COVERAGE_OPTIONS: Record<string, Record<string, number>> = {
  bodilyInjury: BI_FACTORS,
  propertyDamage: PD_FACTORS,
  uninsuredMotoristBodilyInjury: scaled(BI_FACTORS, 0.3, 0.95),
  underinsuredMotoristBodilyInjury: scaled(BI_FACTORS, 0.2, 0.97),
  uninsuredMotoristPropertyDamage: scaled(PD_FACTORS, 0.2, 0.99),
  underinsuredMotoristPropertyDamage: scaled(PD_FACTORS, 0.1, 0.995),
  collision: { 'No Coverage': 0.78, '2000': 0.88, '1000': 0.93, '500': 1, '250': 1.07 },
  comprehensive: { 'No Coverage': 0.9, '2000': 0.95, '1000': 0.97, '500': 1, '250': 1.03, '100': 1.05 },
  rental: { 'No Coverage': 0.98, '30/900': 1, '40/1200': 1.008, '50/1500': 1.015 },
  towing: { 'No Coverage': 0.995, '50': 0.998, '75': 1, '100': 1.003 },
  medicalPayment: { 'No Coverage': 0.98, '1000': 0.99, '2000': 1, '5000': 1.02, '10000': 1.04 },
  customizedEquipment: { 'No Coverage': 0.995, '1000': 1, '5000': 1.01 },
  personalInjuryProtection: {
    '2500': 0.98,
    '3000': 0.98,
    '4500': 0.99,
    '5000': 0.99,
    '8000': 1,
    '10000': 1,
    '15000': 1.02,
    '20000': 1.03,
    '25000': 1.04,
    '40000': 1.05,
    '50000': 1.06,
    '60000': 1.07,
    '100000': 1.1,
    '150000': 1.13,
    '250000': 1.2,
    '500000': 1.3,
    Unlimited: 1.45,
  },
  tort: { Limited: 0.85, Full: 1 },
} satisfies { [K in AutoCoverageKey]: Factors<K> };

/**
 * The message a failed step answers with: the contract's (spec 001 section 8), a failed bind naming the carrier's
 * system as its reason (the spec leaves the reason open).
 */
export const STEP_FAILURE: Record<RatecallStep, string> = {
  ...RATECALL_STEP_FAILURE,
  BIND_RC3: RATECALL_STEP_FAILURE.BIND_RC3.replace('{message}', '{carrier} policy system is unavailable'),
};

/** The substrings the client's error catalogue routes on (the contract's). */
export const ROUTING_PHRASES = RATECALL_ROUTING_PHRASES;
