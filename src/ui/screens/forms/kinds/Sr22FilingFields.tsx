import { DateField, TextField } from '../../../components';
import type { AnswerFieldsProps } from '../AnswerFields';

// The SR-22 filing form kind (spec 000 section 3, SR22: filingCaseNumber, filingDate, filingEndDate): the case number
// and the two dates of the certificate, each a labelled field with its own error.

export interface Sr22FilingAnswer {
  filingCaseNumber: string;
  filingDate: string;
  filingEndDate: string;
}

export const emptySr22Filing = (): Sr22FilingAnswer => ({ filingCaseNumber: '', filingDate: '', filingEndDate: '' });

export function Sr22FilingFields({ value, errors, set }: AnswerFieldsProps) {
  const answer = { ...emptySr22Filing(), ...(value as Partial<Sr22FilingAnswer> | undefined) };
  const put = (key: keyof Sr22FilingAnswer) => (v: string) => set({ ...answer, [key]: v });
  return (
    <>
      <TextField
        label="Case number"
        description="As printed on the SR-22 certificate, like SR-2024-118"
        name="filingCaseNumber"
        autoComplete="off"
        maxLength={20}
        value={answer.filingCaseNumber}
        onChange={put('filingCaseNumber')}
        errorMessage={errors.filingCaseNumber}
      />
      <DateField
        label="Filing date"
        name="filingDate"
        autoComplete="off"
        value={answer.filingDate}
        onChange={put('filingDate')}
        errorMessage={errors.filingDate}
      />
      <DateField
        label="End date"
        name="filingEndDate"
        autoComplete="off"
        value={answer.filingEndDate}
        onChange={put('filingEndDate')}
        errorMessage={errors.filingEndDate}
      />
    </>
  );
}
