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

const clean = (s: string | undefined) => (s ?? '').replace(/[^A-Za-z0-9 '&/.-]/g, ' ').replace(/\s+/g, ' ').trim().toUpperCase();
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
  const m = /^\s*(#|[A-Za-z]+)?\.?\s*#?\s*([A-Za-z0-9-]+)?\s*$/.exec(text ?? '');
  if (!m || (!m[1] && !m[2])) return null;
  const word = m[1]?.toUpperCase();
  if (word && UNIT_DESIGNATORS[word]) return { designator: UNIT_DESIGNATORS[word], number: m[2]?.toUpperCase() };
  // A lone token that is not a designator is the unit number itself ("4B").
  const number = [m[1], m[2]].filter(Boolean).join('').toUpperCase();
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
