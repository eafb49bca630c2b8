// What the session recorder masks (spec 001 section 9: names, address, email, zip, VIN, licence, birth date, card,
// credit score; docs/decisions/0104), in the page, before rrweb hands an event over:
// - every input, textarea and select (rrweb's maskAllInputs), its value replaced by asterisks;
// - the whole text of the screens that show the shopper's answers back (the review and summary blocks, and anything
//   marked data-private);
// - anywhere else, any text holding a value the shopper typed in this page (kept in memory, never sent) or looking
//   personal (an email, a phone, a card or licence-like run of digits, a date, a VIN, a zip).
// The card frame (the vault's iframe) is never recorded: rrweb blocks it and records an empty box of its size.

/** Blocks that show the shopper's answers back: masked whole. */
export const PRIVATE_TEXT_SELECTOR = '[data-private], .qf-review, .qf-summary, .qf-home-details';
/** The card vault's iframe and its wrapper (src/ui/components/CardFrame.tsx): never recorded. */
export const BLOCK_SELECTOR = '.qf-card-frame, iframe';

const PERSONAL_PATTERNS: RegExp[] = [
  /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g, // phone
  /\d(?:[ -]?\d){7,18}/g, // card, licence, account numbers
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, // dates
  /\b\d{4}-\d{2}-\d{2}\b/g, // ISO dates
  /\b(?=[A-HJ-NPR-Z0-9]*\d)(?=[A-HJ-NPR-Z0-9]*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}\b/gi, // VIN
  /\b\d{5}(?:-\d{4})?\b/g, // zip
];

const stars = (s: string) => s.replace(/\S/g, '*');

/** Values typed in this page, newest last; bounded so a long session cannot grow it for ever. */
const MAX_TYPED = 200;
const MIN_TYPED_LENGTH = 2;
/** Inputs whose value the shopper types (a radio's or checkbox's value is the page's own word, not theirs). */
const TYPED_INPUTS = new Set(['', 'text', 'email', 'tel', 'search', 'number', 'date', 'password', 'url']);
const isTyped = (element: Element | null | undefined) => {
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  return tag === 'input' && TYPED_INPUTS.has((element.getAttribute('type') ?? '').toLowerCase());
};

/** A letter or digit: a typed value is masked where it stands as whole words, not inside another word. */
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * `text` with each whole-word occurrence of a typed value (any case) starred: a plain search, no pattern built from
 * the shopper's text. Where lower-casing changes the text's length (a few Unicode letters), the search keeps the case.
 */
export function maskTyped(text: string, typed: readonly string[]): string {
  if (!typed.length) return text;
  const lower = text.toLowerCase();
  const folded = lower.length === text.length;
  const hay = folded ? lower : text;
  const masked = new Uint8Array(text.length);
  const isWord = (ch: string | undefined) => ch !== undefined && WORD_CHAR.test(ch);
  // Longest first, so "Ann Lee" is masked whole before "Ann".
  for (const value of [...typed].sort((a, b) => b.length - a.length)) {
    const needle = folded ? value.toLowerCase() : value;
    if (!needle) continue;
    for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
      if (isWord(hay[at - 1]) || isWord(hay[at + needle.length])) continue;
      masked.fill(1, at, at + needle.length);
    }
  }
  let out = '';
  for (let i = 0; i < text.length; i++) out += masked[i] && !/\s/.test(text[i]) ? '*' : text[i];
  return out;
}

export function createMasking() {
  const typed: string[] = [];

  const remember = (value: string) => {
    const v = value.trim();
    if (v.length < MIN_TYPED_LENGTH || typed.includes(v)) return;
    typed.push(v);
    if (typed.length > MAX_TYPED) typed.shift();
  };

  return {
    /** rrweb's maskInputFn: remembers what was typed, answers asterisks of its length. */
    maskInput(text: string, element?: Element | null): string {
      if (isTyped(element)) remember(text);
      return '*'.repeat(text.length);
    },
    /** rrweb's maskTextFn (maskTextSelector '*': every text passes here). */
    maskText(text: string, element: Element | null): string {
      if (element?.closest(PRIVATE_TEXT_SELECTOR)) return stars(text);
      let out = maskTyped(text, typed);
      for (const pattern of PERSONAL_PATTERNS) out = out.replace(pattern, stars);
      // An email: any word with an @ in it, whole (a token scan: a pattern for it would backtrack on long text).
      out = out.replace(/\S+/g, (word) => (word.includes('@') ? stars(word) : word));
      return out;
    },
  };
}
