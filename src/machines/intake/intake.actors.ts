import { fromCallback, fromPromise, type CallbackActorLogic, type PromiseActorLogic } from 'xstate';
import type { AutoUser, KnockoutCriterion, NormalizedAddress, ZipLookup } from '../../contract';
import type { AnyUser } from '../../contract/users';
import type { CoverageTierDetails } from '../../contract/coverages';
import type { UsState } from '../../domain/constants';
import type { ChoiceOption } from './intake.types';

// The actors an intake flow invokes, each declared once below (intakeCalls). The real ones (HTTP through the contract,
// src/actors/intakeActors.ts) travel with the intake chunk, which provides them to the machines it creates
// (intake.live.ts); the defaults here fail loudly if one is missing.

export interface VehicleQuery {
  year: string;
  make?: string;
  model?: string;
}
export interface AddressQuery {
  street: string;
  secondary?: string;
  city: string;
  state: string;
  zipcode: string;
}
export interface SuggestQuery {
  search: string;
  zip?: string;
}
/** A phone number as typed or stored (the sandbox normalises it, spec 000 section 5). */
export interface PhoneQuery {
  phoneNumber: string;
}
/** The phone step's send: the number, and whether the smsEnable rule has codes texted (off: no call). */
export interface PhoneSend extends PhoneQuery {
  send: boolean;
}
export interface PhoneCodeQuery {
  phoneNumber: string;
  code: string;
}
/**
 * What the send did (spec 000 sections 4, 8): `sent` (POST /twilio/verify-phone answered; the code expires after
 * `expiresInSeconds`), `failed` (the sandbox could not send: the number is marked invalid and the shopper goes on
 * without a code), or `off` (smsEnable off: no text, validity not known).
 */
export type PhoneCodeSent = { status: 'sent'; expiresInSeconds: number } | { status: 'failed' } | { status: 'off' };

/** GET /phone-numbers/experience-mapping for the intraflow auto number of a traffic source (spec 000 section 7). */
export interface PhoneNumberQuery {
  trafficSource: string;
  /** The product line's number (auto by default; the home line asks for home's). */
  policyType?: 'auto' | 'home';
}
export interface PhoneNumberFound {
  /** Ten digits. */
  phoneNumber: string;
  isFallback: boolean;
}
/** The remote rules' shopper input (server/rules/inputs.ts), as the intake knows it after the ZIP lookup. */
export type EligibilityQuery = Record<string, unknown>;
/**
 * flowAgenciesEligibility, partnerQuotesAdsEligibility's mutual-insurer (Liberty Mutual agency) flag, and
 * emailValidationEnabled (whether the email step asks the server's check: spec 001 section 5).
 */
export interface Eligibility {
  agency: boolean;
  mutualInsurer: boolean;
  emailValidation: boolean;
  /** smsEnable, asked with the agency verdict: whether the phone number is verified by a texted code. */
  sms: boolean;
  /** quinstreetIntraflowAvailability: whether the phone step offers the partner agency's call. */
  intraflowOffer: boolean;
}
/** The email to check, and whether the remote rule has the check on (off: no call, the answer stands). */
export interface EmailCheck {
  email: string;
  validate: boolean;
}
export interface TiersQuery {
  /** Known once the ZIP is looked up. */
  state: UsState | undefined;
}
/** Every tier the agency sells in the state (GET /auto-agency-coverages?state&tier=ALL). */
export interface TiersFound {
  tiers: CoverageTierDetails[];
}

/** The whitelabelKnockouts rule's input: the white-label partner and what it reads of the answers (rules/knockouts.ts). */
export type KnockoutQuery = {
  partner: string;
  answers: Record<string, string | number | boolean | undefined>;
};

/** The answers to save, with the server copy the machine knows (a restored actor's input predates it). */
export type UserSyncEvent<U extends AnyUser = AutoUser> = {
  type: 'SAVE';
  user: U;
  server: { userId?: string; token?: string };
};
export interface UserSyncInput {
  server: { userId?: string; token?: string };
}

/** A call's input and output, as a type only: the one declaration of each intake actor's signature. */
const call = <TInput, TOutput>() => ({}) as { input: TInput; output: TOutput };

/** Every call an intake flow may invoke, by name. */
const intakeCalls = {
  fetchMakes: call<VehicleQuery, ChoiceOption[]>(),
  fetchModels: call<VehicleQuery, ChoiceOption[]>(),
  fetchTrims: call<VehicleQuery, ChoiceOption[]>(),
  lookupZip: call<{ zip: string }, ZipLookup>(),
  validateAddress: call<AddressQuery, NormalizedAddress>(),
  validatePreviousAddress: call<AddressQuery, NormalizedAddress>(),
  validateEmail: call<EmailCheck, { email: string }>(),
  suggestAddresses: call<SuggestQuery, ChoiceOption[]>(),
  /** Sends a code to the number when smsEnable is on: it is valid once sent, invalid when the send fails. */
  sendPhoneCode: call<PhoneSend, PhoneCodeSent>(),
  /** Checks the code sent: the number is verified once it passes. */
  checkPhoneCode: call<PhoneCodeQuery, { verified: true }>(),
  /** The address-success chain (spec 000 section 4): the phone number, agency eligibility and coverage tiers. */
  fetchPhoneNumber: call<PhoneNumberQuery, PhoneNumberFound>(),
  fetchEligibility: call<EligibilityQuery, Eligibility>(),
  fetchCoverageTiers: call<TiersQuery, TiersFound>(),
  /** The whitelabelKnockouts rule on the way to the knockout page: the criteria the answers hit (empty: none). */
  fetchKnockouts: call<KnockoutQuery, KnockoutCriterion[]>(),
};
type IntakeCalls = typeof intakeCalls;

/**
 * The intake's actors: a promise actor per call, and userSync, which keeps the server copy of the user (POST /user
 * once, then PATCH: spec 001 section 4, results flow step 1). The real ones (src/actors/intakeActors.ts) satisfy it.
 */
export type IntakeActors = {
  [K in keyof IntakeCalls]: PromiseActorLogic<IntakeCalls[K]['output'], IntakeCalls[K]['input']>;
} & { userSync: CallbackActorLogic<UserSyncEvent, UserSyncInput> };

/** Every intake actor, each call running `run` (the user save does nothing). */
function intakeActorsRunning(run: (name: string) => () => Promise<never>): IntakeActors {
  const calls = Object.fromEntries(Object.keys(intakeCalls).map((name) => [name, fromPromise(run(name))]));
  return { ...(calls as Omit<IntakeActors, 'userSync'>), userSync: fromCallback(() => () => {}) };
}

/** The defaults: a call nobody provided fails loudly. */
export const intakeActorSlots = intakeActorsRunning(
  (name) => () => Promise.reject(new Error(`actor '${name}' was not provided`)),
);

/**
 * Actors that never settle: the machine waits in its invoking state until the completion arrives as an event.
 * Model-based walks and stories drive the flow this way, exactly as the graph traversal does (the machine bench lets
 * its calls settle instead, as the app's do: bench/machine.bench.ts).
 */
export const pendingIntakeActors = intakeActorsRunning(() => () => new Promise<never>(() => {}));
