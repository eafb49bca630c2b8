import type { IntakeActors } from '../machines/intake/intake.actors';
import { fromPromise } from 'xstate';
import type { AddressCandidate, NormalizedAddress } from '../contract';
import type { AddressQuery } from '../machines/intake/intake.actors';
import { callApi } from './http';
import { shareInFlight } from './inFlight';

// Zip lookup and street-address validation (spec 000 section 7); failures: Invalid Zip, Address validation failed.
// Each may be asked ahead of the press, which then joins the call still in flight (inFlight.ts, decision 0054).

export const lookupZip: IntakeActors['lookupZip'] = fromPromise(
  shareInFlight('lookupZip', (input: { zip: string }, signal) =>
    callApi('zipLookup', { params: { zip: input.zip }, signal }, (status) =>
      status === 404 || status === 400 ? 'invalid_zip' : 'zip_lookup_failed',
    ),
  ),
);

/** The normalised address the product stores, from the first candidate's components and metadata. */
export function toNormalizedAddress(c: AddressCandidate): NormalizedAddress {
  const k = c.components;
  const street = [k.primary_number, k.street_predirection, k.street_name, k.street_suffix, k.street_postdirection]
    .filter(Boolean)
    .join(' ');
  const secondary = [k.secondary_designator, k.secondary_number].filter(Boolean).join(' ');
  return {
    streetNumber: k.primary_number,
    streetAddress: street,
    ...(secondary ? { secondaryAddress: secondary } : {}),
    city: k.city_name,
    ...(c.metadata.county_name ? { county: c.metadata.county_name } : {}),
    state: k.state_abbreviation,
    zip: k.zipcode,
    ...(k.plus4_code ? { plus4: k.plus4_code } : {}),
    timeZone: c.metadata.time_zone,
  };
}

async function validate(input: AddressQuery, signal: AbortSignal): Promise<NormalizedAddress> {
  const candidates = await callApi(
    'addressValidate',
    {
      query: {
        street: input.street,
        secondary: input.secondary,
        city: input.city,
        state: input.state as NormalizedAddress['state'],
        zipcode: input.zipcode,
      },
      signal,
    },
    'address_validation_failed',
  );
  // An empty answer is a failed validation: the shopper stays on the address page (spec 000 section 4).
  if (candidates.length === 0) throw { code: 'address_validation_failed' };
  return toNormalizedAddress(candidates[0]);
}

export const validateAddress: IntakeActors['validateAddress'] = fromPromise(shareInFlight('validateAddress', validate));
export const validatePreviousAddress: IntakeActors['validatePreviousAddress'] = fromPromise(
  shareInFlight('validatePreviousAddress', validate),
);

/** Address autocomplete: each suggestion's value carries the street line and unit the form fills in. */
export const suggestAddresses: IntakeActors['suggestAddresses'] = fromPromise(async ({ input, signal }) => {
  const { suggestions } = await callApi(
    'addressAutocomplete',
    { query: { search: input.search, zip: input.zip }, signal },
    'address_suggestions_error',
  );
  return suggestions.map((s) => ({
    value: JSON.stringify({
      streetAddress: [s.number, s.prefix, s.street, s.type, s.suffix].filter(Boolean).join(' '),
      secondaryAddress: s.secondary ?? '',
    }),
    label: s.text,
  }));
});
