import { AddressField, TextField } from '../../../components';
import type { QuestionView } from '../../../../machines/intake/questionView';

// The street line with suggestions and the unit, as the address step and the address-and-phone kind both ask them.

export interface StreetUnitFieldsProps {
  street: string;
  unit: string;
  /** Writes these fields over the answer's others: what was typed, or a picked suggestion's whole address. */
  update: (fields: Record<string, unknown>) => void;
  view: Pick<QuestionView, 'options' | 'suggesting'>;
  errors: Record<string, string>;
  /** Asks suggestions for what was typed in the street line. */
  suggest?: (text: string) => void;
}

export function StreetUnitFields({ street, unit, update, view, errors, suggest }: StreetUnitFieldsProps) {
  return (
    <>
      <AddressField
        label="Street address"
        name="streetAddress"
        autoComplete="address-line1"
        value={street}
        onChange={(typed) => {
          update({ streetAddress: typed });
          suggest?.(typed);
        }}
        suggestions={view.options}
        busy={view.suggesting}
        onPick={(picked) => update(JSON.parse(picked) as Record<string, unknown>)}
        errorMessage={errors.streetAddress}
      />
      <TextField
        label="Apartment, suite or unit (optional)"
        name="secondaryAddress"
        autoComplete="address-line2"
        value={unit}
        onChange={(typed) => update({ secondaryAddress: typed })}
        errorMessage={errors.secondaryAddress}
        maxLength={60}
      />
    </>
  );
}
