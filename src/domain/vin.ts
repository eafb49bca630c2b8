// VINs (spec 000 section 5: 17 characters, letters and digits without I, O or Q, the last five numeric) and the
// 49 CFR 565 check digit (position 9) and model-year code (position 10). Pure: the client, prefill and rate calls share it.

/** Position 10 cycles through these every 30 years from 1980 (no I, O, Q, U, Z or 0). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{12}[0-9]{5}$/;

export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30];
}

/** Position 10 read back; position 7 tells the cycle (a digit: 1980-2009, a letter: 2010-2039). */
export function decodeModelYear(vin: string): number | null {
  const i = YEAR_CODES.indexOf(vin[9]);
  if (i < 0) return null;
  return 1980 + i + (/[0-9]/.test(vin[6]) ? 0 : 30);
}

export function checkDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const ch = vin[i];
    const value = /[0-9]/.test(ch) ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * WEIGHTS[i];
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** Spec 000 section 5's format and the position-9 check digit. */
export function isValidVin(vin: string): boolean {
  return VIN_PATTERN.test(vin) && vin[8] === checkDigit(vin);
}
