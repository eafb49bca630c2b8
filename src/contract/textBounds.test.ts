import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { anyUnit, hostileString } from '../../tests/server/arbitraries';
import { MAX_CHARS, text } from './text';
import { codePointLength, isContractText } from './textBounds';

// The start page checks the URL's values with isContractText before zod loads (issue 9): it must accept exactly what
// the contract's text(max) accepts, on any string and any bound, or the start page keeps a value the contract refuses.

const astral = fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c));
/** Units that make code points and UTF-16 units differ: astral pairs, lone surrogates, a NUL, any other unit. */
const mixedUnit = fc.oneof({ weight: 3, arbitrary: astral }, { weight: 2, arbitrary: anyUnit });
/** A bound and a string around it: from half of it to twice it plus a few, in units of one or two code units. */
const nearBound = fc
  .integer({ min: 0, max: 600 })
  .chain((max) =>
    fc.tuple(fc.constant(max), fc.string({ unit: mixedUnit, minLength: Math.floor(max / 2), maxLength: max * 2 + 4 })),
  );
const bounds = fc.oneof(fc.constantFrom(...Object.values(MAX_CHARS)), fc.integer({ min: 0, max: 40 }));

const contractSays = (value: unknown, max: number) => text(max).safeParse(value).success;

describe('isContractText', () => {
  it('agrees with text(max) on strings around the bound, astral characters and lone surrogates among them', () => {
    fc.assert(
      fc.property(nearBound, ([max, s]) => {
        expect(isContractText(s, max)).toBe(contractSays(s, max));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with text(max) on any string of full Unicode, very long ones too, at every bound the contract uses', () => {
    fc.assert(
      fc.property(hostileString(200, 40_000), bounds, (s, max) => {
        expect(isContractText(s, max)).toBe(contractSays(s, max));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with text(max) on values that are not strings', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'string'),
        bounds,
        (v, max) => {
          expect(isContractText(v, max)).toBe(false);
          expect(contractSays(v, max)).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('counts a surrogate pair once: twice the bound in units fits when every unit is half a pair', () => {
    const pairs = '\u{1F600}'.repeat(20);
    expect(pairs.length).toBe(40);
    expect(isContractText(pairs, 20)).toBe(true);
    expect(contractSays(pairs, 20)).toBe(true);
    expect(isContractText(`${pairs}a`, 20)).toBe(false);
    expect(isContractText('\ud800'.repeat(20), 20)).toBe(false);
    expect(isContractText('a\u0000', 20)).toBe(false);
    expect(isContractText('', 0)).toBe(true);
  });
});

describe('codePointLength', () => {
  it('counts as the string iterator and zod do, lone surrogates as one each', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: mixedUnit, maxLength: 300 }), hostileString(200, 40_000)), (s) => {
        expect(codePointLength(s)).toBe([...s].length);
        expect(codePointLength(s)).toBe(z.core.util.codePointLength(s));
      }),
      { numRuns: 300, examples: [['\ud83d'], ['\ude00\ud83d'], ['\ud83d\ude00\ude00'], ['']] },
    );
  });
});
