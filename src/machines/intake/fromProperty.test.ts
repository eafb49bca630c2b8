import { describe, expect, it } from 'vitest';
import { AutoUser } from '../../contract';
import { HomeUser, RentersUser } from '../../contract/property';
import { autoUserFromProperty } from './fromProperty';

// The home-to-auto bundle's carry-over (docs/decisions/0085): what the home flow was told, the auto flow shows answered.

const address = { streetAddress: '500 Main St', city: 'Austin', state: 'TX', zip: '78701' };
const occupant = { id: 1, firstName: 'Pat', lastName: 'Doe', birthdate: '01/02/1980', gender: 'Female' as const };

describe('autoUserFromProperty', () => {
  it("carries a home owner's ZIP, address, name, birth date, gender and email into an auto shopper who owns and bundles", () => {
    const home = HomeUser.parse({
      contact: { email: 'pat@example.com' },
      tracking: { anonymousId: '6001951d-af61-4adf-8d1b-56192058957f' },
      homePolicy: {
        occupants: [occupant],
        properties: [],
        policy: { zip: '78701', address, bundlePolicies: ['auto'] },
      },
    });
    const auto = autoUserFromProperty(home);
    expect(AutoUser.safeParse(auto).success).toBe(true);
    expect(auto.contact.email).toBe('pat@example.com');
    expect(auto.tracking).toEqual({ anonymousId: '6001951d-af61-4adf-8d1b-56192058957f', formName: 'defaultAuto' });
    expect(auto.autoPolicy.policy).toMatchObject({ zip: '78701', state: 'TX', city: 'Austin', address });
    expect(auto.autoPolicy.policy.interestedInMultiPolicy).toBe('Yes');
    expect(auto.autoPolicy.operators[0]).toMatchObject({
      firstName: 'Pat',
      lastName: 'Doe',
      birthdate: '01/02/1980',
      gender: 'Female',
      homeOwnershipStatus: 'Own',
    });
  });

  it('makes a renter an auto shopper who rents, leaving unanswered what the renters flow was not told', () => {
    const renter = RentersUser.parse({
      contact: {},
      rentersPolicy: { occupants: [{ id: 1 }], properties: [], policy: {} },
    });
    const auto = autoUserFromProperty(renter);
    expect(AutoUser.safeParse(auto).success).toBe(true);
    expect(auto.autoPolicy.operators[0].homeOwnershipStatus).toBe('Rent');
    expect(auto.autoPolicy.operators[0]).not.toHaveProperty('firstName');
    expect(auto.autoPolicy.policy.zip).toBeUndefined();
  });
});
