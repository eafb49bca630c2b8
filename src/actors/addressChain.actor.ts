import type { IntakeActors } from '../machines/intake/intake.actors';
import { fromPromise } from 'xstate';
import type { CoverageTier } from '../contract';
import type { CodedError } from '../domain/errors';
import type { Eligibility } from '../machines/intake/intake.actors';
import { callEndpoint, loadChunk } from './http';

// The calls of the address-success chain (spec 000 section 4): the intraflow phone number, agency eligibility and the
// agency's coverage tiers. Each rejects with a catalogue code; the intake keeps each one's default on a failure.
// Their contract groups load with the first call, never with the start page (the rules' group is usually here already:
// the start choice's experiments load it).

const phoneEndpoints = loadChunk(() => import('../contract/phone').then((m) => m.phoneEndpoints));
const coverageEndpoints = loadChunk(() => import('../contract/coverages').then((m) => m.coverageEndpoints));
const rulesEndpoints = loadChunk(() => import('../contract/rules').then((m) => m.rulesEndpoints));

/** GET /phone-numbers/experience-mapping: the line's number (auto unless asked) shown in the flow for the traffic source. */
export const fetchPhoneNumber: IntakeActors['fetchPhoneNumber'] = fromPromise(async ({ input, signal }) => {
  const { phoneExperienceMapping } = await phoneEndpoints();
  const query = {
    trafficSource: input.trafficSource,
    policyType: input.policyType ?? 'auto',
    flowLocation: 'intraflow',
  } as const;
  const found = await callEndpoint(phoneExperienceMapping, { query, signal }, 'phone_number_lookup_failed');
  return { phoneNumber: found.phoneNumber, isFallback: found.isFallback };
});

/** The partner flag of partnerQuotesAdsEligibility that is the mutual insurer's (spec 001 section 6). */
export const MUTUAL_INSURER_FLAG = 'libertyMutualAgency';
/** The rules the eligibility follow-up asks, in one batch. */
export const ELIGIBILITY_RULES = [
  'flowAgenciesEligibility',
  'partnerQuotesAdsEligibility',
  'emailValidationEnabled',
  'quinstreetIntraflowAvailability',
] as const;
/** Asked next, with the agency verdict the batch gave (smsEnable reads isAgencyEligible). */
export const SMS_RULE = 'smsEnable';

/**
 * Reads the rules' outcomes; a rule that did not decide reads as its default (false, null: not eligible, no email
 * check, no intraflow offer, no texted code).
 */
export function readEligibility(results: Record<string, { value: unknown }>): Eligibility {
  const flags = results.partnerQuotesAdsEligibility?.value;
  return {
    agency: results.flowAgenciesEligibility?.value === true,
    mutualInsurer:
      typeof flags === 'object' && flags !== null && (flags as Record<string, unknown>)[MUTUAL_INSURER_FLAG] === true,
    emailValidation: results.emailValidationEnabled?.value === true,
    intraflowOffer: results.quinstreetIntraflowAvailability?.value === true,
    sms: results[SMS_RULE]?.value === true,
  };
}

/**
 * POST /rules-engine/evaluate with the eligibility rules, the email check's switch and the intraflow offer, one
 * request; then smsEnable with the agency verdict it gave (the rule texts codes to agency-eligible shoppers). The
 * second call failing leaves smsEnable's default (off): the shopper is not asked for a code.
 */
export const fetchEligibility: IntakeActors['fetchEligibility'] = fromPromise(async ({ input, signal }) => {
  const { evaluateRules } = await rulesEndpoints();
  const body = { rules: ELIGIBILITY_RULES.map((name) => ({ name, input })) };
  const answer = await callEndpoint(evaluateRules, { body, signal }, 'eligibility_failed');
  const found = readEligibility(answer.results);
  const smsInput = { ...input, isAgencyEligible: found.agency };
  const sms = await callEndpoint(
    evaluateRules,
    { body: { rules: [{ name: SMS_RULE, input: smsInput }] }, signal },
    'eligibility_failed',
  ).then(
    (a) => readEligibility(a.results).sms,
    () => false,
  );
  return { ...found, sms };
});

/** The tiers every state has (BASIC is Florida's alone, spec 000 section 9). */
const EXPECTED_TIERS: readonly CoverageTier[] = ['LOW', 'MID', 'HIGH'];

/** GET /auto-agency-coverages?state&tier=ALL; a tier missing is "Didn't receive all tier data" (spec 000 section 8). */
export const fetchCoverageTiers: IntakeActors['fetchCoverageTiers'] = fromPromise(async ({ input, signal }) => {
  const tierDataMissing: CodedError = { code: 'tier_data_missing' };
  if (!input.state) throw tierDataMissing;
  const { agencyCoverages } = await coverageEndpoints();
  const query = { state: input.state, tier: 'ALL' } as const;
  const found = await callEndpoint(agencyCoverages, { query, signal }, 'tier_data_missing');
  const got = new Set(found.tiers.map((t) => t.tier));
  if (!EXPECTED_TIERS.every((t) => got.has(t))) throw tierDataMissing;
  return { tiers: found.tiers };
});
