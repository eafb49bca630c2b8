import type { AutoUser } from '../../contract';
import { newDriver } from './rules/effects';

/** A new shopper: one driver (self), one vehicle, the spec's defaults (spec 000 section 9). */
export function initialUser(): AutoUser {
  return {
    contact: { consentedToContact: true, consentToSms: true },
    tracking: {},
    autoPolicy: {
      discounts: { paperless: true, payInFull: true },
      vehicles: [{ id: 1 }],
      operators: [newDriver(1, 'Self')],
      policy: { coverageTier: 'MID' },
    },
  };
}
