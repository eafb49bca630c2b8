import { wmiFor } from '../data/vinWmi';
import type { Dice } from './dice';

// 17-character VINs per 49 CFR 565 (spec 000 section 5: no I, O, Q; last five numeric): the make's WMI, a model
// descriptor, the check digit (position 9), the model-year code (position 10), a plant code and a serial.

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** Position 10 cycles through these every 30 years from 1980 (no I, O, Q, U, Z or 0). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5,
  W: 6, X: 7, Y: 8, Z: 9,
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

/** A VIN for this make, body and year, or null for a make without a known WMI. */
export function buildVin(make: string, vclass: string, year: number, dice: Dice): string | null {
  const wmi = wmiFor(make, vclass, year);
  if (!wmi) return null;
  const vds = Array.from({ length: 5 }, (_, i) => {
    // Position 7 marks the model-year cycle (49 CFR 565.15): a digit before 2010, a letter from 2010.
    if (i === 3) return year < 2010 ? String(dice.between(1, 9)) : dice.pick([...VIN_LETTERS]);
    return dice.pick([...VIN_CHARS]);
  }).join('');
  const plant = dice.pick([...VIN_LETTERS]);
  const serial = String(dice.between(100_000, 999_999));
  const draft = `${wmi}${vds}0${modelYearCode(year)}${plant}${serial}`;
  return draft.slice(0, 8) + checkDigit(draft) + draft.slice(9);
}
