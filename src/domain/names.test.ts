import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personName } from '../contract/common';
import { NAME_PATTERN, titleCaseName } from './names';

// Issue 9: real names (Zoë, José, Nguyễn, Siân, 山田) were refused by an A-Z rule; spec 000 section 5 says "letters".

const REFUSED = 'Use letters, spaces, hyphens and apostrophes only';

describe('names (spec 000 section 5: letters, hyphen, space, apostrophe; title-cased when stored)', () => {
  const REAL_NAMES = ['Zoë', 'José', 'Nguyễn', 'Siân', '山田', 'O’Brien', "D'Arcy-Smith", 'Þórunn', 'Łukasz'];
  it.each([...REAL_NAMES, 'Ἀλέξανδρος', 'Алёна', 'أحمد'])('accepts %s', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(true);
    expect(personName.safeParse(name).success).toBe(true);
  });

  it.each(['R2-D2', 'Ann!', 'Ann_Lee', 'Ann\tLee', '-Ann', "'s", '😀', 'Ann\u0000', '\u0301e'])(
    'refuses %j',
    (name) => {
      expect(personName.safeParse(name).error?.issues[0].message).toMatch(/^(Use letters|Remove the NUL)/);
    },
  );

  it('keeps the message the form shows for a name with digits', () => {
    expect(personName.safeParse('R2-D2').error?.issues[0].message).toBe(REFUSED);
    expect(personName.safeParse('  ').error?.issues[0].message).toBe('Enter a name');
  });

  it.each([
    ['josé', 'José'],
    ["o'brien", "O'Brien"],
    ['o’brien', 'O’Brien'],
    ['nguyễn', 'Nguyễn'],
    ["mary-jo  o'neil", "Mary-Jo O'Neil"],
    ['MARY-JO O’NEIL', 'Mary-Jo O’Neil'],
    ['SIÂN', 'Siân'],
    ['ÇAĞLAR', 'Çağlar'],
    ['straße', 'Straße'],
    ['ǆurić', 'ǅurić'],
    ['ნინო', 'ნინო'],
    ['ᲜᲘᲜᲝ', 'ნინო'],
  ])('title-cases %s, typed all in one case, as %s', (typed, stored) => {
    expect(titleCaseName(typed)).toBe(stored);
    expect(personName.parse(typed)).toBe(stored);
  });

  it.each(['McDonald', 'van der Berg', 'DeShawn', "d'Angelo", 'MacLeod-Smith', '山田'])(
    'keeps %s as typed',
    (typed) => {
      expect(personName.parse(typed)).toBe(typed);
    },
  );

  it('stores a name typed with combining marks in composed form', () => {
    expect(personName.parse('jose\u0301')).toBe('José');
    expect(personName.parse('Jose\u0301')).toBe('José');
  });
});

describe('names drawn from every script', () => {
  // A letter with its combining marks, from all of Unicode (fast-check's graphemes), and the separators between words.
  const letter = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((g) => /^\p{L}\p{M}*$/u.test(g));
  const word = fc.string({ unit: letter, minLength: 1, maxLength: 8 });
  const separator = fc.constantFrom(' ', '-', "'", '’');
  const name = fc
    .tuple(word, fc.array(fc.tuple(separator, word), { maxLength: 3 }))
    .map(([first, rest]) => first + rest.map(([sep, w]) => sep + w).join(''))
    .filter((n) => n.length <= 50);

  it('accepts any name of letters and separators, and stores it title-cased as a name still', () => {
    fc.assert(
      fc.property(name, (n) => {
        const stored = personName.parse(n);
        expect(stored).toBe(titleCaseName(n));
        expect(NAME_PATTERN.test(stored)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('title-cases once: storing a stored name changes nothing', () => {
    fc.assert(
      fc.property(name, (n) => {
        const once = titleCaseName(n);
        expect(titleCaseName(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a name that has capitals of its own exactly as typed', () => {
    fc.assert(
      fc.property(name, (n) => {
        const typed = n.normalize('NFC');
        fc.pre(typed !== typed.toLowerCase() && typed !== typed.toUpperCase());
        expect(titleCaseName(typed)).toBe(typed);
      }),
      { numRuns: 300 },
    );
  });
});
