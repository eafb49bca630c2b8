import './Field.css';

// No react-aria here: the first screen's ChoiceGroup uses it, and the start page's bundle leaves react-aria out
// (issue 9). FieldErrorText wraps the same content in react-aria's FieldError for the RAC fields.

/** What an error line shows: an icon and a visually hidden 'Error:' keep the meaning without colour (WCAG 1.4.1). */
export function FieldErrorContent({ children }: { children: string }) {
  return (
    <>
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
    </>
  );
}

/** The error line of a native field, which links it by this id itself (aria-describedby); nothing when no error. */
export function FieldErrorLine({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <span id={id} className="qf-field__error">
      <FieldErrorContent>{children}</FieldErrorContent>
    </span>
  );
}
