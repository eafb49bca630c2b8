import type { Carrier } from './carrier';
import { STANDARD_TABLE } from './rating';

// Lemonade Car: app-first, cheap for low-mileage careful drivers, only in a few states; elsewhere the shopper is
// redirected (msgStatus 'redirect', which the client filters: spec 001 section 4).
export const LEMONADE_STATES = new Set(['AZ', 'CO', 'IL', 'IN', 'OH', 'OR', 'TN', 'TX', 'WA']);

export const lemonade: Carrier = {
  id: 'lemonade',
  name: 'Lemonade',
  partner: 'lemonade',
  onlineBind: false,
  table: {
    ...STANDARD_TABLE,
    liabilityBase: 380,
    physicalBase: 330,
    surcharge: { ...STANDARD_TABLE.surcharge, violation: 0.26, atFault: 0.42 },
    installmentFee: 0,
    discount: { ...STANDARD_TABLE.discount, payInFull: 0.03, paperless: 0.05 },
  },
  decide(risk) {
    if (!risk.state || !LEMONADE_STATES.has(risk.state)) {
      return {
        msgStatus: 'redirect',
        msgStatusDesc: `Lemonade Car is not available in ${risk.state ?? 'this state'} yet`,
        clickUrl: 'https://www.lemonade.com/car',
      };
    }
    return { msgStatus: 'success' };
  },
};
