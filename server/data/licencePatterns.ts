import type { UsState } from '../../src/domain/constants';

// Driver-licence number formats of the 50 states and DC (spec 000/001 section 5: "per-state patterns for 50 states
// plus DC, patterns not shown"). The accepted formats are those driver-license-validator 3.1 ships (its
// dist/regex/us-dl.js, compiled from the AAMVA DL/ID card design standard and the states' published formats);
// `issued` is the format the state issues today, as parts a generator can follow.

/** One run of characters in an issued number: digits, letters, letters-or-digits, or fixed text. */
export type LicencePart =
  | { kind: 'digits' | 'letters' | 'alnum'; length: number }
  | { kind: 'literal'; text: string }
  /** The first letter of the holder's last name (Soundex-based numbers: FL, IL, MD, MI, MN, NJ, WI, KY). */
  | { kind: 'initial' };

export interface LicenceFormat {
  /** Every format the state's numbers may have (older formats stay valid until renewal). */
  accepted: readonly RegExp[];
  issued: readonly LicencePart[];
}

const d = (length: number): LicencePart => ({ kind: 'digits', length });
const l = (length: number): LicencePart => ({ kind: 'letters', length });
const a = (length: number): LicencePart => ({ kind: 'alnum', length });
const lit = (text: string): LicencePart => ({ kind: 'literal', text });
const initial: LicencePart = { kind: 'initial' };

