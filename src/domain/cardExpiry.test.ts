import { describe, expect, it } from 'vitest';
import { checkCardExpiry } from './cardExpiry';

// spec 001 section 5: MM/YYYY, month 01-12, year 19xx or 20xx, at least 7 characters, after today.
const today = new Date(Date.UTC(2026, 4, 15)); // 15 May 2026

describe('card expiry (spec 001 section 5)', () => {
  it('accepts a future MM/YYYY and returns month and year', () => {
    expect(checkCardExpiry('09/2030', today)).toEqual({ ok: true, month: 9, year: 2030 });
    expect(checkCardExpiry(' 12/2099 ', today)).toEqual({ ok: true, month: 12, year: 2099 });
  });
  it('accepts the current month (a card is good through its last day)', () => {
    expect(checkCardExpiry('05/2026', today)).toEqual({ ok: true, month: 5, year: 2026 });
    expect(checkCardExpiry('05/2026', new Date(Date.UTC(2026, 4, 31, 23, 59)))).toMatchObject({ ok: true });
  });
  it('rejects last month and earlier years as expired', () => {
    expect(checkCardExpiry('04/2026', today)).toEqual({ ok: false, reason: 'expired' });
    expect(checkCardExpiry('12/2025', today)).toEqual({ ok: false, reason: 'expired' });
    expect(checkCardExpiry('06/1999', today)).toEqual({ ok: false, reason: 'expired' });
  });
  it('rejects months outside 01-12', () => {
    for (const v of ['00/2030', '13/2030', '99/2030'])
      expect(checkCardExpiry(v, today)).toEqual({ ok: false, reason: 'format' });
  });
  it('rejects years that are not 19xx or 20xx', () => {
    for (const v of ['01/2130', '01/1830', '01/0030'])
      expect(checkCardExpiry(v, today)).toEqual({ ok: false, reason: 'format' });
  });
  it('rejects other shapes and anything shorter than 7 characters', () => {
    for (const v of ['', '1/2030', '01/30', '0130', '01-2030', '01/20301', '012030', '01 /2030', 'ab/cdef']) {
      expect(checkCardExpiry(v, today)).toEqual({ ok: false, reason: 'format' });
    }
  });
});
