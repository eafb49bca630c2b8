import { z } from 'zod/mini';
import { birthdate as birthdateField, personName, zip as zipField } from '../../../contract/common';
import type { NormalizedAddress } from '../../../contract';
import { type PropertyUser, isRentersUser, propertyPolicyOf } from '../../../contract/property';
import { DEFAULT_PHONE_NUMBER } from '../../../domain/config';
import { ageFromBirthdate } from '../../../domain/validation';
import { street, unit } from '../../intake/questions/addressFields';
import type { Draft } from 'immer';
import { defineHomeQuestion, type HomeQuestion } from '../question';
import { CREDIT_SCORE, CREDIT_SHORT, GENDER, values } from '../options';
import { fillPrefilledFacts, forgetPrefill, occupantOf, policyOf, propertyOf } from './policyKind';
import { prefillDecides } from '../skipRules';

// Home occupant steps (spec 000 section 2, /home/occupant/{id}/...): the ZIP (also first, zip continuity), the home or
// renters address, name, gender, birthdate and credit.
const choose = 'Choose an answer to continue';
const occupant = (u: PropertyUser) => propertyPolicyOf(u).occupants[0];
const policy = (u: PropertyUser) => propertyPolicyOf(u).policy;

/** The ZIP step, asked in the order or first (zip continuity): checked by lookup, then the home phone number. */
function zipQuestion(id: string, segment: string, skip: HomeQuestion['skip']): HomeQuestion<string> {
  return defineHomeQuestion({
    id,
    entity: 'occupant',
    segment,
    form: 'zip',
    description:
      'The ZIP code, checked by lookup (Invalid Zip otherwise); sets state and city; a URL zip pre-fills it.',
    title: () => "What's the ZIP code of the place you're insuring?",
    subtitle: () => 'Rates depend on where it is.',
    schema: zipField,
    read: (u) => policy(u).zip,
    write: (u, a) => {
      policyOf(u).zip = a;
    },
    skip,
    check: {
      actor: 'lookupZip',
      input: ({ user }) => ({ zip: policy(user).zip ?? '' }),
      // The ZIP decides the state and the city; an address elsewhere no longer applies.
      apply: (user, lookup) => {
        const p = policyOf(user);
        const place = lookup.places[0];
        if (p.address && p.address.zip !== lookup.zip) {
          delete p.address;
          delete propertyOf(user).propertyAddress;
          forgetPrefill(user);
        }
        p.state = place.stateAbbreviation;
        p.city = place.placeName;
      },
      error: 'zip_lookup_failed',
      ahead: () => true,
    },
    followUps: [
      {
        id: 'phoneNumber',
        actor: 'fetchPhoneNumber',
        input: ({ user }) => ({ trafficSource: user.tracking.sourceName ?? '', policyType: 'home' }),
        keep: (found) => found.phoneNumber,
        keepOnFailure: DEFAULT_PHONE_NUMBER,
        error: 'phone_number_lookup_failed',
      },
    ],
    examples: ['78701', '10001', '33130'],
  });
}

export const zip = zipQuestion('zip', 'zipcode', ['zipKnown']);
export const zipcodeContinuity = zipQuestion('zipcodeContinuity', 'zipcode-continuity', []);

const Street = z.object({ streetAddress: street, secondaryAddress: unit });
type Street = z.infer<typeof Street>;
const readStreet = (u: PropertyUser): Street | undefined => {
  const a = policy(u).address;
  return a ? { streetAddress: a.streetAddress, secondaryAddress: a.secondaryAddress } : undefined;
};
const ADDRESS_PARTS = ['streetAddress', 'secondaryAddress', 'city', 'state', 'zip'] as const;
const samePlace = (a: NormalizedAddress | undefined, b: NormalizedAddress) =>
  a !== undefined && ADDRESS_PARTS.every((k) => (a[k] ?? '') === (b[k] ?? ''));
/** The address service's answer stored: the policy's address and the property's; another place's prefill forgotten. */
function storeAddress(u: Draft<PropertyUser>, address: NormalizedAddress) {
  if (!samePlace(policy(u as PropertyUser).address, address)) forgetPrefill(u);
  policyOf(u).address = address;
  propertyOf(u).propertyAddress = address;
}
const validateStreet = {
  actor: 'validateAddress' as const,
  input: ({ user, answer: a }: { user: PropertyUser; answer: Street }) => {
    const p = policy(user);
    return {
      street: a.streetAddress,
      secondary: a.secondaryAddress || undefined,
      city: p.city ?? '',
      state: p.state ?? '',
      zipcode: p.zip ?? '',
    };
  },
  apply: storeAddress,
  error: 'address_validation_failed' as const,
  ahead: () => true,
};
const suggestStreet = {
  actor: 'suggestAddresses' as const,
  input: ({ user, answer }: { user: PropertyUser; answer: string }) => ({ search: answer, zip: policy(user).zip }),
  error: 'address_suggestions_error' as const,
};
const ADDRESS_EXAMPLES: Street[] = [
  { streetAddress: '100 Congress Ave', secondaryAddress: '' },
  { streetAddress: '12 Oak Street', secondaryAddress: 'Apt 4' },
];

