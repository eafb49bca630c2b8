import { HomePolicyDetails, type PropertyUser } from '../../contract/property';

/** A new home shopper: one occupant, one property, a home policy at the spec's defaults (spec 000 section 9). */
export function initialPropertyUser(): PropertyUser {
  return {
    contact: { consentedToContact: true, consentToSms: true },
    tracking: {},
    homePolicy: {
      occupants: [{ id: 1 }],
      properties: [{ discounts: { paperless: true } }],
      policy: HomePolicyDetails.parse({}),
    },
  };
}
