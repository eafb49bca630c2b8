import { z } from 'zod/mini';
import { fromPromise } from 'xstate';
import type { QueryParams } from '../app/queryParams';
import type { RemoteRuleName } from '../contract/ruleDefaults';
import type { RuleOutcome, RuleReason } from '../contract/rules';
import { text } from '../contract/text';
import type { UsState } from '../domain/constants';
import { type Device, thisDevice } from '../domain/device';
import {
  readStartExperiments,
  START_RULES,
  type StartExperiments,
  type StartRuleName,
} from '../machines/intake/startGraph';
import { callEndpoint } from './http';
import { allDefaults, failureOf } from './experimentsDefaults';

// The experiments the start choice reads (spec 000 section 2, spec 001 section 7 "Remote rules"), asked for in one
// POST /rules-engine/evaluate. A rule that cannot decide, or a call that fails, gives the rule's default (spec 000
// section 8): this actor never rejects, so the shopper always gets a flow.

export interface ExperimentsInput {
  params: QueryParams;
  /** The hash's first segment: 'home' asks about a home policy (the URL's policyType, else home). */
  hashFirstSegment: string;
  /** The shopper's tracking id: experiments bucket by it. */
  anonymousId?: string;
  /** Known once a ZIP is (a returning shopper, a URL ZIP looked up); several rules need it. */
  state?: UsState;
  /** Known once the state is; otherwise read from exp (agency, non) when the link says. */
  isAgencyEligible?: boolean;
  /** The shopper's device; this browser's when not given (src/domain/device.ts). */
  device?: Device;
}

export type DefaultReason = RuleReason | 'missing' | 'unexpected_value' | 'call_failed';

export interface ExperimentsOutput {
  /** Every start rule's value, its default where it did not decide. */
  values: StartExperiments;
  /** The rules that gave their default, and why. */
  defaulted: Partial<Record<StartRuleName, DefaultReason>>;
  /** The call itself failed (no answer: a network status; else the HTTP status): for the app to log. */
  failure: { status: number; detail?: string } | null;
}

const shopperId = text(64).check(z.trim(), z.minLength(1));

/**
 * The rules' "shopper" input (server/rules/inputs.ts) from what the URL and the app know; a field nobody knows is left
 * out. Every URL value is already within the input schema's bounds (queryParams.ts), so no rule refuses the input.
 */
export function experimentRuleInput(input: ExperimentsInput): Record<string, unknown> {
  const { params, state, device } = input;
  const { derived } = params;
  const anonymousId = shopperId.safeParse(input.anonymousId).data;
  const fromExp = derived.exp.nonAgency ? false : derived.exp.agency ? true : undefined;
  const fields: Record<string, unknown> = {
    policyType: input.hashFirstSegment === 'home' ? (params.policyType ?? 'home') : 'auto',
    partner: derived.partner,
    embedded: derived.embedded,
    trafficSource: params.siteSource,
    utmCampaign: params.utmCampaign,
    referrer: params.utmReferrer,
    exp: params.exp,
    flow: params.flow,
    zip: params.zip,
    state,
    device,
    anonymousId,
    isAgencyEligible: input.isAgencyEligible ?? fromExp,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** Reads the batch's answer: a rule missing from it, not deciding, or answering an unknown value gives its default. */
export function readOutcomes(results: Record<string, RuleOutcome>): ExperimentsOutput {
  const decided: Partial<Record<RemoteRuleName, unknown>> = {};
  const defaulted: ExperimentsOutput['defaulted'] = {};
  for (const rule of START_RULES) {
    const outcome = Object.hasOwn(results, rule) ? results[rule] : undefined;
    if (!outcome) defaulted[rule] = 'missing';
    else if (outcome.isDefault) defaulted[rule] = outcome.reason ?? 'engine_error';
    else decided[rule] = outcome.value;
  }
  const values = readStartExperiments(decided);
  for (const rule of START_RULES) {
    if (rule in decided && values[rule] !== decided[rule]) defaulted[rule] = 'unexpected_value';
  }
  return { values, defaulted, failure: null };
}

/** Asks for the experiments; never rejects. */
export async function askExperiments(input: ExperimentsInput, signal: AbortSignal): Promise<ExperimentsOutput> {
  const ruleInput = experimentRuleInput({ ...input, device: input.device ?? thisDevice() });
  const body = { rules: START_RULES.map((name) => ({ name, input: ruleInput })) };
  try {
    // The shopper never sees a rule failure (the defaults apply), so the catalogue code passed here is not read.
    // The rules' call schemas load with this first call, not with the start page.
    const { rulesEndpoints } = await import('../contract/rules');
    const answer = await callEndpoint(rulesEndpoints.evaluateRules, { body, signal }, 'network_error');
    return readOutcomes(answer.results);
  } catch (e) {
    return allDefaults(failureOf(e));
  }
}

export const fetchExperiments = fromPromise<ExperimentsOutput, ExperimentsInput>(({ input, signal }) =>
  askExperiments(input, signal),
);
