import type { PropertyBag } from '../../src/contract/backoffice';
import { PERSONAL_KEYS, PERSONAL_KEY_SUFFIXES, REDACTED } from './constants';

// What the tracking and error sinks keep: personal keys dropped (spec 001 section 9's mask list), personal-looking
// values (emails, phones, cards, SSNs, dates, VINs) redacted inside strings, and URLs without their queries.

const normaliseKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');
const PERSONAL = new Set<string>(PERSONAL_KEYS);

export function isPersonalKey(key: string): boolean {
  const k = normaliseKey(key);
  return PERSONAL.has(k) || PERSONAL_KEY_SUFFIXES.some((s) => k.endsWith(s));
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const CARD = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;
const PATTERNS: RegExp[] = [
  /(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)/g, // SSN
  /(?<![\d\w])(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g, // US phone
  /(?<!\d)\d{2}\/\d{2}\/\d{4}(?!\d)/g, // MM/DD/YYYY, the birth date format
  /\b(?=[A-HJ-NPR-Z0-9]*\d)(?=[A-HJ-NPR-Z0-9]*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}\b/gi, // VIN
];

// Emails by run: an unanchored local@domain pattern retries every start of a long run (issue 8: backtracking).
const EMAIL_RUN = /[^\s"'<>(),;:]+/g;
const HAS_EMAIL = /[^@]@[^@]*\.[a-z]{2}/i;

/** Redacts personal-looking values inside free text. */
export function scrubText(text: string): string {
  let out = text.replace(CARD, (m) => (luhn(m.replace(/\D/g, '')) ? REDACTED : m));
  out = out.replace(EMAIL_RUN, (run) => (HAS_EMAIL.test(run) ? REDACTED : run));
  for (const pattern of PATTERNS) out = out.replace(pattern, REDACTED);
  return out;
}

/** A URL or path without query string, fragment or credentials; path segments holding an email or a zip/phone-like run of digits are redacted. */
export function scrubUrl(raw: string): string {
  const bare = raw.split(/[?#]/, 1)[0].replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
  // The s flag lets the path run to the end whatever it holds, so nothing is retried.
  const m = /^([a-z][a-z0-9+.-]*:\/\/[^/]*)(.*)$/is.exec(bare);
  const [origin, path] = m ? [m[1], m[2]] : ['', bare];
  const cleanPath = path
    .split('/')
    .map((seg) => (/@|%40|\d{5,}/i.test(seg) ? REDACTED : seg))
    .join('/');
  return scrubText(origin + cleanPath);
}

type Value = PropertyBag[string];

function scrubValue(value: Value): Value | undefined {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? scrubText(v) : v));
  if (value && typeof value === 'object') return stripPersonal(value as PropertyBag) as Value;
  return value;
}

/** A property bag without personal keys (at any depth) and with personal-looking values redacted. */
export function stripPersonal(bag: PropertyBag): PropertyBag {
  const out: PropertyBag = {};
  for (const [key, value] of Object.entries(bag)) {
    if (isPersonalKey(key)) continue;
    const clean = scrubValue(value);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

/** Every string in a JSON value scrubbed; keys are structural (the contract's own fields) and kept. */
export function scrubDeep<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubDeep(v)])) as T;
  }
  return value;
}
