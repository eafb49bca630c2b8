import { z } from 'zod/mini';
import { DECLINED_COVERAGE_PATTERN } from '../domain/constants';
import { usState } from './common';
import type { EndpointDef } from './endpoint';
import { MAX_CHARS, keysMatch, text } from './text';
import { PARTNER_LABELS, REMOTE_RULE_NAMES, RULE_DEFAULTS, ruleDefault, type RemoteRuleName } from './ruleDefaults';

export { PARTNER_LABELS, REMOTE_RULE_NAMES, RULE_DEFAULTS, ruleDefault, type RemoteRuleName };

// Calls of spec 000/001 section 7: the remote rules by name (failure gives the rule's default) and POST /rules-engine/.

export const RULE_NAME_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;
export const ruleNameField = text(80).check(
  z.regex(RULE_NAME_PATTERN, 'Use 1 to 80 letters, digits, _ or -'),
  z.refine((n) => n !== '__proto__', 'This name is reserved'),
);

/** Why a rule answered its default instead of a decision. */
export const RULE_REASONS = ['unknown_rule', 'rule_disabled', 'invalid_input', 'engine_error'] as const;
export const RuleReason = z.enum(RULE_REASONS);
export type RuleReason = z.infer<typeof RuleReason>;

export const RULE_INPUT_MAX_KEYS = 60;
/** A rule's input: any JSON object; each rule's own schema checks its content (a mismatch answers the default). */
export const RuleInput = z
  .record(text(64), z.unknown())
  .check(
    z.refine((o) => Object.keys(o).length <= RULE_INPUT_MAX_KEYS, `Send at most ${RULE_INPUT_MAX_KEYS} input fields`),
  );

/** A decision: boolean, variant or class name, list, or object; null only as a default. */
export const RuleValue = z.union([
  z.boolean(),
  text(MAX_CHARS.text),
  z.number(),
  z.null(),
  z.array(z.unknown()),
  z.record(text(MAX_CHARS.id), z.unknown()),
]);
export type RuleValue = z.infer<typeof RuleValue>;

const RuleOutcome = z.object({
  value: RuleValue,
  /** True when the value is the rule's default because the rule could not decide (see reason). */
  isDefault: z.boolean(),
  reason: z.optional(RuleReason),
  /** With invalid_input: the first input field that failed the rule's schema (input.state). */
  field: z.optional(text(MAX_CHARS.id)),
});
export type RuleOutcome = z.infer<typeof RuleOutcome>;
export const RuleEvaluation = z.extend(RuleOutcome, { name: text(MAX_CHARS.id) });
export type RuleEvaluation = z.infer<typeof RuleEvaluation>;

/**
 * partnerQuotesAdsEligibility's answer (spec 001 section 6): an object with one flag per partner, true where the
 * partner is asked for quotes or ads (server/rules/definitions/eligibility.json, output "flags"). A flag missing reads
 * as false; a flag the contract does not know is dropped.
 */
export const PARTNER_FLAGS = [
  'quinstreetAgency',
  'libertyMutualAgency',
  'branchAgencyBundle',
  'branchAgencyAuto',
  'rootAgency',
  'geicoAuto',
  'evertree',
  'lemonade',
  'safeco',
] as const;
export type PartnerFlag = (typeof PARTNER_FLAGS)[number];
const flag = z.optional(z.boolean());
export const PartnerEligibility = z.object({
  quinstreetAgency: flag,
  libertyMutualAgency: flag,
  branchAgencyBundle: flag,
  branchAgencyAuto: flag,
  rootAgency: flag,
  geicoAuto: flag,
  evertree: flag,
  lemonade: flag,
  safeco: flag,
} satisfies Record<PartnerFlag, typeof flag>);
export type PartnerEligibility = z.infer<typeof PartnerEligibility>;

export const RULES_BATCH_MAX = 30;
export const RulesBatchRequest = z.object({
  rules: z.array(z.object({ name: ruleNameField, input: RuleInput })).check(
    z.minLength(1, 'Send at least one rule'),
    z.maxLength(RULES_BATCH_MAX, `Send at most ${RULES_BATCH_MAX} rules`),
    z.superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((r, i) => {
        if (seen.has(r.name))
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'Each rule name may appear once' });
        seen.add(r.name);
      });
    }),
  ),
});

