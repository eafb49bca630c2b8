import { describe, expect, it } from 'vitest';
import { isRealDate } from '../../src/domain/validation';
import { isLicenceNumber } from '../data/licencePatterns';
import { Dice } from './dice';
import { buildHousehold } from './household';

const YEAR = 2026;
const person = (age: number) => ({ firstName: 'James', lastName: 'Okafor', birthYear: YEAR - age, age });

describe('prefill households', () => {
  it('always holds the searched person first, without name or birth date (they are never stored)', () => {
    for (let i = 0; i < 100; i += 1) {
      const [self] = buildHousehold(person(45), 'OH', YEAR, new Dice(String(i)));
      expect(self.relationship).toBe('Self');
      expect(self.firstName).toBeUndefined();
      expect(self.birthdate).toBeUndefined();
    }
  });

  it('adds spouses and relatives of driving age, with real dates, licences of the state, and a mix of sizes', () => {
    const sizes = new Set<number>();
    for (let i = 0; i < 300; i += 1) {
      const age = 18 + (i % 60);
      const household = buildHousehold(person(age), 'FL', YEAR, new Dice(`h${i}`));
      sizes.add(household.length);
      expect(household.length).toBeLessThanOrEqual(4);
      for (const d of household) {
        expect(isLicenceNumber('FL', d.licenseNumber), d.licenseNumber).toBe(true);
        expect(d.licenseNumber[0]).toBe('O');
        if (d.relationship === 'Self') continue;
        expect(isRealDate(d.birthdate!), d.birthdate).toBe(true);
        expect(YEAR - Number(d.birthdate!.slice(6))).toBeGreaterThanOrEqual(17);
        expect(d.firstName).toMatch(/^[A-Z][a-z]+$/);
        if (d.relationship === 'Spouse') expect(d.gender).toBe('Female');
      }
    }
    expect([...sizes].sort()).toEqual([1, 2, 3]);
  });
});
