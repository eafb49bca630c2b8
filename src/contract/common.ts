import { z } from 'zod/mini';
import { US_STATES } from '../domain/constants';
import { NAME_PATTERN, titleCaseName } from '../domain/names';
import { DOB_PATTERN, ZIP_PATTERN, isEmail, isPhone, isRealDate } from '../domain/validation';
import { MAX_CHARS, text } from './text';

// Field schemas with their user-facing messages inline; the question catalogue and the server share them.
export const yesNo = z.enum(['Yes', 'No'], { message: 'Choose Yes or No' });
export const zip = text(MAX_CHARS.code, 'Enter a 5-digit ZIP code').check(
  z.regex(ZIP_PATTERN, 'Enter a 5-digit ZIP code'),
);
export const usState = z.enum(US_STATES, { message: 'Choose a US state' });
/** Letters of any script, spaces, hyphens, apostrophes; stored title-cased (spec 000 section 5; domain/names.ts). */
export const personName = text(MAX_CHARS.personName, 'Enter a name').check(
  z.trim(),
  z.minLength(1, 'Enter a name'),
  z.regex(NAME_PATTERN, 'Use letters, spaces, hyphens and apostrophes only'),
  z.overwrite(titleCaseName),
);
export const birthdate = text(MAX_CHARS.code, 'Enter a date as MM/DD/YYYY').check(
  z.regex(DOB_PATTERN, 'Enter a date as MM/DD/YYYY'),
  z.refine(isRealDate, 'Enter a real calendar date'),
);
// The length is checked first and aborts: no pattern ever runs over more than 254 characters (RFC 5321; issue 8).
export const email = text(MAX_CHARS.email, 'Enter an email address').check(
  z.trim(),
  z.toLowerCase(),
  z.refine(isEmail, 'Enter an email address like name@example.com'),
);
const PHONE_MESSAGE = 'Enter a 10-digit US phone number';
/** Formatted or bare, as typed ("(415) 555-2671", "14155552671"); normalised where it is used (spec 000 section 5). */
export const phone = text(MAX_CHARS.phone, PHONE_MESSAGE, PHONE_MESSAGE).check(z.refine(isPhone, PHONE_MESSAGE));
export const vehicleYear = text(MAX_CHARS.code).check(z.regex(/^(19|20)\d{2}$/, 'Choose a year'));
export const money = z.number().check(z.nonnegative());
