import type { SkipRule } from '../graph/catalogue';
import { withRequirements } from '../requirements';
import type { BindUser } from './bind.types';
import {
  CRIMINAL_CONVICTION_STATES,
  ESCROW,
  INTERSTATE_COMMUTE_STATES,
  PERMIT_STATUS,
  PRIOR_INSURANCE_STATES,
  PROOF_OF_RESIDENCY_STATES,
} from './constants';
import type { LicenseReason } from '../../contract/ratecall';
import {
  AGENT_ONLY_REASONS,
  asksActiveInsurance,
  asksLicenseStatus,
  asksReasonNoLicense,
  udoChainOf,
} from './undisclosed';

// The post-quote chains' skip rules (spec 001 section 4 display conditions, spec 000 section 9 state rules): true
// skips the step. Each declares what can change it, as the flow compiler requires (src/machines/graph/catalogue.ts).
// Rules with an empty `changedBy` read what the chain is given (the household, the state, the remote rules).

type Rule = SkipRule<BindUser>;
const flow = (test: (u: BindUser) => boolean, changedBy: string[] = [], extra: Partial<Rule> = {}): Rule => ({
  test,
  scope: 'flow',
  changedBy,
  ...extra,
});
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
/** The state rules: the policy has one state, so one state's rule not holding means every other one holds. */
const STATE_RULES = [
  'notProofOfResidencyState',
  'notInterstateCommuteState',
  'notCriminalConvictionState',
  'notPriorInsuranceState',
] as const;
const inState = (rule: (typeof STATE_RULES)[number]): Partial<Rule> => ({
  implies: { whenFalse: { rules: Object.fromEntries(STATE_RULES.filter((r) => r !== rule).map((r) => [r, true])) } },
});
const ONE_AND_ONE = { vehicles: [1, 1], drivers: [1, 1] } as const;
const SEVERAL = { vehicles: [2, Number.POSITIVE_INFINITY], drivers: [2, Number.POSITIVE_INFINITY] } as const;
const UDO_STEPS = [
  'undisclosedDriversHousehold',
  'undisclosedDriversActiveInsurance',
  'undisclosedDriversLicenseStatus',
  'undisclosedDriversReasonNoLicense',
];

const isEscrow = (u: BindUser) => u.answers['payment.paymentMethod'] === ESCROW;

