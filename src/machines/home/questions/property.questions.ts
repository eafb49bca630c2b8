import { z } from 'zod/mini';
import { FoundationType, GarageType, type PropertyUser, propertyPolicyOf } from '../../../contract/property';
import type { ChoiceOption } from '../../graph/catalogue';
import { defineHomeQuestion } from '../question';
import { HOME_FEATURES, PROPERTY_TYPES, values } from '../options';
import { PREFILLED_FACTS, type PrefilledFact, policyOf, policyTypeOf, propertyOf } from './policyKind';

// Home property steps (spec 000 section 2, /home/property/{id}/...): property type, the prefilled facts to verify,
// home details, roof age and the final home details.
const choose = 'Choose an answer to continue';
const property = (u: PropertyUser) => propertyPolicyOf(u).properties[0];

export const propertyType = defineHomeQuestion({
  id: 'propertyType',
  entity: 'property',
  segment: 'property-type',
  form: 'choice',
  description: 'Property type for home or townhome, its options by policy type (spec 000 section 9).',
  title: () => 'What type of property is it?',
  options: ({ user }) => PROPERTY_TYPES[policyTypeOf(user) === 'Townhome' ? 'Townhome' : 'Home'],
  schema: z.enum(
    [...new Set([...values(PROPERTY_TYPES.Home), ...values(PROPERTY_TYPES.Townhome)])] as [string, ...string[]],
    {
      message: choose,
    },
  ),
  read: (u) => property(u)?.propertyType,
  write: (u, a) => {
    propertyOf(u).propertyType = a;
  },
  skip: ['notHomeOrTownhome'],
});

/** The home details form: year built, size, stories, foundation, garage, bedrooms and bathrooms (1-9 and 10+). */
const HomeDetails = z.object({
  yearBuilt: z.number({ message: 'Enter the year your home was built' }).check(
    z.int('Enter a year like 1998'),
    z.gte(1700, 'Enter a year after 1700'),
    z.refine((y) => y <= new Date().getFullYear() + 1, 'Enter a year no later than next year'),
  ),
  squareFootage: z
    .number({ message: 'Enter the square footage' })
    .check(
      z.int('Enter whole square feet'),
      z.gte(100, 'Enter at least 100 square feet'),
      z.lte(100_000, 'Enter at most 100,000 square feet'),
    ),
  stories: z.number({ message: choose }).check(z.int(), z.gte(1, choose), z.lte(4, choose)),
  foundationType: z.enum(FoundationType.options, { message: 'Choose a foundation' }),
  garageType: z.enum(GarageType.options, { message: 'Choose a garage' }),
  bedrooms: z.number({ message: 'Choose the bedrooms' }).check(z.int(), z.gte(1, choose), z.lte(10, choose)),
  bathrooms: z.number({ message: 'Choose the bathrooms' }).check(z.int(), z.gte(1, choose), z.lte(10, choose)),
});
type HomeDetails = z.infer<typeof HomeDetails>;
const DETAIL_KEYS = Object.keys(HomeDetails.shape) as (keyof HomeDetails)[];

export const homeDetails = defineHomeQuestion({
  id: 'homeDetails',
  entity: 'property',
  segment: 'home-details',
  form: 'homeDetails',
  description:
    'Year built, square footage, stories, foundation, garage, bedrooms and bathrooms; when not renters and no prefill.',
  title: () => 'Tell us about your home',
  options: () => [],
  schema: HomeDetails,
  // The facts a prefill found (and the shopper chose to edit) fill the form too.
  read: (u) => {
    const p = property(u);
    return p && DETAIL_KEYS.every((k) => p[k] !== undefined)
      ? (Object.fromEntries(DETAIL_KEYS.map((k) => [k, p[k]])) as HomeDetails)
      : undefined;
  },
  write: (u, a) => void Object.assign(propertyOf(u), a),
  skip: ['homeDetailsKnown'],
  examples: [
    {
      yearBuilt: 1995,
      squareFootage: 2100,
      stories: 2,
      foundationType: 'Slab',
      garageType: 'Built In',
      bedrooms: 3,
      bathrooms: 2,
    },
    {
      yearBuilt: new Date().getFullYear() - 2,
      squareFootage: 1400,
      stories: 1,
      foundationType: 'Basement',
      garageType: 'None',
      bedrooms: 10,
      bathrooms: 1,
    },
  ],
});

