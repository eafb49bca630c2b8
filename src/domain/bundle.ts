import type { AutoUser } from '../contract';
import type { RentersUser } from '../contract/property';
import { RENTERS_MEDICAL_PAYMENTS, RENTERS_PERSONAL_LIABILITY, HOME_DEDUCTIBLE } from './constants';

// Bundling (spec 001 section 1): "An auto user who rents and shows bundling interest gets a renters user built from
// the auto data; renters quotes and ads are then fetched." Pure: the results chart's guard and actors read it.

/** The auto shopper rents and asked for a bundle (policy.isRentersBundle, set by the address-success chain). */
export const wantsRentersBundle = (user: AutoUser): boolean =>
  user.autoPolicy.policy.isRentersBundle === true && user.autoPolicy.policy.interestedInMultiPolicy === 'Yes';

/**
 * The auto shopper owns their home and asked for a bundle: their results offer the home quote (the auto-to-home
 * bundle, spec 001 section 1 and spec 000 section 2: /home/transition).
 */
export const wantsHomeBundle = (user: AutoUser): boolean =>
  user.autoPolicy.operators[0]?.homeOwnershipStatus === 'Own' &&
  user.autoPolicy.policy.interestedInMultiPolicy === 'Yes';

/** How an auto shopper goes on to the home line from their results (the app's START_LINE): null, nowhere. */
export type HomeBundle = 'autoToHome' | 'autoToRenters';
export const homeBundleOf = (user: AutoUser): HomeBundle | null =>
  wantsRentersBundle(user) ? 'autoToRenters' : wantsHomeBundle(user) ? 'autoToHome' : null;

/** The renters user built from the auto answers: the drivers as occupants, the address, the contact, the tracking. */
export function rentersUserOf(user: AutoUser): RentersUser {
  const { policy, operators } = user.autoPolicy;
  return {
    contact: { ...user.contact },
    tracking: { ...user.tracking },
    rentersPolicy: {
      occupants: operators.map((o) => ({
        id: o.id,
        firstName: o.firstName,
        lastName: o.lastName,
        birthdate: o.birthdate,
        maritalStatus: o.maritalStatus,
        gender: o.gender,
        creditScore: o.creditScore,
        occupation: o.occupation,
        militaryAffiliation: o.militaryAffiliation,
      })),
      properties: [],
      policy: {
        policyType: 'Renters',
        zip: policy.zip,
        address: policy.address,
        autoCarrier: operators[0]?.carrier,
        // spec 001 section 9: renters personal liability 100000, medical payments 1000; deductible 1000.
        coverages: {
          deductibles: { allPerils: HOME_DEDUCTIBLE },
          personalLiability: RENTERS_PERSONAL_LIABILITY,
          medicalPayments: RENTERS_MEDICAL_PAYMENTS,
        },
      },
    },
  };
}
