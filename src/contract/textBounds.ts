import { MAX_CHARS } from '../domain/config';
import { isStorableText } from '../domain/startValidation';

// The contract's text bounds without zod (issue 9): what `text(max)` of ./text.ts accepts, as a plain predicate the
// start page can run before zod loads (src/app/queryParams.ts). ./text.ts re-exports both helpers beside text(), and
// a property test over full Unicode and very long strings holds them to text()'s own verdict (textBounds.test.ts).

export { MAX_CHARS };

/**
 * A string's length as the contract counts it: Unicode code points, a surrogate pair once and a lone surrogate as
 * itself (zod's maxLength, and `[...s].length`). A scan of the units: the string iterator allocates.
 */
export function codePointLength(s: string): number {
  let count = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    if ((s.charCodeAt(i) & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/**
 * Whether `value` is a string `text(max)` accepts: at most `max` code points, no NUL and no unpaired surrogate. Its
 * length is checked first, so an overlong string is never scanned for its characters (as text()'s aborting check).
 */
export function isContractText(value: unknown, max: number): value is string {
  if (typeof value !== 'string') return false;
  // A code point is one or two units: within `max` units it fits, past 2 * max it cannot.
  if (value.length > max && (value.length > 2 * max || codePointLength(value) > max)) return false;
  return isStorableText(value);
}
