import { AGENCY_INELIGIBLE_AUTO_STATES } from '../../src/domain/config';
import type { Carrier } from './carrier';
import { STANDARD_TABLE } from './rating';

// The fast-track carrier of spec 001 sections 1 and 4: it quotes online, and its online-bind chain ends at the preferred
// contact method then fast-track reach-out, where a licensed agent finishes the sale. "Kestrel Point Auto" is a
// fictional name. Because an agent closes, it writes wherever the agency experience runs and declines only a
// suspended licence.
export const FASTTRACK_NOT_WRITTEN: readonly string[] = AGENCY_INELIGIBLE_AUTO_STATES;
const NOT_WRITTEN: ReadonlySet<string> = new Set(FASTTRACK_NOT_WRITTEN);

export const fasttrack: Carrier = {
  id: 'fasttrack',
  name: 'Kestrel Point Auto',
  partner: 'fasttrack',
  onlineBind: true,
  table: {
    ...STANDARD_TABLE,
    liabilityBase: 430,
    physicalBase: 352,
    surcharge: { ...STANDARD_TABLE.surcharge, dui: 0.9, sr22: 0.5 },
    discount: { ...STANDARD_TABLE.discount, married: 0.07, homeowner: 0.06 },
    installmentFee: 0.06,
  },
  decide(risk) {
    if (risk.state && NOT_WRITTEN.has(risk.state)) {
      return { msgStatus: 'failed', msgStatusDesc: `Kestrel Point Auto does not write auto policies in ${risk.state}` };
    }
    if (risk.drivers.some((d) => d.suspended)) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: 'Kestrel Point Auto cannot quote a driver with a suspended licence',
      };
    }
    return { msgStatus: 'success' };
  },
};