const rules = {
  /** The post-quotes landing, skipped by the remote rule skipPostQuotesLandingPage (spec 001 section 7). */
  landingSkipped: flow((u) => u.skipLandingPage),
  /** The post-quotes landing, skipped for a brand without a post-quotes page (spec 001 section 1; brands.ts). */
  brandWithoutPostQuotesPage: flow((u) => !u.postQuotesPage),
  /** Proof of residency: safeco in NC (spec 000 section 9). */
  notProofOfResidencyState: flow(
    (u) => !PROOF_OF_RESIDENCY_STATES.includes(u.state),
    [],
    inState('notProofOfResidencyState'),
  ),
  /** Interstate commute: PA (spec 000 section 9). */
  notInterstateCommuteState: flow(
    (u) => !INTERSTATE_COMMUTE_STATES.includes(u.state),
    [],
    inState('notInterstateCommuteState'),
  ),
  /** Criminal motor conviction: MD, NJ (spec 000 section 9). */
  notCriminalConvictionState: flow(
    (u) => !CRIMINAL_CONVICTION_STATES.includes(u.state),
    [],
    inState('notCriminalConvictionState'),
  ),
  /** Prior insurance, first driver: MA (spec 000 section 9). */
  notPriorInsuranceState: flow((u) => !PRIOR_INSURANCE_STATES.includes(u.state), [], inState('notPriorInsuranceState')),
  /** Vehicle lease details: only for a leased or financed vehicle. */
  notLeasedOrFinanced: item((u, i) => !u.vehicles[i - 1]?.leasedOrFinanced),
  /** Vehicle primary driver: only when there is more than one driver to choose from. */
  singleDriver: flow((u) => u.drivers.length <= 1, [], {
    implies: {
      whenTrue: { counts: { drivers: [1, 1] } },
      whenFalse: { counts: { drivers: [2, Number.POSITIVE_INFINITY] } },
    },
  }),
  /** driver-license-status: only when the driver has no active licence. */
  hasActiveLicence: item((u, i) => !hasNoActiveLicense(u, i), ACTIVE_LICENCE_STEPS, {
    implies: {
      whenTrue: { rules: { noActiveLicence: false, notOnLearnerPermit: true } },
      whenFalse: { rules: { noActiveLicence: true } },
    },
  }),
  /** drivers-license (state and number): only with an active licence. */
  noActiveLicence: item(hasNoActiveLicense, ACTIVE_LICENCE_STEPS, {
    implies: {
      whenTrue: { rules: { hasActiveLicence: false } },
      whenFalse: { rules: { hasActiveLicence: true, notOnLearnerPermit: true } },
    },
  }),
  /** driver-learners-permit-number: only for a driver without a licence who holds a learner's permit. */
  notOnLearnerPermit: item(
    (u, i) => !(hasNoActiveLicense(u, i) && driverAnswer(u, i, 'licenseStatus') === PERMIT_STATUS),
    [...ACTIVE_LICENCE_STEPS, 'driverLicenseStatus'],
    { implies: { whenFalse: { rules: { noActiveLicence: true, hasActiveLicence: false } } } },
  ),
  /** SR22 details: only when an SR-22 filing is required (spec 000 section 4). */
  noSr22: item((u, i) => !u.drivers[i - 1]?.sr22Required),
  /**
   * Driver and vehicle summaries: skipped with exactly one driver and one vehicle (spec 001 section 4), except branch,
   * whose chain shows them always (chains/branch.preMvr.ts `alwaysShown`).
   */
  oneDriverOneVehicle: flow((u) => u.vehicles.length === 1 && u.drivers.length === 1, [], {
    implies: {
      whenTrue: { counts: ONE_AND_ONE, rules: { notSeveralVehiclesOrDrivers: true } },
      whenFalse: { rules: { notSeveralVehiclesOrDrivers: false }, someCount: SEVERAL },
    },
  }),
  /** The combined vehicle-driver summary: only when there is more than one of either. */
  notSeveralVehiclesOrDrivers: flow((u) => u.vehicles.length <= 1 && u.drivers.length <= 1, [], {
    implies: {
      whenTrue: { counts: ONE_AND_ONE, rules: { oneDriverOneVehicle: true, singleDriver: true } },
      whenFalse: { rules: { oneDriverOneVehicle: false }, someCount: SEVERAL },
    },
  }),
  /** Policy expiration: only when the first driver is currently insured. */
  firstDriverNotInsured: flow((u) => !u.firstDriverInsured),
  /** The right-track mobile number: only when enrolling. */
  notEnrollingRightTrack: flow((u) => u.answers['policy.rightTrackEnroll'] !== 'Yes', ['rightTrackDiscountProgram']),
  /** Undisclosed driver, active insurance: only for a household member, in the full chain. */
  udoNotAskedInsurance: item((u, i) => !asksActiveInsurance(u.undisclosed[i - 1], udoChainOf(u.carrierId)), UDO_STEPS, {
    implies: { whenTrue: { rules: { udoNotAskedLicence: true } } },
  }),
  /** Undisclosed driver, licence status: only for a household member with no insurance at all. */
  udoNotAskedLicence: item((u, i) => !asksLicenseStatus(u.undisclosed[i - 1], udoChainOf(u.carrierId)), UDO_STEPS, {
    implies: {
      whenTrue: { rules: { udoNotAskedReason: true } },
      whenFalse: { rules: { udoNotAskedInsurance: false } },
    },
  }),
  /** Undisclosed driver, reason for no licence: only without an active licence. */
  udoNotAskedReason: item((u, i) => !asksReasonNoLicense(u.undisclosed[i - 1], udoChainOf(u.carrierId)), UDO_STEPS, {
    implies: {
      whenTrue: { rules: { udoNoLicenceHardStop: true } },
      whenFalse: { rules: { udoNotAskedLicence: false } },
    },
  }),
  /** undisclosed-drivers-error (full chain): the reason for no licence is one an agent must handle. */
  udoNoLicenceHardStop: item(
    (u, i) =>
      !(
        asksReasonNoLicense(u.undisclosed[i - 1], udoChainOf(u.carrierId)) &&
        AGENT_ONLY_REASONS.includes(u.undisclosed[i - 1]?.reasonNotHoldingLicense as LicenseReason)
      ),
    UDO_STEPS,
    { implies: { whenFalse: { rules: { udoNotAskedReason: false } } } },
  ),
  /** undisclosed-drivers-error (safeco): a household member, whom safeco cannot add online. */
  udoNoHouseholdHardStop: item(
    (u, i) =>
      !(
        udoChainOf(u.carrierId) === 'householdOnly' &&
        u.undisclosed[i - 1]?.householdMemberStatus === 'YES_PART_OF_HOUSEHOLD'
      ),
    UDO_STEPS,
  ),
  /**
   * editable-coverages: only in rc2IterationRule's editableCoverages variant, or for a carrier the rule does not
   * apply to (docs/decisions/0031).
   */
  coveragesNotEditable: flow((u) => u.coveragesExperience !== 'editable', [], {
    implies: { whenFalse: { rules: { fastBind: false } } },
  }),
  /** proceed-updated-price-connect-agent: skipped by rc2IterationRule's fastBind, which goes on to payment. */
  fastBind: flow((u) => u.coveragesExperience === 'fastBind', [], {
    implies: { whenTrue: { rules: { coveragesNotEditable: true } } },
  }),
  /**
   * proceed-with-updated-price: the editable coverages compare the new price with the one seen, so it shows only
   * when those are skipped; safeco's chain asks it always (spec 001 section 4; `alwaysShown`, docs/decisions/0031).
   */
  priceComparedOnCoverages: flow((u) => u.coveragesExperience === 'editable', [], {
    implies: {
      whenTrue: { rules: { coveragesNotEditable: false, fastBind: false } },
      whenFalse: { rules: { coveragesNotEditable: true } },
    },
  }),
  /** proceed-with-updated-price: only when the re-rate changed the price. */
  rateUnchanged: flow((u) => !u.rateChanged),
  /**
   * Secure card collection, the pay plan and the recurring authorisation: skipped when the payment method is escrow
   * (spec 001 section 4; the sandbox asks the plan of a card only).
   */
  escrowPayment: flow(isEscrow, ['paymentMethod'], {
    implies: { whenTrue: { rules: { notEscrowPayment: false } }, whenFalse: { rules: { notEscrowPayment: true } } },
  }),
  /** Mortgage information: only when a home policy is paid by escrow (spec 001 section 4; A10). */
  notEscrowPayment: flow((u) => !isEscrow(u), ['paymentMethod'], {
    implies: { whenTrue: { rules: { escrowPayment: false } }, whenFalse: { rules: { escrowPayment: true } } },
  }),
  // Home and renters (issue 31): spec 001 section 4 display conditions, spec 000 section 4 home and renters.
  /**
   * Previous address: a home owner who has not lived at the address for 2 years (address-confirmation No), or a
   * renter whose intake said they have not lived there 5 years (livedMoreThanFiveYears No).
   */
  previousAddressKnown: flow(
    (u) => (u.property?.livedFiveYears ?? true) && u.answers['policy.addressConfirmation'] !== 'No',
    ['addressConfirmation'],
  ),
  /** New-address confirmation: only for a renter whose intake did not confirm the address. */
  rentersAddressConfirmed: flow((u) => u.property?.addressConfirmed ?? true),
  /** Home security system and provider: only when the connected-home discount is chosen. */
  noConnectedHome: flow((u) => u.answers['property.1.connectedHome'] !== 'Yes', ['propertyDiscounts']),
  /** The occupant summary: only with more than one occupant. */
  singleOccupant: flow((u) => (u.property?.occupants ?? 1) <= 1),
  /** Interested party info: only when the renter confirms one is to be listed. */
  noInterestedParty: flow(
    (u) => u.answers['policy.interestedPartyInfoConfirmation'] !== 'Yes',
    ['interestedPartyConfirmation'],
  ),
  /** Recurring payments: only for the monthly plan (the sandbox asks it of monthlyPayPlan). */
  notMonthlyPlan: flow((u) => u.answers['payment.paymentPlan'] !== 'monthlyPayPlan', ['paymentInfoCollect']),
} satisfies Record<string, Rule>;

export type BindRuleName = keyof typeof rules;

/** The spec section of the state rules (spec 000 section 9) and the remote rule (spec 001 section 7); else section 4. */
const REQUIREMENT_IDS: Partial<Record<BindRuleName, string>> = {
  landingSkipped: '001-7.skip.landingSkipped',
  brandWithoutPostQuotesPage: '001-1.skip.brandWithoutPostQuotesPage',
  notProofOfResidencyState: '000-9.skip.notProofOfResidencyState',
  notInterstateCommuteState: '000-9.skip.notInterstateCommuteState',
  notCriminalConvictionState: '000-9.skip.notCriminalConvictionState',
  notPriorInsuranceState: '000-9.skip.notPriorInsuranceState',
};
/** The chains' skip rules, each with its requirement (src/machines/requirements.ts). */
export const bindRules = withRequirements(rules, (name) => REQUIREMENT_IDS[name] ?? `001-4.skip.${name}`);
