import { type ComponentType, use } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { QUESTION_TITLE_ID } from '../../components/QuestionLayout';
import { EMAIL_CONSENT_TEXT, US_STATES } from '../../../domain/constants';
import { ADDRESS_STAY_DAYS } from '../../../domain/constants';
import { MAX_CHARS } from '../../../domain/config';
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
const AddressField = later((m) => m.AddressField);
const Checkbox = later((m) => m.Checkbox);
const DateField = later((m) => m.DateField);
const SelectField = later((m) => m.SelectField);
const TextField = later((m) => m.TextField);
const ZipField = later((m) => m.ZipField);
// Form kinds of their own (./kinds) load with the later fields too: they are built on them.
const NameBirthdateFields = later((m) => m.NameBirthdateFields);
const MarriedGenderMilitaryFields = later((m) => m.MarriedGenderMilitaryFields);
const IncidentsFields = later((m) => m.IncidentsFields);
const Sr22FilingFields = later((m) => m.Sr22FilingFields);
const PhoneFields = later((m) => m.PhoneFields);
const CodeFields = later((m) => m.CodeFields);
const AddressPhoneFields = later((m) => m.AddressPhoneFields);
const ReviewFields = later((m) => m.ReviewFields);
const KnockoutFields = later((m) => m.KnockoutFields);

// The fields of each form kind. `value` is the answer being built; `errors` are keyed by the answer's field path.

type Fields = Record<string, unknown>;
export interface AnswerFieldsProps {
  view: QuestionView;
  value: unknown;
  errors: Record<string, string>;
  set: (value: unknown) => void;
  /** Asks the machine for address suggestions for what was typed (it decides when to call). */
  suggest?: (text: string) => void;
}

const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s, label: s }));

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

export function AnswerFields({ view, value, errors, set, suggest }: AnswerFieldsProps) {
  const obj = (value ?? {}) as Fields;
  const text = (k: string) => String(obj[k] ?? '');
  const put = (k: string) => (v: unknown) => set({ ...obj, [k]: v });

  switch (view.form) {
    case 'nameBirthdate':
      return <NameBirthdateFields view={view} value={value} errors={errors} set={set} />;
    case 'marriedGenderMilitary':
      return <MarriedGenderMilitaryFields view={view} value={value} errors={errors} set={set} />;
    case 'incidents':
      return <IncidentsFields view={view} value={value} errors={errors} set={set} />;
    case 'sr22Filing':
      return <Sr22FilingFields view={view} value={value} errors={errors} set={set} />;
    case 'phone':
      return <PhoneFields view={view} value={value} errors={errors} set={set} />;
    case 'code':
      return <CodeFields view={view} value={value} errors={errors} set={set} />;
    case 'addressPhone':
      return <AddressPhoneFields view={view} value={value} errors={errors} set={set} suggest={suggest} />;
    case 'review':
      return <ReviewFields view={view} value={value} errors={errors} set={set} />;
    case 'knockout':
      return <KnockoutFields view={view} value={value} errors={errors} set={set} />;
    case 'choice':
    case 'summary':
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
    case 'select':
      return (
        <SelectField
          label={view.title}
          labelHidden
          name={view.step}
          options={view.options}
          value={value as string | undefined}
          onChange={set}
          errorMessage={errors['']}
          placeholder="Type to search or choose"
        />
      );
    case 'name':
      return (
        <>
          <TextField
            label="First name"
            name="firstName"
            autoComplete={view.index === 1 ? 'given-name' : 'off'}
            value={text('firstName')}
            onChange={put('firstName')}
            errorMessage={errors.firstName}
            maxLength={MAX_CHARS.personName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete={view.index === 1 ? 'family-name' : 'off'}
            value={text('lastName')}
            onChange={put('lastName')}
            errorMessage={errors.lastName}
            maxLength={MAX_CHARS.personName}
          />
        </>
      );
    case 'date':
      return (
        <DateField
          label="Date of birth"
          name="birthdate"
          value={String(value ?? '')}
          onChange={set}
          errorMessage={errors['']}
          autoComplete={view.index === 1 ? 'bday' : 'off'}
        />
      );
    case 'zip':
      return (
        <ZipField label="ZIP code" name="zip" value={String(value ?? '')} onChange={set} errorMessage={errors['']} />
      );
    case 'email':
      return (
        <>
          <TextField
            label="Email address"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={text('email')}
            onChange={put('email')}
            errorMessage={errors.email}
            maxLength={120}
          />
          <Checkbox name="emailConsent" isSelected={obj.emailConsent === true} onChange={put('emailConsent')}>
            {EMAIL_CONSENT_TEXT}
          </Checkbox>
        </>
      );
    case 'address':
      return (
        <>
          {view.place ? <p className="qf-place">In {view.place}</p> : null}
          <AddressField
            label="Street address"
            name="streetAddress"
            autoComplete="address-line1"
            value={text('streetAddress')}
            onChange={(street) => {
              set({ ...obj, streetAddress: street });
              suggest?.(street);
            }}
            suggestions={view.options}
            busy={view.suggesting}
            onPick={(picked) => set({ ...obj, ...(JSON.parse(picked) as Fields) })}
            errorMessage={errors.streetAddress}
          />
          <TextField
            label="Apartment, suite or unit (optional)"
            name="secondaryAddress"
            autoComplete="address-line2"
            value={text('secondaryAddress')}
            onChange={put('secondaryAddress')}
            errorMessage={errors.secondaryAddress}
            maxLength={60}
          />
          <ChoiceGroup
            label={`Have you lived at this address for at least ${ADDRESS_STAY_DAYS} days?`}
            name="livedSixtyDays"
            options={YES_NO}
            value={obj.livedSixtyDays as string | undefined}
            onChange={put('livedSixtyDays')}
            errorMessage={errors.livedSixtyDays}
          />
        </>
      );
    case 'previousAddress':
      return (
        <>
          <TextField
            label="Street address"
            name="streetAddress"
            value={text('streetAddress')}
            onChange={put('streetAddress')}
            errorMessage={errors.streetAddress}
            maxLength={120}
          />
          <TextField
            label="Apartment, suite or unit (optional)"
            name="secondaryAddress"
            value={text('secondaryAddress')}
            onChange={put('secondaryAddress')}
            errorMessage={errors.secondaryAddress}
            maxLength={60}
          />
          <TextField
            label="City"
            name="city"
            value={text('city')}
            onChange={put('city')}
            errorMessage={errors.city}
            maxLength={60}
          />
          <SelectField
            label="State"
            name="state"
            options={STATE_OPTIONS}
            value={obj.state as string | undefined}
            onChange={put('state')}
            errorMessage={errors.state}
          />
          <ZipField label="ZIP code" name="zip" value={text('zip')} onChange={put('zip')} errorMessage={errors.zip} />
        </>
      );
    case 'checklist': {
      const chosen = (value as string[] | undefined) ?? [];
      return (
        <fieldset aria-labelledby={QUESTION_TITLE_ID} className="qf-checklist">
          {view.options.map((o) => (
            <Checkbox
              key={o.value}
              name={o.value}
              isSelected={chosen.includes(o.value)}
              onChange={(on) => set(on ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))}
            >
              {o.label}
              {o.description ? <span className="qf-checklist__hint"> — {o.description}</span> : null}
            </Checkbox>
          ))}
        </fieldset>
      );
    }
  }
}
