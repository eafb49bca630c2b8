import { type Draft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { NormalizedAddress } from '../../../contract/entities';
import { type Property, type PropertyUser, propertyPolicyOf } from '../../../contract/property';
import { HomePrefillResponse } from '../../../contract/coverages';
import type { HomePrefillFound } from '../home.actors';
import { initialPropertyUser } from '../initialUser';
import { address, zip } from './occupant.questions';
import { propertyOf } from './policyKind';
import { homeDetails, prefilledFacts, verifyDetails } from './property.questions';
import { ZipLookup } from '../../../contract/intake';
import { homeSkipRules } from '../skipRules';

// The home address and its prefill follow-up (spec 001 section 4, POST /home/prefill): what the prefill found fills
// the facts the verify step shows, and nothing the shopper answered.

const oak = NormalizedAddress.parse({ streetAddress: '12 Oak Street', city: 'Austin', state: 'TX', zip: '78701' });
const change = (u: PropertyUser, recipe: (d: Draft<PropertyUser>) => void) => produce(u, recipe);
const property = (u: PropertyUser) => propertyPolicyOf(u).properties[0];
/** What the prefill actor keeps of a POST /home/prefill answer (src/actors/homePrefill.actor.ts). */
const foundOf = (facts: Property): HomePrefillFound => {
  const answer = HomePrefillResponse.parse({
    status: 'found',
    data: { properties: [facts], replacementCost: 250_000 },
  });
  return { found: true, property: answer.data.properties[0], replacementCost: answer.data.replacementCost };
};
const prefill = address.followUps?.[0];
const prefillAnswers = (u: PropertyUser, found: HomePrefillFound) =>
  change(u, (d) => {
    if (prefill?.actor === 'fetchHomePrefill') prefill.apply?.(d, found, 1);
  });
/** A home owner who answered Single family, on Oak Street. */
const owner = change(initialPropertyUser(), (u) => {
  Object.assign(propertyOf(u), { propertyType: 'Single family', propertyAddress: oak });
});
const oakFacts: Property = {
  propertyType: 'Multi-family (duplex, condo, etc.)',
  buildingType: 'Duplex',
  constructionType: 'Frame',
  yearBuilt: 1962,
  squareFootage: 1850,
  stories: 2,
  bedrooms: 3,
  bathrooms: 2,
  foundationType: 'Basement',
  garageType: 'None',
  roofType: 'Shingle',
};

describe('the home prefill follow-up', () => {
  it('fills the facts the verify step shows, never the property type the shopper answered', () => {
    expect(prefill?.id).toBe('homePrefill');
    const u = prefillAnswers(owner, foundOf(oakFacts));
    expect(property(u)).toMatchObject({ propertyType: 'Single family', yearBuilt: 1962, roofType: 'Shingle' });
    expect(property(u)).not.toHaveProperty('buildingType');
    expect(prefilledFacts(u).map((f) => f.description)).toEqual([
      '1962',
      '1,850',
      '2',
      '3',
      '2',
      'Basement',
      'None',
      'Shingle',
    ]);
  });

  it('leaves a fact the shopper gave as they gave it', () => {
    const typed = change(owner, (u) => {
      propertyOf(u).yearBuilt = 1975;
    });
    expect(property(prefillAnswers(typed, foundOf(oakFacts)))?.yearBuilt).toBe(1975);
  });
});

const elm = NormalizedAddress.parse({ streetAddress: '40 Elm Road', city: 'Austin', state: 'TX', zip: '78702' });
/** The shopper answers the home address: the address service's answer stored, then the prefill asked again. */
const answerAddress = (u: PropertyUser, at: NormalizedAddress, found: HomePrefillFound) =>
  prefillAnswers(
    change(u, (d) => {
      if (address.check?.actor === 'validateAddress') address.check.apply?.(d, at, 1);
      if (prefill?.actor === 'fetchHomePrefill') prefill.fallback?.(d, 1);
    }),
    found,
  );
const NOTHING: HomePrefillFound = { found: false, replacementCost: null };
const replacementCost = (u: PropertyUser) => ('homePolicy' in u ? u.homePolicy.policy.coverages.replacementCost : 0);

describe('a new address', () => {
  const onOak = answerAddress(owner, oak, foundOf(oakFacts));

  it('drops the facts the prefill found for the other house, so the home details start empty', () => {
    expect(homeDetails.read(onOak, 1)).toBeDefined();
    const onElm = answerAddress(onOak, elm, NOTHING);
    expect(homeDetails.read(onElm, 1)).toBeUndefined();
    expect(prefilledFacts(onElm)).toEqual([]);
    expect(replacementCost(onElm)).toBeUndefined();
    expect(property(onElm)).toMatchObject({ propertyType: 'Single family', propertyAddress: elm });
  });

  it('keeps what the shopper typed on the home details for the same address when the prefill runs again', () => {
    const edited = change(onOak, (d) => {
      verifyDetails.write?.(d, 'No', 1);
      homeDetails.write?.(d, { ...homeDetails.read(onOak, 1)!, yearBuilt: 1975, bedrooms: 4 }, 1);
    });
    const again = answerAddress(edited, { ...oak }, foundOf(oakFacts));
    expect(homeDetails.read(again, 1)).toMatchObject({ yearBuilt: 1975, bedrooms: 4 });
    expect(homeSkipRules.homeDetailsKnown.test(again, 1)).toBe(false);
  });

  it('a new ZIP drops the address, the property address and the prefilled facts', () => {
    const lookup = ZipLookup.parse({ zip: '10001', places: [{ placeName: 'New York', stateAbbreviation: 'NY' }] });
    const moved = change(onOak, (d) => {
      if (zip.check?.actor === 'lookupZip') zip.check.apply?.(d, lookup, 1);
    });
    expect(propertyPolicyOf(moved).policy).toMatchObject({ state: 'NY', city: 'New York' });
    expect(propertyPolicyOf(moved).policy.address).toBeUndefined();
    expect(property(moved)?.propertyAddress).toBeUndefined();
    expect(homeDetails.read(moved, 1)).toBeUndefined();
  });
});
