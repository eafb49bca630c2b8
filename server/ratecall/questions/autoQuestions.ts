import type { Operator, Vehicle } from '../../../src/contract/entities';
import type { RatecallQuestion } from '../../../src/contract/ratecall';
import { US_STATES } from '../../../src/domain/constants';
import { ageFromBirthdate } from '../../../src/domain/validation';
import { INSURER_NAMES } from '../../data/insurers';
import { MIN_LICENCE_AGE } from '../constants';
import { addMonths, formatDate } from '../dates';

// The auto post-quote questions (spec 001 section 2 screens), one builder per screen; the chains per carrier are in
// autoChains.ts. Each question says which screen (`step`) asks it, so grouped and breakout layouts share ids.

type Q = RatecallQuestion;
const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export const vehicleName = (v: Vehicle) => [v.year, v.make, v.model].filter(Boolean).join(' ') || `vehicle ${v.id}`;
export const driverName = (o: Operator) => [o.firstName, o.lastName].filter(Boolean).join(' ') || `driver ${o.id}`;

/** Licence statuses of driver-license-status; only a learner's permit lets a driver without a licence be rated. */
export const LICENCE_STATUSES = ['Learner permit', 'Suspended', 'Revoked', 'Expired', 'Never licensed'] as const;
export const PERMIT_STATUS = 'Learner permit';

export interface VehicleDetailInput {
  vehicle: Vehicle;
  drivers: Operator[];
  today: Date;
  vinDefault?: string;
  /** The screen grouping the details ('vehicle-more-details'), or null for the breakout screens. */
  groupStep: string | null;
}

export function vehicleDetailQuestions({
  vehicle: v,
  drivers,
  today,
  vinDefault,
  groupStep,
}: VehicleDetailInput): Record<string, Q> {
  const base = { entity: 'vehicle' as const, entityId: v.id };
  const name = vehicleName(v);
  const year = Number(v.year);
  const out: Record<string, Q> = {
    rideShare: {
      ...base,
      id: `vehicle.${v.id}.isRideShare`,
      step: 'vehicle-more-details',
      type: 'yesNo',
      required: true,
      defaultValue: 'No',
      prompt: `Is the ${name} used to drive for a ride-sharing service (Uber, Lyft)?`,
    },
    delivery: {
      ...base,
      id: `vehicle.${v.id}.isVehicleDeliveryUsage`,
      step: 'vehicle-more-details',
      type: 'yesNo',
      required: true,
      defaultValue: 'No',
      prompt: `Is the ${name} used for deliveries (food, packages)?`,
    },
    primaryUse: {
      ...base,
      id: `vehicle.${v.id}.primaryUse`,
      step: groupStep ?? 'vehicle-primary-use',
      type: 'select',
      required: true,
      prompt: `How is the ${name} mainly used?`,
      options: opts(['Commute', 'Pleasure', 'Business', 'Other']),
      ...(v.primaryUse ? { defaultValue: v.primaryUse } : {}),
    },
    purchaseDate: {
      ...base,
      id: `vehicle.${v.id}.purchaseDate`,
      step: groupStep ?? 'vehicle-purchase-date',
      type: 'date',
      required: true,
      prompt: `When did you buy or lease the ${name}?`,
      minDate: formatDate(new Date(Date.UTC(Number.isFinite(year) ? year - 1 : 1981, 0, 1))),
      maxDate: formatDate(today),
    },
    vin: {
      ...base,
      id: `vehicle.${v.id}.vin`,
      step: groupStep ?? 'vehicle-vin',
      type: 'vin',
      required: true,
      prompt: `What is the ${name}'s vehicle identification number (VIN)?`,
      ...(vinDefault ? { defaultValue: vinDefault } : {}),
    },
  };
  if (v.ownershipStatus === 'Lease' || v.ownershipStatus === 'Finance') {
    out.lease = {
      ...base,
      id: `vehicle.${v.id}.leaseCompanyName`,
      step: groupStep ?? 'vehicle-lease-details',
      type: 'text',
      required: true,
      prompt: `Which company ${v.ownershipStatus === 'Lease' ? 'leases' : 'finances'} the ${name}?`,
    };
  }
  if (drivers.length > 1) {
    const sameIndex = drivers.find((d) => d.id === v.id) ?? drivers[0];
    out.primaryDriver = {
      ...base,
      id: `vehicle.${v.id}.primaryDriverId`,
      step: groupStep ?? 'vehicle-primary-driver',
      type: 'select',
      required: true,
      prompt: `Who drives the ${name} most?`,
      options: drivers.map((d) => ({ value: String(d.id), label: driverName(d) })),
      defaultValue: String(sameIndex.id),
    };
  }
  return out;
}

