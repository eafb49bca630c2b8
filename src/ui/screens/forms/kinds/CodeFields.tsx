import { TextField } from '../../../components';
import type { AnswerFieldsProps } from '../AnswerFields';

// The one-time code form kind (spec 000 section 2, contact/phone-verification): six digits, offered by the phone's
// keyboard and its one-time-code autofill. A wrong code is the check's error, shown on the step as a banner.

export function CodeFields({ value, errors, set }: AnswerFieldsProps) {
  return (
    <TextField
      label="Verification code"
      description="The 6 digits in the text we sent"
      name="code"
      digitsOnly
      autoComplete="one-time-code"
      maxLength={6}
      value={String(value ?? '')}
      onChange={set}
      errorMessage={errors['']}
    />
  );
}
