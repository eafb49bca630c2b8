import { current, type Draft, isDraft } from 'immer';
import {
  type HomePolicyType,
  type HomeUser,
  type Property,
  type PropertyUser,
  type RentersUser,
  isRentersUser,
  propertyPolicyOf,
} from '../../../contract/property';
import { HOME_COVERAGE_DEFAULTS, RENTERS_COVERAGE_DEFAULTS } from '../options';

// The home user is one object (spec 000 section 3): homePolicy for a home, townhome or condo, rentersPolicy for
// renters. The policy type's answer moves the occupants, properties and the shared policy fields between the two keys,
// with the coverage defaults of the new kind (spec 000 section 9).

/** The draft's common part: occupants, properties, policy details. */
export const partOf = (u: Draft<PropertyUser>) => propertyPolicyOf(u as PropertyUser);
export const policyOf = (u: Draft<PropertyUser>) => partOf(u).policy;
/** The one property (the insured home, or the rented address). */
export const propertyOf = (u: Draft<PropertyUser>) => {
  const part = partOf(u);
  if (!part.properties[0]) part.properties.push({});
  return part.properties[0];
};
/** The one occupant (the shopper). */
export const occupantOf = (u: Draft<PropertyUser>) => {
  const part = partOf(u);
  if (!part.occupants[0]) part.occupants.push({ id: 1 });
  return part.occupants[0];
};

/**
 * The facts the home prefill fills in: those the verify step shows the shopper (never the property type, which the
 * shopper answered before the address and whose prefilled label need not be an option).
 */
export const PREFILLED_FACTS = [
  'yearBuilt',
  'squareFootage',
  'stories',
  'bedrooms',
  'bathrooms',
  'foundationType',
  'garageType',
  'roofType',
] as const satisfies readonly (keyof Property)[];
export type PrefilledFact = (typeof PREFILLED_FACTS)[number];

/** Fills the property's missing facts with what the prefill found: an answer the shopper gave stays theirs. */
export function fillPrefilledFacts(u: Draft<PropertyUser>, found: Property): void {
  const p = propertyOf(u);
  const missing = PREFILLED_FACTS.filter((k) => p[k] === undefined && found[k] !== undefined);
  Object.assign(p, Object.fromEntries(missing.map((k) => [k, found[k]])));
}

/**
 * Forgets the prefill of an address the shopper left: its status and, when it found them, the facts it filled in
 * (they describe the other house) and its replacement cost.
 */
export function forgetPrefill(u: Draft<PropertyUser>): void {
  const policy = policyOf(u);
  if (policy.prefill?.found) {
    const p = propertyOf(u);
    for (const k of PREFILLED_FACTS) delete p[k];
    if ('homePolicy' in u && u.homePolicy) delete u.homePolicy.policy.coverages.replacementCost;
  }
  delete policy.prefill;
}

export const policyTypeOf = (u: PropertyUser): HomePolicyType => propertyPolicyOf(u).policy.policyType;

/** Sets the policy type, moving the answers to the key its kind keeps them under. */
export function setPolicyType(u: Draft<PropertyUser>, type: HomePolicyType): void {
  if (type === policyTypeOf(u as PropertyUser)) return;
  // The property type's options are the policy type's (a condo or a renter has none): a new policy type drops it, so
  // a stale one feeds neither the prefill rule nor a carrier's eligibility.
  const building = partOf(u).properties[0];
  if (building) delete building.propertyType;
  const renters = type === 'Renters';
  if (renters === isRentersUser(u as PropertyUser)) {
    if (!renters) (u as Draft<HomeUser>).homePolicy.policy.policyType = type;
    return;
  }
  const part = partOf(u);
  const plain = isDraft(part) ? current(part) : part;
  const { policyType: _type, coverages: _coverages, ...shared } = plain.policy;
  const target = u as Record<string, unknown>;
  if (renters) {
    delete target.homePolicy;
    // A renter owns no building: the home's prefilled facts do not carry over (the prefill answers none for renters).
    const { prefill: _prefill, ...kept } = shared;
    const policy: RentersUser['rentersPolicy']['policy'] = {
      ...kept,
      policyType: 'Renters',
      coverages: RENTERS_COVERAGE_DEFAULTS,
    };
    // Nor the building's facts: a renter's place keeps its address and its discounts only.
    const properties = plain.properties.map(({ propertyAddress, discounts }) => ({
      ...(propertyAddress && { propertyAddress }),
      ...(discounts && { discounts }),
    }));
    target.rentersPolicy = { occupants: plain.occupants, properties, policy };
  } else {
    delete target.rentersPolicy;
    // The renters-only fields (landlord, prior address, confirmations) do not apply to a home policy.
    const {
      autoCarrier,
      priorAddress,
      livedMoreThanFiveYears,
      addressConfirmation,
      interestedPartyInfoConfirmation,
      landlordInfo,
      ...common
    } = shared as RentersUser['rentersPolicy']['policy'];
    const policy: HomeUser['homePolicy']['policy'] = { ...common, policyType: type, coverages: HOME_COVERAGE_DEFAULTS };
    target.homePolicy = { occupants: plain.occupants, properties: plain.properties, policy };
  }
}