export interface DriverDetailInput {
  driver: Operator;
  state: string;
  today: Date;
  licenceDefault?: string;
  obtainedAgeDefault?: number;
  groupStep: string | null;
}

export function driverDetailQuestions({
  driver: o,
  state,
  today,
  licenceDefault,
  obtainedAgeDefault,
  groupStep,
}: DriverDetailInput): Record<string, Q> {
  const base = { entity: 'driver' as const, entityId: o.id };
  const name = driverName(o);
  const you = o.id === 1;
  const active = `driver.${o.id}.hasActiveLicense`;
  const status = `driver.${o.id}.licenseStatus`;
  const age = ageFromBirthdate(o.birthdate, today);
  const out: Record<string, Q> = {
    active: {
      ...base,
      id: active,
      step: groupStep ?? 'has-active-drivers-license',
      type: 'yesNo',
      required: true,
      defaultValue: 'Yes',
      prompt: you ? 'Do you have an active US driver’s license?' : `Does ${name} have an active US driver’s license?`,
    },
    status: {
      ...base,
      id: status,
      step: groupStep ?? 'driver-license-status',
      type: 'select',
      required: true,
      options: opts(LICENCE_STATUSES),
      prompt: `What is the status of ${you ? 'your' : `${name}’s`} license?`,
      showIf: { questionId: active, in: ['No'] },
    },
    licenseState: {
      ...base,
      id: `driver.${o.id}.licenseState`,
      step: groupStep ?? 'drivers-license',
      type: 'select',
      required: true,
      prompt: 'Which state issued the license?',
      options: opts(US_STATES),
      defaultValue: state,
      showIf: { questionId: active, in: ['Yes'] },
    },
    licenseNumber: {
      ...base,
      id: `driver.${o.id}.licenseNumber`,
      step: groupStep ?? 'drivers-license',
      type: 'licenseNumber',
      required: true,
      prompt: `What is ${you ? 'your' : `${name}’s`} driver’s license number?`,
      showIf: { questionId: active, in: ['Yes'] },
      ...(licenceDefault ? { defaultValue: licenceDefault } : {}),
    },
    permitNumber: {
      ...base,
      id: `driver.${o.id}.permitNumber`,
      step: groupStep ?? 'driver-learners-permit-number',
      type: 'licenseNumber',
      required: true,
      prompt: `What is ${you ? 'your' : `${name}’s`} learner’s permit number?`,
      showIf: { questionId: status, in: [PERMIT_STATUS] },
    },
    obtainedAge: {
      ...base,
      id: `driver.${o.id}.licenseObtainedAge`,
      step: 'driver-license-obtained-age',
      type: 'number',
      required: true,
      prompt: you
        ? 'How old were you when you first got a license or permit?'
        : `How old was ${name} when they first got a license or permit?`,
      min: MIN_LICENCE_AGE,
      max: Math.max(MIN_LICENCE_AGE, age),
      defaultValue: Math.min(obtainedAgeDefault ?? 16, Math.max(MIN_LICENCE_AGE, age)),
    },
  };
  if (!you) {
    out.relationship = {
      ...base,
      id: `driver.${o.id}.relationship`,
      step: groupStep ?? 'driver-more-details',
      type: 'select',
      required: true,
      prompt: `How is ${name} related to you?`,
      options: opts(['Spouse', 'Child', 'Parent', 'Sibling', 'Other Relative', 'Other']),
      ...(o.relationship === 'Spouse' || o.relationship === 'Other Relative' ? { defaultValue: o.relationship } : {}),
    };
  }
  if (o.sr22?.isRequired) {
    out.sr22Case = {
      ...base,
      id: `driver.${o.id}.sr22CaseNumber`,
      step: 'SR22-more-details',
      type: 'text',
      required: true,
      prompt: `What is the case number on ${you ? 'your' : `${name}’s`} SR-22 requirement?`,
    };
    out.sr22State = {
      ...base,
      id: `driver.${o.id}.sr22FilingState`,
      step: 'SR22-more-details',
      type: 'select',
      required: true,
      prompt: 'Which state requires the SR-22 filing?',
      options: opts(US_STATES),
      defaultValue: state,
    };
  }
  return out;
}

export const criminalConvictionQuestion = (o: Operator): Q => ({
  id: `driver.${o.id}.criminalMotorConviction`,
  step: 'criminal-motor-conviction',
  entity: 'driver',
  entityId: o.id,
  type: 'yesNo',
  required: true,
  prompt: `In the past 5 years, has ${o.id === 1 ? 'you' : driverName(o)} been convicted of a criminal motor-vehicle offense (such as vehicular assault or leaving the scene)?`,
});

