import { TextInputBase } from './TextInputBase';

export interface ZipFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  /** Defaults to 'postal-code'. */
  autoComplete?: string;
  name: string;
  autoFocus?: boolean;
  placeholder?: string;
}

const keepDigits = (raw: string) => raw.replace(/\D/g, '');

/** A five-digit ZIP code input (spec 000 section 5: exactly 5 numeric characters). */
export function ZipField({ autoComplete = 'postal-code', ...props }: ZipFieldProps) {
  return (
    <TextInputBase
      {...props}
      autoComplete={autoComplete}
      inputMode="numeric"
      maxLength={5}
      sanitize={keepDigits}
      short
    />
  );
}
