import { FieldError } from 'react-aria-components';
import './Field.css';

/**
 * The error line of a field, inside an RAC field so it is linked by aria-describedby and shown only while the
 * field is invalid. An icon and a visually hidden 'Error:' keep the meaning without colour (WCAG 1.4.1).
 */
export function FieldErrorText({ children }: { children?: string }) {
  if (!children) return null;
  return (
    <FieldError className="qf-field__error">
      <svg
        className="qf-field__error-icon"
        viewBox="0 0 20 20"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <rect x="9" y="4.5" width="2" height="7" rx="1" fill="#fff" />
        <circle cx="10" cy="14.5" r="1.25" fill="#fff" />
      </svg>
      <span>
        <span className="visually-hidden">Error: </span>
        {children}
      </span>
    </FieldError>
  );
}
