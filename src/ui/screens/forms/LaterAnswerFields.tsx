import { useCallback } from 'react';
import { Checkbox } from '../../components/Checkbox';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { DateField } from '../../components/DateField';
import { QUESTION_TITLE_ID } from '../../components/QuestionLayout';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ZipField } from '../../components/ZipField';
import { ADDRESS_STAY_DAYS, EMAIL_CONSENT_TEXT, US_STATES } from '../../../domain/constants';
import { MAX_CHARS } from '../../../domain/config';
import type { AnswerFieldsProps } from './AnswerFields';
import { useDraft } from './useDraft';
import { AddressPhoneFields } from './kinds/AddressPhoneFields';
import { CodeFields } from './kinds/CodeFields';
import { CoverageAmountsFields } from './kinds/CoverageAmountsFields';
import { HomeDetailsFields } from './kinds/HomeDetailsFields';
import { VerifyDetailsFields } from './kinds/VerifyDetailsFields';
import { IncidentsFields } from './kinds/IncidentsFields';
import { KnockoutFields } from './kinds/KnockoutFields';
import { MarriedGenderMilitaryFields } from './kinds/MarriedGenderMilitaryFields';
import { NameBirthdateFields } from './kinds/NameBirthdateFields';
import { PhoneFields } from './kinds/PhoneFields';
import { ReviewFields } from './kinds/ReviewFields';
import { Sr22FilingFields } from './kinds/Sr22FilingFields';
import { StreetUnitFields } from './kinds/StreetUnitFields';

// The fields of every form kind but the first screen's choice cards (AnswerFields draws those): in the later fields'
// chunk (./laterFields.ts) with the react-aria fields they are built on, so the start page holds neither the fields
// nor the markup that lays them out (issue 9). `value` is the answer being built; `errors` are keyed by its field path.

type Fields = Record<string, unknown>;

const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s, label: s }));

export function LaterAnswerFields({ view, value, errors, set: keep, send }: AnswerFieldsProps) {
  // Stable while the answer is checked: the fields draw again only when what they show changes (AnswerFields).
  const suggest = useCallback((text: string) => send?.({ type: 'SUGGEST', text }), [send]);
  // Each edit also tells the machine the answer being built, which it may check ahead of the press.
  const set = useDraft(value, keep, send, view.node);
  const obj = (value ?? {}) as Fields;
  const text = (k: string) => String(obj[k] ?? '');
  const put = (k: string) => (v: unknown) => set({ ...obj, [k]: v });
  // Where the place is (from the ZIP lookup), then the street and unit: the address steps' and the home street's.
  const streetFields = () => (
    <>
      {view.place ? <p className="qf-place">In {view.place}</p> : null}
      <StreetUnitFields
        street={text('streetAddress')}
        unit={text('secondaryAddress')}
        update={(fields) => set({ ...obj, ...fields })}
        view={view}
        errors={errors}
        suggest={suggest}
      />
    </>
  );

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
    case 'homeDetails':
      return <HomeDetailsFields view={view} value={value} errors={errors} set={set} />;
    case 'verifyDetails':
      return <VerifyDetailsFields view={view} value={value} errors={errors} set={set} />;
    case 'coverageAmounts':
      return <CoverageAmountsFields view={view} value={value} errors={errors} set={set} />;
    case 'street':
      return streetFields();
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
          {streetFields()}
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
    default:
      return null;
  }
}
