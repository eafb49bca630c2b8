import { maskDate } from '../../domain/validation';
import { TextInputBase, type TextInputBaseProps } from './TextInputBase';

/** TextField's props but the type; the description defaults to 'MM/DD/YYYY', autoComplete to 'bday'. */
export type DateFieldProps = Omit<TextInputBaseProps, 'sanitize' | 'short' | 'type'>;

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
