import cardValidator from 'card-validator';
import { checkCardExpiry } from '../../../src/domain/cardExpiry';
import { CARD_MESSAGES } from '../card';
import { digitsOf, MAX_CVC_DIGITS, MAX_PAN_DIGITS } from './normalise';

// The card frame's own check, in the browser (issue 12): every field at once, each with its error, with the vault's
// messages (server/vault/card.ts checks the same card again when it is posted).

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardErrors = Partial<Record<CardField, string>>;

export const FIELD_REQUIRED = {
  number: 'Enter the card number',
  expiry: 'Enter the expiry date',
  cvc: 'Enter the security code',
} as const;

/** Every failing field with its message; an empty object means the card may be tokenised. */
export function validateCardFields(
  input: Record<CardField, string>,
  today: Date = new Date(),
): { errors: CardErrors; brand?: string } {
  const errors: CardErrors = {};
  const digits = digitsOf(input.number, MAX_PAN_DIGITS);
  const verdict = digits.length >= 12 ? cardValidator.number(digits) : null;
  if (!digits) errors.number = FIELD_REQUIRED.number;
  else if (!verdict?.isValid || !verdict.card) errors.number = CARD_MESSAGES.number;

  if (!input.expiry.trim()) errors.expiry = FIELD_REQUIRED.expiry;
  else {
    const expiry = checkCardExpiry(input.expiry, today);
    if (!expiry.ok) errors.expiry = expiry.reason === 'expired' ? CARD_MESSAGES.expired : CARD_MESSAGES.expiryFormat;
  }

  // The code's length depends on the brand: 4 for Amex, 3 otherwise (3 while the brand is unknown).
  const cvcSize = verdict?.card?.code.size ?? 3;
  const cvc = digitsOf(input.cvc, MAX_CVC_DIGITS);
  if (!cvc) errors.cvc = FIELD_REQUIRED.cvc;
  else if (cvc.length !== cvcSize || cvc !== input.cvc.trim()) errors.cvc = CARD_MESSAGES.cvc(cvcSize);

  return { errors, brand: verdict?.card?.type };
}
