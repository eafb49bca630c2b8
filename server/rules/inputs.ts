import { z } from 'zod';
import { usState, yesNo, zip } from '../../src/contract/common';
import { text as boundedText } from '../../src/contract/text';
import {
  COVERAGE_TIERS,
  CREDIT_BANDS,
  DEVICES,
  FLOW_NAMES,
  HOME_OWNERSHIP,
  PARTNER_LABELS,
  POLICY_TYPES,
  PROPERTY_TYPES,
  RULE_CARRIER_IDS,
  WHEN_SHOPPING,
} from './constants';

// The input schemas of the remote rules (spec 001 section 7: "input object each"). A definition names one and the
// fields it requires; an input that fails it answers the rule's default with reason invalid_input.

const text = (max: number) => boundedText(max).check(z.trim());
const count = (max: number) => z.number().int().min(0).max(max);
const shopperId = boundedText(64).check(z.trim(), z.minLength(1));

/** An IANA time zone the runtime knows (America/Chicago, Pacific/Honolulu, ...). */
export const timeZoneField = boundedText(64).check(
  z.regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/, 'Use an IANA time zone such as America/Chicago'),
  z.refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone'),
);

/** The shopper as the flow knows them at the moment of the call: traffic, place, flow and a few answers. */
const shopper = z.object({
  state: usState,
  zip,
  policyType: z.enum(POLICY_TYPES),
  propertyType: z.enum(PROPERTY_TYPES),
  /** spec 000 section 6: the partner label from site source and referrer; '' for none. */
  partner: z.union([z.enum(PARTNER_LABELS), z.literal('')]),
  trafficSource: text(80),
  utmCampaign: text(120),
  /** utm_referrer (spec 000 section 2: pub_network, coverage_paid). */
  referrer: text(300),
  /** The exp query parameter (agency, non, navlinkout). */
  exp: text(120),
  /** The flow query parameter (mmagency). */
  flow: text(40),
  theme: text(40),
  flowName: z.enum(FLOW_NAMES),
  device: z.enum(DEVICES),
  embedded: z.boolean(),
  isAgencyEligible: z.boolean(),
  currentlyInsured: z.boolean(),
  currentCarrier: text(60),
  whenShopping: z.enum(WHEN_SHOPPING),
  incidentCount: count(30),
  hasDui: z.boolean(),
  hasSr22: z.boolean(),
  vehicleCount: count(4),
  driverCount: count(4),
  homeOwnershipStatus: z.enum(HOME_OWNERSHIP),
  bundlingInterest: yesNo,
  isHomeBundle: z.boolean(),
  addressValidated: z.boolean(),
  consentToSms: z.boolean(),
  /** The carrier a post-quote (RC2/RC3) decision is about. */
  carrier: z.enum(RULE_CARRIER_IDS),
  /** Carriers that returned a quote in RC1. */
  quotedCarriers: z.array(z.enum(RULE_CARRIER_IDS)).max(RULE_CARRIER_IDS.length),
  anonymousId: shopperId,
  sessionId: shopperId,
});

/** The hours rules: the moment (ISO 8601 with offset; the server's clock when absent) and where. */
const clock = z.object({
  currentDate: z.iso.datetime({ offset: true, message: 'Send an ISO 8601 date-time with a time zone offset' }),
  timeZone: timeZoneField,
  state: usState,
});

/** spec 001 section 3: the lead-classification summary built from the user. */
const leadSummary = z.object({
  vehicleCount: count(4),
  driverCount: count(4),
  minVehicleYear: z.number().int().min(1900).max(2100),
  minDriverAge: z.number().int().min(14).max(120),
  maxDriverAge: z.number().int().min(14).max(120),
  accidentCount: count(30),
  atFaultAccidentCount: count(30),
  violationCount: count(30),
  hasDui: z.boolean(),
  licenseSuspended: z.boolean(),
  sr22: z.boolean(),
  military: z.boolean(),
  creditBand: z.enum(CREDIT_BANDS),
  /** spec 001 section 7: months of continuous coverage (6, 18, 42, 60; 0 when uninsured). */
  insuredMonths: z.number().int().min(0).max(600),
  homeowner: z.boolean(),
  coverageTier: z.enum(COVERAGE_TIERS),
  state: usState,
});

/** A white-label partner and the shopper's answers so far (spec 000 section 4: knockout to noneligibleUser). */
const knockouts = z.object({
  partner: z.enum(PARTNER_LABELS),
  // The lead summary's facts as answered so far, plus the two answers a summary does not keep.
  answers: leadSummary
    .pick({
      state: true,
      accidentCount: true,
      atFaultAccidentCount: true,
      violationCount: true,
      hasDui: true,
      licenseSuspended: true,
      sr22: true,
      minDriverAge: true,
      vehicleCount: true,
    })
    .extend({ currentlyInsured: z.boolean(), primaryUse: z.enum(['Commute', 'Pleasure', 'Business', 'Other']) })
    .partial(),
});

/** Every field optional here; a definition's `input.required` lists what its decisions need. */
export const INPUT_SCHEMAS = {
  shopper: shopper.partial(),
  clock: clock.partial(),
  leadSummary: leadSummary.partial(),
  knockouts: knockouts.partial(),
} as const;

export type InputSchemaName = keyof typeof INPUT_SCHEMAS;
export const INPUT_SCHEMA_NAMES = Object.keys(INPUT_SCHEMAS) as InputSchemaName[];

export const inputFieldNames = (name: InputSchemaName): string[] => Object.keys(INPUT_SCHEMAS[name].shape);

/** The rule's schema: the named one with its required fields enforced. */
export function ruleInputSchema(
  name: InputSchemaName,
  required: readonly string[],
): z.ZodType<Record<string, unknown>> {
  const base = INPUT_SCHEMAS[name] as z.ZodType<Record<string, unknown>>;
  if (required.length === 0) return base;
  return base.superRefine((input, ctx) => {
    for (const key of required) {
      if (input[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'Required by this rule' });
    }
  });
}

/** A short description of each field for GET /rules-engine/rules (from the schema's JSON Schema). */
export function summariseInput(name: InputSchemaName, required: readonly string[]) {
  const json = z.toJSONSchema(INPUT_SCHEMAS[name], { unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProp>;
  };
  return Object.entries(json.properties ?? {}).map(([field, prop]) => ({
    name: field,
    type: describe(prop),
    required: required.includes(field),
  }));
}

interface JsonProp {
  type?: string;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonProp[];
  items?: JsonProp;
  const?: unknown;
  properties?: Record<string, JsonProp>;
}

function describe(p: JsonProp): string {
  if (p.enum) return p.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (p.const !== undefined) return JSON.stringify(p.const);
  if (p.anyOf) return p.anyOf.map(describe).join(' | ');
  if (p.type === 'array' && p.items) return `array of ${describe(p.items)}`;
  if (p.type === 'object' && p.properties) return `object { ${Object.keys(p.properties).join(', ')} }`;
  return p.format ? `${p.type} (${p.format})` : (p.type ?? 'any');
}
