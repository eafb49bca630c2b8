import { z } from 'zod';
import { US_STATES } from '../domain/constants';
import { DOB_PATTERN, NAME_PATTERN, ZIP_PATTERN, isEmail, isPhone, isRealDate } from '../domain/validation';

// Field schemas with their user-facing messages inline; the question catalogue and the server share them.
export const yesNo = z.enum(['Yes', 'No'], { message: 'Choose Yes or No' });
export const zip = z.string({ message: 'Enter a 5-digit ZIP code' }).regex(ZIP_PATTERN, 'Enter a 5-digit ZIP code');
export const usState = z.enum(US_STATES, { message: 'Choose a US state' });
export const personName = z
  .string({ message: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(50, 'Use 50 characters or fewer')
  .regex(NAME_PATTERN, 'Use letters, spaces, hyphens and apostrophes only');
export const birthdate = z
  .string({ message: 'Enter a date as MM/DD/YYYY' })
  .regex(DOB_PATTERN, 'Enter a date as MM/DD/YYYY')
  .refine(isRealDate, 'Enter a real calendar date');
export const email = z
  .string({ message: 'Enter an email address' })
  .trim()
  .toLowerCase()
  .refine(isEmail, 'Enter an email address like name@example.com');
export const phone = z.string({ message: 'Enter a 10-digit US phone number' }).refine(isPhone, 'Enter a 10-digit US phone number');
export const vehicleYear = z.string().regex(/^(19|20)\d{2}$/, 'Choose a year');
export const money = z.number().nonnegative().finite();
