import { isValid } from 'driver-license-validator';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/domain/constants';
import { LICENCE_FORMATS, isLicenceNumber } from '../data/licencePatterns';
import { Dice } from './dice';
import { generateLicence } from './licence';

const LAST_NAMES = ['Okonkwo-Bellweather', "O'Neil", 'Smith', 'Zhang', 'Garcia'];

describe('licence numbers', () => {
  it('has a format for the 50 states and DC', () => {
    expect(Object.keys(LICENCE_FORMATS).sort()).toEqual([...US_STATES].sort());
  });

  it("generates numbers that match the state's pattern, and driver-license-validator's, in every state", () => {
    for (const state of US_STATES) {
      for (let i = 0; i < 40; i += 1) {
        const lastName = LAST_NAMES[i % LAST_NAMES.length];
        const number = generateLicence(state, lastName, new Dice(`${state}-${i}`));
        expect(isLicenceNumber(state, number), `${state} ${number}`).toBe(true);
        expect(isValid(number, { states: state }), `${state} ${number} (driver-license-validator)`).toBe(true);
      }
    }
  });

  it("starts Soundex-style numbers with the last name's initial (FL, IL, MD, MI, MN, NJ, WI)", () => {
    for (const state of ['FL', 'IL', 'MD', 'MI', 'MN', 'NJ', 'WI'] as const) {
      expect(generateLicence(state, "o'neil", new Dice('a'))[0]).toBe('O');
    }
    expect(generateLicence('WA', 'Smith', new Dice('a'))).toMatch(/^WDL[A-Z0-9]{9}$/);
  });

  it('rejects numbers of another format', () => {
    expect(isLicenceNumber('CA', 'A1234567')).toBe(true);
    expect(isLicenceNumber('CA', '12345678')).toBe(false);
    expect(isLicenceNumber('TX', '1234-5678')).toBe(true);
    expect(isLicenceNumber('FL', 'S123456789012')).toBe(true);
    expect(isLicenceNumber('FL', 'S12345678901')).toBe(false);
  });
});
