import type { AutoUser } from '../../src/contract/entities';

// A realistic shopper, as the intake would have built it, and small edits of it for the rating tests.

export const KNOWN_PERSON = {
  firstName: 'Marguerite',
  lastName: 'Okonkwo-Bellweather',
  email: 'marguerite.okonkwo@example.com',
  phoneNumber: '(415) 555-2671',
  birthdate: '04/12/1985',
  streetAddress: '742 Evergreen Terrace',
};

export function autoUser(): AutoUser {
  return {
    contact: {
      email: KNOWN_PERSON.email,
      phoneNumber: KNOWN_PERSON.phoneNumber,
      consentedToContact: true,
      consentToSms: true,
    },
    tracking: { sessionId: 'session-1' },
    autoPolicy: {
      discounts: { paperless: true, payInFull: true },
      vehicles: [
        {
          id: 1,
          year: '2020',
          make: 'Toyota',
          model: 'Corolla',
          ownershipStatus: 'Own',
          fullCoverage: 'Yes',
          primaryUse: 'Commute',
          annualMileage: 12_000,
        },
      ],
      operators: [
        {
          id: 1,
          isPrimary: true,
          firstName: KNOWN_PERSON.firstName,
          lastName: KNOWN_PERSON.lastName,
          birthdate: KNOWN_PERSON.birthdate,
          maritalStatus: 'No',
          currentlyInsured: 'Yes',
          carrier: 'Progressive',
          yearsWithCurrentCarrier: '1-2 years',
          creditScore: 'Good (700-749)',
          homeOwnershipStatus: 'Rent',
          incidents: { incidentsPrecheck: 'No', ticketNumber: 0, accidents: [], violations: [] },
        },
      ],
      policy: {
        zip: '78701',
        state: 'TX',
        city: 'Austin',
        coverageTier: 'MID',
        address: { streetAddress: KNOWN_PERSON.streetAddress, city: 'Austin', state: 'TX', zip: '78701' },
      },
    },
  };
}

/** A copy of the shopper with one edit applied. */
export function withUser(edit: (u: AutoUser) => void): AutoUser {
  const u = structuredClone(autoUser());
  edit(u);
  return u;
}

export type PrefillSearch = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
};

/** The known person's prefill search (POST /prefill searchData), with any field changed. */
export const prefillSearch = (edit: Partial<PrefillSearch> = {}): PrefillSearch => ({
  firstName: KNOWN_PERSON.firstName,
  lastName: KNOWN_PERSON.lastName,
  dateOfBirth: KNOWN_PERSON.birthdate,
  streetAddress: KNOWN_PERSON.streetAddress,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  ...edit,
});
