import { SelectField } from '../../../components';
import { formatDollars } from '../../../../domain/quotes';
import { DEDUCTIBLES, MEDICAL_PAYMENTS } from '../../../../machines/home/options';
import type { AnswerFieldsProps } from '../AnswerFields';

// The coverage amounts form kind (home and renters coverages): deductible, personal liability (the amounts the
// question offers, by policy type: its options) and medical payments, each shown in dollars and kept as a number.

const amounts = (values: readonly number[]) => values.map((v) => ({ value: String(v), label: formatDollars(v) }));
const FIELDS = [
  { key: 'deductible', label: 'Deductible', options: amounts(DEDUCTIBLES) },
  { key: 'medicalPayments', label: 'Medical payments to others', options: amounts(MEDICAL_PAYMENTS) },
] as const;

export function CoverageAmountsFields({ view, value, errors, set }: AnswerFieldsProps) {
  const answer = (value ?? {}) as Record<string, number | undefined>;
  const field = (key: string, label: string, options: { value: string; label: string }[]) => (
    <SelectField
      key={key}
      label={label}
      name={key}
      options={options}
      value={answer[key] === undefined ? undefined : String(answer[key])}
      onChange={(v) => set({ ...answer, [key]: v === '' ? undefined : Number(v) })}
      errorMessage={errors[key]}
    />
  );
  return (
    <>
      {field(FIELDS[0].key, FIELDS[0].label, FIELDS[0].options)}
      {field('personalLiability', 'Personal liability', view.options)}
      {field(FIELDS[1].key, FIELDS[1].label, FIELDS[1].options)}
    </>
  );
}
