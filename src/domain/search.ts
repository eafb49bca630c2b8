// Search in the long lists (makes, models, trims, states), issue 10: what a shopper types and each label are folded
// the same way before comparing, so "F-150", "f 150" and "f150" all find F150, "mercedes benz" finds Mercedes-Benz
// and "citroen" finds Citroën. Folding and matching are single scans (no backtracking pattern): linear in the text.

/** Where the typed text was found in a label, best first: at its start, at the start of a word, inside a word. */
export const MATCH_RANK = { labelStart: 0, wordStart: 1, inside: 2 } as const;
export type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

/** A label as search compares it: its folded text and where each of its words starts in that text. */
export interface SearchKey {
  key: string;
  /** Offsets into `key`, ascending. */
  wordStarts: readonly number[];
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const COMBINING_MARK = /^\p{M}$/u;

/** A character folding leaves as it is: a lower-case letter or digit with no compatibility decomposition. */
const isFolded = (ch: string) => LETTER_OR_DIGIT.test(ch) && ch.toLowerCase() === ch && ch.normalize('NFKD') === ch;

/**
 * One code point folded for search: compatibility-decomposed, lower-cased, with its diacritics, punctuation and spaces
 * dropped ('É' -> 'e', 'ﬁ' -> 'fi', '-' -> ''). Only folded characters are kept, so folding its own output changes
 * nothing; the final sigma folds to sigma, since folding one code point at a time has no word to end.
 */
function foldCodePoint(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) {
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return ch;
    return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : '';
  }
  let folded = '';
  for (const part of ch.normalize('NFKD').toLowerCase().normalize('NFKD')) {
    const letter = part === 'ς' ? 'σ' : part;
    if (isFolded(letter)) folded += letter;
  }
  return folded;
}

/** The folded text of a label and its word starts: a word starts after anything folding drops, marks aside. */
export function searchKey(text: string): SearchKey {
  let key = '';
  const wordStarts: number[] = [];
  let betweenWords = true;
  for (const ch of text) {
    const folded = foldCodePoint(ch);
    if (folded === '') {
      // A combining mark belongs to its letter ("Citroe" + U+0308 + "n" is one word); anything else separates words.
      if (!COMBINING_MARK.test(ch)) betweenWords = true;
      continue;
    }
    if (betweenWords) wordStarts.push(key.length);
    key += folded;
    betweenWords = false;
  }
  return { key, wordStarts };
}

/** The text search compares: 'F-150' -> 'f150', 'Mercedes-Benz' -> 'mercedesbenz', 'Citroën' -> 'citroen'. */
export function normaliseForSearch(text: string): string {
  return searchKey(text).key;
}

/** Knuth-Morris-Pratt's table for the query: the length of the longest proper border of each of its prefixes. */
function borders(query: string): Int32Array {
  const table = new Int32Array(query.length);
  let k = 0;
  for (let i = 1; i < query.length; i += 1) {
    while (k > 0 && query[i] !== query[k]) k = table[k - 1];
    if (query[i] === query[k]) k += 1;
    table[i] = k;
  }
  return table;
}

/** The best rank of the folded query in a label, or undefined when it is not there: one pass over the label. */
function rankIn(label: SearchKey, query: string, table: Int32Array): MatchRank | undefined {
  if (query === '') return MATCH_RANK.labelStart;
  let best: MatchRank | undefined;
  let matched = 0;
  let word = 0;
  const { key, wordStarts } = label;
  for (let i = 0; i < key.length; i += 1) {
    while (matched > 0 && key[i] !== query[matched]) matched = table[matched - 1];
    if (key[i] === query[matched]) matched += 1;
    if (matched < query.length) continue;
    const start = i - query.length + 1;
    if (start === 0) return MATCH_RANK.labelStart;
    while (word < wordStarts.length && wordStarts[word] < start) word += 1;
    if (wordStarts[word] === start) return MATCH_RANK.wordStart;
    best = MATCH_RANK.inside;
    matched = table[matched - 1];
  }
  return best;
}

/** Where `query` is found in `label` (both folded), or undefined when it is not. */
export function matchRank(label: string, query: string): MatchRank | undefined {
  const folded = normaliseForSearch(query);
  return rankIn(searchKey(label), folded, borders(folded));
}

/**
 * A search over items by their labels (folded once, here): it returns the items matching a query, those whose label
 * starts with it first, then those with a word starting with it, then the rest, each group in the items' order. A
 * query that folds to nothing (spaces, punctuation) matches every item.
 */
export function labelSearch<T extends { label: string }>(items: readonly T[]): (query: string) => T[] {
  const keys = items.map((item) => searchKey(item.label));
  return (query) => {
    const folded = normaliseForSearch(query);
    const table = borders(folded);
    const byRank: T[][] = [[], [], []];
    items.forEach((item, i) => {
      const rank = rankIn(keys[i], folded, table);
      if (rank !== undefined) byRank[rank].push(item);
    });
    return byRank.flat();
  };
}
