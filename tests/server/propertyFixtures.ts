import type { NormalizedAddress } from '../../src/contract/entities';
import type { HomeUser } from '../../src/contract/property';

// A home shopper as the home intake builds it, for the home prefill and home coverage tests.

export const HOME_ADDRESS: NormalizedAddress = {
  streetAddress: '1208 Barton Hills Dr',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
};

export function homeUser(policy: Partial<HomeUser['homePolicy']['policy']> = {}): HomeUser {
  return {
    contact: { email: 'dana.whitfield@example.com', consentedToContact: true, consentToSms: true },
    tracking: { sessionId: 'home-session-1' },
    homePolicy: {
      occupants: [{ id: 1, firstName: 'Dana', lastName: 'Whitfield', birthdate: '09/30/1979', maritalStatus: 'Yes' }],
      properties: [],
      policy: {
        policyType: 'Home',
        coverages: { deductible: 1000, personalLiability: 300_000, medicalPayments: 1000 },
        address: HOME_ADDRESS,
        ...policy,
      },
    },
  };
}
