import type { AnswerFieldsProps } from '../AnswerFields';
import './kinds.css';

// The knockout form kind (spec 000 section 4, drivers/non-eligible-user): a terminal page, no answer to give. It
// lists which of the partner's criteria the answers met (the options), so the shopper knows what to go back to.

export function KnockoutFields({ view }: AnswerFieldsProps) {
  if (!view.options.length) return null;
  return (
    <ul className="qf-knockout" aria-label="What our partner can't cover online">
      {view.options.map((o) => (
        <li key={o.value}>{o.label}</li>
      ))}
    </ul>
  );
}
