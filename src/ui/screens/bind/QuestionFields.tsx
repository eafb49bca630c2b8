import { useId } from 'react';
import type { RatecallQuestion } from '../../../contract/ratecall';
import type { ScreenQuestion } from '../../../machines/bind/bind.selectors';
import { ChoiceGroup, type ChoiceOption } from '../../components/ChoiceGroup';
import { DateField } from '../../components/DateField';
import { FieldErrorLine } from '../../components/FieldErrorLine';
import { QUESTION_TITLE_ID } from '../../components/QuestionLayout';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { FormValue, FormValues } from './bindForm';

// The controls of a sandbox-question screen, one per question its display conditions show, by the question's type:
// a few options as choice cards, a long list (states, insurers) as a searchable list, Yes/No cards, a tick box for a
// confirmation, and text inputs sized to a date, a VIN, a licence or a phone number. Errors sit on their field.

/** A list this long or shorter is shown as cards; longer ones as a searchable list. */
const MAX_CARDS = 6;
const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

/** The label of a text input when the page heading already asks the question. */
const SHORT_LABEL: Partial<Record<RatecallQuestion['type'], string>> = {
  vin: 'VIN (17 characters)',
  licenseNumber: 'Number as printed on the card',
  phone: 'Mobile number',
  number: 'Age in years',
  text: 'Your answer',
  date: 'Date',
};

/** A confirmation: a native check box, its error linked to it. */
export function ConfirmField({
  label,
  checked,
  onChange,
  errorMessage,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errorMessage?: string;
  name: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="qf-field qf-confirm">
      <label className="qf-confirm__label">
        <input
          type="checkbox"
          className="qf-confirm__box"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-invalid={errorMessage ? 'true' : undefined}
          aria-describedby={errorMessage ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldErrorLine id={errorId}>{errorMessage}</FieldErrorLine>
    </div>
  );
}

interface FieldProps {
  field: ScreenQuestion;
  /** The only question on the screen: the heading asks it, so a choice is named by the heading. */
  alone: boolean;
  value: FormValue;
  error?: string;
  set: (value: FormValue) => void;
  /** A confirmation's label when the heading asks its question (a summary's "Yes, these are all ..."). */
  confirmLabel?: string;
}

function QuestionField({ field, alone, value, error, set, confirmLabel }: FieldProps) {
  const { key, question: q } = field;
  const name = q.id;
  const text = typeof value === 'string' ? value : '';
  const label = alone ? (SHORT_LABEL[q.type] ?? q.prompt) : q.prompt;
  const choiceLabel = alone ? { labelHidden: true, 'aria-labelledby': QUESTION_TITLE_ID } : {};
  const choices = (options: ChoiceOption[]) => (
    <ChoiceGroup
      {...choiceLabel}
      label={q.prompt}
      name={name}
      options={options}
      value={text || undefined}
      onChange={set}
      errorMessage={error}
    />
  );
  // What every text input of the screen shares: its name, value and error.
  const textInput = { label, name, value: text, onChange: set, errorMessage: error };
  switch (q.type) {
    case 'yesNo':
      return choices(YES_NO);
    case 'select': {
      const options = q.options ?? [];
      return options.length <= MAX_CARDS ? (
        choices(options)
      ) : (
        <SelectField
          label={q.prompt}
          labelHidden={alone}
          name={name}
          options={options}
          value={text || undefined}
          onChange={(v) => set(v || undefined)}
          errorMessage={error}
          placeholder="Type or choose"
        />
      );
    }
    case 'confirm':
      return (
        <ConfirmField
          label={alone && confirmLabel ? confirmLabel : q.prompt}
          name={name}
          checked={value === true}
          onChange={set}
          errorMessage={error}
        />
      );
    case 'date':
      return (
        <DateField
          label={alone ? 'Date' : q.prompt}
          name={name}
          value={text}
          onChange={set}
          errorMessage={error}
          autoComplete="off"
          description={q.minDate && q.maxDate ? `MM/DD/YYYY, from ${q.minDate} to ${q.maxDate}` : 'MM/DD/YYYY'}
        />
      );
    case 'number':
      return (
        <TextField
          {...textInput}
          digitsOnly
          maxLength={3}
          description={q.min !== undefined && q.max !== undefined ? `From ${q.min} to ${q.max}` : undefined}
        />
      );
    case 'phone':
      return <TextField {...textInput} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} />;
    default:
      return (
        <TextField
          {...textInput}
          autoComplete="off"
          maxLength={q.type === 'vin' ? 17 : q.type === 'licenseNumber' ? 30 : 120}
          description={key === 'vin' ? 'On your registration, insurance card, or the driver-side dashboard' : undefined}
        />
      );
  }
}

export function QuestionFields({
  shown,
  values,
  errors,
  set,
  confirmLabel,
}: {
  shown: readonly ScreenQuestion[];
  values: FormValues;
  errors: Record<string, string>;
  set: (key: string, value: FormValue) => void;
  confirmLabel?: string;
}) {
  return (
    <div className="qf-bind-fields">
      {shown.map((field) => (
        <QuestionField
          key={field.key}
          field={field}
          alone={shown.length === 1}
          value={values[field.key]}
          error={errors[field.key]}
          set={(v) => set(field.key, v)}
          confirmLabel={confirmLabel}
        />
      ))}
    </div>
  );
}
