import { type CallbackActorLogic, fromCallback, fromPromise, type PromiseActorLogic } from 'xstate';
import type { Property, PropertyUser } from '../../contract/property';
import {
  type IntakeActors,
  intakeActorSlots,
  pendingIntakeActors,
  type UserSyncEvent,
  type UserSyncInput,
} from '../intake/intake.actors';

// The actors a home flow invokes: auto's ZIP lookup, address validation and suggestions, email check, phone-number
// lookup (asked with policyType home) and user save, plus the home prefill. The real ones travel with the home intake
// chunk (src/actors/homeActors.ts); the defaults here fail loudly if one is missing.

/** What the home prefill found for the insured address (POST /home/prefill, gated by the propertyPrefill rule). */
export interface HomePrefillFound {
  found: boolean;
  property?: Property;
  replacementCost: number | null;
}

export type HomeActors = Pick<
  IntakeActors,
  'lookupZip' | 'validateAddress' | 'suggestAddresses' | 'validateEmail' | 'fetchPhoneNumber'
> & {
  /** The user save (POST, then PATCH /user): the intake's, over the property user. */
  userSync: CallbackActorLogic<UserSyncEvent<PropertyUser>, UserSyncInput>;
  /** Never blocks the shopper: its failure reads as nothing found (src/actors/homePrefill.actor.ts). */
  fetchHomePrefill: PromiseActorLogic<HomePrefillFound, PropertyUser>;
};

const SHARED = ['lookupZip', 'validateAddress', 'suggestAddresses', 'validateEmail', 'fetchPhoneNumber'] as const;
const pick = (actors: IntakeActors) =>
  Object.fromEntries(SHARED.map((name) => [name, actors[name]])) as Pick<IntakeActors, (typeof SHARED)[number]>;

/** The defaults: a call nobody provided fails loudly (the user save does nothing). */
export const homeActorSlots: HomeActors = {
  ...pick(intakeActorSlots),
  userSync: fromCallback(() => () => {}),
  fetchHomePrefill: fromPromise<HomePrefillFound, PropertyUser>(() =>
    Promise.reject(new Error("actor 'fetchHomePrefill' was not provided")),
  ),
};

/** Actors that never settle: model-based walks and stories send the completions themselves. */
export const pendingHomeActors: HomeActors = {
  ...pick(pendingIntakeActors),
  userSync: fromCallback(() => () => {}),
  fetchHomePrefill: fromPromise<HomePrefillFound, PropertyUser>(() => new Promise<never>(() => {})),
};
