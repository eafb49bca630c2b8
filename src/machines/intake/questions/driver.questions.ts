import { z } from 'zod/mini';
import { birthdate as birthdateField, personName } from '../../../contract/common';
import { ACCIDENT_WINDOW_YEARS } from '../../../domain/config';
import { MAX_DRIVERS } from '../../../domain/constants';
import { ageFromBirthdate } from '../../../domain/validation';
import { defineQuestion } from './question.types';
import {
  CREDIT_SCORE,
  EDUCATION,
  GENDER,
  HOME_OWNERSHIP,
  INCIDENT_COUNT,
  OCCUPATIONS,
  YES_NO,
  values,
} from './options';
import { driverName, driverPossessive, toShopper } from './labels';

// The driver loop (spec 000 section 2): driver 1 answers the primary order, later drivers the non-primary steps.
const choose = 'Choose an answer to continue';
const yn = z.enum(values(YES_NO), { message: choose });

export const name = defineQuestion({
  id: 'name',
  entity: 'drivers',
  segment: 'name',
  form: 'name',
  description: 'First and last name: letters, hyphen, space, apostrophe; stored title-cased.',
  title: (_c, i) => (i === 1 ? "What's your name?" : i === 2 ? "Who's the next driver?" : `What's driver ${i}'s name?`),
  // personName title-cases: the browser and the API store a name alike.
  schema: z.object({ firstName: personName, lastName: personName }),
  read: (u, i) => {
    const d = u.autoPolicy.operators[i - 1];
    return d?.firstName && d.lastName ? { firstName: d.firstName, lastName: d.lastName } : undefined;
  },
  write: (u, a, i) => void Object.assign(u.autoPolicy.operators[i - 1], a),
  examples: [{ firstName: 'Maria', lastName: "O'Neil-Smith" }],
});

export const gender = defineQuestion({
  id: 'gender',
  entity: 'drivers',
  segment: 'gender',
  form: 'choice',
  description: 'Gender: Male, Female, Non-binary.',
  title: (ctx, i) => (i === 1 ? toShopper(ctx, "What's your gender?") : `What's ${driverName(ctx, i)}'s gender?`),
  options: () => GENDER,
  schema: z.enum(['Male', 'Female', 'Non-binary'], { message: choose }),
  read: (u, i) => u.autoPolicy.operators[i - 1]?.gender,
  write: (u, a, i) => {
    u.autoPolicy.operators[i - 1].gender = a;
  },
});

export const homeOwnershipStatus = defineQuestion({
  id: 'homeOwnershipStatus',
  entity: 'drivers',
  segment: 'home-ownership-status',
  form: 'choice',
  description: 'Own, rent or live with family; a bundle already chosen follows it (home if owned, renters if not).',
  title: () => 'Do you own or rent your home?',
  options: () => HOME_OWNERSHIP,
  schema: z.enum(['Own', 'Rent', 'Live with family'], { message: choose }),
  read: (u) => u.autoPolicy.operators[0]?.homeOwnershipStatus,
  write: (u, a) => {
    u.autoPolicy.operators[0].homeOwnershipStatus = a;
  },
  effects: ['bundlingSetsDiscount'],
});

export const bundlingInterest = defineQuestion({
  id: 'bundlingInterest',
  entity: 'drivers',
  segment: 'bundling-interest',
  form: 'choice',
  description:
    'Bundling interest: shown when agency or mutual-insurer eligible and driver 1 does not live with family; Yes sets the multi-policy discount.',
  title: (ctx) =>
    `Would you like to bundle ${ctx.user.autoPolicy.operators[0]?.homeOwnershipStatus === 'Own' ? 'home' : 'renters'} insurance with your auto policy?`,
  subtitle: () => 'Bundling can lower the price of both policies.',
  options: () => YES_NO,
  schema: yn,
  read: (u) => u.autoPolicy.policy.interestedInMultiPolicy,
  write: (u, a) => {
    u.autoPolicy.policy.interestedInMultiPolicy = a as 'Yes' | 'No';
  },
  skip: ['notAgencyOrMutualInsurerEligible', 'bundlingNotOffered'],
  effects: ['bundlingSetsDiscount'],
});

export const accidents = defineQuestion({
  id: 'accidents',
  entity: 'drivers',
  segment: 'accidents',
  form: 'choice',
  description: `Accidents or tickets in the last ${ACCIDENT_WINDOW_YEARS} years; 0 sets sr22 not required.`,
  title: (ctx, i) =>
    i === 1
      ? `Any accidents or tickets in the last ${ACCIDENT_WINDOW_YEARS} years?`
      : `Has ${driverName(ctx, i)} had any accidents or tickets in the last ${ACCIDENT_WINDOW_YEARS} years?`,
  options: () => INCIDENT_COUNT,
  schema: z.enum(values(INCIDENT_COUNT), { message: choose }),
  read: (u, i) => {
    const n = u.autoPolicy.operators[i - 1]?.incidents?.ticketNumber;
    return n === undefined ? undefined : String(n);
  },
  write: (u, a, i) => {
    const d = u.autoPolicy.operators[i - 1];
    const ticketNumber = Number(a);
    d.incidents = {
      ...(d.incidents ?? { accidents: [], violations: [] }),
      ticketNumber,
      incidentsPrecheck: ticketNumber > 0 ? 'Yes' : 'No',
    };
  },
  effects: ['noTicketsResetsIncidents'],
});

