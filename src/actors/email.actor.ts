import { fromPromise } from 'xstate';
import { callApi } from './http';

// POST /email-validation/validate; failure is 'Email validation error', a negative answer keeps the shopper on the step.
export const validateEmail = fromPromise<{ email: string }, { email: string }>(async ({ input, signal }) => {
  const res = await callApi('emailValidate', { body: { email: input.email }, signal }, 'email_validation_error');
  if (!res.valid) throw { code: 'email_undeliverable', detail: res.reason };
  return { email: input.email };
});
