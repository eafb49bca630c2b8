import { z } from 'zod/mini';
import { AVERAGE_ANNUAL_MILES, MAX_VEHICLES, VEHICLE_YEAR_FIRST, VEHICLE_YEAR_LAST } from '../../../domain/constants';
import { yearList } from '../../../domain/validation';
import type { AutoUser } from '../../../contract';
import { defineQuestion } from './question.types';
import { ANNUAL_MILEAGE, OWNERSHIP, PRIMARY_USE, YES_NO, values } from './options';
import { vehicleLabel, yearAndMake } from './labels';

// The vehicle loop (spec 000 section 2: default new-vehicle steps). `index` is the vehicle, 1-based.
const choose = 'Choose an answer to continue';
const YEARS = yearList(VEHICLE_YEAR_FIRST, VEHICLE_YEAR_LAST).map((y) => ({ value: y, label: y }));
/** What the makes, models and trims of a vehicle are asked by: the answers so far. */
const vehicleQuery = (user: AutoUser, index: number) => {
  const v = user.autoPolicy.vehicles[index - 1] ?? {};
  return { year: v.year ?? '', make: v.make, model: v.model };
};
const loaded = (name: string) =>
  z
    .string({ message: `Choose a ${name}` })
    .check(z.trim(), z.minLength(1, `Choose a ${name}`), z.maxLength(120, `Choose a ${name}`));

export const year = defineQuestion({
  id: 'year',
  entity: 'vehicles',
  segment: 'year',
  form: 'select',
  description: 'Model year, from the list 2026 down to 1982.',
  title: (_c, i) => (i === 1 ? 'What year is your vehicle?' : 'What year is your next vehicle?'),
  options: () => YEARS,
  schema: z.enum(YEARS.map((y) => y.value) as [string, ...string[]], { message: 'Choose a year' }),
  read: (u, i) => u.autoPolicy.vehicles[i - 1]?.year,
  write: (u, a, i) => {
    const v = u.autoPolicy.vehicles[i - 1];
    if (v.year !== a) Object.assign(v, { year: a, make: undefined, model: undefined, trim: undefined });
  },
});

export const make = defineQuestion({
  id: 'make',
  entity: 'vehicles',
  segment: 'make',
  form: 'select',
  description: 'Make, from the makes of that year (GET /Makes).',
  title: (ctx, i) => `What make is your ${ctx.user.autoPolicy.vehicles[i - 1]?.year ?? ''} vehicle?`.replace('  ', ' '),
  options: (ctx, i) => ctx.options[`make~${i}`] ?? [],
  schema: loaded('make'),
  read: (u, i) => u.autoPolicy.vehicles[i - 1]?.make,
  write: (u, a, i) => {
    const v = u.autoPolicy.vehicles[i - 1];
    if (v.make !== a) Object.assign(v, { make: a, model: undefined, trim: undefined });
  },
  load: {
    actor: 'fetchMakes',
    input: ({ user, index }) => vehicleQuery(user, index),
    error: 'auto_makes_error',
  },
});

export const model = defineQuestion({
  id: 'model',
  entity: 'vehicles',
  segment: 'model',
  form: 'select',
  description: 'Model, from the models of that year and make (GET /Models).',
  // Named by year and make only: the title must not change once a model is chosen.
  title: (ctx, i) => `Which ${yearAndMake(ctx, i)} model is it?`,
  options: (ctx, i) => ctx.options[`model~${i}`] ?? [],
  schema: loaded('model'),
  read: (u, i) => u.autoPolicy.vehicles[i - 1]?.model,
  write: (u, a, i) => {
    const v = u.autoPolicy.vehicles[i - 1];
    if (v.model !== a) Object.assign(v, { model: a, trim: undefined });
  },
  load: {
    actor: 'fetchModels',
    input: ({ user, index }) => vehicleQuery(user, index),
    error: 'auto_models_error',
  },
});

