import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import zipcodes from 'zipcodes';
import zipToTz from 'zipcode-to-timezone';
import type { NormalizedAddress, ZipLookup } from '../../src/contract';
import type { ChoiceOption } from '../../src/machines/intake/intake.types';

// The sandbox's reference data, read the way the sandbox reads it, so traversal outputs are real answers.

const CSV = fileURLToPath(new URL('../../server/data/vehicles/north_america_cars_1984_2025.csv', import.meta.url));
let rows: { make: string; model: string; year: number; baseModel: string }[] | null = null;
function vehicles() {
  rows ??= readFileSync(CSV, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [, make, model, , year, baseModel] = line.split(',');
      return { make, model, year: Number(year), baseModel };
    });
  return rows;
}
const nearestYear = (y: number) => Math.min(2025, Math.max(1984, y));
const uniq = (xs: string[]): ChoiceOption[] => [...new Set(xs)].sort().map((v) => ({ value: v, label: v }));

export function makesOf(year: string): ChoiceOption[] {
  return uniq(vehicles().filter((r) => r.year === nearestYear(Number(year))).map((r) => r.make));
}
export function modelsOf(year: string, make: string): ChoiceOption[] {
  return uniq(vehicles().filter((r) => r.year === nearestYear(Number(year)) && r.make === make).map((r) => r.baseModel));
}
export function trimsOf(year: string, make: string, model: string): ChoiceOption[] {
  return uniq(
    vehicles().filter((r) => r.year === nearestYear(Number(year)) && r.make === make && r.baseModel === model).map((r) => r.model),
  );
}

export function zipLookupOf(zip: string): ZipLookup | null {
  const z = zipcodes.lookup(zip);
  if (!z) return null;
  return { zip, places: [{ placeName: z.city, stateAbbreviation: z.state as ZipLookup['places'][0]['stateAbbreviation'], timeZone: zipToTz.lookup(zip) ?? undefined }] };
}

export function addressOf(street: string, zip: string, secondary?: string): NormalizedAddress {
  const z = zipLookupOf(zip)!;
  const place = z.places[0];
  return {
    streetNumber: street.split(' ')[0],
    streetAddress: street.toUpperCase(),
    ...(secondary ? { secondaryAddress: secondary.toUpperCase() } : {}),
    city: place.placeName,
    state: place.stateAbbreviation,
    zip,
    timeZone: place.timeZone,
  };
}
