import type { Carrier } from './carrier';
import { STANDARD_TABLE } from './rating';

// Safeco: agency-sold (through the Quinstreet agency partner), wide footprint, rewards multi-policy households and
// declines drivers with a DUI.
/** States it does not write auto in (the ads and the remote rules read this list too). */
export const SAFECO_NOT_WRITTEN: readonly string[] = ['AK', 'DC', 'HI', 'MA', 'NJ', 'NY'];
const NOT_WRITTEN = new Set(SAFECO_NOT_WRITTEN);

export const safeco: Carrier = {
  id: 'safeco',
  name: 'Safeco',
  partner: 'quinstreet',
  onlineBind: true,
  table: {
    ...STANDARD_TABLE,
    liabilityBase: 445,
    physicalBase: 340,
    discount: { ...STANDARD_TABLE.discount, multiPolicy: 0.15, payInFull: 0.08 },
    stateAdjust: { WA: 0.92, OR: 0.93 },
  },
  decide(risk) {
    if (risk.state && NOT_WRITTEN.has(risk.state)) {
      return {
        msgStatus: 'failed',
        msgStatusDesc: `Safeco does not write auto policies in ${risk.state} through this channel`,
      };
    }
    if (risk.drivers.some((d) => d.dui))
      return { msgStatus: 'failed', msgStatusDesc: 'Safeco does not quote drivers with a DUI online' };
    return { msgStatus: 'success' };
  },
};
