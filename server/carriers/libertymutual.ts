import type { Carrier } from './carrier';
import { STANDARD_TABLE } from './rating';

// Liberty Mutual: direct online bind in every state; prices higher but forgives a first minor accident, and declines
// drivers whose licence is suspended.
export const libertymutual: Carrier = {
  id: 'libertymutual',
  name: 'Liberty Mutual',
  partner: 'libertymutual',
  onlineBind: true,
  table: {
    ...STANDARD_TABLE,
    liabilityBase: 470,
    physicalBase: 380,
    surcharge: { ...STANDARD_TABLE.surcharge, otherAccident: 0, violation: 0.18 },
    credit: { excellent: 0.82, good: 0.94, fair: 1.12, poor: 1.4 },
    discount: { ...STANDARD_TABLE.discount, loyalty: 0.08 },
  },
  decide(risk) {
    if (risk.drivers.some((d) => d.suspended)) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: 'Liberty Mutual cannot quote a driver with a suspended licence online',
      };
    }
    return { msgStatus: 'success' };
  },
};
