import { TextField } from '../../../components';
import { MAX_CHARS } from '../../../../domain/config';
import { formatPhone, normalisePhone } from '../../../../domain/validation';
import type { AnswerFieldsProps } from '../AnswerFields';

// The phone form kind (spec 000 sections 2 and 5, contact/phone): one telephone field; a complete number is shown as
// (###) ### - #### as soon as it is typed or pasted, and the catalogue stores its digits.

/** What the field shows: a complete US number formatted, anything shorter as typed. */
export const displayPhone = (typed: string) => (normalisePhone(typed).length === 10 ? formatPhone(typed) : typed);

export function PhoneNumberField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}) {
  return (
    <TextField
      label="Phone number"
      description="(###) ### - ####"
      name="phoneNumber"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={MAX_CHARS.phone}
      value={value}
      onChange={(typed) => onChange(displayPhone(typed))}
      errorMessage={errorMessage}
    />
  );
}

export function PhoneFields({ value, errors, set }: AnswerFieldsProps) {
  return <PhoneNumberField value={String(value ?? '')} onChange={set} errorMessage={errors['']} />;
}
