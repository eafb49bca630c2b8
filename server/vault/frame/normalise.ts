// What the card frame keeps of what a shopper types or pastes (issue 12): card digits only, the expiry as MM/YYYY.
// Pure and linear on any input (full Unicode, very long strings), so a paste of anything cannot stall the frame.

/** A PAN has at most 19 digits; the CVC at most 4; the expiry MM/YYYY 6 digits. */
export const MAX_PAN_DIGITS = 19;
export const MAX_CVC_DIGITS = 4;
const MAX_EXPIRY_DIGITS = 6;

/** The ASCII digits of `raw` after NFKC (full-width digits count), at most `max` of them; everything else is dropped. */
export function digitsOf(raw: string, max: number): string {
  // Only a bounded prefix is normalised: a pasted megabyte is cut before NFKC looks at it.
  const text = raw.slice(0, max * 8).normalize('NFKC');
  let out = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      out += ch;
      if (out.length === max) break;
    }
  }
  return out;
}

/** The card number as typed: digits in groups of four (Amex's 4-6-5 is still readable this way). */
export function formatCardNumber(raw: string): string {
  const digits = digitsOf(raw, MAX_PAN_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed: `MM/YYYY` once there are more than two digits; a lone digit above 1 becomes `0d`. */
export function formatExpiry(raw: string): string {
  let digits = digitsOf(raw, MAX_EXPIRY_DIGITS);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, MAX_EXPIRY_DIGITS);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (raw: string): string => digitsOf(raw, MAX_CVC_DIGITS);
