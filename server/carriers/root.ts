import type { Carrier } from './carrier';
import { STANDARD_TABLE } from './rating';

// Root: prices on driving behaviour, so credit weighs little and young drivers less; it files no SR-22s (msgStatus
// 'failed') and is absent from several states.
/** States it does not write auto in (the ads and the remote rules read this list too). */
export const ROOT_NOT_WRITTEN: readonly string[] = [
  'AK',
  'CA',
  'DC',
  'HI',
  'MA',
  'ME',
  'MI',
  'NH',
  'NJ',
  'NY',
  'RI',
  'VT',
  'WA',
  'WY',
];
const NOT_WRITTEN = new Set(ROOT_NOT_WRITTEN);

export const root: Carrier = {
  id: 'root',
  name: 'Root',
  partner: 'root',
  onlineBind: true,
  table: {
    ...STANDARD_TABLE,
    liabilityBase: 395,
    physicalBase: 375,
    credit: { excellent: 0.95, good: 0.98, fair: 1.04, poor: 1.12 },
    youngDriver: 0.9,
    surcharge: { ...STANDARD_TABLE.surcharge, violation: 0.24 },
    installmentFee: 0.03,
  },
  decide(risk) {
    if (risk.state && NOT_WRITTEN.has(risk.state)) {
      return { msgStatus: 'failed', msgStatusDesc: `Root does not write auto policies in ${risk.state}` };
    }
    if (risk.drivers.some((d) => d.sr22))
      return { msgStatus: 'failed', msgStatusDesc: 'Root does not file SR-22 certificates' };
    return { msgStatus: 'success' };
  },
};
