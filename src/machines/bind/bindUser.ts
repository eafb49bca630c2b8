import type { AutoUser } from '../../contract/entities';
import type { UndisclosedOperator } from '../../contract/ratecall';
import type { BindCarrier, BindUser, CoveragesExperience } from './bind.types';

// What a chain starts from: the intake's household and the rate-call session's facts (pure; the app hands it over).

export function emptyBindUser(carrierId: BindCarrier): BindUser {
  return {
    policyType: 'auto',
    carrierId,
    state: '',
    vehicles: [{ id: 1, leasedOrFinanced: false }],
    drivers: [{ id: 1, sr22Required: false }],
    firstDriverInsured: false,
    skipLandingPage: false,
    coveragesExperience: 'editable',
    rateChanged: false,
    answers: {},
    undisclosed: [],
    coverages: {},
  };
}

export interface BindStart {
  user: AutoUser;
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
    coveragesExperience: start.coveragesExperience ?? 'editable',
    rateChanged: start.changeInRate === 'increase' || start.changeInRate === 'decrease',
    undisclosed: (start.undisclosedOperators ?? []).map((o) => ({ id: o.id })),
    coverages: { ...(start.coverages ?? {}) },
  };
}
