// spec 000 section 5: "Names: letters, hyphen, space, apostrophe only; title-cased when stored." The one rule for the
// browser's forms and the API (src/contract/common.ts personName); decisions in docs/spec-decisions.md (issue 8).

/**
 * A letter of any script first, then letters with their combining marks (José typed as e + U+0301 too), spaces,
 * hyphens and apostrophes, straight or typographic (O'Brien, O’Brien).
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' ’-]*$/u;

/**
 * Free text on a carrier's forms (a lender's name, an SR-22 case number): letters of any script with their combining
 * marks, digits, spaces and common punctuation (Crédit Agricole, 丰田金融服务, O’Hare Branch #42). The one rule for the
 * post-quote screens and the sandbox's answer check.
 */
export const FREE_TEXT_PATTERN = /^[\p{L}\p{M}\p{Nd} .,'’#&/()_+-]+$/u;

/** A letter at the start of the name or after a space, hyphen or apostrophe: the letters title-casing raises. */
const WORD_INITIAL = /(^|[ '’-])(\p{L})/gu;

/** Where Unicode's title case is not the capital: the digraphs take their title forms (Dž, not DŽ). */
const TITLE_FORMS: Record<string, string> = { ǆ: 'ǅ', ǉ: 'ǈ', ǌ: 'ǋ', ǳ: 'ǲ' };
/** Georgian (Mkhedruli) names are written without capitals; Unicode's title case leaves these letters alone. */
const GEORGIAN = /^[\u10d0-\u10fa\u10fd-\u10ff]$/;

/** The letter's title form, when it is one letter too ("ß" would become "SS": kept as typed). */
function capital(letter: string): string {
  if (TITLE_FORMS[letter]) return TITLE_FORMS[letter];
  if (GEORGIAN.test(letter)) return letter;
  const upper = letter.toUpperCase();
  return [...upper].length === 1 ? upper : letter;
}

/**
 * Title-cases a name typed all in lower case or all in capitals: "josé o'brien" -> "José O'Brien", "NGUYỄN" ->
 * "Nguyễn". A name with capitals of its own is kept as typed (McDonald, van der Berg, DeShawn), since only the
 * shopper knows where they go; scripts without case (山田) are unchanged. Spaces are collapsed; the result is NFC.
 */
export function titleCaseName(name: string): string {
  const typed = name.trim().replace(/\s+/g, ' ').normalize('NFC');
  const hasOwnCapitals = typed !== typed.toLowerCase() && typed !== typed.toUpperCase();
  if (hasOwnCapitals) return typed;
  const raise = (_match: string, before: string, letter: string) => before + capital(letter);
  return typed.toLowerCase().replace(WORD_INITIAL, raise).normalize('NFC');
}
