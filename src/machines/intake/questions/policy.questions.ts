import { z } from 'zod/mini';
import { email as emailField, usState, yesNo, zip } from '../../../contract/common';
import { ADDRESS_STAY_DAYS } from '../../../domain/constants';
import { defineQuestion } from './question.types';
import { BI_LIMITS, DISCOUNTS, coverageTiers, values } from './options';
import { street, unit } from './addressFields';
import { addressSucceeded, emailValidationOn } from './addressChain';

// Address, contact and coverage questions that close the default auto flow (spec 000 section 2).
const choose = 'Choose an answer to continue';

export const address = defineQuestion({
  id: 'address',
  entity: 'drivers',
  segment: 'address',
  form: 'address',
  description: `Where the car is parked overnight, validated by the address service; asks whether lived there ${ADDRESS_STAY_DAYS} days.`,
  title: () => 'Where do you park your car overnight?',
  schema: z.object({ streetAddress: street, secondaryAddress: unit, livedSixtyDays: yesNo }),
  read: (u) => {
    const p = u.autoPolicy.policy;
    return p.address && p.isValidAddress
      ? {
          streetAddress: p.address.streetAddress,
          secondaryAddress: p.address.secondaryAddress,
          livedSixtyDays: p.isValidAddress,
        }
      : undefined;
  },
  write: (u, a) => {
    const p = u.autoPolicy.policy;
    p.isValidAddress = a.livedSixtyDays;
    if (p.isValidAddress === 'Yes') delete p.previousAddress;
  },
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
    // Success stores the normalised address, every vehicle's garaging address and the renters bundle flag.
    apply: (user, address) => addressSucceeded(user, address),
    error: 'address_validation_failed',
    ahead: () => true,
  },
  suggest: {
    actor: 'suggestAddresses',
    input: ({ user, answer }) => ({ search: answer, zip: user.autoPolicy.policy.zip }),
    error: 'address_suggestions_error',
  },
  examples: [
    { streetAddress: '100 Congress Ave', secondaryAddress: 'Apt 4', livedSixtyDays: 'Yes' },
    { streetAddress: '100 Congress Ave', secondaryAddress: '', livedSixtyDays: 'No' },
  ],
});

export const previousAddress = defineQuestion({
  id: 'previousAddress',
  entity: 'drivers',
  segment: 'previous-address',
  form: 'previousAddress',
  description: `Previous address, shown only when the current one was not lived at for ${ADDRESS_STAY_DAYS} days.`,
  title: () => 'What was your previous address?',
  schema: z.object({
    streetAddress: street,
    secondaryAddress: unit,
    city: z
      .string({ message: 'Enter the city' })
      .check(z.trim(), z.minLength(2, 'Enter the city'), z.maxLength(60, 'Use 60 characters or fewer')),
    state: usState,
    zip,
  }),
  read: (u) => {
    const a = u.autoPolicy.policy.previousAddress;
    return a
      ? {
          streetAddress: a.streetAddress,
          secondaryAddress: a.secondaryAddress,
          city: a.city,
          state: a.state,
          zip: a.zip,
        }
      : undefined;
  },
  skip: ['livedSixtyDays'],
  // Stored as the address service returns it, normalised.
  check: {
    actor: 'validatePreviousAddress',
    input: ({ answer: a }) => {
      return {
        street: a.streetAddress,
        secondary: a.secondaryAddress || undefined,
        city: a.city,
        state: a.state,
        zipcode: a.zip,
      };
    },
    apply: (user, address) => {
      user.autoPolicy.policy.previousAddress = address;
    },
    error: 'address_validation_failed',
    ahead: () => true,
  },
  examples: [{ streetAddress: '12 Oak Street', secondaryAddress: '', city: 'Dallas', state: 'TX', zip: '75201' }],
});

export const email = defineQuestion({
  id: 'email',
  entity: 'contact',
  segment: 'email',
  form: 'email',
  description:
    'Email, trimmed and lower-cased, checked by the email validation service when emailValidationEnabled has it on; shown when agency or mutual-insurer eligible, or in the geico-focused flow.',
  title: () => "What's your email address?",
  subtitle: () => "We'll send your quotes here.",
  schema: z.object({ email: emailField, emailConsent: z.boolean() }),
  read: (u) =>
    u.contact.email ? { email: u.contact.email, emailConsent: u.contact.emailConsent ?? false } : undefined,
  write: (u, a) => void Object.assign(u.contact, a),
  skip: ['notAgencyOrMutualInsurerEligible'],
  check: {
    actor: 'validateEmail',
    input: ({ user, kept }) => ({ email: user.contact.email ?? '', validate: emailValidationOn(kept) }),
    error: 'email_validation_error',
    // Only when the remote rule has the check on: off, nothing is asked, before the press or on it.
    ahead: ({ kept }) => emailValidationOn(kept),
  },
  examples: [{ email: 'maria.oneil@example.com', emailConsent: true }],
});

type DiscountKey = 'paperless' | 'payInFull' | 'defensiveDriver' | 'goodStudent';
const DISCOUNT_KEYS = values(DISCOUNTS) as [DiscountKey, ...DiscountKey[]];

export const discounts = defineQuestion({
  id: 'discounts',
  entity: 'drivers',
  segment: 'discounts',
  form: 'checklist',
  description: 'Discounts that apply (paperless and pay in full default on); shown when agency eligible.',
  title: () => 'Do any of these discounts apply to you?',
  subtitle: () => 'Choose all that apply, or none.',
  options: () => DISCOUNTS,
  schema: z.array(z.enum(DISCOUNT_KEYS)).check(z.maxLength(DISCOUNT_KEYS.length, 'Choose each discount once')),
  read: (u) => DISCOUNT_KEYS.filter((k) => u.autoPolicy.discounts[k] === true),
  write: (u, a) => {
    for (const k of DISCOUNT_KEYS) u.autoPolicy.discounts[k] = a.includes(k);
  },
  skip: ['notAgencyEligible'],
  examples: [['paperless', 'payInFull'], []],
});

export const coverageBILimit = defineQuestion({
  id: 'coverageBILimit',
  entity: 'drivers',
  segment: 'coverage-bi-limit',
  form: 'choice',
  description: 'Bodily injury limit today; shown when agency eligible, tier data was received and currently insured.',
  title: () => 'What bodily injury liability limits do you have today?',
  subtitle: () => 'You can find them on your insurance card or policy declarations page.',
  options: () => BI_LIMITS,
  schema: z.enum(values(BI_LIMITS), { message: choose }),
  read: (u) => u.autoPolicy.policy.coverageBILimit,
  write: (u, a) => {
    u.autoPolicy.policy.coverageBILimit = a;
  },
  skip: ['notAgencyEligible', 'noTierData', 'notCurrentlyInsured'],
});

export const coveragesTier = defineQuestion({
  id: 'coveragesTier',
  entity: 'drivers',
  segment: 'coverage-level',
  form: 'choice',
  description:
    'Coverage tier (default MID; BASIC Florida only); shown when agency eligible and tier data was received.',
  title: () => 'How much coverage do you want?',
  options: (ctx) => coverageTiers(ctx.user),
  schema: z.enum(['BASIC', 'LOW', 'MID', 'HIGH'], { message: choose }),
  read: (u) => u.autoPolicy.policy.coverageTier,
  write: (u, a) => {
    u.autoPolicy.policy.coverageTier = a;
  },
  skip: ['notAgencyEligible', 'noTierData'],
});
