import { describe, expect, it } from 'vitest';
import { FREQUENT_MAKES } from '../../src/domain/constants';
import { WMI_BY_MAKE } from '../data/vinWmi';
import { Dice } from './dice';
import { checkDigit, decodeModelYear, isValidVin, modelYearCode } from '../../src/domain/vin';
import { buildVin } from './vin';

// spec 000 section 5: "VIN: 17 characters, letters and digits excluding I, O, Q, last five numeric".
const SPEC_VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const VCLASSES = ['Sedan', 'SUV', 'Truck', 'Van', 'Two Seaters', 'Special Purpose Vehicle'];

describe('VINs', () => {
  it('checks real VINs: check digit and format', () => {
    // A 2003 Honda Accord (the VIN printed in NHTSA's decoding examples) and the all-ones VIN whose digit is 1.
    expect(isValidVin('1HGCM82633A004352')).toBe(true);
    expect(checkDigit('11111111111111111')).toBe('1');
    expect(isValidVin('1HGCM82623A004352')).toBe(false);
    expect(isValidVin('1HGCM82633A00435')).toBe(false);
    expect(isValidVin('1HGCM82633A0O4352')).toBe(false);
  });

  it('maps model years to position 10 both ways (1980 A, 2001 1, 2010 A, 2025 S)', () => {
    expect([1980, 2001, 2009, 2010, 2025].map(modelYearCode)).toEqual(['A', '1', '9', 'A', 'S']);
  });

  it('builds valid VINs for every frequent make, body and year: format, check digit, year, WMI', () => {
    let n = 0;
    for (const make of FREQUENT_MAKES) {
      for (const vclass of VCLASSES) {
        for (let year = 1984; year <= 2025; year += 1) {
          const vin = buildVin(make, vclass, year, new Dice(`${make}-${vclass}-${year}`));
          if (!vin) throw new Error(`no VIN for ${make}`);
          expect(vin, vin).toMatch(SPEC_VIN);
          expect(vin.slice(12), vin).toMatch(/^[0-9]{5}$/);
          expect(vin[8], vin).toBe(checkDigit(vin));
          expect(isValidVin(vin), vin).toBe(true);
          expect(decodeModelYear(vin), vin).toBe(year);
          const entry = WMI_BY_MAKE[make];
          const allowed = [...Object.values(entry.wmi), ...Object.values(entry.before?.wmi ?? {})];
          expect(allowed, `${make} ${vin}`).toContain(vin.slice(0, 3));
          n += 1;
        }
      }
    }
    expect(n).toBe(FREQUENT_MAKES.length * VCLASSES.length * 42);
  });

  it('is deterministic, and has no VIN for a make without a WMI', () => {
    expect(buildVin('Toyota', 'Sedan', 2018, new Dice('x'))).toBe(buildVin('toyota', 'Sedan', 2018, new Dice('x')));
    expect(buildVin('Toyota', 'Sedan', 2018, new Dice('x'))!.slice(0, 3)).toBe('4T1');
    expect(buildVin('Jeep', 'SUV', 2008, new Dice('x'))!.slice(0, 3)).toBe('1J4');
    expect(buildVin('Bugatti', 'Sedan', 2018, new Dice('x'))).toBeNull();
  });
});
