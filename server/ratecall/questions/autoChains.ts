import type { AutoUser } from '../../../src/contract/entities';
import type { RatecallQuestion } from '../../../src/contract/ratecall';
import {
  CRIMINAL_CONVICTION_STATES,
  FAST_TRACK_CARRIER,
  INTERSTATE_COMMUTE_STATES,
  PRIOR_INSURANCE_STATES,
  PROOF_OF_RESIDENCY_STATES,
} from '../constants';
import {
  criminalConvictionQuestion,
  driverDetailQuestions,
  existingPolicyQuestion,
  insuranceHistoryQuestions,
  interstateCommuteQuestion,
  nonAutoBundleQuestion,
  policyExpirationQuestion,
  priorInsuranceQuestion,
  proofOfResidencyQuestion,
  rightTrackQuestions,
  summaryQuestion,
  vehicleDetailQuestions,
} from './autoQuestions';
import { confirmContactQuestion, fastTrackQuestions, startDateQuestion } from './commonQuestions';

// The pre-MVR online-bind chains of spec 001 section 4, per carrier, generated from the shopper: vehicle questions
// repeat per vehicle, driver questions per driver; summaries are skipped with one driver and one vehicle (not branch).

type Q = RatecallQuestion;
export type Breakout = 'grouped' | 'vinFirst' | 'vinLast';

export interface AutoChainInput {
  user: AutoUser;
  carrierId: string;
  carrierName: string;
  state: string;
  breakout: Breakout;
  today: Date;
  /** From GET_PARTNER_PREFILL: the carrier's VINs and licence numbers, offered as defaults. */
  prefill?: {
    vehicles: { id: number; fullVin?: string }[];
    drivers: { id: number; licenseNumber?: string; licenseObtainedAge?: number }[];
  };
}

const has = (list: readonly string[], state: string) => list.includes(state);
const defined = (qs: (Q | undefined)[]): Q[] => qs.filter((q): q is Q => q !== undefined);

/** Vehicle questions: grouped on vehicle-more-details, or the breakout screens with the VIN first or last. */
function vehicleBlock(input: AutoChainInput, layout: Breakout): Q[] {
  const { vehicles, operators } = input.user.autoPolicy;
  return vehicles.flatMap((vehicle) => {
    const vinDefault = input.prefill?.vehicles.find((p) => p.id === vehicle.id)?.fullVin;
    const groupStep = layout === 'grouped' ? 'vehicle-more-details' : null;
    const q = vehicleDetailQuestions({ vehicle, drivers: operators, today: input.today, vinDefault, groupStep });
    const details = [q.rideShare, q.delivery, q.primaryUse, q.purchaseDate, q.lease, q.primaryDriver];
    return defined(layout === 'vinFirst' ? [q.vin, ...details] : [...details, q.vin]);
  });
}

/** Driver questions per driver: details (grouped on driver-more-details or broken out), obtained age, SR-22. */
function driverBlock(input: AutoChainInput, layout: Breakout, extra: (driverId: number) => Q[] = () => []): Q[] {
  return input.user.autoPolicy.operators.flatMap((driver) => {
    const found = input.prefill?.drivers.find((p) => p.id === driver.id);
    const groupStep = layout === 'grouped' ? 'driver-more-details' : null;
    const q = driverDetailQuestions({
      driver,
      state: input.state,
      today: input.today,
      licenceDefault: found?.licenseNumber,
      obtainedAgeDefault: found?.licenseObtainedAge,
      groupStep,
    });
    return defined([
      q.relationship,
      q.active,
      q.status,
      q.licenseState,
      q.licenseNumber,
      q.permitNumber,
      q.obtainedAge,
      ...extra(driver.id),
      q.sr22Case,
      q.sr22State,
    ]);
  });
}

function summaries(input: AutoChainInput): { vehicle: Q[]; driver: Q[]; vehicleDriver: Q[] } {
  const { vehicles, operators } = input.user.autoPolicy;
  const oneByOne = vehicles.length === 1 && operators.length === 1;
  const show = input.carrierId === 'branch' || !oneByOne;
  return {
    vehicle: show ? [summaryQuestion('vehicle')] : [],
    driver: show ? [summaryQuestion('driver')] : [],
    vehicleDriver: vehicles.length > 1 || operators.length > 1 ? [summaryQuestion('vehicleDriver')] : [],
  };
}

const closing = (today: Date): Q[] => [startDateQuestion(today), confirmContactQuestion()];

function safecoChain(input: AutoChainInput): Q[] {
  const first = input.user.autoPolicy.operators[0];
  const s = summaries(input);
  return [
    ...(has(PROOF_OF_RESIDENCY_STATES, input.state) ? [proofOfResidencyQuestion()] : []),
    ...vehicleBlock(input, input.breakout),
    ...s.vehicle,
    ...driverBlock(input, input.breakout),
    ...s.driver,
    ...s.vehicleDriver,
    ...(first ? insuranceHistoryQuestions(first) : []),
    ...(first?.currentlyInsured === 'Yes' ? [policyExpirationQuestion(input.today)] : []),
    existingPolicyQuestion(input.carrierName),
    nonAutoBundleQuestion(),
    ...rightTrackQuestions(),
    ...closing(input.today),
  ];
}

function libertyChain(input: AutoChainInput): Q[] {
  const { operators } = input.user.autoPolicy;
  const s = summaries(input);
  const conviction = has(CRIMINAL_CONVICTION_STATES, input.state);
  return [
    ...vehicleBlock(input, input.breakout),
    ...(has(INTERSTATE_COMMUTE_STATES, input.state) ? [interstateCommuteQuestion()] : []),
    ...s.vehicle,
    ...driverBlock(input, input.breakout, (id) => {
      const driver = operators.find((o) => o.id === id);
      return conviction && driver ? [criminalConvictionQuestion(driver)] : [];
    }),
    ...(has(PRIOR_INSURANCE_STATES, input.state) && operators[0] ? [priorInsuranceQuestion(operators[0])] : []),
    ...s.driver,
    ...s.vehicleDriver,
    ...closing(input.today),
  ];
}

/** branch (summaries always) and root (VIN first): the direct carriers' short chains. */
function directChain(input: AutoChainInput, layout: Breakout): Q[] {
  const s = summaries(input);
  return [
    ...vehicleBlock(input, layout),
    ...s.vehicle,
    ...driverBlock(input, layout),
    ...s.driver,
    ...s.vehicleDriver,
    ...closing(input.today),
  ];
}

export function autoRc2Questions(input: AutoChainInput): Q[] {
  switch (input.carrierId) {
    case FAST_TRACK_CARRIER.id:
      return fastTrackQuestions();
    case 'safeco':
      return safecoChain(input);
    case 'libertymutual':
      return libertyChain(input);
    case 'root':
      return directChain(input, 'vinFirst');
    default:
      return directChain(input, input.breakout);
  }
}
