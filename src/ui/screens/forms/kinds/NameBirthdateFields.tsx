import { DateField, TextField } from '../../../components';
import { MAX_CHARS } from '../../../../domain/config';
import type { AnswerFieldsProps } from '../AnswerFields';

// The name-birthdate form kind (spec 000 section 2, drivers/name-birthdate): first name, last name and date of birth
// on one screen, each a labelled field whose error is linked to it. Autofill applies to the shopper only.

export interface NameBirthdateAnswer {
  firstName: string;
  lastName: string;
  birthdate: string;
}

export const emptyNameBirthdate = (): NameBirthdateAnswer => ({ firstName: '', lastName: '', birthdate: '' });

export function NameBirthdateFields({ view, value, errors, set }: AnswerFieldsProps) {
  const answer = { ...emptyNameBirthdate(), ...(value as Partial<NameBirthdateAnswer> | undefined) };
  const put = (key: keyof NameBirthdateAnswer) => (v: string) => set({ ...answer, [key]: v });
  const self = view.index === 1;
  return (
    <>
      <TextField
        label="First name"
        name="firstName"
        autoComplete={self ? 'given-name' : 'off'}
        value={answer.firstName}
        onChange={put('firstName')}
        errorMessage={errors.firstName}
        maxLength={MAX_CHARS.personName}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete={self ? 'family-name' : 'off'}
        value={answer.lastName}
        onChange={put('lastName')}
        errorMessage={errors.lastName}
        maxLength={MAX_CHARS.personName}
      />
      <DateField
        label="Date of birth"
        name="birthdate"
        value={answer.birthdate}
        onChange={put('birthdate')}
        errorMessage={errors.birthdate}
        autoComplete={self ? 'bday' : 'off'}
      />
    </>
  );
}