const FACT_LABELS = {
  yearBuilt: 'Year built',
  squareFootage: 'Square feet',
  stories: 'Stories',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  foundationType: 'Foundation',
  garageType: 'Garage',
  roofType: 'Roof',
} as const satisfies Record<PrefilledFact, string>;
const factText = (k: PrefilledFact, v: string | number) => {
  if (k === 'squareFootage') return v.toLocaleString('en-US');
  return (k === 'bedrooms' || k === 'bathrooms') && v === 10 ? '10+' : String(v);
};

/** The prefilled facts the verify step lists, each a label and its value (the review form's items). */
export function prefilledFacts(u: PropertyUser): ChoiceOption[] {
  const p = property(u);
  if (!p) return [];
  return PREFILLED_FACTS.flatMap((k) => {
    const value = p[k];
    return value === undefined
      ? []
      : [{ value: FACT_LABELS[k], label: FACT_LABELS[k], description: factText(k, value) }];
  });
}

export const verifyDetails = defineHomeQuestion({
  id: 'verifyDetails',
  entity: 'property',
  segment: 'verify-details',
  form: 'verifyDetails',
  description: 'The home prefill’s facts (POST /home/prefill) to confirm or edit; shown when prefilled.',
  title: () => 'Does this look right?',
  subtitle: () => 'We found these details about your home in public records.',
  options: ({ user }) => prefilledFacts(user),
  schema: z.enum(['Yes', 'No'], { message: 'Choose whether the details look right' }),
  // The answers (its options are the facts it lists, not the choice).
  examples: ['Yes', 'No'] as const,
  read: (u) => propertyPolicyOf(u).policy.prefill?.confirmed,
  // No: the shopper edits the details: the prefill no longer counts, so the details steps ask them (prefilled).
  write: (u, a) => {
    const p = policyOf(u);
    if (p.prefill) p.prefill.confirmed = a;
  },
  skip: ['notPrefilled'],
});

const ROOF_AGES: ChoiceOption[] = [
  ...Array.from({ length: 30 }, (_, i) => ({
    value: String(i),
    label: i === 0 ? 'Less than a year' : `${i} year${i === 1 ? '' : 's'}`,
  })),
  { value: '30', label: '30 years or more' },
];

export const roofAge = defineHomeQuestion({
  id: 'roofAge',
  entity: 'property',
  segment: 'roof-age',
  form: 'select',
  description: 'How old the roof is; only for non-renters when the home was built 10 or more years ago.',
  title: () => 'How old is your roof?',
  subtitle: () => 'A guess is fine: a roof replaced recently can lower your rate.',
  options: () => ROOF_AGES,
  schema: z.enum(values(ROOF_AGES), { message: 'Choose the roof age' }),
  read: (u) => {
    const age = property(u)?.roofAge;
    return age === undefined ? undefined : String(age);
  },
  write: (u, a) => {
    propertyOf(u).roofAge = Number(a);
  },
  skip: ['roofNotDue'],
});

type Feature = (typeof HOME_FEATURES)[number]['value'];
const FEATURE_KEYS = values(HOME_FEATURES);

export const finalHomeDetails = defineHomeQuestion({
  id: 'finalHomeDetails',
  entity: 'property',
  segment: 'final-home-details',
  form: 'checklist',
  description: 'The features carriers price (pool, slide, fireplace...); by a page flag and no prefill.',
  title: () => 'Does your home have any of these?',
  subtitle: () => 'Choose all that apply, or none.',
  options: () => HOME_FEATURES,
  schema: z.array(z.enum(FEATURE_KEYS)).check(z.maxLength(FEATURE_KEYS.length, 'Choose each feature once')),
  read: (u) => {
    const p = property(u);
    if (!p || p.swimmingPool === undefined) return undefined;
    const has: Record<Feature, boolean | undefined> = {
      swimmingPool: p.swimmingPool,
      slide: p.slide,
      fireplace: p.fireplace?.hasfireplace,
      woodBurnStove: p.woodBurnStove,
      fence: p.fence,
      porch: p.porch,
    };
    return FEATURE_KEYS.filter((k) => has[k as Feature] === true);
  },
  write: (u, a) => {
    const on = (k: Feature) => a.includes(k);
    Object.assign(propertyOf(u), {
      swimmingPool: on('swimmingPool'),
      slide: on('slide'),
      fireplace: { hasfireplace: on('fireplace') },
      woodBurnStove: on('woodBurnStove'),
      fence: on('fence'),
      porch: on('porch'),
    });
  },
  skip: ['finalHomeDetailsHidden'],
  examples: [['swimmingPool', 'fence'], []],
});
