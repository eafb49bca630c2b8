import { describe, expect, it } from 'vitest';
import {
  ageFromBirthdate,
  formatPhone,
  isEmail,
  isRealDate,
  maskDate,
  normalisePhone,
  yearList,
  UUID_PATTERN,
} from './validation';
import { birthdate, personName, zip } from '../contract';

describe('field rules (spec 000 section 5)', () => {
  it('rejects names with digits or symbols, with a message tied to the field', () => {
    const r = personName.safeParse('R2-D2');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Use letters, spaces, hyphens and apostrophes only');
  });
  it('accepts a zip of exactly 5 digits only', () => {
    expect(zip.safeParse('78701').success).toBe(true);
    expect(zip.safeParse('7870').success).toBe(false);
    expect(zip.safeParse('787011').success).toBe(false);
  });
  it('accepts a real MM/DD/YYYY date only', () => {
    expect(isRealDate('02/29/2024')).toBe(true);
    expect(isRealDate('02/30/2024')).toBe(false);
    expect(birthdate.safeParse('1985-04-12').error?.issues[0].message).toBe('Enter a date as MM/DD/YYYY');
  });
  it('masks dates as typed: slashes inserted, a month above 1 padded', () => {
    expect(maskDate('0412')).toBe('04/12');
    expect(maskDate('4121985')).toBe('04/12/1985');
  });
  it('computes age from a birthdate, 21 when empty', () => {
    expect(ageFromBirthdate('04/12/1985', new Date(Date.UTC(2026, 3, 11)))).toBe(40);
    expect(ageFromBirthdate('04/12/1985', new Date(Date.UTC(2026, 3, 12)))).toBe(41);
    expect(ageFromBirthdate(undefined)).toBe(21);
  });
  it('normalises phones: punctuation stripped, a leading 1 of 11 digits dropped, booleans empty', () => {
    expect(normalisePhone('+1 (512) 555-0134')).toBe('5125550134');
    expect(normalisePhone(true)).toBe('');
    expect(formatPhone('5125550134')).toBe('(512) 555 - 0134');
  });
  it('checks email format', () => {
    expect(isEmail('a.b@example.com')).toBe(true);
    expect(isEmail('a.b@example')).toBe(false);
  });
  it('checks email format in one pass: dot-separated labels, none empty (issue 8)', () => {
    expect(isEmail('ana.lima@mail.example.co')).toBe(true);
    expect(isEmail('a@b..com')).toBe(false);
    // Backtracked for about a minute before; the test timeout catches a return of that.
    expect(isEmail(`a@${'.'.repeat(255_000)}@`)).toBe(false);
  });
  it('lists years descending, empty for non-integers', () => {
    expect(yearList(2026, 2024)).toEqual(['2026', '2025', '2024']);
    expect(yearList(2026.5, 2024)).toEqual([]);
  });
  it('accepts uuids of versions 1 to 5 or all zeros', () => {
    expect(UUID_PATTERN.test('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(UUID_PATTERN.test('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(UUID_PATTERN.test('3b241101-e2bb-7255-8caf-4136c566a962')).toBe(false);
  });
});
