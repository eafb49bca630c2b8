import { createHmac } from 'node:crypto';
import type { RatecallQuestion } from '../../../src/contract/ratecall';
import { acceptAnswers } from '../answers';
import { checkAutoAnswers } from '../autoRules';
import { FAST_TRACK_CARRIER, SESSION_STATUS } from '../constants';
import { autoRc2Questions } from '../questions/autoChains';
import { propertyRc2Questions } from '../questions/propertyChains';
import type { Answers, SessionData, Shopper, StepHandler } from '../types';
import { failWith, stopWith, succeed } from './outcome';

// GET_RC2_QUESTIONS (the carrier's pre-MVR questions) and SUBMIT_RC2_ANSWERS (spec 001 section 4, RC2).

/** What the questions depend on: a second call with the same shape answers the same stored questions. */
function shapeOf(shopper: Shopper, breakout: string): string {
  if (shopper.policyType === 'auto') {
    const { vehicles, operators } = shopper.user.autoPolicy;
    return JSON.stringify([
      breakout,
      vehicles.map((v) => [v.id, v.year, v.make, v.model, v.ownershipStatus]),
      operators.map((o) => [o.id, o.sr22?.isRequired]),
    ]);
  }
  return JSON.stringify([breakout, shopper.policyType]);
}

export const getRc2Questions: StepHandler = async ({ shopper, session, rd, today }) => {
  const breakout = rd.additionalData?.breakout ?? session.data.breakout;
  const shape = shapeOf(shopper, breakout);
  const stored = session.data.rc2Questions;
  if (stored && session.data.rc2Shape === shape) {
    return succeed(session.data, `${stored.length} questions`, { questions: stored });
  }
  const questions: RatecallQuestion[] =
    shopper.policyType === 'auto'
      ? autoRc2Questions({
          user: shopper.user,
          carrierId: session.carrierId,
          carrierName: session.data.carrierName,
          state: session.data.state ?? '',
          breakout,
          today,
          prefill: session.data.prefill,
        })
      : propertyRc2Questions(shopper.user, today);
  const data: SessionData = { ...session.data, breakout, rc2Questions: questions, rc2Shape: shape };
  return succeed(data, `${questions.length} questions`, { questions });
};

const LICENCE_ANSWER = /^driver\.\d\.(licenseNumber|permitNumber)$/;

/** Licence numbers are kept masked; an HMAC of state and number stands in for them (the MVR's key). */
function protectLicences(answers: Answers, secret: string): { answers: Answers; digests: Record<string, string> } {
  const key = createHmac('sha256', secret).update('ratecall-licence').digest();
  const out: Answers = { ...answers };
  const digests: Record<string, string> = {};
  for (const [id, value] of Object.entries(answers)) {
    if (!LICENCE_ANSWER.test(id) || typeof value !== 'string') continue;
    const driver = id.split('.')[1];
    digests[id] = createHmac('sha256', key)
      .update(`${answers[`driver.${driver}.licenseState`] ?? ''}|${value}`)
      .digest('hex');
    out[id] = '*'.repeat(Math.max(0, value.length - 4)) + value.slice(-4);
  }
  return { answers: out, digests };
}

export const submitRc2Answers: StepHandler = async ({ ctx, shopper, session, rd }) => {
  const accepted = acceptAnswers(session.data.rc2Questions ?? [], rd.answers ?? {}, 'body.requestDetails.answers');
  if (session.carrierId === FAST_TRACK_CARRIER.id) {
    const data = {
      ...session.data,
      answers: accepted,
      stop: { kind: 'handed_off' as const, message: 'handed to an agent' },
    };
    const how = String(accepted['policy.preferredContactMethod']).toLowerCase();
    return succeed(
      data,
      `A ${FAST_TRACK_CARRIER.name} agent will contact you by ${how} (${String(accepted['policy.reachOutTime']).toLowerCase()}) to finish your purchase`,
      {},
      {
        sessionStatus: SESSION_STATUS.handedOff,
      },
    );
  }
  if (shopper.policyType === 'auto') {
    const rules = checkAutoAnswers(
      shopper.user,
      session.carrierId,
      session.data.carrierName,
      accepted,
      session.data.state ?? '',
    );
    if (rules.kind === 'hard_stop') return stopWith(session.data, 'hard_stop', rules.message);
    if (rules.kind === 'rejected') return stopWith(session.data, 'rejected', rules.message);
    if (rules.kind === 'errors') return failWith(session.data, rules.message, { answerErrors: rules.errors });
  }
  const { answers, digests } = protectLicences(accepted, ctx.userTokenSecret);
  // New answers invalidate an earlier driving-record check and re-rate (the shopper went back and changed them).
  const data: SessionData = {
    ...session.data,
    answers,
    licenceDigests: digests,
    mvr: undefined,
    rated: undefined,
    bindRate: undefined,
  };
  return succeed(data, `${Object.keys(answers).length} answers accepted`);
};
