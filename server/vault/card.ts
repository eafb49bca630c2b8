import cardValidator from 'card-validator';
import { checkCardExpiry } from '../../src/domain/cardExpiry';

// The vault's card check (spec 001 section 5 card expiry; DESIGN section 6): Luhn and brand, expiry, CVC per brand.
// Pure: the request's fields in, a card ready to tokenise or the first failing field (number, expiry, cvc) out.

export const CARD_MESSAGES = {
  number: 'Enter a valid card number',
  expiryFormat: 'Enter the expiry as MM/YYYY',
  expired: 'This card has expired',
  cvc: (digits: number) => `Enter the ${digits}-digit security code`,
  name: 'Use 100 characters or fewer',
} as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CheckedCard {
  /** The digits only: used for last4, fingerprint and sandbox outcome, then dropped. */
  digits: string;
  /** card-validator's brand id: visa, mastercard, american-express, discover, ... */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type CardCheck =
  | { ok: true; card: CheckedCard }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

/** People type and paste numbers with spaces or dashes between the groups. */
const SEPARATORS = /[\s-]/g;
const DIGITS = /^\d{12,19}$/;
const CVC_DIGITS = /^\d{3,4}$/;

export function checkCard(input: CardInput, today: Date = new Date()): CardCheck {
  const digits = input.number.replace(SEPARATORS, '');
  const verdict = DIGITS.test(digits) ? cardValidator.number(digits) : null;
  if (!verdict?.isValid || !verdict.card) return { ok: false, field: 'number', message: CARD_MESSAGES.number };

  const expiry = checkCardExpiry(input.expiry, today);
  if (!expiry.ok) {
    const message = expiry.reason === 'expired' ? CARD_MESSAGES.expired : CARD_MESSAGES.expiryFormat;
    return { ok: false, field: 'expiry', message };
  }

  const cvcSize = verdict.card.code.size;
  const cvc = input.cvc.trim();
  if (!CVC_DIGITS.test(cvc) || cvc.length !== cvcSize)
    return { ok: false, field: 'cvc', message: CARD_MESSAGES.cvc(cvcSize) };

  return {
    ok: true,
    card: { digits, brand: verdict.card.type, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year },
  };
}
