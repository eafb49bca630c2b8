import { type Draft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { NormalizedAddress } from '../../../contract/entities';
import { type Property, type PropertyUser, propertyPolicyOf } from '../../../contract/property';
import { HomePrefillResponse } from '../../../contract/coverages';
import type { HomePrefillFound } from '../home.actors';
import { initialPropertyUser } from '../initialUser';
import { address } from './occupant.questions';
import { propertyOf } from './policyKind';
import { prefilledFacts } from './property.questions';

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
