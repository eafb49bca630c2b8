import type { AnswerFieldsProps } from '../AnswerFields';
import { PhoneNumberField } from './PhoneFields';
import { StreetUnitFields } from './StreetUnitFields';

// The address-and-phone form kind (spec 000 section 2, contact/address-phone, the Otto short flow): the street line
// with suggestions as on the address step, the unit, and the phone number, on one screen.

export interface AddressPhoneAnswer {
  streetAddress: string;
  secondaryAddress: string;
  phoneNumber: string;
}

export const emptyAddressPhone = (): AddressPhoneAnswer => ({
  streetAddress: '',
  secondaryAddress: '',
  phoneNumber: '',
});

export function AddressPhoneFields({ view, value, errors, set, suggest }: AnswerFieldsProps) {
  const answer = { ...emptyAddressPhone(), ...(value as Partial<AddressPhoneAnswer> | undefined) };
  const put = (key: keyof AddressPhoneAnswer) => (v: string) => set({ ...answer, [key]: v });
  return (
    <>
      <StreetUnitFields
        street={answer.streetAddress}
        unit={answer.secondaryAddress}
        update={(fields) => set({ ...answer, ...fields })}
        view={view}
        errors={errors}
        suggest={suggest}
      />
      <PhoneNumberField value={answer.phoneNumber} onChange={put('phoneNumber')} errorMessage={errors.phoneNumber} />
    </>
  );
}
