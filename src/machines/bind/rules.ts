import type { SkipRule } from '../graph/catalogue';
import type { BindUser } from './bind.types';
import {
  CRIMINAL_CONVICTION_STATES,
  ESCROW,
  INTERSTATE_COMMUTE_STATES,
  PERMIT_STATUS,
  PRIOR_INSURANCE_STATES,
  PROOF_OF_RESIDENCY_STATES,
  SUMMARIES_ALWAYS_CARRIER,
} from './constants';
import {
  asksActiveInsurance,
  asksLicenseStatus,
  asksReasonNoLicense,
  udoChainOf,
  undisclosedHardStop,
} from './undisclosed';

// The post-quote chains' skip rules (spec 001 section 4 display conditions, spec 000 section 9 state rules): true
// skips the step. Each declares what can change it, as the flow compiler requires (src/machines/graph/catalogue.ts).
// Rules with an empty `changedBy` read what the chain is given (the household, the state, the remote rules).

type Rule = SkipRule<BindUser>;
const flow = (test: (u: BindUser) => boolean, changedBy: string[] = []): Rule => ({ test, scope: 'flow', changedBy });
const item = (
  test: (u: BindUser, index: number) => boolean,
  changedBy: string[] = [],
  extra: Partial<Rule> = {},
): Rule => ({ test, scope: 'item', changedBy, sameItem: changedBy, ...extra });

const driverAnswer = (u: BindUser, index: number, field: string) => {
  const d = u.drivers[index - 1];
  return d ? u.answers[`driver.${d.id}.${field}`] : undefined;
};
/** The sandbox's default for has-active-drivers-license is Yes. */
const hasNoActiveLicense = (u: BindUser, index: number) => driverAnswer(u, index, 'hasActiveLicense') === 'No';
const ACTIVE_LICENCE_STEPS = ['hasActiveDriversLicense', 'driverMoreDetails'];
const UDO_STEPS = [
  'undisclosedDriversHousehold',
  'undisclosedDriversActiveInsurance',
  'undisclosedDriversLicenseStatus',
  'undisclosedDriversReasonNoLicense',
];

export const bindRules = {
  /** The post-quotes landing, skipped by the remote rule skipPostQuotesLandingPage (spec 001 section 7). */
  landingSkipped: flow((u) => u.skipLandingPage),
  /** Proof of residency: safeco in NC (spec 000 section 9). */
  notProofOfResidencyState: flow((u) => !PROOF_OF_RESIDENCY_STATES.includes(u.state)),
  /** Interstate commute: PA (spec 000 section 9). */
  notInterstateCommuteState: flow((u) => !INTERSTATE_COMMUTE_STATES.includes(u.state)),
  /** Criminal motor conviction: MD, NJ (spec 000 section 9). */
  notCriminalConvictionState: flow((u) => !CRIMINAL_CONVICTION_STATES.includes(u.state)),
  /** Prior insurance, first driver: MA (spec 000 section 9). */
  notPriorInsuranceState: flow((u) => !PRIOR_INSURANCE_STATES.includes(u.state)),
  /** Vehicle lease details: only for a leased or financed vehicle. */
  notLeasedOrFinanced: item((u, i) => !u.vehicles[i - 1]?.leasedOrFinanced),
  /** Vehicle primary driver: only when there is more than one driver to choose from. */
  singleDriver: flow((u) => u.drivers.length <= 1),
  /** The first driver is the shopper: their relationship to themselves is not asked. */
  firstDriver: item((_u, i) => i === 1, [], { onlyAt: [1] }),
  /** driver-license-status: only when the driver has no active licence. */
  hasActiveLicence: item((u, i) => !hasNoActiveLicense(u, i), ACTIVE_LICENCE_STEPS),
  /** drivers-license (state and number): only with an active licence. */
  noActiveLicence: item(hasNoActiveLicense, ACTIVE_LICENCE_STEPS),
  /** driver-learners-permit-number: only for a driver without a licence who holds a learner's permit. */
  notOnLearnerPermit: item(
    (u, i) => !(hasNoActiveLicense(u, i) && driverAnswer(u, i, 'licenseStatus') === PERMIT_STATUS),
    [...ACTIVE_LICENCE_STEPS, 'driverLicenseStatus'],
  ),
  /** SR22 details: only when an SR-22 filing is required (spec 000 section 4). */
  noSr22: item((u, i) => !u.drivers[i - 1]?.sr22Required),
  /** Driver and vehicle summaries: skipped with exactly one driver and one vehicle, except branch. */
  oneDriverOneVehicle: flow(
    (u) => u.vehicles.length === 1 && u.drivers.length === 1 && u.carrierId !== SUMMARIES_ALWAYS_CARRIER,
  ),
  /** The combined vehicle-driver summary: only when there is more than one of either. */
  notSeveralVehiclesOrDrivers: flow((u) => u.vehicles.length <= 1 && u.drivers.length <= 1),
  /** Policy expiration: only when the first driver is currently insured. */
  firstDriverNotInsured: flow((u) => !u.firstDriverInsured),
  /** The right-track mobile number: only when enrolling. */
  notEnrollingRightTrack: flow((u) => u.answers['policy.rightTrackEnroll'] !== 'Yes', ['rightTrackDiscountProgram']),
  /** Undisclosed driver, active insurance: only for a household member, in the full chain. */
  udoNotAskedInsurance: item((u, i) => !asksActiveInsurance(u.undisclosed[i - 1], udoChainOf(u.carrierId)), UDO_STEPS),
  /** Undisclosed driver, licence status: only for a household member with no insurance at all. */
  udoNotAskedLicence: item((u, i) => !asksLicenseStatus(u.undisclosed[i - 1], udoChainOf(u.carrierId)), UDO_STEPS),
  /** Undisclosed driver, reason for no licence: only without an active licence. */
  udoNotAskedReason: item((u, i) => !asksReasonNoLicense(u.undisclosed[i - 1], udoChainOf(u.carrierId)), UDO_STEPS),
  /** undisclosed-drivers-error: only when an answer ends the online purchase (an agent must finish). */
  noUndisclosedHardStop: flow((u) => !undisclosedHardStop(u.undisclosed, udoChainOf(u.carrierId)), UDO_STEPS),
  /** proceed-with-updated-price: only when the re-rate changed the price. */
  rateUnchanged: flow((u) => !u.rateChanged),
  /** Secure card collection: skipped when the payment method is escrow (spec 001 section 4). */
  escrowPayment: flow((u) => u.answers['payment.paymentMethod'] === ESCROW, ['paymentMethod']),
  /** Recurring payments: only for the monthly plan (the sandbox asks it of monthlyPayPlan). */
  notMonthlyPlan: flow((u) => u.answers['payment.paymentPlan'] !== 'monthlyPayPlan', ['paymentInfoCollect']),
} satisfies Record<string, Rule>;

export type BindRuleName = keyof typeof bindRules;
