import { describe, expect, it } from 'vitest';
import { checkCard } from './card';

// The vault's card check: number (Luhn, brand), expiry (spec 001 section 5), CVC length per brand, in that order.
const today = new Date(Date.UTC(2026, 4, 15));
const good = { number: '4242424242424242', expiry: '12/2030', cvc: '123' };

describe('checkCard', () => {
  it('accepts Visa, Mastercard, Discover with 3 digits and Amex with 4, spaces and dashes allowed', () => {
    expect(checkCard(good, today)).toEqual({
      ok: true,
      card: { digits: '4242424242424242', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(checkCard({ ...good, number: '5555-5555-5555-4444' }, today)).toMatchObject({
      ok: true,
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(checkCard({ ...good, number: '6011 1111 1111 1117' }, today)).toMatchObject({
      ok: true,
      card: { brand: 'discover' },
    });
    expect(checkCard({ ...good, number: '3782 822463 10005', cvc: '1234' }, today)).toMatchObject({
      ok: true,
      card: { brand: 'american-express', digits: '378282246310005', last4: '0005' },
    });
  });
  it('rejects a Luhn failure, letters, too short and too long numbers on the number field', () => {
    for (const number of [
      '4242424242424241',
      '4242abcd42424242',
      '42424242',
      '42424242424242424242',
      '',
      '0000000000000000',
    ]) {
      expect(checkCard({ ...good, number }, today)).toEqual({
        ok: false,
        field: 'number',
        message: 'Enter a valid card number',
      });
    }
  });
  it('rejects a malformed expiry and an expired card on the expiry field, after the number', () => {
    expect(checkCard({ ...good, expiry: '13/2030' }, today)).toEqual({
      ok: false,
      field: 'expiry',
      message: 'Enter the expiry as MM/YYYY',
    });
    expect(checkCard({ ...good, expiry: '12/30' }, today)).toEqual({
      ok: false,
      field: 'expiry',
      message: 'Enter the expiry as MM/YYYY',
    });
    expect(checkCard({ ...good, expiry: '04/2026' }, today)).toEqual({
      ok: false,
      field: 'expiry',
      message: 'This card has expired',
    });
    expect(checkCard({ ...good, number: '1', expiry: '04/2026' }, today)).toMatchObject({ field: 'number' });
  });
  it('wants the brand’s CVC length: 3 for Visa, 4 for Amex', () => {
    expect(checkCard({ ...good, cvc: '1234' }, today)).toEqual({
      ok: false,
      field: 'cvc',
      message: 'Enter the 3-digit security code',
    });
    expect(checkCard({ ...good, cvc: '12a' }, today)).toMatchObject({ ok: false, field: 'cvc' });
    expect(checkCard({ ...good, number: '378282246310005', cvc: '123' }, today)).toEqual({
      ok: false,
      field: 'cvc',
      message: 'Enter the 4-digit security code',
    });
  });
});
