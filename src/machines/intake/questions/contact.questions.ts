import { z } from 'zod/mini';
import { phone as phoneField } from '../../../contract/common';
import { MAX_CHARS } from '../../../domain/config';
import { formatPhone, normalisePhone } from '../../../domain/validation';
import type { AutoUser } from '../../../contract';
import type { Draft } from 'immer';
import { addressSucceeded } from './addressChain';
import { defineQuestion } from './question.types';
import { street, unit } from './addressFields';

// Contact steps (spec 000 section 2, /contact/{id}/...): the phone number, its verification code, and the Otto flow's
// address and phone on one screen. Phone and its verification show only if agency eligible (section 4, can-show);
// the verification also needs the smsEnable rule on and the code sent (section 4: "a code is sent, the number marked
// valid, then the code checked to mark it verified"). The four calls in order: the phone step's check sends the code
// and its answer marks the number valid; the verification step's check checks the code and marks it verified.

/** spec 000 section 5: stored digits only (punctuation stripped, a leading 1 of 11 digits dropped). */
const phoneNumber = z.pipe(phoneField, z.transform<string, string>(normalisePhone));

/** A new number is neither valid nor verified until a code is sent to it and checked. */
function storePhone(u: Draft<AutoUser>, digits: string) {
  Object.assign(u.contact, { phoneNumber: digits, isPhoneNumberValid: false, isPhoneNumberVerified: false });
}
const storedPhone = (u: AutoUser) => (u.contact.phoneNumber ? formatPhone(u.contact.phoneNumber) : undefined);

export const phone = defineQuestion({
  id: 'phone',
  entity: 'contact',
  segment: 'phone',
  form: 'phone',
  description:
    'Phone number, stored as digits; a code is sent to it (POST /twilio/verify-phone), marking it valid; shown when agency eligible.',
  title: () => "What's your phone number?",
  subtitle: (ctx) => phoneSubtitle(ctx.user.autoPolicy.policy),
  schema: phoneNumber,
  read: storedPhone,
  write: storePhone,
  skip: ['notAgencyEligible'],
  check: {
    actor: 'sendPhoneCode',
    input: ({ user, answer }) => ({ phoneNumber: answer, send: user.autoPolicy.policy.isSmsEnabled === true }),
    // Sent: valid. A send the sandbox could not make: invalid (the verification step is then skipped). smsEnable
    // off: no text was sent, so validity stays unknown.
    apply: (u, sent) => {
      if (sent.status !== 'off') u.contact.isPhoneNumberValid = sent.status === 'sent';
    },
    error: 'phone_send_failed',
  },
  examples: ['(212) 555-2001'],
});

/**
 * What the phone step says it is for: the texted code when smsEnable is on; the partner agency's call when the
 * quinstreetIntraflowAvailability rule offers it (decision 0094).
 */
function phoneSubtitle(policy: AutoUser['autoPolicy']['policy']): string {
  const call = policy.hasIntraflowAgencyOffer
    ? 'A licensed agent from our partner agency can call you now to finish your quote by phone. '
    : '';
  const sms = policy.isSmsEnabled
    ? "We'll text you a code to confirm it's yours."
    : 'We use your number only about your quotes.';
  return `${call}${sms}`;
}

const CODE = 'Enter the 6-digit code';

export const phoneVerification = defineQuestion({
  id: 'phoneVerification',
  entity: 'contact',
  segment: 'phone-verification',
  form: 'code',
  description:
    'The code texted to the phone, checked by POST /twilio/check-phone-verification, marking the number verified; shown when agency eligible.',
  title: () => 'Enter the verification code we sent to your device',
  subtitle: (ctx) =>
    `We texted a 6-digit code to ${storedPhone(ctx.user) ?? 'your phone'}. No text? Go back to check the number and we'll send a new code.`,
  schema: z.string({ message: CODE }).check(z.maxLength(MAX_CHARS.code, CODE), z.trim(), z.regex(/^\d{6}$/, CODE)),
  read: () => undefined,
  skip: ['notAgencyEligible', 'noCodeSent'],
  check: {
    actor: 'checkPhoneCode',
    input: ({ user, answer }) => ({ phoneNumber: user.contact.phoneNumber ?? '', code: answer }),
    apply: (u) => {
      u.contact.isPhoneNumberVerified = true;
    },
    error: 'phone_verification_error',
  },
  examples: ['123456'],
});

export const addressPhone = defineQuestion({
  id: 'addressPhone',
  entity: 'contact',
  segment: 'address-phone',
  form: 'addressPhone',
  description: 'Address (validated by the address service) and phone number on one screen (the Otto short flow).',
  title: () => "What's your address and phone number?",
  subtitle: () => 'Your address helps price your policy; we use your number only about your quotes.',
  schema: z.object({ streetAddress: street, secondaryAddress: unit, phoneNumber }),
  read: (u) => {
    const a = u.autoPolicy.policy.address;
    const number = storedPhone(u);
    return a && number
      ? { streetAddress: a.streetAddress, secondaryAddress: a.secondaryAddress, phoneNumber: number }
      : undefined;
  },
  write: (u, a) => storePhone(u, a.phoneNumber),
  check: {
    actor: 'validateAddress',
    input: ({ user, answer: a }) => {
      const p = user.autoPolicy.policy;
      return {
        street: a.streetAddress,
        secondary: a.secondaryAddress || undefined,
        city: p.city ?? '',
        state: p.state ?? '',
        zipcode: p.zip ?? '',
      };
    },
    // As the address step: the address, every vehicle's garaging address and the renters bundle flag.
    apply: (user, address) => addressSucceeded(user, address),
    error: 'address_validation_failed',
  },
  suggest: {
    actor: 'suggestAddresses',
    input: ({ user, answer }) => ({ search: answer, zip: user.autoPolicy.policy.zip }),
    error: 'address_suggestions_error',
  },
  examples: [{ streetAddress: '100 Congress Ave', secondaryAddress: '', phoneNumber: '(512) 555-0142' }],
});
