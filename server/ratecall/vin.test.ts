import { describe, expect, it } from 'vitest';
import { Dice } from '../prefill/dice';
import { buildVin } from '../prefill/vin';
import { vinProblem } from './vin';

describe('the INVALID_VEHICLE VIN checks', () => {
  it('accept a real VIN for its model year (2003 Honda Accord 1HGCM82633A004352), in any case and spacing', () => {
    expect(vinProblem('1HGCM82633A004352', 2003)).toBeNull();
    expect(vinProblem(' 1hgcm82633a004352 ', 2003)).toBeNull();
    expect(vinProblem('1HGCM82633A004352')).toBeNull();
  });

  it('reject the spec 000 section 5 formats: length, I/O/Q, last five not numeric', () => {
    expect(vinProblem('1HGCM82633A00435', 2003)).toBe('format');
    expect(vinProblem('1HGCM82633A0O4352', 2003)).toBe('format');
    expect(vinProblem('1HGCM82633A00A352', 2003)).toBe('format');
  });

  it('reject a wrong check digit and a VIN of another model year (the 30-year cycle repeats the code)', () => {
    expect(vinProblem('1HGCM82643A004352', 2003)).toBe('check_digit');
    expect(vinProblem('1HGCM82633A004352', 2004)).toBe('model_year');
    expect(vinProblem('1HGCM82633A004352', 2033)).toBeNull();
  });

  it('accept the VINs the prefill generates for that year', () => {
    const vin = buildVin('Toyota', 'Sedan', 2020, new Dice('seed'));
    expect(vin).not.toBeNull();
    expect(vinProblem(vin!, 2020)).toBeNull();
    expect(vinProblem(vin!, 2019)).toBe('model_year');
  });
});
