import type { AutoUser } from '../../src/contract/entities';
import type { AnswerError } from '../../src/contract/ratecall';
import { US_STATES, type UsState } from '../../src/domain/constants';
import { isLicenceNumber } from '../data/licencePatterns';
import { ROUTING_PHRASES } from './constants';
import { PERMIT_STATUS, driverName, vehicleName } from './questions/autoQuestions';
import type { Answers } from './types';
import { VIN_PROBLEM_TEXT, vinProblem } from './vin';

// What an auto carrier decides about well-formed RC2 answers (spec 001 section 8): hard stops, rejections, and the
// per-vehicle / per-driver errors the client marks (vinError, assignedDriverError) and lets the shopper correct.

export const ASSIGNED_DRIVER_MESSAGE = 'All drivers must be assigned as a primary driver for at least one vehicle';

export type RuleOutcome =
  | { kind: 'ok' }
  | { kind: 'hard_stop' | 'rejected'; message: string }
  | { kind: 'errors'; errors: AnswerError[]; message: string };

const isState = (s: unknown): s is UsState => typeof s === 'string' && (US_STATES as readonly string[]).includes(s);

function hardStop(user: AutoUser, answers: Answers): string | null {
  const stopped = user.autoPolicy.operators.find((o) => {
    const status = answers[`driver.${o.id}.licenseStatus`];
    return status !== undefined && status !== PERMIT_STATUS;
  });
  if (!stopped) return null;
  const status = String(answers[`driver.${stopped.id}.licenseStatus`]).toLowerCase();
  return `Driver ${stopped.id} has a license that is ${status}: a valid license or learner's permit is needed to buy online (${ROUTING_PHRASES.hardStop})`;
}

function vinErrors(user: AutoUser, answers: Answers): AnswerError[] {
  const seen = new Map<string, number>();
  return user.autoPolicy.vehicles.flatMap((v): AnswerError[] => {
    const questionId = `vehicle.${v.id}.vin`;
    const vin = answers[questionId];
    if (typeof vin !== 'string') return [];
    const problem = vinProblem(vin, v.year ? Number(v.year) : undefined);
    const duplicateOf = seen.get(vin);
    seen.set(vin, v.id);
    const why = problem
      ? VIN_PROBLEM_TEXT[problem]
      : duplicateOf !== undefined
        ? `is already given for vehicle ${duplicateOf}`
        : null;
    if (!why) return [];
    return [
      {
        questionId,
        entity: 'vehicle',
        entityId: v.id,
        code: 'INVALID_VEHICLE',
        message: `INVALID_VEHICLE: the VIN ${vin} for vehicle ${v.id} (${vehicleName(v)}) ${why}`,
      },
    ];
  });
}

function licenceErrors(user: AutoUser, answers: Answers, policyState: string): AnswerError[] {
  return user.autoPolicy.operators.flatMap((o): AnswerError[] => {
    const checks: [string, unknown, string][] = [
      [`driver.${o.id}.licenseNumber`, answers[`driver.${o.id}.licenseState`], 'license'],
      [`driver.${o.id}.permitNumber`, policyState, "learner's permit"],
    ];
    return checks.flatMap(([questionId, state, what]): AnswerError[] => {
      const number = answers[questionId];
      if (typeof number !== 'string' || !isState(state) || isLicenceNumber(state, number)) return [];
      return [
        {
          questionId,
          entity: 'driver',
          entityId: o.id,
          code: 'INVALID_LICENSE',
          message: `INVALID_LICENSE: ${driverName(o)}'s ${what} number is not a ${state} number`,
        },
      ];
    });
  });
}

/**
 * Liberty Mutual: every driver must be the primary driver of at least one vehicle. With fewer vehicles than drivers
 * that cannot hold, so there each vehicle must have a different primary driver (docs/spec-decisions.md).
 */
export function assignedDriverErrors(user: AutoUser, answers: Answers): AnswerError[] {
  const { vehicles, operators } = user.autoPolicy;
  if (operators.length < 2) return [];
  const assignment = vehicles.map((v) => ({
    v,
    driverId: Number(answers[`vehicle.${v.id}.primaryDriverId`] ?? operators[0].id),
  }));
  const assigned = new Set(assignment.map((a) => a.driverId));
  const free = operators.filter((o) => !assigned.has(o.id));
  // Enough vehicles: every driver needs one. Too few: only as many as the vehicles shared by one driver.
  const unassigned = vehicles.length >= operators.length ? free : free.slice(0, vehicles.length - assigned.size);
  const firstShared =
    assignment.find((a, i) => assignment.findIndex((b) => b.driverId === a.driverId) !== i) ?? assignment[0];
  return unassigned.map((o) => ({
    questionId: `vehicle.${firstShared.v.id}.primaryDriverId`,
    entity: 'driver',
    entityId: o.id,
    code: 'ASSIGNED_DRIVER',
    message: ASSIGNED_DRIVER_MESSAGE,
  }));
}

export function checkAutoAnswers(
  user: AutoUser,
  carrierId: string,
  carrierName: string,
  answers: Answers,
  policyState: string,
): RuleOutcome {
  const stop = hardStop(user, answers);
  if (stop) return { kind: 'hard_stop', message: stop };
  const convicted = user.autoPolicy.operators.find((o) => answers[`driver.${o.id}.criminalMotorConviction`] === 'Yes');
  if (convicted) {
    return {
      kind: 'rejected',
      message: `${carrierName} ${ROUTING_PHRASES.rejected} this application: a criminal motor-vehicle conviction must be reviewed by an agent`,
    };
  }
  const errors = [
    ...vinErrors(user, answers),
    ...licenceErrors(user, answers, policyState),
    ...(carrierId === 'libertymutual' ? assignedDriverErrors(user, answers) : []),
  ];
  if (errors.length === 0) return { kind: 'ok' };
  return { kind: 'errors', errors, message: [...new Set(errors.map((e) => e.message))].join('; ') };
}
