import { BRANDS, brandOfTracking } from '../../domain/brands';
import type { AutoUser } from '../../contract/entities';
import { type PropertyUser, isRentersUser, propertyPolicyOf } from '../../contract/propertyUser';
import type { UndisclosedOperator } from '../../contract/ratecall';
import {
  type BindCarrier,
  type BindPolicyType,
  type BindShopper,
  type BindUser,
  type CoveragesExperience,
  type PropertyFacts,
  policyTypeOfShopper,
} from './bind.types';

// What a chain starts from: the intake's household and the rate-call session's facts (pure; the app hands it over).

/** A chain's user before the session's facts: auto's with one vehicle and driver, a property one with neither. */
export function emptyBindUser(carrierId: BindCarrier, policyType: BindPolicyType = 'auto'): BindUser {
  const auto = policyType === 'auto';
  return {
    policyType,
    carrierId,
    state: '',
    vehicles: auto ? [{ id: 1, leasedOrFinanced: false }] : [],
    drivers: auto ? [{ id: 1, sr22Required: false }] : [],
    property: null,
    firstDriverInsured: false,
    skipLandingPage: false,
    postQuotesPage: true,
    coveragesExperience: 'editable',
    rateChanged: false,
    answers: {},
    undisclosed: [],
    coverages: {},
  };
}

export interface BindStart<U extends BindShopper = AutoUser> {
  user: U;
  carrierId: BindCarrier;
  /** The remote rule skipPostQuotesLandingPage. */
  skipLandingPage?: boolean;
  /** What follows the re-rate (rc2IterationRule, docs/decisions/0031); the editable coverages when not given. */
  coveragesExperience?: CoveragesExperience;
  /** CHECK_FOR_UDO's undisclosed operators (post-MVR). */
  undisclosedOperators?: readonly Pick<UndisclosedOperator, 'id'>[];
  /** The re-rate's changeInRate. */
  changeInRate?: 'increase' | 'decrease' | 'no_change';
  /** Coverages as quoted, the editable coverages' starting selection. */
  coverages?: Record<string, string>;
}

/** The chain's starting answers from the intake's answers and the session (the state is the policy's garaging). */
export function bindUserOf(start: BindStart): BindUser {
  const { autoPolicy } = start.user;
  const first = autoPolicy.operators[0];
  return {
    ...emptyBindUser(start.carrierId),
    state: autoPolicy.policy.address?.state ?? autoPolicy.policy.state ?? '',
    vehicles: autoPolicy.vehicles.map((v) => ({
      id: v.id,
      leasedOrFinanced: v.ownershipStatus === 'Lease' || v.ownershipStatus === 'Finance',
    })),
    drivers: autoPolicy.operators.map((o) => ({ id: o.id, sr22Required: o.sr22?.isRequired === true })),
    firstDriverInsured: first?.currentlyInsured === 'Yes',
    skipLandingPage: start.skipLandingPage === true,
    postQuotesPage: hasPostQuotesPage(start.user),
    coveragesExperience: start.coveragesExperience ?? 'editable',
    rateChanged: start.changeInRate === 'increase' || start.changeInRate === 'decrease',
    undisclosed: (start.undisclosedOperators ?? []).map((o) => ({ id: o.id })),
    coverages: { ...(start.coverages ?? {}) },
  };
}

/** What the property chains' skip rules read of a home or renters shopper (spec 000 section 4, renters). */
export function propertyFactsOf(user: PropertyUser): PropertyFacts {
  if (isRentersUser(user)) {
    const { policy, occupants } = user.rentersPolicy;
    return {
      kind: 'Renters',
      occupants: occupants.length,
      addressConfirmed: policy.addressConfirmation === 'Yes',
      // The sandbox asks the previous address only on the intake's No (unanswered is not No).
      livedFiveYears: policy.livedMoreThanFiveYears !== 'No',
    };
  }
  const { policy, occupants } = user.homePolicy;
  return { kind: policy.policyType, occupants: occupants.length, addressConfirmed: true, livedFiveYears: true };
}

/** A home or renters chain's starting user: the session's facts in the policy's state, and the shopper's facts. */
function propertySessionUserOf(start: BindStart<PropertyUser>, policyType: BindPolicyType): BindUser {
  const { policy } = propertyPolicyOf(start.user);
  return {
    ...emptyBindUser(start.carrierId, policyType),
    state: policy.address?.state ?? policy.state ?? '',
    property: propertyFactsOf(start.user),
    skipLandingPage: start.skipLandingPage === true,
    postQuotesPage: hasPostQuotesPage(start.user),
    // The property chains always offer the editable coverages (rc2IterationRule is auto's).
    coveragesExperience: 'editable',
    rateChanged: start.changeInRate === 'increase' || start.changeInRate === 'decrease',
    coverages: { ...(start.coverages ?? {}) },
  };
}

/** Whether the shopper's brand (from the tracking their intake stored: the URL's) has a post-quotes page. */
const hasPostQuotesPage = (user: BindShopper): boolean =>
  BRANDS[brandOfTracking((user as { tracking?: { source?: string; sourceName?: string } }).tracking)].postQuotesPage;

/** The chain's starting user for any shopper: auto's household (bindUserOf) or a home or renters shopper's. */
export function bindUserFor(start: BindStart<BindShopper>): BindUser {
  const policyType = policyTypeOfShopper(start.user);
  return policyType === 'auto'
    ? bindUserOf(start as BindStart<AutoUser>)
    : propertySessionUserOf(start as BindStart<PropertyUser>, policyType);
}
