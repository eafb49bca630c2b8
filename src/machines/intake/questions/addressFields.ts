import { z } from 'zod';

// The street lines an address is typed in, shared by the address steps (address, previous address, address and phone).
export const street = z
  .string({ message: 'Enter your street address' })
  .trim()
  .min(3, 'Enter your street address, like 123 Main St')
  .max(120, 'Use 120 characters or fewer')
  .regex(/^\d+[A-Za-z]?\s+\S/, 'Start with the house number, like 123 Main St');
export const unit = z.string().trim().max(60, 'Use 60 characters or fewer').optional();
