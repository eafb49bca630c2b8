import { MAX_DRIVERS, MAX_VEHICLES } from '../../../domain/constants';
import { type FlowSpec, type LoopSpec, loop } from '../../graph/flowSpec';
import type { BindCarrier, BindPolicyType, BindStage, Layout } from '../bind.types';
import { MAX_UNDISCLOSED } from '../constants';
import type { BindRuleName } from '../rules';

// The parts the chains share (spec 001 section 4): the vehicle and driver questions per item, in the grouped layout
// or the breakout experiments' (VIN first, VIN last), and the closing questions. A chain file lists its own order.

export type BindStepId =
  | 'postQuotesLanding'
  | 'proofOfResidency'
  | 'vehicleMoreDetails'
  | 'vehicleUsage'
  | 'vehiclePrimaryUse'
  | 'vehiclePurchaseDate'
  | 'vehicleLeaseDetails'
  | 'vehiclePrimaryDriver'
  | 'vehicleVin'
  | 'vehicleSummary'
  | 'driverMoreDetails'
  | 'driverRelationship'
  | 'hasActiveDriversLicense'
  | 'driverLicenseStatus'
  | 'driversLicense'
  | 'driverLearnersPermitNumber'
  | 'driverLicenseObtainedAge'
  | 'criminalMotorConviction'
  | 'sr22MoreDetails'
  | 'interstateCommute'
  | 'priorInsurance'
  | 'driverSummary'
  | 'vehicleDriverSummary'
  | 'driverInsuranceHistory'
  | 'policyExpiration'
  | 'carrierExistingPolicyConfirm'
  | 'nonAutoBundlePolicies'
  | 'rightTrackDiscountProgram'
  | 'rightTrackDiscountProgramMobileNo'
  | 'coverageStartDate'
  | 'confirmContactInformation'
  | 'addressConfirmation'
  | 'previousAddressConfirmation'
  | 'newAddressConfirmation'
  | 'buildingType'
  | 'propertyDiscounts'
  | 'homeSecuritySystem'
  | 'homeSecurityProvider'
  | 'homeSummary'
  | 'occupantSummary'
  | 'interestedPartyConfirmation'
  | 'interestedPartyInfo'
  | 'mortgageInformation'
  | 'helpFinalizePolicyConnectAgent'
  | 'fastTrackReachOut'
  | 'undisclosedDriversHousehold'
  | 'undisclosedDriversActiveInsurance'
  | 'undisclosedDriversLicenseStatus'
  | 'undisclosedDriversReasonNoLicense'
  | 'undisclosedDriversError'
  | 'undisclosedDriversHouseholdError'
  | 'proceedWithUpdatedPrice'
  | 'editableCoverages'
  | 'proceedUpdatedPriceConnectAgent'
  | 'paymentMethod'
  | 'paymentInfoCollect'
  | 'vgsCollect'
  | 'recurringPayments'
  | 'reviewDisclosures'
  | 'finalSummary';

/** A chain: a flow spec over the post-quote screens, for the carriers and the stage it serves. */
export interface BindChain extends FlowSpec<BindStepId> {
  product: BindPolicyType;
  stage: BindStage;
  carriers: readonly BindCarrier[];
  /** The breakout layout the pre-MVR chain asks in (the sandbox's `additionalData.breakout`). */
  layout?: Layout;
  /** Skip rules this chain never applies (branch shows its summaries even with one driver and one vehicle). */
  alwaysShown?: readonly BindRuleName[];
}

const VEHICLE_DETAILS: BindStepId[] = [
  'vehicleUsage',
  'vehiclePrimaryUse',
  'vehiclePurchaseDate',
  'vehicleLeaseDetails',
  'vehiclePrimaryDriver',
];

/** Each vehicle's questions: grouped on vehicle-more-details, or broken out with the VIN first or last. */
export function vehicleLoop(layout: Layout): LoopSpec<BindStepId> {
  const steps: BindStepId[] =
    layout === 'grouped'
      ? ['vehicleMoreDetails']
      : layout === 'vinFirst'
        ? ['vehicleVin', ...VEHICLE_DETAILS]
        : [...VEHICLE_DETAILS, 'vehicleVin'];
  return loop('vehicles', steps, { max: MAX_VEHICLES });
}

/**
 * Each driver's questions: licence (grouped, or broken out: the relationship is not asked of the shopper, driver 1),
 * obtained age, the carrier's extras, SR-22.
 */
export function driverLoop(layout: Layout, extra: BindStepId[] = []): LoopSpec<BindStepId> {
  const licence: BindStepId[] =
    layout === 'grouped'
      ? ['driverMoreDetails']
      : ['hasActiveDriversLicense', 'driverLicenseStatus', 'driversLicense', 'driverLearnersPermitNumber'];
  const rest: BindStepId[] = ['driverLicenseObtainedAge', ...extra, 'sr22MoreDetails'];
  const more: BindStepId[] = layout === 'grouped' ? licence : ['driverRelationship', ...licence];
  return loop('drivers', [...licence, ...rest], { more: [...more, ...rest], max: MAX_DRIVERS });
}

export const SUMMARIES: BindStepId[] = ['driverSummary', 'vehicleDriverSummary'];
export const CLOSING: BindStepId[] = ['coverageStartDate', 'confirmContactInformation'];

/**
 * Each undisclosed operator's questions, for the full post-MVR chain or safeco's household-only one, each ending at
 * the error page when its answers end the online purchase.
 */
export function undisclosedLoop(full: boolean): LoopSpec<BindStepId> {
  const steps: BindStepId[] = full
    ? [
        'undisclosedDriversHousehold',
        'undisclosedDriversActiveInsurance',
        'undisclosedDriversLicenseStatus',
        'undisclosedDriversReasonNoLicense',
        'undisclosedDriversError',
      ]
    : ['undisclosedDriversHousehold', 'undisclosedDriversHouseholdError'];
  return loop('undisclosed', steps, { max: MAX_UNDISCLOSED });
}

export const LAYOUT_SUFFIX: Record<Layout, string> = { grouped: '', vinFirst: 'VinFirst', vinLast: 'VinLast' };
