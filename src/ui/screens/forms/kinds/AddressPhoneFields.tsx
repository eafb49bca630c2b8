import { AddressField, TextField } from '../../../components';
import type { AnswerFieldsProps } from '../AnswerFields';
import { PhoneNumberField } from './PhoneFields';

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
      <AddressField
        label="Street address"
        name="streetAddress"
        autoComplete="address-line1"
        value={answer.streetAddress}
        onChange={(street) => {
          set({ ...answer, streetAddress: street });
          suggest?.(street);
        }}
        suggestions={view.options}
        busy={view.suggesting}
        onPick={(picked) => set({ ...answer, ...(JSON.parse(picked) as Partial<AddressPhoneAnswer>) })}
        errorMessage={errors.streetAddress}
      />
      <TextField
        label="Apartment, suite or unit (optional)"
        name="secondaryAddress"
        autoComplete="address-line2"
        maxLength={60}
        value={answer.secondaryAddress}
        onChange={put('secondaryAddress')}
        errorMessage={errors.secondaryAddress}
      />
      <PhoneNumberField value={answer.phoneNumber} onChange={put('phoneNumber')} errorMessage={errors.phoneNumber} />
    </>
  );
}
