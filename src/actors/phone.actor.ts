import type { IntakeActors } from '../machines/intake/intake.actors';
import { fromPromise } from 'xstate';
import type { ErrorCode } from '../domain/errors';
import { callEndpoint, loadChunk } from './http';

// Phone verification (spec 000 sections 4, 7, 8): POST /twilio/verify-phone sends a code, POST
// /twilio/check-phone-verification checks it. The contract's phone group loads with the first call, not the start page.
const phoneEndpoints = loadChunk(() => import('../contract/phone').then((m) => m.phoneEndpoints));

/** Send failures: a number that cannot take a text (400), too many sends (429), anything else. */
export const sendFailure = (status: number): ErrorCode =>
  status === 400 ? 'phone_invalid' : status === 429 ? 'phone_send_limit' : 'phone_send_failed';

/**
 * Check failures: a wrong code (422, or 400 for one the server cannot read), a code gone (404 none pending, 410
 * expired, 429 tried too often: a new one is needed), anything else.
 */
export const checkFailure = (status: number): ErrorCode => {
  if (status === 422 || status === 400) return 'phone_code_incorrect';
  if (status === 404 || status === 410 || status === 429) return 'phone_code_expired';
  return 'phone_verification_error';
};

/** The send failures that are about the answer: the shopper corrects the number, or waits (the step says which). */
const REFUSED_SENDS: readonly ErrorCode[] = ['phone_invalid', 'phone_send_limit'];

/**
 * Sends a code when smsEnable is on (else no call). A number that cannot take a text, or too many sends, is refused on
 * the step; any other failure marks the number invalid and the shopper goes on without a code (spec 000 section 8:
 * "Phone verify failure marks the number invalid"); going back to the step sends again.
 */
export const sendPhoneCode: IntakeActors['sendPhoneCode'] = fromPromise(async ({ input, signal }) => {
  if (!input.send) return { status: 'off' };
  const { verifyPhone } = await phoneEndpoints();
  try {
    const sent = await callEndpoint(verifyPhone, { body: { phoneNumber: input.phoneNumber }, signal }, sendFailure);
    return { status: 'sent', expiresInSeconds: sent.expiresInSeconds };
  } catch (e) {
    if (signal.aborted || REFUSED_SENDS.includes((e as { code?: ErrorCode }).code as ErrorCode)) throw e;
    return { status: 'failed' };
  }
});

export const checkPhoneCode: IntakeActors['checkPhoneCode'] = fromPromise(async ({ input, signal }) => {
  const { checkPhoneVerification } = await phoneEndpoints();
  try {
    await callEndpoint(checkPhoneVerification, { body: input, signal }, checkFailure);
  } catch (e) {
    // 409: this number was verified already (a second check of the same code): it is verified.
    if ((e as { status?: number }).status !== 409) throw e;
  }
  return { verified: true };
});
