import { describe, expect, it } from 'vitest';
import { cityKey, deliveryLine, parseSecondary, parseStreet } from './normalise';

describe('parseStreet', () => {
  it('abbreviates the suffix, directionals and unit the USPS way', () => {
    const p = parseStreet('1600 north Pennsylvania Avenue Northwest Suite 300');
    expect(p && deliveryLine(p)).toBe('1600 N PENNSYLVANIA AVE NW STE 300');
    expect(deliveryLine(parseStreet('12 Elm Street # 4')!)).toBe('12 ELM ST # 4');
    expect(deliveryLine(parseStreet('9 Oak Boulevard Apartment 2B')!)).toBe('9 OAK BLVD APT 2B');
  });

  it('needs a house number and a street name', () => {
    expect(parseStreet('Main Street')).toBeNull();
    expect(parseStreet('')).toBeNull();
  });
});

describe('parseSecondary', () => {
  it('reads designators, a bare #, and a lone unit number', () => {
    expect(parseSecondary('Apartment 4B')).toEqual({ designator: 'APT', number: '4B' });
    expect(parseSecondary('#12')).toEqual({ designator: '#', number: '12' });
    expect(parseSecondary('7')).toEqual({ designator: '#', number: '7' });
    expect(parseSecondary('  ')).toBeNull();
  });
});

describe('cityKey', () => {
  it('ignores case, punctuation and the Saint/Fort/Mount abbreviations', () => {
    expect(cityKey('St. Louis')).toBe(cityKey('SAINT LOUIS'));
    expect(cityKey('Ft Worth')).toBe(cityKey('Fort Worth'));
    expect(cityKey('Winston-Salem')).toBe(cityKey('winston salem'));
    expect(cityKey('Austin')).not.toBe(cityKey('Dallas'));
  });
});
