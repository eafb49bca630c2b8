import { z } from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { isStorableText } from '../domain/validation';
import * as contract from '.';
import { MAX_CHARS, UNSTORABLE_TEXT_MESSAGE, text } from './text';
import { checksOf, exportedSchemas, stringSchemas, walkSchemas } from './walkSchemas';

// Issue 8: every string of the contract is bounded and storable; a NUL or a lone surrogate reached PostgreSQL as a 500.

const contractStrings = () => {
  const endpointSchemas = Object.values(contract.endpoints).flatMap((ep) => Object.values(ep));
  return stringSchemas(walkSchemas([...exportedSchemas(contract).map(([, s]) => s), ...endpointSchemas]));
};

describe('text()', () => {
  it('refuses NUL and unpaired surrogates with one clear message, and keeps every other character', () => {
    const field = text(20);
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\ude00\ud83d']) {
      const issues = field.safeParse(bad).error?.issues;
      expect(issues).toEqual([expect.objectContaining({ message: UNSTORABLE_TEXT_MESSAGE })]);
    }
    for (const good of ['José', 'Nguyễn', '山田', '😀 \t\u0001', '']) expect(field.parse(good)).toBe(good);
  });

  it('checks the length first and stops there, so no later check sees an overlong string', () => {
    const later = vi.fn(() => true);
    const result = text(5).check(z.regex(/^a+$/), z.refine(later)).safeParse('a'.repeat(6));
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Use 5 characters or fewer']);
    expect(later).not.toHaveBeenCalled();
    const broken = text(5).safeParse(`${'a'.repeat(9)}\u0000`);
    expect(broken.error?.issues.map((i) => i.message)).toEqual(['Use 5 characters or fewer']);
  });

  it('checks the keys of a catchall object like its values', () => {
    const bag = contract.RulesPolicyCoverages;
    const base = { bodilyInjury: '50/100', propertyDamage: '25000' };
    expect(bag.safeParse({ ...base, glass: 'Full' }).success).toBe(true);
    expect(bag.safeParse({ ...base, 'g\u0000': 'Full' }).error?.issues[0]).toMatchObject({ path: ['g\u0000'] });
    expect(bag.safeParse({ ...base, ['g'.repeat(41)]: 'Full' }).success).toBe(false);
  });
});

describe('every string of the contract (requests and answers, bodies, queries, params, headers)', () => {
  const strings = contractStrings();

  it('finds them all', () => {
    expect(strings.length).toBeGreaterThan(100);
  });

  it('has a length bound', () => {
    const bounded = (s: (typeof strings)[number]) =>
      checksOf(s).some((c) => c.check === 'max_length' && (c.maximum ?? Infinity) <= MAX_CHARS.dataUri);
    const unbounded = strings.filter((s) => !bounded(s));
    expect(unbounded.map((s) => JSON.stringify(s._zod.def))).toEqual([]);
  });

  it('refuses NUL and unpaired surrogates (it is built by text())', () => {
    const unchecked = strings.filter((s) => !checksOf(s).some((c) => c.fn === isStorableText));
    expect(unchecked.map((s) => JSON.stringify(s._zod.def))).toEqual([]);
  });
});
