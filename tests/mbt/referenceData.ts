import type { NormalizedAddress, ZipLookup } from '../../src/contract';
import type { ChoiceOption } from '../../src/machines/intake/intake.types';
import { readVehicleCsv } from '../../server/data/vehicleCsv';
import { buildZipIndex } from '../../server/data/zips';
import { catalogueYear } from '../../server/vehicles/catalogue';
import { deliveryLine, parseStreet } from '../../server/address/normalise';

// The sandbox's own reference data and rules, so traversal outputs are the answers the sandbox would give.

const rows = await readVehicleCsv();
const zips = buildZipIndex();
const labels = (xs: string[]): ChoiceOption[] =>
  [...new Set(xs)]
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map((v) => ({ value: v, label: v }));
const ofYear = (year: string) => rows.filter((r) => r.year === catalogueYear(year));

export const makesOf = (year: string) => labels(ofYear(year).map((r) => r.make));
export const modelsOf = (year: string, make: string) =>
  labels(
    ofYear(year)
      .filter((r) => r.make === make)
      .map((r) => r.baseModel),
  );
export const trimsOf = (year: string, make: string, model: string) =>
  labels(
    ofYear(year)
      .filter((r) => r.make === make && r.baseModel === model)
      .map((r) => r.model),
  );

export function zipLookupOf(zip: string): ZipLookup | null {
  const place = zips.get(zip);
  return place
    ? { zip, places: [{ placeName: place.city, stateAbbreviation: place.state, timeZone: place.timeZone }] }
    : null;
}

/** The normalised address the sandbox's validation answers for a street in a ZIP. */
export function addressOf(street: string, zip: string): NormalizedAddress {
  const place = zips.get(zip)!;
  const parts = parseStreet(street)!;
  return {
    streetNumber: parts.number,
    streetAddress: deliveryLine(parts),
    city: place.city,
    state: place.state,
    zip,
    timeZone: place.timeZone,
  };
}
