import type { IntakeActors } from '../machines/intake/intake.actors';
import { fromPromise } from 'xstate';
import type { EmailCheck } from '../machines/intake/intake.actors';
import { callApi } from './http';
import { shareInFlight } from './inFlight';

// POST /email-validation/validate; failure is 'Email validation error', a negative answer keeps the shopper on the step.
// The check is optional (spec 001 section 5: "toggled by a remote rule", emailValidationEnabled): off, nothing is sent.
// Asked ahead of the press when the rule has it on, the press joining the call still in flight (decision 0054).
const validate = shareInFlight('validateEmail', async (input: EmailCheck, signal: AbortSignal) => {
  const res = await callApi('emailValidate', { body: { email: input.email }, signal }, 'email_validation_error');
  if (!res.valid) throw { code: 'email_undeliverable', detail: res.reason };
  return { email: input.email };
});
export const validateEmail: IntakeActors['validateEmail'] = fromPromise(async ({ input, signal }) => {
  if (!input.validate) return { email: input.email };
  return validate({ input, signal });
});
