import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { normalisePhone } from '../../src/domain/validation';
import { NOT_TEXTABLE_TYPES } from './constants';

// A US number as typed, reduced to its ten digits (spec 000 section 5) and checked against libphonenumber's
// numbering plan (a real area code and exchange), and whether it can receive a text.

export type UsPhone = { ok: true; digits: string; e164: string } | { ok: false; reason: 'invalid' | 'not_textable' };

const NOT_TEXTABLE = new Set<string>(NOT_TEXTABLE_TYPES);

export function parseUsPhone(input: string): UsPhone {
  const digits = normalisePhone(input);
  if (digits.length !== 10) return { ok: false, reason: 'invalid' };
  const parsed = parsePhoneNumberFromString(digits, 'US');
  if (parsed?.country !== 'US' || !parsed.isValid()) return { ok: false, reason: 'invalid' };
  const type = parsed.getType();
  if (type && NOT_TEXTABLE.has(type)) return { ok: false, reason: 'not_textable' };
  return { ok: true, digits, e164: parsed.number };
}