export const priorInsuranceQuestion = (o: Operator): Q => ({
  id: `driver.${o.id}.priorInsuranceCarrier`,
  step: 'prior-insurance',
  entity: 'driver',
  entityId: o.id,
  type: 'select',
  required: true,
  prompt: 'Which company insured your car most recently?',
  options: opts(INSURER_NAMES),
  ...(o.carrier && INSURER_NAMES.includes(o.carrier) ? { defaultValue: o.carrier } : {}),
});

export function insuranceHistoryQuestions(o: Operator): Q[] {
  const base = { entity: 'driver' as const, entityId: o.id, step: 'driver-insurance-history' };
  return [
    {
      ...base,
      id: `driver.${o.id}.hasCancelledInsurance`,
      type: 'yesNo',
      required: true,
      defaultValue: 'No',
      prompt: 'In the past 5 years, has an insurer canceled or refused to renew your auto insurance?',
    },
    {
      ...base,
      id: `driver.${o.id}.yearsContinuouslyInsured`,
      type: 'select',
      required: true,
      prompt: 'How long have you been continuously insured?',
      options: opts(['Less than 1 year', '1-2 years', '3-4 years', '5 years or more']),
      defaultValue:
        o.yearsWithCurrentCarrier === '3-4 years'
          ? '3-4 years'
          : o.yearsWithCurrentCarrier === '1-2 years'
            ? '1-2 years'
            : 'Less than 1 year',
    },
  ];
}

const policy = (q: Omit<Q, 'entity'>): Q => ({ ...q, entity: 'policy' });

export const proofOfResidencyQuestion = (): Q =>
  policy({
    id: 'policy.proofOfResidency',
    step: 'proof-of-residency',
    type: 'select',
    required: true,
    prompt: 'How can you show you live in North Carolina?',
    options: opts([
      'North Carolina driver license',
      'Vehicle registered in North Carolina',
      'Lease, deed or utility bill at this address',
    ]),
  });

export const interstateCommuteQuestion = (): Q =>
  policy({
    id: 'policy.interstateCommute',
    step: 'interstate-commute',
    type: 'yesNo',
    required: true,
    prompt: 'Does anyone in the household drive to work or school in another state?',
  });

export const policyExpirationQuestion = (today: Date): Q =>
  policy({
    id: 'policy.currentPolicyExpirationDate',
    step: 'policy-expiration',
    type: 'date',
    required: true,
    prompt: 'When does your current auto policy end?',
    minDate: formatDate(addMonths(today, -1)),
    maxDate: formatDate(addMonths(today, 12)),
  });

export const existingPolicyQuestion = (carrierName: string): Q =>
  policy({
    id: 'policy.existingCarrierPolicy',
    step: 'carrier-existing-policy-confirm',
    type: 'yesNo',
    required: true,
    defaultValue: 'No',
    prompt: `Do you already have another policy with ${carrierName}?`,
  });

export const nonAutoBundleQuestion = (): Q =>
  policy({
    id: 'policy.nonAutoPolicies',
    step: 'non-auto-bundle-policies',
    type: 'select',
    required: true,
    defaultValue: 'None',
    prompt: 'Which other policies would you like to bundle?',
    options: opts(['None', 'Home', 'Renters', 'Condo', 'Umbrella']),
  });

export const rightTrackQuestions = (): Q[] => [
  policy({
    id: 'policy.rightTrackEnroll',
    step: 'right-track-discount-program',
    type: 'yesNo',
    required: true,
    prompt: 'Would you like to join the RightTrack safe-driving program for a discount?',
  }),
  policy({
    id: 'policy.rightTrackPhone',
    step: 'right-track-discount-program-mobile-no',
    type: 'phone',
    required: true,
    prompt: 'Which mobile number should receive the RightTrack app link?',
    showIf: { questionId: 'policy.rightTrackEnroll', in: ['Yes'] },
  }),
];

export const summaryQuestion = (kind: 'vehicle' | 'driver' | 'vehicleDriver'): Q => {
  const screens = {
    vehicle: ['editable-vehicle-summary-details', 'Are these your vehicles?'],
    driver: ['editable-driver-summary-details', 'Are these all the drivers in your household?'],
    vehicleDriver: ['editable-vehicle-driver-summary-details', 'Is each vehicle matched to the right driver?'],
  } as const;
  const [step, prompt] = screens[kind];
  return policy({ id: `policy.${kind}SummaryConfirmed`, step, type: 'confirm', required: true, prompt });
};
