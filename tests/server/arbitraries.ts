import fc from 'fast-check';

// Strings for the fuzz and property tests: all of Unicode, broken UTF-16 and NUL included, short and very long
// (issue 8: a NUL, a lone surrogate or a 255,000-character email each got past the ASCII-only generators).

/** One unit: any code point, a printable grapheme (combining marks, emoji), a lone surrogate or a NUL. */
export const anyUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  // fast-check's 'binary' unit leaves half surrogate pairs out; JSON carries them escaped.
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.constant('\u0000') },
);

/** Any string of up to `maxLength` units. */
export const anyString = (maxLength = 40) => fc.string({ unit: anyUnit, maxLength });

const pump = (run: string, length: number) => run.repeat(Math.ceil(length / run.length)).slice(0, length);

/**
 * A pumped string of 2,000 to `maxLength` characters: a short run repeated between a prefix and a suffix, the shape
 * that makes a pattern backtrack ("a@" + dots + "@").
 */
export const longString = (maxLength = 40_000): fc.Arbitrary<string> =>
  fc
    .record({
      prefix: anyString(4),
      run: fc.string({ unit: anyUnit, minLength: 1, maxLength: 8 }),
      length: fc.integer({ min: 2_000, max: maxLength }),
      suffix: anyString(4),
    })
    .map(({ prefix, run, length, suffix }) => prefix + pump(run, length) + suffix);

/** Mostly short strings, now and then a very long one. */
export const hostileString = (maxLength = 40, longMaxLength = 40_000) =>
  fc.oneof({ weight: 5, arbitrary: anyString(maxLength) }, { weight: 1, arbitrary: longString(longMaxLength) });

/** JSON values whose strings and keys come from `anyUnit`, or a very long string. */
export const anyJson = (constraints: { maxDepth?: number } = {}) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.jsonValue({ ...constraints, stringUnit: anyUnit }) },
    { weight: 1, arbitrary: longString() },
  );

/** Objects whose strings and keys come from `anyUnit`. */
export const anyObject = (constraints: { maxDepth?: number } = {}) =>
  fc.object({ ...constraints, stringUnit: anyUnit });

/**
 * Percent-encodes any string for a URL, lone surrogates included (as the bytes WTF-8 gives them, which are not UTF-8:
 * the server must cope). encodeURIComponent throws on them and URLSearchParams replaces them.
 */
export function encodeAny(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    out += code < 0xd800 || code > 0xdfff ? encodeURIComponent(ch) : bytes.map((b) => `%${b.toString(16)}`).join('');
  }
  return out;
}

type Slot = [holder: Record<string, unknown>, key: string];

/** Every field anywhere in `value` (objects and arrays alike), or only its string leaves. */
function slotsOf(value: unknown, stringsOnly: boolean): Slot[] {
  const slots: Slot[] = [];
  const walk = (o: unknown) => {
    if (!o || typeof o !== 'object') return;
    for (const [k, v] of Object.entries(o)) {
      if (!stringsOnly || typeof v === 'string') slots.push([o as Record<string, unknown>, k]);
      walk(v);
    }
  };
  walk(value);
  return slots;
}

/** A copy of `value` with the `pick`-th field (modulo their count) replaced by `junk`; `stringsOnly` picks a string. */
export function withFieldReplaced<T>(value: T, junk: unknown, pick: number, { stringsOnly = false } = {}): T {
  const copy = structuredClone(value);
  const slots = slotsOf(copy, stringsOnly);
  const [holder, key] = slots[pick % slots.length];
  holder[key] = junk;
  return copy;
}