export const sr22 = defineQuestion({
  id: 'sr22',
  entity: 'drivers',
  segment: 'sr22',
  form: 'choice',
  description: 'SR-22 filing required; skipped if ticketNumber is 0.',
  title: (ctx, i) => (i === 1 ? 'Do you need an SR-22 filing?' : `Does ${driverName(ctx, i)} need an SR-22 filing?`),
  subtitle: () => 'An SR-22 is a certificate some states require after a serious violation.',
  options: () => YES_NO,
  schema: yn,
  read: (u, i) => {
    const r = u.autoPolicy.operators[i - 1]?.sr22;
    return r ? (r.isRequired ? 'Yes' : 'No') : undefined;
  },
  write: (u, a, i) => {
    u.autoPolicy.operators[i - 1].sr22 = { isRequired: a === 'Yes' };
  },
  skip: ['noTickets'],
});

export const education = defineQuestion({
  id: 'education',
  entity: 'drivers',
  segment: 'education',
  form: 'choice',
  description: "Highest education; 'Some College' is stored as High School Diploma.",
  title: (ctx, i) => `What's ${driverPossessive(ctx, i)} highest level of education?`,
  options: () => EDUCATION,
  schema: z.pipe(
    z.enum(values(EDUCATION), { message: choose }),
    z.transform((e) => (e === 'Some College' ? 'High School Diploma' : e)),
  ),
  read: (u, i) => u.autoPolicy.operators[i - 1]?.education,
  write: (u, a, i) => {
    u.autoPolicy.operators[i - 1].education = a;
  },
});

export const occupation = defineQuestion({
  id: 'occupation',
  entity: 'drivers',
  segment: 'occupation',
  form: 'select',
  description: 'Occupation.',
  title: (ctx, i) => `What's ${driverPossessive(ctx, i)} occupation?`,
  options: () => OCCUPATIONS,
  schema: z.enum(values(OCCUPATIONS), { message: 'Choose an occupation' }),
  read: (u, i) => u.autoPolicy.operators[i - 1]?.occupation,
  write: (u, a, i) => {
    u.autoPolicy.operators[i - 1].occupation = a;
  },
});

export const creditScore = defineQuestion({
  id: 'creditScore',
  entity: 'drivers',
  segment: 'credit-score',
  form: 'choice',
  description: 'Credit band; skipped for CA, HI, MA, MI.',
  title: () => 'How would you rate your credit?',
  options: () => CREDIT_SCORE,
  schema: z.enum(values(CREDIT_SCORE), { message: choose }),
  read: (u) => u.autoPolicy.operators[0]?.creditScore,
  write: (u, a) => {
    u.autoPolicy.operators[0].creditScore = a;
  },
  skip: ['creditHiddenState'],
});

export const military = defineQuestion({
  id: 'military',
  entity: 'drivers',
  segment: 'military',
  form: 'choice',
  description: 'Military affiliation of the shopper or family.',
  title: () => 'Have you or a family member served in the US military?',
  options: () => YES_NO,
  schema: yn,
  read: (u) => u.autoPolicy.operators[0]?.militaryAffiliation,
  write: (u, a) => {
    u.autoPolicy.operators[0].militaryAffiliation = a as 'Yes' | 'No';
  },
});

export const birthdate = defineQuestion({
  id: 'birthdate',
  entity: 'drivers',
  segment: 'birthdate',
  form: 'date',
  description: 'Date of birth MM/DD/YYYY, a real date; driver 2 of a married driver 1 copies marital status Yes.',
  title: (ctx, i) => (i === 1 ? toShopper(ctx, "When's your birthday?") : `When's ${driverName(ctx, i)}'s birthday?`),
  schema: birthdateField.check(
    z.refine((d) => {
      const age = ageFromBirthdate(d);
      return age >= 16 && age <= 110;
    }, 'Drivers must be between 16 and 110 years old'),
  ),
  read: (u, i) => u.autoPolicy.operators[i - 1]?.birthdate,
  write: (u, a, i) => {
    u.autoPolicy.operators[i - 1].birthdate = a;
  },
  effects: ['spouseCopiesMaritalStatus'],
  examples: ['04/12/1985'],
});

export const maritalStatus = defineQuestion({
  id: 'maritalStatus',
  entity: 'drivers',
  segment: 'marital-status',
  form: 'choice',
  description: 'Married? Yes on driver 1 adds the spouse as a driver; skipped for driver 2 when driver 1 is married.',
  title: (ctx, i) => (i === 1 ? 'Are you married?' : `Is ${driverName(ctx, i)} married?`),
  options: () => YES_NO,
  schema: yn,
  read: (u, i) => u.autoPolicy.operators[i - 1]?.maritalStatus,
  write: (u, a, i) => {
    u.autoPolicy.operators[i - 1].maritalStatus = a as 'Yes' | 'No';
  },
  skip: ['spouseOfMarriedPrimary'],
  effects: ['marriedAddsSpouse'],
});

export const driverSummary = defineQuestion({
  id: 'driverSummary',
  entity: 'drivers',
  segment: 'driver-summary',
  form: 'summary',
  description: 'Add another driver? Not offered from the 4th driver on; Yes adds one, No deletes trailing drivers.',
  title: () => 'Would you like to add another driver?',
  subtitle: () => `Include everyone in your household who drives. Up to ${MAX_DRIVERS} drivers.`,
  options: () => YES_NO,
  schema: yn,
  read: (u, i) => (u.autoPolicy.operators.length > i ? 'Yes' : undefined),
  effects: ['driverSummaryResizes'],
});
