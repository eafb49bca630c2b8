import { HomeUser, RentersUser } from '../../src/contract/property';
import { SAMPLE_HOME_USER, SAMPLE_RENTERS_USER } from '../../src/testing/sampleProperty';
import { anonymousIdIn } from '../mbt/postQuoteBuckets';

// The home owner and the renter buy-online drives through the rate-call chart (issue 31), parsed by the contract from
// its Columbus, OH samples, edited so that every conditional screen of their pre-MVR chains shows; each pinned to the
// post-quote landing shown (docs/decisions/0031).

const tracking = { anonymousId: anonymousIdIn('landingShown') };
const columbus = SAMPLE_HOME_USER.homePolicy.policy.address!;

/**
 * A Columbus home owner with a connected home (the security system and provider screens) and two occupants (the
 * occupant summary); answers "No" to two years at the address (the previous-address screen).
 */
export function homeOwner(): HomeUser {
  const { homePolicy } = SAMPLE_HOME_USER;
  return HomeUser.parse({
    ...SAMPLE_HOME_USER,
    contact: { ...SAMPLE_HOME_USER.contact, phoneNumber: '(614) 555-0187' },
    tracking,
    homePolicy: {
      ...homePolicy,
      occupants: [
        { ...homePolicy.occupants[0], id: 1, creditScore: 'Good (700-749)' },
        { id: 2, firstName: 'Robin', lastName: 'Lee', birthdate: '07/19/1982' },
      ],
      properties: [
        {
          ...homePolicy.properties[0],
          propertyAddress: columbus,
          discounts: { smokeDetectors: true, connectedHome: true },
        },
      ],
    },
  });
}

/**
 * A Columbus renter who has not confirmed the address (the new-address screen), moved in under five years ago (the
 * previous address, the prior one as its default) and lists the landlord as an interested party.
 */
export function renter(): RentersUser {
  const { rentersPolicy } = SAMPLE_RENTERS_USER;
  return RentersUser.parse({
    ...SAMPLE_RENTERS_USER,
    contact: { ...SAMPLE_RENTERS_USER.contact, phoneNumber: '(614) 555-0142' },
    tracking,
    rentersPolicy: {
      ...rentersPolicy,
      occupants: [{ id: 1, firstName: 'Pat', lastName: 'Lee', birthdate: '01/02/1980' }],
      properties: [{ propertyAddress: { ...columbus, secondaryAddress: 'Apt 4' } }],
      policy: {
        ...rentersPolicy.policy,
        livedMoreThanFiveYears: 'No',
        priorAddress: { streetAddress: '88 High St', city: 'Columbus', state: 'OH', zip: '43215' },
        interestedPartyInfoConfirmation: 'Yes',
        landlordInfo: {
          name: 'Scioto Property Management',
          address: { streetAddress: '20 Broad St', city: 'Columbus', state: 'OH', zip: '43215' },
        },
      },
    },
  });
}
