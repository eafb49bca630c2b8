import { fromCallback, fromPromise } from 'xstate';
import type { AutoUser, NormalizedAddress, ZipLookup } from '../../contract';
import type { CoverageTierDetails } from '../../contract/coverages';
import type { UsState } from '../../domain/constants';
import type { ChoiceOption } from './intake.types';

// The actors an intake flow invokes, as typed slots. The real ones (HTTP through the contract) live in src/actors
// and are supplied at the app root with machine.provide({ actors }); these defaults fail loudly if one is missing.

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
export interface PhoneCodeQuery {
  phoneNumber: string;
  code: string;
}
/** A code was sent (POST /twilio/verify-phone); it expires after this many seconds. */
export interface PhoneCodeSent {
  expiresInSeconds: number;
}

/** GET /phone-numbers/experience-mapping for the intraflow auto number of a traffic source (spec 000 section 7). */
export interface PhoneNumberQuery {
  trafficSource: string;
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

/** The answers to save, with the server copy the machine knows (a restored actor's input predates it). */
export type UserSyncEvent = { type: 'SAVE'; user: AutoUser; server: { userId?: string; token?: string } };
export interface UserSyncInput {
  server: { userId?: string; token?: string };
}

const missing = (name: string) => () => Promise.reject(new Error(`actor '${name}' was not provided`));

export const intakeActorSlots = {
  fetchMakes: fromPromise<ChoiceOption[], VehicleQuery>(missing('fetchMakes')),
  fetchModels: fromPromise<ChoiceOption[], VehicleQuery>(missing('fetchModels')),
  fetchTrims: fromPromise<ChoiceOption[], VehicleQuery>(missing('fetchTrims')),
  lookupZip: fromPromise<ZipLookup, { zip: string }>(missing('lookupZip')),
  validateAddress: fromPromise<NormalizedAddress, AddressQuery>(missing('validateAddress')),
  validatePreviousAddress: fromPromise<NormalizedAddress, AddressQuery>(missing('validatePreviousAddress')),
  validateEmail: fromPromise<{ email: string }, EmailCheck>(missing('validateEmail')),
  suggestAddresses: fromPromise<ChoiceOption[], SuggestQuery>(missing('suggestAddresses')),
  /** Sends a code to the number: it is valid once sent (spec 000 section 4, phone verification). */
  sendPhoneCode: fromPromise<PhoneCodeSent, PhoneQuery>(missing('sendPhoneCode')),
  /** Checks the code sent: the number is verified once it passes. */
  checkPhoneCode: fromPromise<{ verified: true }, PhoneCodeQuery>(missing('checkPhoneCode')),
  /** The address-success chain (spec 000 section 4): the phone number, agency eligibility and coverage tiers. */
  fetchPhoneNumber: fromPromise<PhoneNumberFound, PhoneNumberQuery>(missing('fetchPhoneNumber')),
  fetchEligibility: fromPromise<Eligibility, EligibilityQuery>(missing('fetchEligibility')),
  fetchCoverageTiers: fromPromise<TiersFound, TiersQuery>(missing('fetchCoverageTiers')),
  /** Keeps the server copy of the user: POST /user once, then PATCH (spec 001 section 4, results flow step 1). */
  userSync: fromCallback<UserSyncEvent, UserSyncInput>(() => () => {}),
};
export type IntakeActors = typeof intakeActorSlots;

const never = () => new Promise<never>(() => {});
/**
 * Actors that never settle: the machine waits in its invoking state until the completion arrives as an event.
 * Model-based walks and stories drive the flow this way, exactly as the graph traversal does (the machine bench lets
 * its calls settle instead, as the app's do: bench/machine.bench.ts).
 */
export const pendingIntakeActors: IntakeActors = {
  fetchMakes: fromPromise<ChoiceOption[], VehicleQuery>(never),
  fetchModels: fromPromise<ChoiceOption[], VehicleQuery>(never),
  fetchTrims: fromPromise<ChoiceOption[], VehicleQuery>(never),
  lookupZip: fromPromise<ZipLookup, { zip: string }>(never),
  validateAddress: fromPromise<NormalizedAddress, AddressQuery>(never),
  validatePreviousAddress: fromPromise<NormalizedAddress, AddressQuery>(never),
  validateEmail: fromPromise<{ email: string }, EmailCheck>(never),
  suggestAddresses: fromPromise<ChoiceOption[], SuggestQuery>(never),
  sendPhoneCode: fromPromise<PhoneCodeSent, PhoneQuery>(never),
  checkPhoneCode: fromPromise<{ verified: true }, PhoneCodeQuery>(never),
  fetchPhoneNumber: fromPromise<PhoneNumberFound, PhoneNumberQuery>(never),
  fetchEligibility: fromPromise<Eligibility, EligibilityQuery>(never),
  fetchCoverageTiers: fromPromise<TiersFound, TiersQuery>(never),
  userSync: fromCallback<UserSyncEvent, UserSyncInput>(() => () => {}),
};
