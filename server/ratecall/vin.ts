import { VIN_PATTERN, checkDigit, modelYearCode } from '../../src/domain/vin';

// The VIN checks a carrier makes at SUBMIT_RC2_ANSWERS: spec 000 section 5's format (17 characters, no I, O or Q,
// last five numeric), the position-9 check digit and the position-10 model year of the vehicle (49 CFR 565). The
// primitives are the prefill's (server/prefill/vin.ts); this module names what is wrong, for INVALID_VEHICLE.

export type VinProblem = 'format' | 'check_digit' | 'model_year';

export const normaliseVin = (vin: string) => vin.trim().toUpperCase();

/** null when the VIN is good for a vehicle of this model year (year omitted: format and check digit only). */
export function vinProblem(raw: string, year?: number): VinProblem | null {
  const vin = normaliseVin(raw);
  if (!VIN_PATTERN.test(vin)) return 'format';
  if (checkDigit(vin) !== vin[8]) return 'check_digit';
  if (year !== undefined && Number.isInteger(year) && modelYearCode(year) !== vin[9]) return 'model_year';
  return null;
}

export const VIN_PROBLEM_TEXT: Record<VinProblem, string> = {
  format: 'is not 17 letters and digits (no I, O or Q) ending in five digits',
  check_digit: 'fails the check digit',
  model_year: 'is for a different model year',
};
