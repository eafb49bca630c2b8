import type { Pinned } from './intakeModel';

// Answers pinned for walks that several suites and benches repeat, so each names the same shopper.

/**
 * The default shopper of the browser walks and the benches: a Texan (an agency state: quotes and ads) who is insured
 * with Progressive for a better rate, owns the car, is married, has no accidents or tickets and moved recently (the
 * carrier, full coverage, the spouse's marital skip and the previous address all show).
 */
export const insuredMover: Pinned = {
  currentlyInsured: ['Yes'],
  whyInsured: ['betterRate'],
  carrier: ['Progressive'],
  zipcode: ['78701'],
  ownershipStatus: ['Own'],
  maritalStatus: ['Yes'],
  accidents: ['0'],
  address: [{ streetAddress: '100 Congress Ave', secondaryAddress: '', livedSixtyDays: 'No' }],
};

/**
 * A single Texan: with no pinned household, the shortest path to the quotes adds one vehicle and one driver, so the
 * screens it shows are the fewest a one-driver, one-vehicle shopper in Texas answers (tests/mbt/screenCount.test.ts).
 */
export const singleTexan: Pinned = { zipcode: ['78701'], maritalStatus: ['No'] };
