// An error that belongs to a group of fields rather than to one (at least one entry, at most three): announced when
// it appears, with an icon-free 'Error:' for screen readers as the field errors have (WCAG 1.4.1).
export function KindError({ children }: { children?: string }) {
  if (!children) return null;
  return (
    <p className="qf-kind-error" role="alert">
      <span className="visually-hidden">Error: </span>
      {children}
    </p>
  );
}
