import { nodePath } from '../../../../machines/app/app.routes';
import type { AnswerFieldsProps } from '../AnswerFields';
import './kinds.css';

// The review form kind (spec 000 section 4, the Safeco-type full flow's vehicle and driver summaries with details):
// each item with what is known of it and an Edit link to its first step (a visited step, so the flow goes back there
// with every answer kept). Continue confirms the list.

export function ReviewFields({ view }: AnswerFieldsProps) {
  return (
    <ul className="qf-review" aria-label={view.title}>
      {view.options.map((item) => (
        <li key={item.value} className="qf-review__item">
          <span>
            <span className="qf-review__label">{item.label}</span>
            {item.description ? <span className="qf-review__details">{item.description}</span> : null}
          </span>
          <a className="qf-review__edit" href={`#${nodePath(item.value)}`}>
            Edit <span className="visually-hidden">{item.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
