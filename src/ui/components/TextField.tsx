import { TextInputBase, type TextInputBaseProps } from './TextInputBase';

export interface TextFieldProps extends Omit<TextInputBaseProps, 'sanitize' | 'short'> {
  /** Filters non-digits on change and paste (spec 000 section 5: number fields accept digits only). */
  digitsOnly?: boolean;
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
