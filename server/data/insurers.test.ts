import { describe, expect, it } from 'vitest';
import { INSURERS, INSURER_NAMES, insurerByName } from './insurers';

describe('insurer list', () => {
  it('is the current-insurer options of spec 000 section 9, in order', () => {
    expect(INSURER_NAMES).toEqual([
      'Allstate',
      'American Family',
      'Chubb',
      'Farmers',
      'Liberty Mutual',
      'Nationwide',
      'Progressive',
      'State Farm',
      'Travelers',
      'USAA',
      'Other',
      'None',
    ]);
  });

  it('gives each company a 5-digit NAIC code and a 4-digit group code, distinct; Other and None none', () => {
    const companies = INSURERS.filter((i) => i.company);
    expect(companies).toHaveLength(10);
    for (const i of companies) {
      expect(i.naicCode, i.name).toMatch(/^\d{5}$/);
      expect(i.naicGroupCode, i.name).toMatch(/^\d{4}$/);
    }
    expect(new Set(companies.map((i) => i.naicCode)).size).toBe(10);
    expect(insurerByName('state farm')).toMatchObject({ naicCode: '25178' });
    expect(insurerByName('None')).toMatchObject({ naicCode: null });
    expect(insurerByName('Geico')).toBeUndefined();
  });
});
