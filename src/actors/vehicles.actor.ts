import { fromPromise } from 'xstate';
import { FREQUENT_MAKES } from '../domain/constants';
import type { IntakeActors } from '../machines/intake/intake.actors';
import type { ChoiceOption } from '../machines/intake/intake.types';
import { callApi } from './http';

// GET /Makes, /Models, /Trims (spec 000 section 7); failures are the banner's auto_makes_error etc. (section 8).

const toOptions = (labels: { label: string }[]): ChoiceOption[] => labels.map(({ label }) => ({ value: label, label }));

/** Frequent makes first (spec 000 section 9), then the rest alphabetically. */
export function orderMakes(options: ChoiceOption[]): ChoiceOption[] {
  const frequent = (m: ChoiceOption) => (FREQUENT_MAKES as readonly string[]).includes(m.value.toLowerCase());
  return [...options.filter(frequent), ...options.filter((m) => !frequent(m))];
}

export const fetchMakes: IntakeActors['fetchMakes'] = fromPromise(async ({ input, signal }) =>
  orderMakes(toOptions(await callApi('makes', { query: { year: input.year }, signal }, 'auto_makes_error'))),
);

export const fetchModels: IntakeActors['fetchModels'] = fromPromise(async ({ input, signal }) =>
  toOptions(
    await callApi('models', { query: { year: input.year, make: input.make ?? '' }, signal }, 'auto_models_error'),
  ),
);

export const fetchTrims: IntakeActors['fetchTrims'] = fromPromise(async ({ input, signal }) =>
  toOptions(
    await callApi(
      'trims',
      { query: { year: input.year, make: input.make ?? '', model: input.model ?? '' }, signal },
      'auto_trims_error',
    ),
  ),
);
