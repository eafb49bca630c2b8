import { type ComponentType, memo, use } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { QUESTION_TITLE_ID } from '../../components/QuestionLayout';
import type { QuestionView } from '../../../machines/intake/intake.selectors';

// Every field but the choice cards is built on react-aria (text, date, zip, email, address, checklist, comboboxes):
// they load in their own chunk, so the start page (a choice) never waits for it; src/startApp.tsx prefetches it on the
// first answer. Once loaded, a field renders synchronously (no Suspense fallback on later steps).
type LaterFields = typeof import('./laterFields');
let laterFields: LaterFields | undefined;
let loadingLaterFields: Promise<LaterFields> | undefined;
export function loadLaterFields(): Promise<LaterFields> {
  loadingLaterFields ??= import('./laterFields').then((m) => {
    laterFields = m;
    return m;
  });
  return loadingLaterFields;
}

function later<P extends object>(pick: (fields: LaterFields) => ComponentType<P>) {
  function LaterField(props: P) {
    // `use` suspends (QuestionScreen's Suspense) only until the chunk has loaded.
    const Field = pick(laterFields ?? use(loadLaterFields()));
    return <Field {...props} />;
  }
  return LaterField;
}
// Every form kind but the choice cards loads with them, its markup too (./LaterAnswerFields.tsx).
const LaterAnswerFields = later((m) => m.LaterAnswerFields);

// The fields of a form kind. `value` is the answer being built; `errors` are keyed by the answer's field path.
export interface AnswerFieldsProps {
  view: QuestionView;
  value: unknown;
  errors: Record<string, string>;
  set: (value: unknown) => void;
  /**
   * Tells the machine what the shopper types: address suggestions for the street line, and the answer being built
   * (DRAFT), which it may check ahead of the press (docs/decisions/0054). It decides when to call.
   */
  send?: (event: { type: 'SUGGEST'; text: string } | { type: 'DRAFT'; answer: unknown; blur?: boolean }) => void;
  /** Asks the machine for address suggestions for what was typed (the later fields make it from `send`). */
  suggest?: (text: string) => void;
}

/** The kinds drawn without the later fields' chunk (the start page's first question is one). */
export const isFirstScreenForm = (form: QuestionView['form']) => form === 'choice' || form === 'summary';

export function initialAnswer(view: QuestionView): unknown {
  if (view.answer !== undefined) return view.answer;
  switch (view.form) {
    case 'name':
      return { firstName: '', lastName: '' };
    case 'email':
      return { email: '', emailConsent: false };
    case 'address':
      return { streetAddress: '', secondaryAddress: '', livedSixtyDays: undefined };
    case 'previousAddress':
      return { streetAddress: '', secondaryAddress: '', city: '', state: undefined, zip: '' };
    case 'checklist':
      return [];
    case 'nameBirthdate':
      return { firstName: '', lastName: '', birthdate: '' };
    case 'marriedGenderMilitary':
      return {};
    case 'incidents':
      return { atFault: [], tickets: [], dui: [], suspended: [], other: [] };
    case 'sr22Filing':
      return { filingCaseNumber: '', filingDate: '', filingEndDate: '' };
    case 'addressPhone':
      return { streetAddress: '', secondaryAddress: '', phoneNumber: '' };
    case 'street':
      return { streetAddress: '', secondaryAddress: '' };
    case 'homeDetails':
    case 'coverageAmounts':
      return {};
    case 'review':
    case 'knockout':
      return true;
    case 'phone':
    case 'code':
    case 'date':
    case 'zip':
      return '';
    default:
      return undefined;
  }
}

/** What of the view the fields draw (the phase, progress, Back and notices are the frame's: QuestionScreen). */
const DRAWN = ['node', 'step', 'index', 'form', 'title', 'options', 'answer', 'place', 'suggesting', 'items'] as const;

const sameErrors = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * The fields draw again only when what they show changes: a check's busy state (the phase) is the frame's, so the
 * fields are not rebuilt while the answer is checked, and the check's request leaves without waiting for that render
 * (issue 9: a check step's time on a phone).
 */
export function sameFieldsProps(a: AnswerFieldsProps, b: AnswerFieldsProps): boolean {
  return (
    a.value === b.value &&
    a.set === b.set &&
    a.send === b.send &&
    sameErrors(a.errors, b.errors) &&
    (a.view === b.view || DRAWN.every((k) => JSON.stringify(a.view[k]) === JSON.stringify(b.view[k])))
  );
}

export const AnswerFields = memo(function AnswerFields(props: AnswerFieldsProps) {
  const { view, value, errors, set } = props;
  if (!isFirstScreenForm(view.form)) return <LaterAnswerFields {...props} />;
  return (
    <>
      {view.items.length > 0 ? (
        <ul className="qf-summary" aria-label={view.step === 'vehicleSummary' ? 'Your vehicles' : 'Your drivers'}>
          {view.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is positional (vehicle 1, 2...); labels may repeat
            <li key={i}>{item || `Item ${i + 1}`}</li>
          ))}
        </ul>
      ) : null}
      <ChoiceGroup
        label={view.title}
        labelHidden
        aria-labelledby={QUESTION_TITLE_ID}
        name={view.step}
        options={view.options}
        value={value as string | undefined}
        onChange={set}
        errorMessage={errors['']}
      />
    </>
  );
}, sameFieldsProps);
