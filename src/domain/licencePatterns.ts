import type { UsState } from './constants';

// Driver-licence number formats per state (spec 000/001 section 5: per-state patterns for the 50 states and DC), from
// driver-license-validator 3.1: the client checks a number on the drivers-license screen before the carrier does, and
// the sandbox accepts the same (server/data/licencePatterns.ts adds the format each state issues today).
export const LICENCE_PATTERNS: Record<UsState, readonly RegExp[]> = {
  AL: [/^[0-9]{1,8}$/],
  AK: [/^[0-9]{1,7}$/],
  AZ: [/^[A-Z]{1}[0-9]{8,9}$/, /^[A-Z]{2}[0-9]{2,5}$/, /^[0-9]{9}$/],
  AR: [/^[0-9]{4,9}$/],
  CA: [/^[A-Z]{1}[0-9]{7}$/],
  CO: [/^[0-9]{9}$/, /^[A-Z]{1}[0-9]{3,6}$/, /^[A-Z]{2}[0-9]{2,5}$/],
  CT: [/^[0-9]{9}$/],
  DE: [/^[0-9]{1,7}$/],
  DC: [/^[0-9]{7}$/, /^[0-9]{9}$/],
  FL: [/^[A-Z]{1}[0-9]{12}$/],
  GA: [/^[0-9]{7,9}$/],
  HI: [/^[A-Z]{1}[0-9]{8}$/, /^[0-9]{9}$/],
  ID: [/^[A-Z]{2}[0-9]{6}[A-Z]{1}$/, /^[0-9]{9}$/],
  IL: [/^[A-Z]{1}[0-9]{11,12}$/],
  IN: [/^[A-Z]{1}[0-9]{9}$/, /^[0-9]{9,10}$/],
  IA: [/^[0-9]{9}$/, /^[0-9]{3}[A-Z]{2}[0-9]{4}$/],
  KS: [/^([A-Z]{1}[0-9]{1}){2}[A-Z]{1}$/, /^[A-Z]{1}[0-9]{8}$/, /^[0-9]{9}$/],
  KY: [/^[A-Z]{1}[0-9]{8,9}$/, /^[0-9]{9}$/],
  LA: [/^[0-9]{1,9}$/],
  ME: [/^[0-9]{7}$/, /^[0-9]{7}[A-Z]{1}$/, /^[0-9]{8}$/],
  MD: [/^[A-Z]{1}[0-9]{12}$/],
  MA: [/^[A-Z]{1}[0-9]{8}$/, /^[0-9]{9}$/],
  MI: [/^[A-Z]{1}[0-9]{10}$/, /^[A-Z]{1}[0-9]{12}$/],
  MN: [/^[A-Z]{1}[0-9]{12}$/],
  MS: [/^[0-9]{9}$/],
  MO: [
    /^[A-Z]{1}[0-9]{5,9}$/,
    /^[A-Z]{1}[0-9]{6}[R]{1}$/,
    /^[0-9]{8}[A-Z]{2}$/,
    /^[0-9]{9}[A-Z]{1}$/,
    /^[0-9]{9}$/,
    /^[0-9]{3}[A-Z]{1}[0-9]{6}$/,
  ],
  MT: [/^[A-Z]{1}[0-9]{8}$/, /^[0-9]{13}$/, /^[0-9]{9}$/, /^[0-9]{14}$/],
  NE: [/^[A-Z]{1}[0-9]{6,8}$/],
  NV: [/^[0-9]{9,10}$/, /^[0-9]{12}$/, /^[X]{1}[0-9]{8}$/],
  NH: [/^[0-9]{2}[A-Z]{3}[0-9]{5}$/],
  NJ: [/^[A-Z]{1}[0-9]{14}$/],
  NM: [/^[0-9]{8,9}$/],
  NY: [/^[A-Z]{1}[0-9]{7}$/, /^[A-Z]{1}[0-9]{18}$/, /^[0-9]{8,9}$/, /^[0-9]{16}$/, /^[A-Z]{8}$/],
  NC: [/^[0-9]{1,12}$/],
  ND: [/^[A-Z]{3}[0-9]{6}$/, /^[0-9]{9}$/],
  OH: [/^[A-Z]{1}[0-9]{4,8}$/, /^[A-Z]{2}[0-9]{3,7}$/, /^[0-9]{8}$/],
  OK: [/^[A-Z]{1}[0-9]{9}$/, /^[0-9]{9}$/],
  OR: [/^[0-9]{1,9}$/],
  PA: [/^[0-9]{8}$/],
  RI: [/^[0-9]{7}$/, /^[A-Z]{1}[0-9]{6}$/],
  SC: [/^[0-9]{5,11}$/],
  SD: [/^[0-9]{6,10}$/, /^[0-9]{12}$/],
  TN: [/^[0-9]{7,9}$/],
  TX: [/^[0-9]{7,8}$/],
  UT: [/^[0-9]{4,10}$/],
  VT: [/^[0-9]{8}$/, /^[0-9]{7}[A]$/],
  VA: [/^[A-Z]{1}[0-9]{8,11}$/, /^[0-9]{9}$/],
  WA: [/^(?=.{12}$)[A-Z]{1,7}[A-Z0-9*]{4,11}$/],
  WV: [/^[0-9]{7}$/, /^[A-Z]{1,2}[0-9]{5,6}$/],
  WI: [/^[A-Z]{1}[0-9]{13}$/],
  WY: [/^[0-9]{9,10}$/],
};

/** Whether a licence number (spaces and dashes ignored, any case) has one of its state's formats. */
export function fitsLicencePattern(state: string, value: string): boolean {
  const patterns = (LICENCE_PATTERNS as Record<string, readonly RegExp[] | undefined>)[state];
  if (!patterns) return false;
  const normalised = value.replace(/[\s-]/g, '').toUpperCase();
  return patterns.some((re) => re.test(normalised));
}
