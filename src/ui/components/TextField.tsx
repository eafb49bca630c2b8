import { TextInputBase } from './TextInputBase';

export interface TextFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url' | 'none';
  autoComplete?: string;
  maxLength?: number;
  /** Filters non-digits on change and paste (spec 000 section 5: number fields accept digits only). */
  digitsOnly?: boolean;
  type?: 'text' | 'email' | 'tel';
  name: string;
  autoFocus?: boolean;
  placeholder?: string;
}

const keepDigits = (raw: string) => raw.replace(/\D/g, '');

/** A labelled single-line text input with an optional hint and an error linked to the input. */
export function TextField({ digitsOnly, inputMode, ...props }: TextFieldProps) {
  return (
    <TextInputBase
      {...props}
      inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
      sanitize={digitsOnly ? keepDigits : undefined}
    />
  );
}
