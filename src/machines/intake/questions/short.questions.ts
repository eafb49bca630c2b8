import { z } from 'zod/mini';
import { personName } from '../../../contract/common';
import { MAX_VEHICLES } from '../../../domain/constants';
import { defineQuestion } from './question.types';
import { GENDER, YES_NO, opts, values } from './options';
import { driverName } from './labels';
import { birthdate, gender, maritalStatus, military } from './driver.questions';
import { zipcode } from './general.questions';

// The questions of the short auto flows (spec 000 section 2: the paid-search, nerd, email, otto and geico-focused
// flows, and the default order's optional zip-continuity first step). Decisions are in docs/spec-decisions.md.
const choose = 'Choose an answer to continue';
const yn = z.enum(values(YES_NO), { message: choose });

/**
 * The paid-search landing page: where a shopper from an ad gives the ZIP code. The short flows it opens list no
 * zipcode step (variant B, nerd, email, otto) yet rating needs the state, and the nerd flow's address is checked in
 * the ZIP's city: the landing takes the ZIP, with the zipcode step's lookup.
 */
export const landing = defineQuestion({
  // The zipcode step's answer: its schema, read, write and lookup.
  ...zipcode,
  id: 'landing',
  entity: 'general',
  segment: 'landing',
  description:
    'The paid-search landing page opening the short flows: the ZIP code, checked by lookup like zipcode (Invalid Zip otherwise); sets state, city and agency eligibility.',
  title: () => 'Compare car insurance quotes and save',
  subtitle: () => 'Enter your ZIP code to see rates from insurers near you. It only takes a few minutes.',
  // Texas is agency eligible and rates credit; Michigan is neither (the can-show and credit rules both ways).
  examples: ['78701', '48226'],
});

/** The default order's optional first step (spec 000 section 2): the ZIP asked up front, same lookup as zipcode. */
export const zipcodeContinuity = defineQuestion({
  ...zipcode,
  id: 'zipcodeContinuity',
  entity: 'drivers',
  segment: 'zipcode-continuity',
  description:
    'The ZIP code asked first (zip continuity), checked by lookup like zipcode (Invalid Zip otherwise); sets state and city.',
  title: () => "Let's start with your ZIP code",
  examples: ['78701', '48226'],
});

const VEHICLE_COUNTS = opts(
  ...Array.from({ length: MAX_VEHICLES }, (_, k): [string, string] => [
    String(k + 1),
    k === 0 ? '1 vehicle' : `${k + 1} vehicles`,
  ]),
);

export const totalVehicles = defineQuestion({
  id: 'totalVehicles',
  entity: 'vehicles',
  segment: 'total-vehicles',
  form: 'choice',
  description: `How many vehicles, 1 to ${MAX_VEHICLES}; creates that many blank vehicles, keeping those already answered.`,
  title: () => 'How many vehicles do you want to insure?',
  subtitle: () => `You can quote up to ${MAX_VEHICLES} vehicles together.`,
  options: () => VEHICLE_COUNTS,
  schema: z.enum(values(VEHICLE_COUNTS), { message: choose }),
  // One vehicle always exists: only a count above one says the question was answered (the machine remembers a 1).
  read: (u) => (u.autoPolicy.vehicles.length > 1 ? String(u.autoPolicy.vehicles.length) : undefined),
  effects: ['totalVehiclesResizes'],
});

export const hasActiveLicense = defineQuestion({
  id: 'hasActiveLicense',
  entity: 'drivers',
  segment: 'active-drivers-license',
  form: 'choice',
  description: "Whether the driver holds a valid driver's license (operator.hasActiveLicense).",
  title: (ctx, i) =>
    i === 1 ? "Do you have a valid driver's license?" : `Does ${driverName(ctx, i)} have a valid driver's license?`,
  options: () => YES_NO,
  schema: yn,
  read: (u, i) => u.autoPolicy.operators[i - 1]?.hasActiveLicense,
  write: (u, a, i) => {
    u.autoPolicy.operators[i - 1].hasActiveLicense = a as 'Yes' | 'No';
  },
});

export const nameBirthdate = defineQuestion({
  id: 'nameBirthdate',
  entity: 'drivers',
  segment: 'name-birthdate',
  form: 'nameBirthdate',
  description:
    'First and last name (letters, hyphen, space, apostrophe; title-cased) and date of birth (MM/DD/YYYY, 16 to 110) on one screen.',
  title: (_c, i) => (i === 1 ? "What's your name and date of birth?" : `What's driver ${i}'s name and date of birth?`),
  // The name and birthdate steps' own rules: personName title-cases, the birthdate is a real date of a driver's age.
  schema: z.object({ firstName: personName, lastName: personName, birthdate: birthdate.schema }),
  read: (u, i) => {
    const d = u.autoPolicy.operators[i - 1];
    return d?.firstName && d.lastName && d.birthdate
      ? { firstName: d.firstName, lastName: d.lastName, birthdate: d.birthdate }
      : undefined;
  },
  write: (u, a, i) => void Object.assign(u.autoPolicy.operators[i - 1], a),
  effects: ['spouseCopiesMaritalStatus'],
  examples: [{ firstName: 'Maria', lastName: "O'Neil-Smith", birthdate: '04/12/1985' }],
});

export const marriedGenderMilitary = defineQuestion({
  id: 'marriedGenderMilitary',
  entity: 'drivers',
  segment: 'married-gender-military',
  form: 'marriedGenderMilitary',
  description:
    'Marital status, gender and military affiliation on one screen; married Yes on driver 1 adds the spouse as a driver, No removes them.',
  title: (ctx, i) => (i === 1 ? 'Tell us a little about yourself' : `Tell us a little about ${driverName(ctx, i)}`),
  options: () => GENDER,
  schema: z.object({
    maritalStatus: maritalStatus.schema,
    gender: gender.schema,
    militaryAffiliation: military.schema,
  }),
  read: (u, i) => {
    const d = u.autoPolicy.operators[i - 1];
    return d?.maritalStatus && d.gender && d.militaryAffiliation
      ? { maritalStatus: d.maritalStatus, gender: d.gender, militaryAffiliation: d.militaryAffiliation }
      : undefined;
  },
  write: (u, a, i) => {
    const d = u.autoPolicy.operators[i - 1];
    d.maritalStatus = a.maritalStatus as 'Yes' | 'No';
    d.gender = a.gender as 'Male' | 'Female' | 'Non-binary';
    d.militaryAffiliation = a.militaryAffiliation as 'Yes' | 'No';
  },
  effects: ['marriedAddsSpouse'],
  examples: [
    { maritalStatus: 'No', gender: 'Female', militaryAffiliation: 'No' },
    { maritalStatus: 'Yes', gender: 'Male', militaryAffiliation: 'Yes' },
  ],
});

// spec 000 section 9: howToProceed moreOffers, quickerOffers.
const HOW_TO_PROCEED = opts(['moreOffers', 'Show me more offers'], ['quickerOffers', 'Get my offers quicker']);

export const howToProceed = defineQuestion({
  id: 'howToProceed',
  entity: 'general',
  segment: 'how-to-proceed',
  form: 'choice',
  description: 'How the shopper wants to proceed: more offers or quicker offers (the geico-focused flow).',
  title: () => 'How would you like to proceed?',
  options: () => HOW_TO_PROCEED,
  schema: z.enum(['moreOffers', 'quickerOffers'], { message: choose }),
  read: (u) => u.autoPolicy.policy.howToProceed,
  write: (u, a) => {
    u.autoPolicy.policy.howToProceed = a;
  },
});
