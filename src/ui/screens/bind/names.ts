import type { BindShopper } from '../../../machines/bind/bind.types';
import { formatCents, formatDollars } from '../../../domain/quotes';

// The household's names as the post-quote screens show them (the intake's vehicles and drivers, by id), and the card.

/** A vehicle's name; a home or renters shopper has none, so it is "Vehicle {id}". */
export function vehicleName(user: BindShopper, id: number): string {
  const v = 'autoPolicy' in user ? user.autoPolicy.vehicles.find((x) => x.id === id) : undefined;
  return (v && [v.year, v.make, v.model].filter(Boolean).join(' ')) || `Vehicle ${id}`;
}

export function driverName(user: BindShopper, id: number): string {
  const o = 'autoPolicy' in user ? user.autoPolicy.operators.find((x) => x.id === id) : undefined;
  return (o && [o.firstName, o.lastName].filter(Boolean).join(' ')) || `Driver ${id}`;
}

export { formatCents, formatDollars };

/** card-validator's brand ids as a shopper reads them on the card. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  discover: 'Discover',
  'diners-club': 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
const brandName = (brand: string) =>
  BRAND_NAMES[brand] ?? brand.replace(/-/g, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The card as the review and the card screen name it: "Visa ending in 4242". */
export const cardLabel = (card: { brand: string; last4: string }) => `${brandName(card.brand)} ending in ${card.last4}`;
