import { z } from 'zod/mini';

// The street lines an address is typed in, shared by the address steps (address, previous address, address and phone).
export const street = z
  .string({ message: 'Enter your street address' })
  .check(
    z.trim(),
    z.minLength(3, 'Enter your street address, like 123 Main St'),
    z.maxLength(120, 'Use 120 characters or fewer'),
    z.regex(/^\d+[A-Za-z]?\s+\S/, 'Start with the house number, like 123 Main St'),
  );
export const unit = z.optional(z.string().check(z.trim(), z.maxLength(60, 'Use 60 characters or fewer')));
