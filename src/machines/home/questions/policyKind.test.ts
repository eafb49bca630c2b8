import { type Draft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { NormalizedAddress } from '../../../contract/entities';
import { type PropertyUser, propertyPolicyOf } from '../../../contract/property';
import { initialPropertyUser } from '../initialUser';
import { propertyOf, setPolicyType } from './policyKind';

// The policy type's answer (spec 000 section 3): it moves the shopper between homePolicy and rentersPolicy, and a
// change leaves nothing that belonged to the other kind of place.

const address = NormalizedAddress.parse({ streetAddress: '12 Oak Street', city: 'Austin', state: 'TX', zip: '78701' });
const change = (u: PropertyUser, recipe: (d: Draft<PropertyUser>) => void) => produce(u, recipe);
const property = (u: PropertyUser) => propertyPolicyOf(u).properties[0];
/** A home owner of a mobile home on Oak Street, with its facts and a discount. */
const mobileHome = change(initialPropertyUser(), (u) => {
  Object.assign(propertyOf(u), {
    propertyType: 'Mobile home',
    propertyAddress: address,
    yearBuilt: 1990,
    squareFootage: 1200,
    foundationType: 'Post and Pier',
    discounts: { paperless: true, deadbolt: true },
  });
});

describe('a change of policy type', () => {
  it('drops the property type, whose options are the policy type’s (Home to Condo or Townhome)', () => {
    for (const type of ['Condo', 'Townhome'] as const) {
      const changed = change(mobileHome, (u) => setPolicyType(u, type));
      expect(propertyPolicyOf(changed).policy.policyType).toBe(type);
      expect(property(changed)?.propertyType).toBeUndefined();
      expect(property(changed)?.yearBuilt).toBe(1990);
    }
    // The same answer again changes nothing.
    expect(change(mobileHome, (u) => setPolicyType(u, 'Home'))).toBe(mobileHome);
  });

  it("keeps only a renter's address and discounts on moving to Renters, not the owner's building facts", () => {
    const renter = change(mobileHome, (u) => setPolicyType(u, 'Renters'));
    expect(property(renter)).toEqual({ propertyAddress: address, discounts: { paperless: true, deadbolt: true } });
    const owner = change(renter, (u) => setPolicyType(u, 'Home'));
    expect(property(owner)).toEqual({ propertyAddress: address, discounts: { paperless: true, deadbolt: true } });
  });
});
