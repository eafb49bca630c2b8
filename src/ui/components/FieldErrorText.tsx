import { FieldError } from 'react-aria-components';
import { FieldErrorContent } from './FieldErrorLine';
import './Field.css';

/**
 * The error line of a field, inside an RAC field so it is linked by aria-describedby and shown only while the
 * field is invalid. An icon and a visually hidden 'Error:' keep the meaning without colour (WCAG 1.4.1).
 */
export function FieldErrorText({ children }: { children?: string }) {
  if (!children) return null;
  return (
    <FieldError className="qf-field__error">
      <FieldErrorContent>{children}</FieldErrorContent>
    </FieldError>
  );
}
