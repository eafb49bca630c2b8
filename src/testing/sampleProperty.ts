import { HomeUser, RentersUser } from '../contract/property';

// A home owner and a renter in Columbus, Ohio, as the contract parses them (its defaults filled in), for tests.

const address = { streetAddress: '500 Main St', city: 'Columbus', state: 'OH', zip: '43215' };

export const SAMPLE_HOME_USER = HomeUser.parse({
  contact: { email: 'pat@example.com' },
  homePolicy: {
    occupants: [{ firstName: 'Pat', lastName: 'Lee', birthdate: '01/02/1980' }],
    properties: [{ yearBuilt: 1998, squareFootage: 1800, propertyType: 'Single family' }],
    policy: { address, zip: '43215', state: 'OH' },
  },
});

export const SAMPLE_RENTERS_USER = RentersUser.parse({
  contact: { email: 'pat@example.com' },
  rentersPolicy: { occupants: [{ firstName: 'Pat' }], properties: [], policy: { address, zip: '43215', state: 'OH' } },
});