export const trim = defineQuestion({
  id: 'trim',
  entity: 'vehicles',
  segment: 'trim',
  form: 'select',
  description: 'Trim, from the trims of that year, make and model (GET /Trims).',
  title: (ctx, i) => `Which trim is your ${vehicleLabel(ctx, i)}?`,
  options: (ctx, i) => ctx.options[`trim~${i}`] ?? [],
  schema: loaded('trim'),
  read: (u, i) => u.autoPolicy.vehicles[i - 1]?.trim,
  write: (u, a, i) => {
    u.autoPolicy.vehicles[i - 1].trim = a;
  },
  load: {
    actor: 'fetchTrims',
    input: ({ user, index }) => vehicleQuery(user, index),
    error: 'auto_trims_error',
  },
});

export const ownershipStatus = defineQuestion({
  id: 'ownershipStatus',
  entity: 'vehicles',
  segment: 'ownership-status',
  form: 'choice',
  description: 'Own, finance or lease; anything but Own sets full coverage Yes.',
  title: () => 'Do you own, lease, or finance this vehicle?',
  options: () => OWNERSHIP,
  schema: z.enum(['Own', 'Finance', 'Lease'], { message: choose }),
  read: (u, i) => u.autoPolicy.vehicles[i - 1]?.ownershipStatus,
  write: (u, a, i) => {
    u.autoPolicy.vehicles[i - 1].ownershipStatus = a;
  },
  effects: ['ownershipSetsFullCoverage'],
});

export const fullCoverage = defineQuestion({
  id: 'fullCoverage',
  entity: 'vehicles',
  segment: 'full-coverage',
  form: 'choice',
  description: 'Full coverage, asked only for an owned vehicle and only when agency eligible.',
  title: (ctx, i) => `Do you want full coverage on your ${vehicleLabel(ctx, i)}?`,
  subtitle: () => 'Full coverage adds collision and comprehensive to the liability every state requires.',
  options: () => YES_NO,
  schema: z.enum(values(YES_NO), { message: choose }),
  read: (u, i) => u.autoPolicy.vehicles[i - 1]?.fullCoverage,
  write: (u, a, i) => {
    u.autoPolicy.vehicles[i - 1].fullCoverage = a as 'Yes' | 'No';
  },
  skip: ['vehicleNotOwned', 'notAgencyEligible'],
});

export const primaryUse = defineQuestion({
  id: 'primaryUse',
  entity: 'vehicles',
  segment: 'primary-use',
  form: 'choice',
  description: 'What the vehicle is mostly used for.',
  title: (ctx, i) => `How do you use your ${vehicleLabel(ctx, i)} most of the time?`,
  options: () => PRIMARY_USE,
  schema: z.enum(['Commute', 'Pleasure', 'Business', 'Other'], { message: choose }),
  read: (u, i) => u.autoPolicy.vehicles[i - 1]?.primaryUse,
  write: (u, a, i) => {
    u.autoPolicy.vehicles[i - 1].primaryUse = a;
  },
});

export const annualMileage = defineQuestion({
  id: 'annualMileage',
  entity: 'vehicles',
  segment: 'annual-mileage',
  form: 'choice',
  description: 'Annual mileage band.',
  title: (ctx, i) => `About how many miles a year is your ${vehicleLabel(ctx, i)} driven?`,
  subtitle: () => `The average driver covers about ${AVERAGE_ANNUAL_MILES.toLocaleString('en-US')} miles a year.`,
  options: () => ANNUAL_MILEAGE,
  schema: z.enum(values(ANNUAL_MILEAGE), { message: choose }),
  read: (u, i) => {
    const miles = u.autoPolicy.vehicles[i - 1]?.annualMileage;
    return miles === undefined ? undefined : String(miles);
  },
  write: (u, a, i) => {
    u.autoPolicy.vehicles[i - 1].annualMileage = Number(a);
  },
});

export const vehicleSummary = defineQuestion({
  id: 'vehicleSummary',
  entity: 'vehicles',
  segment: 'vehicle-summary',
  form: 'summary',
  description: 'Add another vehicle? Not offered from the 4th vehicle on; Yes adds one, No deletes trailing vehicles.',
  title: () => 'Would you like to add another vehicle?',
  subtitle: () => `You can quote up to ${MAX_VEHICLES} vehicles together.`,
  options: () => YES_NO,
  schema: z.enum(values(YES_NO), { message: choose }),
  read: (u, i) => (u.autoPolicy.vehicles.length > i ? 'Yes' : undefined),
  effects: ['vehicleSummaryResizes'],
});
