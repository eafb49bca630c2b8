import type { ResolvedOperator } from '../../../src/contract/ratecall';
import { ROUTING_PHRASES, SESSION_STATUS } from '../constants';
import { runMvr } from '../mvr';
import { RatecallProtocolError, type SessionData, type StepHandler } from '../types';
import { resolveUndisclosed, udoChainOf } from '../undisclosed';
import { stopWith, succeed } from './outcome';

// CHECK_FOR_UDO (spec 001 section 4): the driving-record check. Undisclosed household drivers answer
// SuccessWithAdditionalDrivers and wait for the shopper's answers (the post-MVR undisclosed-drivers screens); the
// follow-up call carries them and the undisclosed-driver rules decide who is added, excluded, or stops the purchase.

const publicView = (ops: ResolvedOperator[]): ResolvedOperator[] =>
  ops.map(
    ({
      id,
      firstName,
      lastName,
      externalOperatorId,
      householdMemberStatus,
      unlistedReason,
      reasonNotHoldingLicense,
      outcome,
    }) => ({
      id,
      firstName,
      lastName,
      externalOperatorId,
      outcome,
      ...(householdMemberStatus ? { householdMemberStatus } : {}),
      ...(unlistedReason ? { unlistedReason } : {}),
      ...(reasonNotHoldingLicense ? { reasonNotHoldingLicense } : {}),
    }),
  );

export const checkForUdo: StepHandler = async ({ shopper, session, rd, today }) => {
  if (shopper.policyType !== 'auto')
    throw new RatecallProtocolError(
      400,
      'CHECK_FOR_UDO is an auto step',
      'wrong_policy_type',
      'body.requestDetails.step',
    );
  const mvr = session.data.mvr ?? runMvr(shopper.user, session.carrierId, today);
  const findings = mvr.violations.map((v) => ({ driverId: v.driverId, type: v.type, date: v.date }));
  const summary = {
    carrier: session.data.carrierName,
    policyType: 'auto',
    termMonths: session.data.rc1Quote?.termMonths ?? 6,
    premium: session.data.rc1Quote?.fullPayPlan?.totalAmount ?? 0,
    mvrFindings: findings,
  };
  let data: SessionData = { ...session.data, mvr };
  if (mvr.suspendedDriverId !== null) {
    return stopWith(
      data,
      'hard_stop',
      `The driving record shows driver ${mvr.suspendedDriverId}'s license is suspended: this purchase cannot continue online (${ROUTING_PHRASES.hardStop})`,
    );
  }
  const pending = mvr.undisclosed.filter((o) => o.outcome === 'pending');
  const answers = rd.undisclosedOperators ?? [];
  if (pending.length > 0 && answers.length === 0) {
    return succeed(
      data,
      `The driving record lists ${pending.length} household member${pending.length > 1 ? 's' : ''} not on your quote`,
      {
        undisclosedOperators: publicView(pending),
        summary,
      },
      { status: 'SuccessWithAdditionalDrivers', sessionStatus: SESSION_STATUS.udoPending },
    );
  }
  if (pending.length > 0) {
    const known = new Set(mvr.undisclosed.map((o) => o.id));
    answers.forEach((a, i) => {
      if (!known.has(a.id))
        throw new RatecallProtocolError(
          400,
          `body.requestDetails.undisclosedOperators.${i}.id: no undisclosed operator ${a.id} in this session`,
          'unknown_operator',
          `body.requestDetails.undisclosedOperators.${i}.id`,
        );
    });
    const chain = udoChainOf(session.carrierId);
    const undisclosed = mvr.undisclosed.map((op) => {
      if (op.outcome !== 'pending') return op;
      const i = answers.findIndex((a) => a.id === op.id);
      if (i < 0)
        throw new RatecallProtocolError(
          400,
          `body.requestDetails.undisclosedOperators: answer for undisclosed operator ${op.id} (${op.firstName}) is missing`,
          'answer_required',
          'body.requestDetails.undisclosedOperators',
        );
      return { ...resolveUndisclosed(op, answers[i], chain, i), age: op.age };
    });
    data = { ...data, mvr: { ...mvr, undisclosed } };
    if (undisclosed.some((o) => o.outcome === 'hard_stop')) {
      return stopWith(
        data,
        'hard_stop',
        `An undisclosed household driver must be reviewed by an agent before this policy can be bought: ${ROUTING_PHRASES.hardStop} (undisclosed-drivers-error)`,
        {
          undisclosedOperators: publicView(undisclosed),
        },
      );
    }
  }
  const resolved = data.mvr?.undisclosed ?? [];
  const added = resolved.filter((o) => o.outcome === 'added').length;
  const message = resolved.length
    ? `${added} household driver${added === 1 ? '' : 's'} added to the policy, ${resolved.length - added} excluded`
    : findings.length
      ? `The driving record shows ${findings.length} violation${findings.length > 1 ? 's' : ''} not on your application`
      : 'The driving record matches your application';
  return succeed(
    data,
    message,
    { ...(resolved.length ? { undisclosedOperators: publicView(resolved) } : {}), summary },
    {
      sessionStatus: SESSION_STATUS.active,
    },
  );
};
