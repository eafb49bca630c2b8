import './Loader.css';

export interface LoaderProps {
  /** The status in a few words ('Loading your quotes'); read first by screen readers, shown when there is no `text`. */
  label: string;
  eyebrow?: string;
  text?: string;
  subtext?: string;
}

/** An eyebrow that greets the shopper by first name once it is known ('Buckle up, Sam!'), else plainly ('Buckle up!'). */
export const greeting = (words: string, firstName?: string) => (firstName ? `${words}, ${firstName}!` : `${words}!`);

/**
 * A waiting screen: a spinner (still under prefers-reduced-motion) and visible text in a polite live region,
 * e.g. 'Buckle up' / 'Your quotes are en route!' / 'Getting your lowest rate...'.
 */
export function Loader({ label, eyebrow, text, subtext }: LoaderProps) {
  // no aria-label on the region: some screen readers announce a live region's name instead of its content
  return (
    <div className="qf-loader" role="status" aria-live="polite">
      <span className="qf-loader__spinner" aria-hidden="true" />
      {text ? <span className="visually-hidden">{label}. </span> : null}
      {eyebrow ? <p className="qf-loader__eyebrow">{eyebrow}</p> : null}
      <p className="qf-loader__text">{text ?? label}</p>
      {subtext ? <p className="qf-loader__subtext">{subtext}</p> : null}
    </div>
  );
}
