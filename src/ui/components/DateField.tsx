import { maskDate } from '../../domain/validation';
import { TextInputBase } from './TextInputBase';

export interface DateFieldProps {
  label: string;
  /** Defaults to the expected format, 'MM/DD/YYYY'. */
  description?: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url' | 'none';
  /** Defaults to 'bday' (the app's only dates are birthdates). */
  autoComplete?: string;
  maxLength?: number;
  name: string;
  autoFocus?: boolean;
  placeholder?: string;
}

/**
 * A masked MM/DD/YYYY text input (spec 000 section 5): slashes are inserted as the shopper types and a month
 * starting above 1 is padded ('3' becomes '03'). A plain text input rather than RAC's segmented DateField, so
 * autofill (bday) and pasting a whole date keep working.
 */
export function DateField({
  description = 'MM/DD/YYYY',
  inputMode = 'numeric',
  autoComplete = 'bday',
  maxLength = 10,
  ...props
}: DateFieldProps) {
  return (
    <TextInputBase
      {...props}
      description={description}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      sanitize={maskDate}
      short
    />
  );
}