export const LICENCE_FORMATS: Record<UsState, LicenceFormat> = {
  AL: { accepted: [/^[0-9]{1,8}$/], issued: [d(7)] },
  AK: { accepted: [/^[0-9]{1,7}$/], issued: [d(7)] },
  AZ: { accepted: [/^[A-Z]{1}[0-9]{8,9}$/, /^[A-Z]{2}[0-9]{2,5}$/, /^[0-9]{9}$/], issued: [l(1), d(8)] },
  AR: { accepted: [/^[0-9]{4,9}$/], issued: [d(9)] },
  CA: { accepted: [/^[A-Z]{1}[0-9]{7}$/], issued: [l(1), d(7)] },
  CO: { accepted: [/^[0-9]{9}$/, /^[A-Z]{1}[0-9]{3,6}$/, /^[A-Z]{2}[0-9]{2,5}$/], issued: [d(9)] },
  CT: { accepted: [/^[0-9]{9}$/], issued: [d(9)] },
  DE: { accepted: [/^[0-9]{1,7}$/], issued: [d(7)] },
  DC: { accepted: [/^[0-9]{7}$/, /^[0-9]{9}$/], issued: [d(7)] },
  FL: { accepted: [/^[A-Z]{1}[0-9]{12}$/], issued: [initial, d(12)] },
  GA: { accepted: [/^[0-9]{7,9}$/], issued: [d(9)] },
  HI: { accepted: [/^[A-Z]{1}[0-9]{8}$/, /^[0-9]{9}$/], issued: [lit('H'), d(8)] },
  ID: { accepted: [/^[A-Z]{2}[0-9]{6}[A-Z]{1}$/, /^[0-9]{9}$/], issued: [l(2), d(6), l(1)] },
  IL: { accepted: [/^[A-Z]{1}[0-9]{11,12}$/], issued: [initial, d(11)] },
  IN: { accepted: [/^[A-Z]{1}[0-9]{9}$/, /^[0-9]{9,10}$/], issued: [d(10)] },
  IA: { accepted: [/^[0-9]{9}$/, /^[0-9]{3}[A-Z]{2}[0-9]{4}$/], issued: [d(3), l(2), d(4)] },
  KS: { accepted: [/^([A-Z]{1}[0-9]{1}){2}[A-Z]{1}$/, /^[A-Z]{1}[0-9]{8}$/, /^[0-9]{9}$/], issued: [lit('K'), d(8)] },
  KY: { accepted: [/^[A-Z]{1}[0-9]{8,9}$/, /^[0-9]{9}$/], issued: [initial, d(8)] },
  LA: { accepted: [/^[0-9]{1,9}$/], issued: [d(9)] },
  ME: { accepted: [/^[0-9]{7}$/, /^[0-9]{7}[A-Z]{1}$/, /^[0-9]{8}$/], issued: [d(7)] },
  MD: { accepted: [/^[A-Z]{1}[0-9]{12}$/], issued: [initial, d(12)] },
  MA: { accepted: [/^[A-Z]{1}[0-9]{8}$/, /^[0-9]{9}$/], issued: [lit('S'), d(8)] },
  MI: { accepted: [/^[A-Z]{1}[0-9]{10}$/, /^[A-Z]{1}[0-9]{12}$/], issued: [initial, d(12)] },
  MN: { accepted: [/^[A-Z]{1}[0-9]{12}$/], issued: [initial, d(12)] },
  MS: { accepted: [/^[0-9]{9}$/], issued: [d(9)] },
  MO: {
    accepted: [
      /^[A-Z]{1}[0-9]{5,9}$/,
      /^[A-Z]{1}[0-9]{6}[R]{1}$/,
      /^[0-9]{8}[A-Z]{2}$/,
      /^[0-9]{9}[A-Z]{1}$/,
      /^[0-9]{9}$/,
      /^[0-9]{3}[A-Z]{1}[0-9]{6}$/,
    ],
    issued: [l(1), d(9)],
  },
  MT: { accepted: [/^[A-Z]{1}[0-9]{8}$/, /^[0-9]{13}$/, /^[0-9]{9}$/, /^[0-9]{14}$/], issued: [d(13)] },
  NE: { accepted: [/^[A-Z]{1}[0-9]{6,8}$/], issued: [l(1), d(8)] },
  NV: { accepted: [/^[0-9]{9,10}$/, /^[0-9]{12}$/, /^[X]{1}[0-9]{8}$/], issued: [d(10)] },
  NH: { accepted: [/^[0-9]{2}[A-Z]{3}[0-9]{5}$/], issued: [d(2), l(3), d(5)] },
  NJ: { accepted: [/^[A-Z]{1}[0-9]{14}$/], issued: [initial, d(14)] },
  NM: { accepted: [/^[0-9]{8,9}$/], issued: [d(9)] },
  NY: {
    accepted: [/^[A-Z]{1}[0-9]{7}$/, /^[A-Z]{1}[0-9]{18}$/, /^[0-9]{8,9}$/, /^[0-9]{16}$/, /^[A-Z]{8}$/],
    issued: [d(9)],
  },
  NC: { accepted: [/^[0-9]{1,12}$/], issued: [d(12)] },
  ND: { accepted: [/^[A-Z]{3}[0-9]{6}$/, /^[0-9]{9}$/], issued: [l(3), d(6)] },
  OH: { accepted: [/^[A-Z]{1}[0-9]{4,8}$/, /^[A-Z]{2}[0-9]{3,7}$/, /^[0-9]{8}$/], issued: [l(2), d(6)] },
  OK: { accepted: [/^[A-Z]{1}[0-9]{9}$/, /^[0-9]{9}$/], issued: [l(1), d(9)] },
  OR: { accepted: [/^[0-9]{1,9}$/], issued: [d(7)] },
  PA: { accepted: [/^[0-9]{8}$/], issued: [d(8)] },
  RI: { accepted: [/^[0-9]{7}$/, /^[A-Z]{1}[0-9]{6}$/], issued: [d(7)] },
  SC: { accepted: [/^[0-9]{5,11}$/], issued: [d(9)] },
  SD: { accepted: [/^[0-9]{6,10}$/, /^[0-9]{12}$/], issued: [d(8)] },
  TN: { accepted: [/^[0-9]{7,9}$/], issued: [d(9)] },
  TX: { accepted: [/^[0-9]{7,8}$/], issued: [d(8)] },
  UT: { accepted: [/^[0-9]{4,10}$/], issued: [d(9)] },
  VT: { accepted: [/^[0-9]{8}$/, /^[0-9]{7}[A]$/], issued: [d(8)] },
  VA: { accepted: [/^[A-Z]{1}[0-9]{8,11}$/, /^[0-9]{9}$/], issued: [l(1), d(8)] },
  // WA has issued WDL + 9 letters or digits since 2018; older numbers are name-derived, 12 characters in all.
  WA: { accepted: [/^(?=.{12}$)[A-Z]{1,7}[A-Z0-9*]{4,11}$/], issued: [lit('WDL'), a(9)] },
  WV: { accepted: [/^[0-9]{7}$/, /^[A-Z]{1,2}[0-9]{5,6}$/], issued: [l(1), d(6)] },
  WI: { accepted: [/^[A-Z]{1}[0-9]{13}$/], issued: [initial, d(13)] },
  WY: { accepted: [/^[0-9]{9,10}$/], issued: [d(9)] },
};

/** Whether a licence number (upper-cased, no spaces or dashes) has one of its state's formats. */
export function isLicenceNumber(state: UsState, value: string): boolean {
  const normalised = value.replace(/[\s-]/g, '').toUpperCase();
  return LICENCE_FORMATS[state].accepted.some((re) => re.test(normalised));
}
