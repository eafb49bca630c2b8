import parser from 'parse-address';
import { DIRECTIONALS, STREET_SUFFIXES, UNIT_DESIGNATORS } from '../data/uspsAbbreviations';

// Turns what a shopper typed into USPS Publication 28 form (upper case, standard abbreviations). No street register:
// the parts are normalised, never invented (spec 000 section 5: "Address: validated by an address service").

export interface StreetParts {
  number: string;
  predirection?: string;
  name: string;
  suffix?: string;
  postdirection?: string;
  unitDesignator?: string;
  unitNumber?: string;
  /** Zip the shopper typed after the street, if any. */
  typedZip?: string;
}

const clean = (s: string | undefined) =>
  (s ?? '')
    .replace(/[^A-Za-z0-9 '&/.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
/** "Apt", "#": a secondary line's designator, or a unit's leading letters. */
const SECONDARY_DESIGNATOR = /^(?:#|[A-Za-z]+)/;
/** After the designator: ".", "#" and spaces, then the unit ("4B", "12-A"). */
const SECONDARY_NUMBER = /^\.?(?:\s*#)?\s*([A-Za-z0-9-]*)$/;
const lookup = (table: Record<string, string>, s: string | undefined) => {
  const key = clean(s).replace(/\.$/, '');
  return key ? (table[key] ?? key) : undefined;
};

/** A street line with a house number and a street name, or null when either is missing. */
export function parseStreet(text: string): StreetParts | null {
  const parsed = parser.parseLocation(text);
  const number = clean(parsed?.number);
  const name = clean(parsed?.street);
  if (!parsed || !number || !name) return null;
  const unitDesignator = parsed.sec_unit_type ? lookup(UNIT_DESIGNATORS, parsed.sec_unit_type) : undefined;
  return {
    number,
    name,
    predirection: lookup(DIRECTIONALS, parsed.prefix),
    suffix: lookup(STREET_SUFFIXES, parsed.type),
    postdirection: lookup(DIRECTIONALS, parsed.suffix),
    unitDesignator: unitDesignator ?? (parsed.sec_unit_num ? '#' : undefined),
    unitNumber: clean(parsed.sec_unit_num) || undefined,
    typedZip: parsed.zip && /^\d{5}$/.test(parsed.zip) ? parsed.zip : undefined,
  };
}

/** "Apartment 4B" -> APT 4B, "#12" -> # 12, "4B" -> # 4B (USPS uses # when the designator is unknown). */
export function parseSecondary(text: string | undefined): { designator: string; number?: string } | null {
  // Designator first, then the rest: one pattern with both would let them compete for letters (issue 8: backtracking).
  const trimmed = (text ?? '').trim();
  const lead = SECONDARY_DESIGNATOR.exec(trimmed)?.[0];
  const m = SECONDARY_NUMBER.exec(trimmed.slice(lead?.length ?? 0));
  const unit = m?.[1] || undefined;
  if (!m || (!lead && !unit)) return null;
  const word = lead?.toUpperCase();
  if (word && UNIT_DESIGNATORS[word]) return { designator: UNIT_DESIGNATORS[word], number: unit?.toUpperCase() };
  // A lone token that is not a designator is the unit number itself ("4B").
  const number = [lead, unit].filter(Boolean).join('').toUpperCase();
  return { designator: '#', number };
}

export function secondaryText(p: Pick<StreetParts, 'unitDesignator' | 'unitNumber'>): string | undefined {
  const s = [p.unitDesignator, p.unitNumber].filter(Boolean).join(' ');
  return s || undefined;
}

/** "123 N MAIN ST APT 4B" */
export function deliveryLine(p: StreetParts): string {
  return [p.number, p.predirection, p.name, p.suffix, p.postdirection, secondaryText(p)].filter(Boolean).join(' ');
}

const CITY_WORDS: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount', pt: 'point' };
/** Case- and punctuation-insensitive city comparison; "St. Louis" equals "Saint Louis". */
export function cityKey(city: string): string {
  return city
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => CITY_WORDS[w] ?? w)
    .join('');
}
