import type { Quote } from '../../contract';
import { RULE_DEFAULTS, type RuleOutcome } from '../../contract/rules';
import { isShowable } from '../../domain/quotes';
import { type LmDrcRule, deskTakesCarrier } from '../../domain/hours';
import {
  type BindPolicyType,
  type BindShopper,
  type CoveragesExperience,
  ITERATIONS,
  type Iteration,
  LAYOUTS,
  type Layout,
} from '../bind/bind.types';

// The remote rules a purchase online reads once the shopper continues with a carrier (spec 001 sections 4 and 7), and
// the post-quotes phone number (section 4): asked in the rate-call chart's GET_POST_QUOTE_RULES, before the carrier's
// RC1 (docs/decisions/0031). A rule that does not decide, answers a value the app does not know, or a call that fails
// gives the rule's default (RULE_DEFAULTS): the purchase always goes on.

/** The rules asked, in one POST /rules-engine/evaluate. */
export const POST_QUOTE_RULES = [
  'roundTwoFirstQuestion',
  'skipPostQuotesLandingPage',
  'rc2IterationRule',
  'rc2PrefillToggle',
  'agencyOperatingHours',
  'calendlyAvailability',
  'rc2AllCarrierReRate',
  'chatAvailability',
] as const;
/** The rules asked for one carrier only (docs/decisions/0097): its hours, in the same batch. */
export type CarrierHoursRuleName = LmDrcRule | 'fastTrackSupportedCarrierIDs';
export type PostQuoteRuleName = (typeof POST_QUOTE_RULES)[number] | CarrierHoursRuleName;

/** The hours rules take the "clock" input (the moment, the shopper's time zone); the others the "shopper" input. */
export const CLOCK_RULES: readonly PostQuoteRuleName[] = [
  'agencyOperatingHours',
  'calendlyAvailability',
  'chatAvailability',
];

/**
 * Which carrier-only hours rules this purchase asks: the one lmDRC rule of the shopper's time zone for the Liberty
 * Mutual carrier (null: another carrier, or a zone outside the six), and fastTrackSupportedCarrierIDs for a carrier
 * with a fast-track chain.
 */
export interface CarrierHoursAsked {
  lmDrcRule: LmDrcRule | null;
  fastTrackCarrier: string | null;
}
export const NO_CARRIER_HOURS: CarrierHoursAsked = { lmDrcRule: null, fastTrackCarrier: null };

export interface PostQuoteRules {
  /** roundTwoFirstQuestion: the pre-MVR questions grouped, or broken out with the VIN first or last. */
  layout: Layout;
  /** skipPostQuotesLandingPage. */
  skipLandingPage: boolean;
  /** rc2IterationRule (safeco and liberty): what follows the re-rate (coveragesExperienceOf). */
  iteration: Iteration;
  /** rc2PrefillToggle: the carrier's partner prefill before the RC2 questions. */
  rc2Prefill: boolean;
  /** agencyOperatingHours: licensed agents are on the phones now (the fast-track reach-out). */
  agentsOpen: boolean;
  /** calendlyAvailability: a call can be booked now in the shopper's time zone (the fast-track reach-out). */
  callBookable: boolean;
  /**
   * rc2AllCarrierReRate: RC2's rate re-rates the results' other online-bind quotes too (Safeco and Liberty Mutual;
   * docs/decisions/0098).
   */
  reRateAll: boolean;
  /** chatAvailability: the agent-ask screens say an agent can call now, else that an agent calls back (0097). */
  chatOpen: boolean;
  /**
   * lmDRC{zone}Time for the shopper's zone: Liberty Mutual's direct response centre takes calls now; the Liberty
   * Mutual carrier's landing shows its number with "call now" only then. False for every other carrier (not asked).
   */
  lmCentreOpen: boolean;
  /**
   * fastTrackSupportedCarrierIDs names this carrier: its fast-track desk reaches out shortly; false, on the next
   * business morning (no "As soon as possible"). Null when the carrier has no fast-track chain (not asked).
   */
  fastTrackDeskOpen: boolean | null;
  /** The post-quotes number (GET /phone-numbers/experience-mapping), ten digits; null when the lookup failed. */
  phoneNumber: string | null;
  /** The rules that gave their default, and why (for the inspector and monitoring; never shown). */
  defaulted: Partial<Record<PostQuoteRuleName, string>>;
}

/** What the chart keeps before the rules answer, and when the rules' actor fails: every rule's default. */
export const DEFAULT_POST_QUOTE_RULES: PostQuoteRules = {
  layout: 'grouped',
  skipLandingPage: RULE_DEFAULTS.skipPostQuotesLandingPage,
  iteration: RULE_DEFAULTS.rc2IterationRule,
  rc2Prefill: RULE_DEFAULTS.rc2PrefillToggle,
  agentsOpen: RULE_DEFAULTS.agencyOperatingHours,
  callBookable: RULE_DEFAULTS.calendlyAvailability,
  reRateAll: RULE_DEFAULTS.rc2AllCarrierReRate,
  chatOpen: RULE_DEFAULTS.chatAvailability,
  lmCentreOpen: false,
  fastTrackDeskOpen: null,
  phoneNumber: null,
  defaulted: Object.fromEntries(POST_QUOTE_RULES.map((r) => [r, 'call_failed'])),
};

