import { ChoiceGroup } from '../../../components/ChoiceGroup';
import type { AnswerFieldsProps } from '../AnswerFields';
import './kinds.css';

// The verify-details form kind (spec 000 section 4: "verify details when prefilled"): the facts found for the home
// (the view's options: a label and its value each), then whether they look right or the shopper edits them.

const VERDICTS = [
  { value: 'Yes', label: 'Yes, this looks right' },
  { value: 'No', label: 'No, let me edit the details' },
];

export function VerifyDetailsFields({ view, value, errors, set }: AnswerFieldsProps) {
  return (
    <>
      <dl className="qf-facts" aria-label="What we found">
        {view.options.map((fact) => (
          <div key={fact.value} className="qf-facts__row">
            <dt>{fact.label}</dt>
            <dd>{fact.description}</dd>
          </div>
        ))}
      </dl>
      <ChoiceGroup
        label="Do these details look right?"
        name="verifyDetails"
        options={VERDICTS}
        value={value as string | undefined}
        onChange={set}
        errorMessage={errors['']}
      />
    </>
  );
}
