import { randomUUID } from 'node:crypto';
import type { EndpointName } from '../../src/contract/api';
import { type RatecallRequestDetails, type RatecallResponse, STEP_LEVEL } from '../../src/contract/ratecall';
import { PROPERTY_CARRIERS } from '../carriers/property';
import type { ServerContext } from '../context';
import { type FaultRule, carrierFault, routeFault, sleep } from '../sandbox/faults';
import { ROUTING_PHRASES, SESSION_STATUS, STEP_FAILURE } from './constants';
import { stopWith } from './handlers/outcome';
import { notReceived } from './handlers/rc1';
import { LIFECYCLE, blockedReason, isTerminal, nextSteps, primaryNext } from './lifecycle';
import { newExternalId } from './numbers';
import { checkSessionProof, newSessionSecret, ownerAtStart, type SessionProof } from './proof';
import { autoCarrierOf } from './rating';
import { insertSession, loadSession, saveSession } from './session';
import { RatecallProtocolError, type SessionRow, type Shopper, type StepOutcome } from './types';

// One rate call (POST /{auto,home,renters}/ratecall): find or create the session, check the request against the
// lifecycle table, apply the sandbox's carrier faults, run the step's handler, save, and answer with the session's
// next steps.

export interface RatecallCall {
  ctx: ServerContext;
  shopper: Shopper;
  rd: RatecallRequestDetails;
  faults: FaultRule[];
  endpoint: EndpointName;
  /** The caller's proof of being the session's creator (x-user-token or x-session-secret). */
  proof: SessionProof;
  today?: Date;
}

/** 'Liberty Mutual', 'quinstreet' and 'safeco' name carriers by display name, partner id or id. */
export function canonicalCarrierId(policyType: Shopper['policyType'], named: string): string {
  const id = named.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (policyType === 'auto') return autoCarrierOf(id)?.id ?? id;
  return PROPERTY_CARRIERS.find((c) => c.id === id || c.partner === id)?.id ?? id;
}

/** A new session, bound to `owner` (a saved user) or, without one, to the secret whose hash it keeps. */
function draftSession(call: RatecallCall, owner: string | null, secretHash: string | undefined): SessionRow {
  const { rd, shopper } = call;
  const carrierId = canonicalCarrierId(shopper.policyType, rd.carrierId ?? rd.carrier ?? '');
  return {
    id: randomUUID(),
    externalId: newExternalId(),
    policyType: shopper.policyType,
    carrierId,
    userId: owner,
    level: 'RC1',
    step: 'GET_RC1_QUOTES',
    status: SESSION_STATUS.active,
    companysQuoteNumber: '',
    data: {
      version: 0,
      ...(secretHash ? { secretHash } : {}),
      carrierName: carrierId,
      partner: rd.partner ?? '',
      ...(rd.internalSessionId ? { internalSessionId: rd.internalSessionId } : {}),
      ...(rd.isAgencyAvailable !== undefined ? { isAgencyAvailable: rd.isAgencyAvailable } : {}),
      breakout: rd.additionalData?.breakout ?? 'grouped',
      state: null,
      answers: {},
      paymentAttempts: [],
    },
  };
}

const mismatch = (field: string, message: string) =>
  new RatecallProtocolError(400, `${field}: ${message}`, 'session_mismatch', field);

/** The request must be about this session: same policy type, carrier, quote number and user (proof checked first). */
function checkIdentity(s: SessionRow, call: RatecallCall): void {
  const { rd, shopper } = call;
  if (s.policyType !== shopper.policyType) {
    throw mismatch(
      'body.requestDetails.externalId',
      `session ${s.externalId} is a ${s.policyType} session: call POST /${s.policyType}/ratecall`,
    );
  }
  const named = rd.carrierId ?? rd.carrier;
  if (named && canonicalCarrierId(s.policyType, named) !== s.carrierId) {
    throw mismatch(
      rd.carrierId ? 'body.requestDetails.carrierId' : 'body.requestDetails.carrier',
      `this session is with ${s.carrierId}`,
    );
  }
  if (rd.companysQuoteNumber && s.companysQuoteNumber && rd.companysQuoteNumber !== s.companysQuoteNumber) {
    throw mismatch(
      'body.requestDetails.companysQuoteNumber',
      `this session's quote number is ${s.companysQuoteNumber}`,
    );
  }
  if (shopper.user.userId && s.userId && shopper.user.userId !== s.userId)
    throw mismatch('body.user.userId', 'this session belongs to another user');
}

function closedMessage(s: SessionRow): string {
  if (s.status === SESSION_STATUS.bound)
    return `This session is bound (policy ${s.data.policy?.policyNumber}); start a new one with GET_RC1_QUOTES`;
  return `This session has ended: ${s.data.stop?.message ?? s.status}`;
}

