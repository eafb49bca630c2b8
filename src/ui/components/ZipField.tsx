import { TextInputBase, type TextInputBaseProps } from './TextInputBase';

/** A preset: digits only, 5 long, numeric keyboard; autoComplete defaults to 'postal-code'. */
export type ZipFieldProps = Omit<TextInputBaseProps, 'sanitize' | 'short' | 'type' | 'inputMode' | 'maxLength'>;

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
