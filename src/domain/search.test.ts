import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileString } from '../../tests/server/arbitraries';
import { labelSearch, MATCH_RANK, matchRank, normaliseForSearch, searchKey } from './search';

// Issue 10: typing "F-150" for a 2016 Ford found nothing, since the list says F150.

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const options = (...names: string[]) => names.map((label) => ({ value: label.toUpperCase(), label }));

const FORD_2016 = options('C-MAX', 'Edge', 'Escape', 'Expedition', 'Explorer', 'F150', 'F250', 'Fiesta', 'Transit');
const MAKES = options('Citroën', 'Ford', 'Mercedes-Benz', 'MINI', 'Rolls-Royce', 'Škoda');

describe('normaliseForSearch', () => {
  it.each([
    ['F-150', 'f150'],
    ['f 150', 'f150'],
    ['  F150  ', 'f150'],
    ['Mercedes-Benz', 'mercedesbenz'],
    ['mercedes benz', 'mercedesbenz'],
    ['Citroën', 'citroen'],
    ['Citroe\u0308n', 'citroen'],
    ['ŠKODA', 'skoda'],
    ['Ｆ１５０', 'f150'],
    ['ﬁat', 'fiat'],
    ['İstanbul', 'istanbul'],
    ['ΟΔΟΣ', 'οδοσ'],
    ['Rolls–Royce', 'rollsroyce'],
    ['e·Golf', 'egolf'],
    ['山田 太郎', '山田太郎'],
    ['', ''],
    ['-- / --', ''],
  ])('%j -> %j', (text, folded) => {
    expect(normaliseForSearch(text)).toBe(folded);
  });

  it('folds every code point of Unicode to text that folding leaves as it is', () => {
    const unstable: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      const folded = normaliseForSearch(String.fromCodePoint(code));
      if (normaliseForSearch(folded) !== folded) unstable.push(code.toString(16));
    }
    expect(unstable).toEqual([]);
  });

  it('drops NUL and lone surrogates, keeping the letters around them', () => {
    expect(normaliseForSearch('F\u0000-1\ud80050')).toBe('f150');
  });

  it('marks where each word starts in the folded text', () => {
    expect(searchKey('Mercedes-Benz GLA 250')).toEqual({ key: 'mercedesbenzgla250', wordStarts: [0, 8, 12, 15] });
    expect(searchKey('Citroe\u0308n C3').wordStarts).toEqual([0, 7]);
  });
});

describe('labelSearch', () => {
  it.each(['F-150', 'f 150', 'f150', 'F150', ' f-1-5-0 '])('finds F150 for %j', (typed) => {
    expect(labels(labelSearch(FORD_2016)(typed))).toEqual(['F150']);
  });

  it.each([
    ['mercedes benz', 'Mercedes-Benz'],
    ['citroen', 'Citroën'],
    ['CITROËN', 'Citroën'],
    ['skoda', 'Škoda'],
    ['rolls royce', 'Rolls-Royce'],
  ])('finds %j as %j', (typed, label) => {
    expect(labels(labelSearch(MAKES)(typed))).toEqual([label]);
  });

  it('ranks labels that start with the text first, then words that start with it, then the rest', () => {
    const search = labelSearch(options('Sorento', 'Forester', 'Rio', 'Kia Rio', 'Soul', 'Outback Sport'));
    expect(labels(search('o'))).toEqual(['Outback Sport', 'Sorento', 'Forester', 'Rio', 'Kia Rio', 'Soul']);
    expect(labels(search('r'))).toEqual(['Rio', 'Kia Rio', 'Sorento', 'Forester', 'Outback Sport']);
    expect(labels(search('sport'))).toEqual(['Outback Sport']);
  });

  it('keeps the list order within a rank, and the whole list for text that folds to nothing', () => {
    expect(labels(labelSearch(FORD_2016)('e'))).toEqual(['Edge', 'Escape', 'Expedition', 'Explorer', 'Fiesta']);
    expect(labels(labelSearch(FORD_2016)('a'))).toEqual(['C-MAX', 'Escape', 'Fiesta', 'Transit']);
    expect(labels(labelSearch(FORD_2016)(''))).toEqual(labels(FORD_2016));
    expect(labels(labelSearch(FORD_2016)(' - '))).toEqual(labels(FORD_2016));
  });

  it('finds nothing for text in no label', () => {
    expect(labelSearch(FORD_2016)('zzzz')).toEqual([]);
    expect(labelSearch(FORD_2016)('F-1500')).toEqual([]);
  });

  it('finds a match after a partial one (the scan falls back within the text, not to its start)', () => {
    expect(matchRank('aab', 'ab')).toBe(MATCH_RANK.inside);
    expect(matchRank('abab abac', 'abac')).toBe(MATCH_RANK.wordStart);
    expect(matchRank('xaaab', 'aab')).toBe(MATCH_RANK.inside);
  });

  it('copes with a 200,000-character query and label', () => {
    const long = `${'a'.repeat(100_000)}-${'a'.repeat(99_999)}b`;
    expect(matchRank(long, `${'a'.repeat(100_000)}b`)).toBe(MATCH_RANK.inside);
    expect(matchRank(long, `${'a'.repeat(99_999)}b`)).toBe(MATCH_RANK.wordStart);
    expect(labelSearch(FORD_2016)(long)).toEqual([]);
  });
});

describe('search properties (all of Unicode, long strings)', () => {
  const text = hostileString(40, 20_000);

  it('never throws, and folding its own output changes nothing', () => {
    fc.assert(
      fc.property(text, (t) => {
        const folded = normaliseForSearch(t);
        expect(normaliseForSearch(folded)).toBe(folded);
      }),
    );
  });

  it('a label always finds itself, at its start, spaced or not', () => {
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 5 }), (label, others) => {
        const items = [...others, label].map((l, i) => ({ value: String(i), label: l }));
        const found = labelSearch(items)(label);
        expect(found).toContain(items[items.length - 1]);
        expect(matchRank(label, label)).toBe(MATCH_RANK.labelStart);
        expect(matchRank(label, ` ${label} - `)).toBe(MATCH_RANK.labelStart);
      }),
    );
  });

  it('returns each matching item once, in rank order, and only items whose folded label contains the query', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 8 }), text, (names, query) => {
        const items = names.map((label, i) => ({ value: String(i), label }));
        const found = labelSearch(items)(query);
        expect(new Set(found).size).toBe(found.length);
        const folded = normaliseForSearch(query);
        expect(found).toEqual(items.filter((item) => normaliseForSearch(item.label).includes(folded)).sort(byRank));
        function byRank(a: { label: string }, b: { label: string }) {
          return (matchRank(a.label, query) ?? 3) - (matchRank(b.label, query) ?? 3);
        }
      }),
    );
  });

  it('a prefix of a folded label always finds it', () => {
    fc.assert(
      fc.property(text, fc.nat(), (label, cut) => {
        const folded = normaliseForSearch(label);
        expect(matchRank(label, folded.slice(0, cut % (folded.length + 1)))).toBe(MATCH_RANK.labelStart);
      }),
    );
  });
});
