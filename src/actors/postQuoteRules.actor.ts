import { fromPromise } from 'xstate';
import { POST_QUOTES_CARRIERS, type PostQuotesCarrier } from '../contract/phone';
import { rulesEndpoints } from '../contract/rules';
import { propertyPolicyOf } from '../contract/propertyUser';
import { type BindShopper, policyTypeOfShopper } from '../machines/bind/bind.types';
import { eligibilityInput, ruleShopperInput } from '../machines/intake/questions/addressChain';
import { fasttrackPreMvr } from '../machines/bind/chains/fasttrack.preMvr';
import { lmDrcRuleOf } from '../domain/hours';
import {
  type CarrierHoursAsked,
  CLOCK_RULES,
  POST_QUOTE_RULES,
  type PostQuoteRules,
  type PostQuoteRulesInput,
  readPostQuoteRules,
} from '../machines/ratecall/postQuoteRules';
import { type Device, thisDevice } from '../domain/device';
import { callEndpoint } from './http';

// The post-quote remote rules and the post-quotes phone number (spec 001 sections 4 and 7), asked together when the
// shopper continues online (the rate-call chart's GET_POST_QUOTE_RULES, docs/decisions/0031): one POST
// /rules-engine/evaluate and one GET /phone-numbers/experience-mapping, side by side. Neither failing stops the
// purchase: a rule gives its default, the number null (the header keeps the results number). Never rejects.

const phoneEndpoints = async () => (await import('../contract/phone')).phoneEndpoints;

/**
 * What the rules read of any shopper: the "shopper" facts (auto's are the address-success chain's, eligibilityInput;
 * a home or renters shopper's the same fields from the property policy), the policy's state and its address's time
 * zone.
 */
export function postQuoteFactsOf(user: BindShopper): {
  shopper: Record<string, unknown>;
  state?: string;
  addressTimeZone?: string;
} {
  if ('autoPolicy' in user) {
    const { policy } = user.autoPolicy;
    return { shopper: eligibilityInput(user), state: policy.state, addressTimeZone: policy.address?.timeZone };
  }
  const { policy } = propertyPolicyOf(user);
  return {
    shopper: ruleShopperInput(user.tracking, {
      policyType: policyTypeOfShopper(user),
      state: policy.state,
      zip: policy.zip,
    }),
    state: policy.state,
    addressTimeZone: policy.address?.timeZone,
  };
}

/** The shopper's own time zone: the address's, else the browser's (calendlyAvailability asks it). */
function timeZoneOf(addressTimeZone: string | undefined): string | undefined {
  if (addressTimeZone) return addressTimeZone;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The carriers whose chain has the fast-track desk's steps (helpFinalizePolicyConnectAgent, fastTrackReachOut). */
const FAST_TRACK_CARRIERS: readonly string[] = fasttrackPreMvr.carriers;

/**
 * The carrier-only hours rules (docs/decisions/0097): the Liberty Mutual carrier's lmDRC rule of the shopper's zone
 * (the address's, else the browser's), a fast-track carrier's fastTrackSupportedCarrierIDs.
 */
export function carrierHoursAsked(input: PostQuoteRulesInput): CarrierHoursAsked {
  const zone = timeZoneOf(postQuoteFactsOf(input.user).addressTimeZone);
  return {
    lmDrcRule: input.carrierId === 'libertymutual' ? lmDrcRuleOf(zone) : null,
    fastTrackCarrier: FAST_TRACK_CARRIERS.includes(input.carrierId) ? input.carrierId : null,
  };
}

/**
 * Each rule's input: the "shopper" facts the address-success chain sends (eligibilityInput: answers, traffic, flow,
 * the anonymous id the experiments bucket by) with the carrier and the device; the hours rules the "clock" input
 * (the client's clock as currentDate, the shopper's time zone and state), the carrier's own hours rules too.
 */
export function postQuoteRuleInputs(input: PostQuoteRulesInput, device: Device, now: Date = new Date()) {
  const facts = postQuoteFactsOf(input.user);
  const shopper = {
    ...facts.shopper,
    carrier: input.carrierId,
    device,
    ...(input.quotedCarriers?.length ? { quotedCarriers: input.quotedCarriers } : {}),
  };
  const timeZone = timeZoneOf(facts.addressTimeZone);
  const { state } = facts;
  const clock = { currentDate: now.toISOString(), ...(timeZone ? { timeZone } : {}), ...(state ? { state } : {}) };
  const asked = carrierHoursAsked(input);
  return [
    ...POST_QUOTE_RULES.map((name) => ({ name, input: CLOCK_RULES.includes(name) ? clock : shopper })),
    ...(asked.lmDrcRule ? [{ name: asked.lmDrcRule, input: clock }] : []),
    ...(asked.fastTrackCarrier ? [{ name: 'fastTrackSupportedCarrierIDs', input: clock }] : []),
  ];
}

async function askRules(input: PostQuoteRulesInput, signal: AbortSignal) {
  const rules = postQuoteRuleInputs(input, thisDevice());
  try {
    const answer = await callEndpoint(rulesEndpoints.evaluateRules, { body: { rules }, signal }, 'network_error');
    return answer.results;
  } catch {
    return null;
  }
}

const isPostQuotesCarrier = (id: string): id is PostQuotesCarrier =>
  (POST_QUOTES_CARRIERS as readonly string[]).includes(id);

/**
 * The post-quotes number (spec 001 section 4): the carrier's when mapped, else the results number, else the default.
 * A carrier the phone lines know is asked by name (the sandbox answers its number, else the source's results number);
 * any other carrier (the fast-track carrier) has no number of its own: null, and the header keeps the results number
 * the results chart found, else the default. Null too when the lookup fails.
 */
async function askPhoneNumber(input: PostQuoteRulesInput, signal: AbortSignal): Promise<string | null> {
  if (!isPostQuotesCarrier(input.carrierId)) return null;
  try {
    const { phoneExperienceMapping } = await phoneEndpoints();
    const query = {
      trafficSource: input.user.tracking.sourceName ?? '',
      // The phone lines know auto and home: renters is sold on the home line (spec 001 section 7).
      policyType: policyTypeOfShopper(input.user) === 'auto' ? 'auto' : 'home',
      flowLocation: 'post-quotes',
      carrier: input.carrierId,
    } as const;
    const found = await callEndpoint(phoneExperienceMapping, { query, signal }, 'phone_number_lookup_failed');
    return found.phoneNumber;
  } catch {
    return null;
  }
}

export const fetchPostQuoteRules = fromPromise<PostQuoteRules, PostQuoteRulesInput>(async ({ input, signal }) => {
  const [results, phoneNumber] = await Promise.all([askRules(input, signal), askPhoneNumber(input, signal)]);
  return readPostQuoteRules(results, phoneNumber, carrierHoursAsked(input));
});
