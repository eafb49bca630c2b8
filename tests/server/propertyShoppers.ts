import type { HomeUser, RentersUser } from '../../src/contract/property';
import type { UsState } from '../../src/domain/constants';
import { KNOWN_PERSON } from './fixtures';

// A home shopper (Austin, TX) and a renters shopper (Chicago, IL) as the home intake would build them, and small
// edits of them, for the property quote and ad tests.

export function homeUser(): HomeUser {
  return {
    contact: {
      email: KNOWN_PERSON.email,
      phoneNumber: KNOWN_PERSON.phoneNumber,
      consentedToContact: true,
      consentToSms: true,
    },
    tracking: { sessionId: 'session-home-1' },
    homePolicy: {
      occupants: [
        {
          id: 1,
          firstName: KNOWN_PERSON.firstName,
          lastName: KNOWN_PERSON.lastName,
          birthdate: KNOWN_PERSON.birthdate,
          maritalStatus: 'No',
          creditScore: 'Good (700-749)',
          claims: 0,
        },
      ],
      properties: [
        {
          bedrooms: 3,
          bathrooms: 2,
          stories: 2,
          squareFootage: 2150,
          yearBuilt: 2004,
          roofAge: 9,
          constructionType: 'Frame',
          foundationType: 'Slab',
          garageType: 'Built In',
          discounts: { deadbolt: true, smokeDetectors: true, paperless: true },
          propertyAddress: { streetAddress: KNOWN_PERSON.streetAddress, city: 'Austin', state: 'TX', zip: '78704' },
        },
      ],
      policy: {
        policyType: 'Home',
        zip: '78704',
        address: { streetAddress: KNOWN_PERSON.streetAddress, city: 'Austin', state: 'TX', zip: '78704' },
        coverages: { deductible: 1000, personalLiability: 300_000, medicalPayments: 1000 },
      },
    },
  };
}

export function rentersUser(): RentersUser {
  return {
    contact: {
      email: KNOWN_PERSON.email,
      phoneNumber: KNOWN_PERSON.phoneNumber,
      consentedToContact: true,
      consentToSms: true,
    },
    tracking: { sessionId: 'session-renters-1' },
    rentersPolicy: {
      occupants: [
        {
          id: 1,
          firstName: KNOWN_PERSON.firstName,
          lastName: KNOWN_PERSON.lastName,
          birthdate: KNOWN_PERSON.birthdate,
          creditScore: 'Good (700-749)',
        },
      ],
      properties: [{ bedrooms: 2, discounts: { smokeDetectors: true, paperless: true } }],
      policy: {
        policyType: 'Renters',
        zip: '60614',
        address: {
          streetAddress: '2100 N Lincoln Ave',
          secondaryAddress: 'Apt 3',
          city: 'Chicago',
          state: 'IL',
          zip: '60614',
        },
        coverages: { deductibles: { allPerils: 1000 }, personalLiability: 100_000, medicalPayments: 1000 },
      },
    },
  };
}

/** Moves the home to another zip and state (address and policy agree). */
export function homeAt(u: HomeUser, zip: string, state: UsState, city: string): void {
  const address = { streetAddress: KNOWN_PERSON.streetAddress, city, state, zip };
  u.homePolicy.policy.zip = zip;
  u.homePolicy.policy.address = address;
  u.homePolicy.properties[0].propertyAddress = address;
}

export function withHome(edit: (u: HomeUser) => void): HomeUser {
  const u = structuredClone(homeUser());
  edit(u);
  return u;
}

export function withRenters(edit: (u: RentersUser) => void): RentersUser {
  const u = structuredClone(rentersUser());
  edit(u);
  return u;
}
