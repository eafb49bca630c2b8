import { SelectField, TextField } from '../../../components';
import { FOUNDATIONS, GARAGES, ROOM_COUNTS, STORIES } from '../../../../machines/home/options';
import type { AnswerFieldsProps } from '../AnswerFields';
import './kinds.css';

// The home details form kind (spec 000 section 2, /home/property/{id}/home-details): year built and square footage
// typed, stories, foundation, garage, bedrooms and bathrooms (1 to 9 and 10+) chosen. Numbers are kept as numbers;
// an empty field is unanswered, so the question's schema names it.

type Answer = Record<string, unknown>;
const asNumber = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));
const shown = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function HomeDetailsFields({ value, errors, set }: AnswerFieldsProps) {
  const answer = (value ?? {}) as Answer;
  const put = (key: string, v: unknown) => set({ ...answer, [key]: v });
  const select = (key: string, label: string, options: typeof STORIES, numeric: boolean) => (
    <SelectField
      label={label}
      name={key}
      options={options}
      value={answer[key] === undefined ? undefined : String(answer[key])}
      onChange={(v) => put(key, v === '' ? undefined : numeric ? Number(v) : v)}
      errorMessage={errors[key]}
    />
  );
  return (
    <div className="qf-home-details">
      <TextField
        label="Year built"
        name="yearBuilt"
        digitsOnly
        maxLength={4}
        value={shown(answer.yearBuilt)}
        onChange={(v) => put('yearBuilt', asNumber(v))}
        errorMessage={errors.yearBuilt}
      />
      <TextField
        label="Square footage"
        name="squareFootage"
        digitsOnly
        maxLength={6}
        value={shown(answer.squareFootage)}
        onChange={(v) => put('squareFootage', asNumber(v))}
        errorMessage={errors.squareFootage}
      />
      {select('stories', 'Stories', STORIES, true)}
      {select('foundationType', 'Foundation', FOUNDATIONS, false)}
      {select('garageType', 'Garage', GARAGES, false)}
      {select('bedrooms', 'Bedrooms', ROOM_COUNTS, true)}
      {select('bathrooms', 'Bathrooms', ROOM_COUNTS, true)}
    </div>
  );
}