export const address = defineHomeQuestion({
  id: 'address',
  entity: 'occupant',
  segment: 'home-address',
  form: 'street',
  description:
    'The home address (home, townhome, condo), validated by the address service; then the home prefill (propertyPrefill rule, POST /home/prefill).',
  title: () => "What's the address of your home?",
  schema: Street,
  read: readStreet,
  skip: ['renters'],
  check: validateStreet,
  suggest: suggestStreet,
  followUps: [
    {
      id: 'homePrefill',
      actor: 'fetchHomePrefill',
      input: ({ user }) => user,
      // spec 001 section 4: InProgress until it answers; a failure or a wait that ran out leaves nothing found.
      // The shopper's verdict on the facts stays for the same address (a new one forgot it: storeAddress).
      fallback: (u) => {
        const p = policyOf(u);
        p.prefill = { ...p.prefill, status: 'InProgress', found: false };
      },
      apply: (u, found) => {
        const p = policyOf(u);
        p.prefill = { ...p.prefill, status: 'Completed', found: found.found };
        if (found.property) fillPrefilledFacts(u, found.property);
        if (!isRentersUser(u as PropertyUser) && 'homePolicy' in u && u.homePolicy)
          u.homePolicy.policy.coverages.replacementCost = found.replacementCost ?? undefined;
      },
      error: 'home_prefill_failed',
      decides: prefillDecides,
    },
  ],
  examples: ADDRESS_EXAMPLES,
});

export const rentersAddress = defineHomeQuestion({
  id: 'rentersAddress',
  entity: 'occupant',
  segment: 'renters-address',
  form: 'street',
  description: 'The rented address (renters only), validated by the address service.',
  title: () => "What's the address of the place you rent?",
  schema: Street,
  read: readStreet,
  skip: ['notRenters'],
  check: validateStreet,
  suggest: suggestStreet,
  examples: ADDRESS_EXAMPLES,
});

export const name = defineHomeQuestion({
  id: 'name',
  entity: 'occupant',
  segment: 'name',
  form: 'name',
  description: 'First and last name: letters, hyphen, space, apostrophe; hidden for an auto-to-home bundle.',
  title: () => "What's your name?",
  schema: z.object({ firstName: personName, lastName: personName }),
  read: (u) => {
    const o = occupant(u);
    return o?.firstName && o.lastName ? { firstName: o.firstName, lastName: o.lastName } : undefined;
  },
  write: (u, a) => void Object.assign(occupantOf(u), a),
  skip: ['autoBundle'],
  examples: [{ firstName: 'Maria', lastName: "O'Neil-Smith" }],
});

export const gender = defineHomeQuestion({
  id: 'gender',
  entity: 'occupant',
  segment: 'gender',
  form: 'choice',
  description: 'Gender: Male, Female, Non-binary; hidden for an auto-to-home bundle.',
  title: () => "What's your gender?",
  options: () => GENDER,
  schema: z.enum(['Male', 'Female', 'Non-binary'], { message: choose }),
  read: (u) => occupant(u)?.gender,
  write: (u, a) => {
    occupantOf(u).gender = a;
  },
  skip: ['autoBundle'],
});

export const birthdate = defineHomeQuestion({
  id: 'birthdate',
  entity: 'occupant',
  segment: 'birthdate',
  form: 'date',
  description: 'Date of birth MM/DD/YYYY, a real date, 18 or older; hidden for an auto-to-home bundle.',
  title: () => "When's your birthday?",
  schema: birthdateField.check(
    z.refine((d) => {
      const age = ageFromBirthdate(d);
      return age >= 18 && age <= 110;
    }, 'Policyholders must be between 18 and 110 years old'),
  ),
  read: (u) => occupant(u)?.birthdate,
  write: (u, a) => {
    occupantOf(u).birthdate = a;
  },
  skip: ['autoBundle'],
  examples: ['04/12/1985'],
});

export const creditProfile = defineHomeQuestion({
  id: 'creditProfile',
  entity: 'occupant',
  segment: 'credit-profile',
  form: 'choice',
  description: 'Credit band with the long labels (home, townhome, condo).',
  title: () => 'How would you describe your credit?',
  options: () => CREDIT_SCORE,
  schema: z.enum(values(CREDIT_SCORE), { message: choose }),
  read: (u) => occupant(u)?.creditScore,
  write: (u, a) => {
    occupantOf(u).creditScore = a;
  },
  skip: ['renters'],
});

export const creditScore = defineHomeQuestion({
  id: 'creditScore',
  entity: 'occupant',
  segment: 'credit-score',
  form: 'choice',
  description: 'Credit band with the short labels (renters), stored as the long ones.',
  title: () => "What's your credit score?",
  options: () => CREDIT_SHORT,
  schema: z.enum(values(CREDIT_SHORT), { message: choose }),
  read: (u) => occupant(u)?.creditScore,
  write: (u, a) => {
    occupantOf(u).creditScore = a;
  },
  skip: ['notRenters'],
});