export const RuleOutputKind = z.enum(['boolean', 'variant', 'choice', 'list', 'object', 'flags']);
export const RuleSummary = z.object({
  name: text(MAX_CHARS.id),
  family: text(MAX_CHARS.label),
  description: text(MAX_CHARS.text),
  default: RuleValue,
  output: RuleOutputKind,
  /** The values a variant or choice rule can answer. */
  values: z.optional(z.array(text(MAX_CHARS.label))),
  enabled: z.boolean(),
  inputSchema: z.object({
    name: text(MAX_CHARS.label),
    fields: z.array(z.object({ name: text(MAX_CHARS.label), type: text(MAX_CHARS.text), required: z.boolean() })),
  }),
});

// ---- POST /rules-engine/: the coverage-selection rules ("{product} selections", answer not shown) ----

export { DECLINED_COVERAGE_PATTERN };
const declined = text(MAX_CHARS.code).check(z.regex(DECLINED_COVERAGE_PATTERN));
const orDeclined = (limit: z.ZodMiniString<string>) =>
  z.union([limit, declined], { message: 'Enter a limit or No Coverage' });
/** Split limits in thousands per person / per accident ('50/100'); rental per day / per claim in dollars ('30/900'). */
const split = text(MAX_CHARS.code).check(z.regex(/^\d{1,4}\/\d{1,5}$/, 'Enter a split limit like 50/100'));
const dollars = text(MAX_CHARS.code).check(z.regex(/^\d{1,7}$/, 'Enter a whole-dollar amount'));

export const RulesPolicyCoverages = z
  .catchall(
    z.object({
      bodilyInjury: orDeclined(split),
      propertyDamage: orDeclined(dollars),
      uninsuredMotorist: z.optional(orDeclined(split)),
      underinsuredMotorist: z.optional(orDeclined(split)),
      personalInjuryProtection: z.optional(orDeclined(dollars)),
      medicalPayments: z.optional(orDeclined(dollars)),
    }),
    // The other coverage fields of spec 000 section 3 (glass, work loss, ...) are passed through unchanged.
    text(40),
  )
  .check(z.superRefine(keysMatch(text(40))));
export type RulesPolicyCoverages = z.infer<typeof RulesPolicyCoverages>;

export const RulesVehicleCoverages = z.object({
  vehicleId: z.number().check(z.int(), z.gte(1), z.lte(4)),
  coverages: z
    .catchall(
      z.object({
        comprehensive: z.optional(orDeclined(dollars)),
        collision: z.optional(orDeclined(dollars)),
        rental: z.optional(orDeclined(split)),
        towing: z.optional(orDeclined(dollars)),
      }),
      text(40),
    )
    .check(z.superRefine(keysMatch(text(40)))),
});
export type RulesVehicleCoverages = z.infer<typeof RulesVehicleCoverages>;

export const RulesCoverageSelection = z.object({
  state: usState,
  policyCoverages: RulesPolicyCoverages,
  vehicleCoverages: z.array(RulesVehicleCoverages).check(
    z.maxLength(4),
    z.superRefine((vehicles, ctx) => {
      const seen = new Set<number>();
      vehicles.forEach((v, i) => {
        if (seen.has(v.vehicleId))
          ctx.addIssue({ code: 'custom', path: [i, 'vehicleId'], message: 'Each vehicle may appear once' });
        seen.add(v.vehicleId);
      });
    }),
  ),
});
export type RulesCoverageSelection = z.infer<typeof RulesCoverageSelection>;

export const RulesCoverageMessage = z.object({
  /** The adjusted field, dotted as in the request: policyCoverages.bodilyInjury, vehicleCoverages.0.coverages.collision. */
  coverage: text(MAX_CHARS.id),
  message: text(MAX_CHARS.text),
});
export const RulesCoverageResult = z.object({
  /** True when the selection needed no adjustment. */
  valid: z.boolean(),
  coverages: RulesCoverageSelection,
  messages: z.array(RulesCoverageMessage),
});
export type RulesCoverageResult = z.infer<typeof RulesCoverageResult>;

export const rulesEndpoints = {
  evaluateRule: {
    method: 'POST',
    path: '/rules-engine/rules/:ruleName',
    params: z.object({ ruleName: ruleNameField }),
    body: z.object({ input: RuleInput }),
    response: RuleEvaluation,
  },
  evaluateRules: {
    method: 'POST',
    path: '/rules-engine/evaluate',
    body: RulesBatchRequest,
    response: z.object({ results: z.record(text(80), RuleOutcome) }),
  },
  rulesEngine: { method: 'POST', path: '/rules-engine/', body: RulesCoverageSelection, response: RulesCoverageResult },
  listRules: { method: 'GET', path: '/rules-engine/rules', response: z.array(RuleSummary) },
} as const satisfies Record<string, EndpointDef>;
