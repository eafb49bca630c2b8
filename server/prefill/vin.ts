import { checkDigit, modelYearCode } from '../../src/domain/vin';
import { wmiFor } from '../data/vinWmi';
import type { Dice } from './dice';

// Prefilled VINs per 49 CFR 565: the make's WMI, a model descriptor, the check digit (position 9), the model-year
// code (position 10), a plant code and a serial; the rules themselves are src/domain/vin.ts.

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
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