/** A carrier fault (sandbox x-sandbox-fault carrier=...;kind=error|empty, or route=...;kind=empty) as the step's answer. */
function faultOutcome(call: RatecallCall, s: SessionRow): StepOutcome | null {
  const { faults, endpoint, rd } = call;
  const empty = routeFault(faults, endpoint, 'empty') ?? carrierFault(faults, s.carrierId, 'empty');
  const error = carrierFault(faults, s.carrierId, 'error');
  const carrier = s.data.carrierName;
  if (!empty && !error && carrierFault(faults, s.carrierId, 'stop'))
    return stopWith(
      s.data,
      'hard_stop',
      `${carrier} cannot sell this policy online (${ROUTING_PHRASES.hardStop} at ${rd.step})`,
    );
  if (!empty && !error) return null;
  const message =
    rd.step === 'GET_RC1_QUOTES'
      ? notReceived(s.carrierId)
      : empty
        ? `${carrier} returned an empty answer to ${rd.step}`
        : STEP_FAILURE[rd.step].replace('{policyType}', s.policyType).replace('{carrier}', carrier);
  return {
    success: false,
    status: 'Error',
    message,
    advance: false,
    data: s.data,
    response:
      rd.step === 'BIND_RC3'
        ? { bindError: message }
        : rd.step === 'COLLECT_PAYMENT'
          ? { paymentError: { code: 'processor_error', message } }
          : {},
  };
}

export async function runRatecall(call: RatecallCall): Promise<RatecallResponse> {
  const { ctx, shopper, rd } = call;
  const today = call.today ?? new Date();
  const def = LIFECYCLE[rd.step];
  if (def.products && !def.products.includes(shopper.policyType)) {
    throw new RatecallProtocolError(
      400,
      `body.requestDetails.step: ${rd.step} is not a ${shopper.policyType} step`,
      'wrong_policy_type',
      'body.requestDetails.step',
    );
  }
  let session: SessionRow;
  let secret: string | undefined;
  const isNew = !rd.externalId;
  if (rd.externalId) {
    const found = await loadSession(ctx.db, rd.externalId);
    if (!found)
      throw new RatecallProtocolError(
        404,
        `No rate-call session ${rd.externalId}`,
        'ratecall_session_not_found',
        'body.requestDetails.externalId',
      );
    await checkSessionProof(ctx, found, call.proof);
    checkIdentity(found, call);
    if (isTerminal(found)) throw new RatecallProtocolError(409, closedMessage(found), 'session_closed');
    const blocked = blockedReason(rd.step, found);
    if (blocked) throw new RatecallProtocolError(409, blocked, 'step_out_of_order');
    session = found;
  } else {
    const owner = await ownerAtStart(ctx, shopper, call.proof);
    const fresh = owner ? undefined : newSessionSecret();
    secret = fresh?.secret;
    session = draftSession(call, owner, fresh?.hash);
  }

  const latency = carrierFault(call.faults, session.carrierId, 'latency');
  if (latency) await sleep(latency.ms);
  const outcome = faultOutcome(call, session) ?? (await def.handler({ ctx, shopper, rd, session, isNew, today }));

  let saved: SessionRow | null = null;
  if (!isNew || outcome.success) {
    saved = {
      ...session,
      ...(outcome.advance ? { step: rd.step, level: STEP_LEVEL[rd.step] } : {}),
      status: outcome.sessionStatus ?? session.status,
      companysQuoteNumber: outcome.companysQuoteNumber ?? session.companysQuoteNumber,
      // The proof's hash stays whatever a handler returns as the session's data.
      data: {
        ...outcome.data,
        version: session.data.version + 1,
        ...(session.data.secretHash ? { secretHash: session.data.secretHash } : {}),
      },
    };
    if (isNew) await insertSession(ctx.db, saved);
    else await saveSession(ctx.db, saved, session.data.version, outcome);
  }
  const answer = respond(saved, rd, outcome);
  // The secret is answered once, by the RC1 that saved its session; only its hash is kept.
  if (isNew && saved && secret) answer.data.sessionSecret = secret;
  return answer;
}

function respond(saved: SessionRow | null, rd: RatecallRequestDetails, outcome: StepOutcome): RatecallResponse {
  const next = saved ? primaryNext(saved) : rd.step;
  return {
    success: outcome.success,
    status: outcome.status,
    message: outcome.message,
    data: {
      ...(saved
        ? {
            requestDetails: {
              ratecall: STEP_LEVEL[next],
              step: next,
              carrier: saved.data.carrierName,
              carrierId: saved.carrierId,
              partner: saved.data.partner,
              externalId: saved.externalId,
              ...(saved.data.internalSessionId ? { internalSessionId: saved.data.internalSessionId } : {}),
              companysQuoteNumber: saved.companysQuoteNumber,
              ...(saved.data.isAgencyAvailable !== undefined
                ? { isAgencyAvailable: saved.data.isAgencyAvailable }
                : {}),
              ...(rd.additionalData?.readyForPurchase !== undefined
                ? { additionalData: { readyForPurchase: rd.additionalData.readyForPurchase } }
                : {}),
            },
          }
        : {}),
      ...(outcome.success ? { completedStep: rd.step } : {}),
      nextSteps: saved ? nextSteps(saved) : [],
      ...outcome.response,
    },
  };
}
