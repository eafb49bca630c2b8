import type { UsState } from '../../src/domain/constants';
import { LICENCE_PATTERNS } from '../../src/domain/licencePatterns';

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
  AL: { accepted: LICENCE_PATTERNS.AL, issued: [d(7)] },
  AK: { accepted: LICENCE_PATTERNS.AK, issued: [d(7)] },
  AZ: { accepted: LICENCE_PATTERNS.AZ, issued: [l(1), d(8)] },
  AR: { accepted: LICENCE_PATTERNS.AR, issued: [d(9)] },
  CA: { accepted: LICENCE_PATTERNS.CA, issued: [l(1), d(7)] },
  CO: { accepted: LICENCE_PATTERNS.CO, issued: [d(9)] },
  CT: { accepted: LICENCE_PATTERNS.CT, issued: [d(9)] },
  DE: { accepted: LICENCE_PATTERNS.DE, issued: [d(7)] },
  DC: { accepted: LICENCE_PATTERNS.DC, issued: [d(7)] },
  FL: { accepted: LICENCE_PATTERNS.FL, issued: [initial, d(12)] },
  GA: { accepted: LICENCE_PATTERNS.GA, issued: [d(9)] },
  HI: { accepted: LICENCE_PATTERNS.HI, issued: [lit('H'), d(8)] },
  ID: { accepted: LICENCE_PATTERNS.ID, issued: [l(2), d(6), l(1)] },
  IL: { accepted: LICENCE_PATTERNS.IL, issued: [initial, d(11)] },
  IN: { accepted: LICENCE_PATTERNS.IN, issued: [d(10)] },
  IA: { accepted: LICENCE_PATTERNS.IA, issued: [d(3), l(2), d(4)] },
  KS: { accepted: LICENCE_PATTERNS.KS, issued: [lit('K'), d(8)] },
  KY: { accepted: LICENCE_PATTERNS.KY, issued: [initial, d(8)] },
  LA: { accepted: LICENCE_PATTERNS.LA, issued: [d(9)] },
  ME: { accepted: LICENCE_PATTERNS.ME, issued: [d(7)] },
  MD: { accepted: LICENCE_PATTERNS.MD, issued: [initial, d(12)] },
  MA: { accepted: LICENCE_PATTERNS.MA, issued: [lit('S'), d(8)] },
  MI: { accepted: LICENCE_PATTERNS.MI, issued: [initial, d(12)] },
  MN: { accepted: LICENCE_PATTERNS.MN, issued: [initial, d(12)] },
  MS: { accepted: LICENCE_PATTERNS.MS, issued: [d(9)] },
  MO: {
    accepted: LICENCE_PATTERNS.MO,
    issued: [l(1), d(9)],
  },
  MT: { accepted: LICENCE_PATTERNS.MT, issued: [d(13)] },
  NE: { accepted: LICENCE_PATTERNS.NE, issued: [l(1), d(8)] },
  NV: { accepted: LICENCE_PATTERNS.NV, issued: [d(10)] },
  NH: { accepted: LICENCE_PATTERNS.NH, issued: [d(2), l(3), d(5)] },
  NJ: { accepted: LICENCE_PATTERNS.NJ, issued: [initial, d(14)] },
  NM: { accepted: LICENCE_PATTERNS.NM, issued: [d(9)] },
  NY: {
    accepted: LICENCE_PATTERNS.NY,
    issued: [d(9)],
  },
  NC: { accepted: LICENCE_PATTERNS.NC, issued: [d(12)] },
  ND: { accepted: LICENCE_PATTERNS.ND, issued: [l(3), d(6)] },
  OH: { accepted: LICENCE_PATTERNS.OH, issued: [l(2), d(6)] },
  OK: { accepted: LICENCE_PATTERNS.OK, issued: [l(1), d(9)] },
  OR: { accepted: LICENCE_PATTERNS.OR, issued: [d(7)] },
  PA: { accepted: LICENCE_PATTERNS.PA, issued: [d(8)] },
  RI: { accepted: LICENCE_PATTERNS.RI, issued: [d(7)] },
  SC: { accepted: LICENCE_PATTERNS.SC, issued: [d(9)] },
  SD: { accepted: LICENCE_PATTERNS.SD, issued: [d(8)] },
  TN: { accepted: LICENCE_PATTERNS.TN, issued: [d(9)] },
  TX: { accepted: LICENCE_PATTERNS.TX, issued: [d(8)] },
  UT: { accepted: LICENCE_PATTERNS.UT, issued: [d(9)] },
  VT: { accepted: LICENCE_PATTERNS.VT, issued: [d(8)] },
  VA: { accepted: LICENCE_PATTERNS.VA, issued: [l(1), d(8)] },
  // WA has issued WDL + 9 letters or digits since 2018; older numbers are name-derived, 12 characters in all.
  WA: { accepted: LICENCE_PATTERNS.WA, issued: [lit('WDL'), a(9)] },
  WV: { accepted: LICENCE_PATTERNS.WV, issued: [l(1), d(6)] },
  WI: { accepted: LICENCE_PATTERNS.WI, issued: [initial, d(13)] },
  WY: { accepted: LICENCE_PATTERNS.WY, issued: [d(9)] },
};

/** Whether a licence number (upper-cased, no spaces or dashes) has one of its state's formats. */
export function isLicenceNumber(state: UsState, value: string): boolean {
  const normalised = value.replace(/[\s-]/g, '').toUpperCase();
  return LICENCE_FORMATS[state].accepted.some((re) => re.test(normalised));
}
