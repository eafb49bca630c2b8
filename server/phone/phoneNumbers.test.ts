import { describe, expect, it } from 'vitest';
import { CARRIER_PHONE_NUMBERS, SOURCE_PHONE_NUMBERS, TRAFFIC_SOURCES, phoneNumberRows } from '../data/phoneNumbers';
import { FLOW_LOCATIONS, PHONE_POLICY_TYPES, POST_QUOTES_CARRIERS } from '../../src/contract/phone';
import { parseUsPhone } from './normalise';

describe('the phone-number data (server/data/phoneNumbers.ts)', () => {
  it('covers every traffic source of spec 000 section 6 for every policy type and flow location', () => {
    expect(TRAFFIC_SOURCES).toEqual([
      '',
      'erika',
      'bankrate',
      'safeco',
      'mymove',
      'cnet',
      'sage',
      'ratezip',
      'betterbuck',
      'carzing',
    ]);
    for (const source of TRAFFIC_SOURCES) {
      for (const type of PHONE_POLICY_TYPES) {
        for (const location of FLOW_LOCATIONS) expect(SOURCE_PHONE_NUMBERS[source][type][location]).toMatch(/^\d{10}$/);
      }
    }
    expect(Object.keys(CARRIER_PHONE_NUMBERS).sort()).toEqual([...POST_QUOTES_CARRIERS].sort());
  });

  it('uses fictional 555-01xx numbers, each line once, all valid US numbers', () => {
    const numbers = phoneNumberRows().map((r) => r.phoneNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) {
      expect(n).toMatch(/^\d{3}55501\d{2}$/);
      // Toll-free lines: valid, though they cannot receive a verification text.
      expect(parseUsPhone(n)).toMatchObject({ reason: 'not_textable' });
    }
  });
});