/** roundTwoFirstQuestion's variants as layouts: control is the grouped layout. */
const layoutOf = (v: unknown): Layout | undefined =>
  v === 'control'
    ? 'grouped'
    : (LAYOUTS as readonly unknown[]).includes(v) && v !== 'grouped'
      ? (v as Layout)
      : undefined;
const iterationOf = (v: unknown): Iteration | undefined =>
  (ITERATIONS as readonly unknown[]).includes(v) ? (v as Iteration) : undefined;
const booleanOf = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/**
 * Reads the batch's answer: a rule missing, not deciding, or answering a value the app does not know gives its default.
 * `phoneNumber` is the post-quotes lookup's number, null when it failed.
 */
export function readPostQuoteRules(
  results: Record<string, RuleOutcome> | null,
  phoneNumber: string | null,
  asked: CarrierHoursAsked = NO_CARRIER_HOURS,
): PostQuoteRules {
  const defaulted: PostQuoteRules['defaulted'] = {};
  const read = <T>(name: PostQuoteRuleName, parse: (v: unknown) => T | undefined, fallback: T): T => {
    const outcome = results && Object.hasOwn(results, name) ? results[name] : undefined;
    if (!outcome) {
      defaulted[name] = results ? 'missing' : 'call_failed';
      return fallback;
    }
    if (outcome.isDefault) defaulted[name] = outcome.reason ?? 'engine_error';
    const value = parse(outcome.value);
    if (value === undefined) {
      defaulted[name] = 'unexpected_value';
      return fallback;
    }
    return value;
  };
  const d = DEFAULT_POST_QUOTE_RULES;
  return {
    layout: read('roundTwoFirstQuestion', layoutOf, d.layout),
    skipLandingPage: read('skipPostQuotesLandingPage', booleanOf, d.skipLandingPage),
    iteration: read('rc2IterationRule', iterationOf, d.iteration),
    rc2Prefill: read('rc2PrefillToggle', booleanOf, d.rc2Prefill),
    agentsOpen: read('agencyOperatingHours', booleanOf, d.agentsOpen),
    callBookable: read('calendlyAvailability', booleanOf, d.callBookable),
    reRateAll: read('rc2AllCarrierReRate', booleanOf, d.reRateAll),
    chatOpen: read('chatAvailability', booleanOf, d.chatOpen),
    // A rule not asked gives nothing and is not a default: the carrier has no such decision.
    lmCentreOpen: asked.lmDrcRule ? read(asked.lmDrcRule, booleanOf, RULE_DEFAULTS[asked.lmDrcRule]) : false,
    fastTrackDeskOpen: asked.fastTrackCarrier
      ? read(
          'fastTrackSupportedCarrierIDs',
          (v) => deskTakesCarrier(v, asked.fastTrackCarrier ?? ''),
          // The default (null: no list) names no carrier: the reach-out promises the next business morning.
          deskTakesCarrier(RULE_DEFAULTS.fastTrackSupportedCarrierIDs, asked.fastTrackCarrier) ?? false,
        )
      : null,
    phoneNumber,
    defaulted,
  };
}

/** The carriers rc2IterationRule speaks of (spec 001 section 4: "for auto with safeco or liberty"). */
export const ITERATION_CARRIERS: readonly string[] = ['safeco', 'libertymutual'];

/**
 * What follows the re-rate (docs/decisions/0031): for safeco and liberty auto, rc2IterationRule's variant (control: no
 * editable coverages; editableCoverages; fastBind: on to payment); every other carrier, and every home or renters
 * policy (the rule is auto's), keeps its editable coverages.
 */
export function coveragesExperienceOf(
  policyType: BindPolicyType,
  carrierId: string,
  iteration: Iteration,
): CoveragesExperience {
  if (policyType !== 'auto' || !ITERATION_CARRIERS.includes(carrierId)) return 'editable';
  return iteration === 'editableCoverages' ? 'editable' : iteration === 'control' ? 'fixed' : 'fastBind';
}

/** What GET_POST_QUOTE_RULES sends its actor: the shopper's answers and tracking, and the chosen carrier. */
export interface PostQuoteRulesInput {
  user: BindShopper;
  carrierId: string;
  /** The online-bind carriers that quoted: the chosen one and the results' others (rc2AllCarrierReRate reads it). */
  quotedCarriers?: string[];
}

/** The carriers rc2AllCarrierReRate re-rates: the online-bind auto carriers of the sandbox's RC2 (Safeco, Liberty). */
export const RERATE_ALL_CARRIERS: readonly string[] = ['safeco', 'libertymutual'];

/**
 * The results' quotes the rate-call chart may re-rate beside the chosen one: shown, sold online, auto, of a carrier
 * RERATE_ALL_CARRIERS names other than the chosen one; one per carrier (the first).
 */
export function reRateCandidates(quotes: readonly Quote[], chosenCarrierId: string): Quote[] {
  const seen = new Set<string>([chosenCarrierId]);
  return quotes.filter((q) => {
    if (!RERATE_ALL_CARRIERS.includes(q.carrierId) || seen.has(q.carrierId)) return false;
    if (!q.onlineBind || !isShowable(q)) return false;
    seen.add(q.carrierId);
    return true;
  });
}
